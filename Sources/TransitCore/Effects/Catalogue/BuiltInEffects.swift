extension EffectCatalogue {
    /// Every built-in effect, one line each, in the order `transit list` and the gallery show them:
    /// adding an effect is its file (under `Effects/`, in the folder of its kind) and one line here.
    /// Everything else (the CLI, specs, the gallery, the laws over the catalogue, the tests' tables
    /// of factories, the README's list) is derived from this list; CONTRIBUTING.md says how.
    ///
    /// ```swift
    /// let effect = try EffectCatalogue.builtIn.makeEffect(named: "push", arguments: ["from": "left"])
    /// ```
    public static let builtIn = EffectCatalogue(types: [
        Fade.self,
        Slide.self,
        CircleSpread.self,
        PageFlip.self,
        MiddlePageFlip.self,
        Portal.self,
        Fold.self,
        Explode.self,
        Lines.self,
        Scanning.self,
        MagicMove.self,
        ZoomReveal.self,
        Drawer.self,
        Card.self,
        SpringSlide.self,
        RoundExpand.self,
        Cube.self,
        Push.self,
        Cover.self,
        Reveal.self,
        Zoom.self,
        ZoomOut.self,
        Flip.self,
        Turn.self,
        Cards.self,
        NatGeo.self,
        Flash.self,
        Mod.self,
        Ripple.self,
        Swipe.self,
        BarSwipe.self,
        Disintegrate.self,
        PageCurl.self,
        Blur.self,
        CopyMachine.self,
        Dissolve.self,
        Pixelate.self,
    ])
}
