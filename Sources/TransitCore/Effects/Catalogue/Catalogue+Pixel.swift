/// The pixel transitions (the Core Image family), drawn by TransitRender's kernels.
let pixelEffects: [EffectDescriptor] = [
    Flash.descriptor, Mod.descriptor, Ripple.descriptor, Swipe.descriptor, BarSwipe.descriptor, Disintegrate.descriptor,
    PageCurl.descriptor, Blur.descriptor, CopyMachine.descriptor, Dissolve.descriptor, Pixelate.descriptor,
]
