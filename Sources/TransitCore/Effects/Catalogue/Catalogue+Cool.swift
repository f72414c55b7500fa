/// XWTransition's "cool" family: page flips, portal, fold, explode, lines, scanning.
let coolEffects: [EffectDescriptor] = [
    PageFlip.descriptor, MiddlePageFlip.descriptor, Portal.descriptor, Fold.descriptor, Explode.descriptor,
    Lines.descriptor, Scanning.descriptor,
]
