/// UIKit's modal presentation styles, as data the core can reason about.
public enum PresentationStyle: String, Hashable, Sendable, CaseIterable {
    case automatic, pageSheet, formSheet, fullScreen, overFullScreen, currentContext, overCurrentContext, custom,
        popover, none
}

/// How an effect's presentation must be set up so the transition draws as designed.
///
/// Since iOS 13 a presentation that asks for nothing becomes a page sheet, which lays the new
/// screen out as a card and ignores a custom animator's frames. A transition therefore picks a
/// full-screen style, and one "over" the presenting screen when the effect leaves part of it
/// visible at rest (a card, a drawer), so UIKit does not remove the presenting view.
///
/// ```swift
/// let choice = PresentationChoice(requested: .automatic, restingScene: effect.restingScene(in: context))
/// controller.modalPresentationStyle = choice.style      // .fullScreen or .overFullScreen
/// ```
public struct PresentationChoice: Hashable, Sendable {
    /// The style to set on the presented controller.
    public var style: PresentationStyle
    /// Whether the presenting screen must stay in the window under the presented one.
    public var keepsPresentingView: Bool
    /// The presented view's frame at rest, in container points.
    public var restingFrame: Rect

    public init(requested: PresentationStyle, restingScene: Scene) {
        let bounds = Rect(size: restingScene.size)
        restingFrame = Self.restingFrame(in: restingScene) ?? bounds
        keepsPresentingView = Self.needsPresentingView(restingScene)
        style = Self.style(requested: requested, keepsPresentingView: keepsPresentingView)
    }

    /// The style for a request: sheets, popovers and `automatic` become full screen; styles that
    /// remove the presenting view become their "over" form when it must stay; the rest are kept.
    public static func style(requested: PresentationStyle, keepsPresentingView keep: Bool) -> PresentationStyle {
        switch requested {
        case .automatic, .pageSheet, .formSheet, .popover, .none, .fullScreen: keep ? .overFullScreen : .fullScreen
        case .currentContext: keep ? .overCurrentContext : .currentContext
        case .overFullScreen, .overCurrentContext, .custom: requested
        }
    }

    /// Whether a resting scene shows anything of the from-screen, or leaves part of the container
    /// uncovered by the to-screen (where the presenting screen must show through).
    public static func needsPresentingView(_ resting: Scene) -> Bool {
        let bounds = Rect(size: resting.size)
        let showsFrom = resting.layers.contains { layer in
            SnapshotPlan.snapshots(of: layer.content).contains { $0 == .screen(.from) || $0 == .backdrop(.from) }
        }
        return showsFrom || restingFrame(in: resting).map { $0 != bounds } ?? true
    }

    /// The untransformed frame of the layer that shows the whole to-screen at rest, if any.
    public static func restingFrame(in resting: Scene) -> Rect? {
        resting.layers.first { $0.content == .snapshot(.screen(.to)) && $0.transform.isIdentity }?.frame
    }
}
