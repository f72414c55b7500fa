/// XWTransition's "cool" family: page flips, portal, fold, explode, lines, scanning.
let coolEffects: [EffectDescriptor] = []
