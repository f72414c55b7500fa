/// The classics users expect from Hero, VCTransitionsLibrary and UIKit: push, cover, reveal,
/// zoom, zoom-out, flip, turn, cards, natgeo.
let classicEffects: [EffectDescriptor] = [
    Push.descriptor, Cover.descriptor, Reveal.descriptor, Zoom.descriptor, ZoomOut.descriptor,
    Flip.descriptor, Turn.descriptor, Cards.descriptor, NatGeo.descriptor,
]
