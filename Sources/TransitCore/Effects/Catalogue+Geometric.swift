/// The geometric effects of the seeds and the classics (snapshots, masks, 3D transforms, tiles).
let geometricEffects: [EffectDescriptor] = []
