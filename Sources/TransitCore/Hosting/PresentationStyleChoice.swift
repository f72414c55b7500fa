/// UIKit's modal presentation styles, as data the core can reason about.
public enum PresentationStyle: String, Hashable, Sendable, CaseIterable {
    case automatic, pageSheet, formSheet, fullScreen, overFullScreen, currentContext, overCurrentContext, custom,
        popover, none

    /// Whether UIKit leaves the presenting view where it is (outside the transition's container)
    /// for this style: the "over" styles and `.custom` (whose presentation controller keeps it,
    /// `shouldRemovePresentersView == false`, the default). `.fullScreen` and `.currentContext`
    /// remove it once the presentation ends; sheets are never run by Transit (see
    /// `PresentationChoice`).
    public var keepsPresentingView: Bool {
        switch self {
        case .overFullScreen, .overCurrentContext, .custom, .popover: true
        case .automatic, .pageSheet, .formSheet, .fullScreen, .currentContext, .none: false
        }
    }
}

/// How an effect's presentation must be set up so the transition draws as designed.
///
/// Since iOS 13 a presentation that asks for nothing becomes a page sheet, which lays the new
/// screen out as a card and ignores a custom animator's frames. A transition therefore picks
/// `.fullScreen`, or `.custom` with Transit's presentation controller when the effect leaves part
/// of the presenting screen visible at rest (a card, a drawer): that controller keeps the
/// presenting view (`shouldRemovePresentersView == false`) and reports the effect's resting frame
/// as `frameOfPresentedViewInContainerView`, so UIKit's final frame is where the effect rests.
///
/// ```swift
/// let choice = PresentationChoice(requested: .automatic, restingScene: effect.restingScene(in: context))
/// controller.modalPresentationStyle = choice.style      // .fullScreen, or .custom for a card
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

    /// Whether Transit's own presentation controller lays the presentation out (at `restingFrame`).
    public var usesPresentationController: Bool { keepsPresentingView }

    /// The style for a request: a presentation that must keep the presenting screen becomes
    /// `.custom` (Transit's presentation controller); otherwise sheets, popovers and `automatic`
    /// become full screen and the rest are kept.
    public static func style(requested: PresentationStyle, keepsPresentingView keep: Bool) -> PresentationStyle {
        if keep { return .custom }
        switch requested {
        case .automatic, .pageSheet, .formSheet, .popover, .none, .fullScreen: return .fullScreen
        case .currentContext, .overFullScreen, .overCurrentContext, .custom: return requested
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
