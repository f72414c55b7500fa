/// The classics users expect from Hero, VCTransitionsLibrary and UIKit: push, cover, reveal,
/// zoom, zoom-out, flip, turn, cards, natgeo.
let classicEffects: [EffectDescriptor] = []
