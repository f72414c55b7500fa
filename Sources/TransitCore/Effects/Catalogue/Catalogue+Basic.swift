/// The walking skeleton's effects.
let basicEffects: [EffectDescriptor] = [Fade.descriptor, Slide.descriptor, CircleSpread.descriptor]
