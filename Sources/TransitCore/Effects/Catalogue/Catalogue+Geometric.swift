/// The geometric effects of the seeds and the classics (snapshots, masks, 3D transforms, tiles),
/// in three families so each can grow on its own.
let geometricEffects: [EffectDescriptor] = coolEffects + sharedAndPartialEffects + classicEffects
