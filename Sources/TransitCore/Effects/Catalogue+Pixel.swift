/// The pixel transitions (the Core Image family), drawn by TransitRender's kernels.
let pixelEffects: [EffectDescriptor] = []
