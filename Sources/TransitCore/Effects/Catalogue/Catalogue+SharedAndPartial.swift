/// Shared-element and partial-presentation effects, and XTTransitionAnimations' family:
/// magic move, zoom reveal, drawer, card, spring slide, round expand, cube.
let sharedAndPartialEffects: [EffectDescriptor] = [
    MagicMove.descriptor, ZoomReveal.descriptor, Drawer.descriptor, Card.descriptor,
    SpringSlide.descriptor, RoundExpand.descriptor, Cube.descriptor,
]
