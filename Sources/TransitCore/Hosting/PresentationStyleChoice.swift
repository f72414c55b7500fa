/// UIKit's modal presentation styles, as data the core can reason about.
package enum PresentationStyle: String, Hashable, Sendable, CaseIterable {
    case automatic, pageSheet, formSheet, fullScreen, overFullScreen, currentContext, overCurrentContext, custom,
        popover, none

    /// UIKit's raw value of the style (developer.apple.com/documentation/uikit/uimodalpresentationstyle).
    package var uiKitRawValue: Int {
        switch self {
        case .fullScreen: 0
        case .pageSheet: 1
        case .formSheet: 2
        case .currentContext: 3
        case .custom: 4
        case .overFullScreen: 5
        case .overCurrentContext: 6
        case .popover: 7
        case .none: -1
        case .automatic: -2
        }
    }

    /// The style of one of UIKit's raw values, if it is one.
    package init?(uiKitRawValue: Int) {
        guard let s = Self.allCases.first(where: { $0.uiKitRawValue == uiKitRawValue }) else { return nil }
        self = s
    }

    /// Whether UIKit leaves the presenting view where it is (outside the transition's container)
    /// for this style: the "over" styles and `.custom` (whose presentation controller keeps it,
    /// `shouldRemovePresentersView == false`, the default). `.fullScreen` and `.currentContext`
    /// remove it once the presentation ends; sheets are never run by Transit (see
    /// `PresentationChoice`).
    package var keepsPresentingView: Bool {
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
package struct PresentationChoice: Hashable, Sendable {
    /// The style to set on the presented controller.
    package var style: PresentationStyle
    /// Whether the presenting screen must stay in the window under the presented one.
    package var keepsPresentingView: Bool
    /// The presented view's frame at rest, in container points.
    package var restingFrame: Rect

    package init(requested: PresentationStyle, restingScene: Scene) {
        let bounds = Rect(size: restingScene.size)
        restingFrame = Self.restingFrame(in: restingScene) ?? bounds
        keepsPresentingView = Self.needsPresentingView(restingScene)
        style = Self.style(requested: requested, keepsPresentingView: keepsPresentingView)
    }

    /// Whether Transit's own presentation controller lays the presentation out (at `restingFrame`).
    package var usesPresentationController: Bool { keepsPresentingView }

    /// The style for a request: a presentation that must keep the presenting screen becomes
    /// `.custom` (Transit's presentation controller); otherwise sheets, popovers and `automatic`
    /// become full screen and the rest are kept.
    package static func style(requested: PresentationStyle, keepsPresentingView keep: Bool) -> PresentationStyle {
        if keep { return .custom }
        switch requested {
        case .automatic, .pageSheet, .formSheet, .popover, .none, .fullScreen: return .fullScreen
        case .currentContext, .overFullScreen, .overCurrentContext, .custom: return requested
        }
    }

    /// Whether a resting scene shows anything of the from-screen, or leaves part of the container
    /// uncovered by the to-screen (where the presenting screen must show through).
    package static func needsPresentingView(_ resting: Scene) -> Bool {
        let bounds = Rect(size: resting.size)
        let showsFrom = resting.layers.contains { layer in
            SnapshotPlan.snapshots(of: layer.content).contains { $0 == .screen(.from) || $0 == .backdrop(.from) }
        }
        return showsFrom || restingFrame(in: resting).map { $0 != bounds } ?? true
    }

    /// Where the to-screen's view rests: the untransformed layer that shows the to-screen at rest
    /// (whole, or cut by a contents rectangle, as a card whose bottom runs under the screen's edge),
    /// within the container; nil when no such layer exists.
    package static func restingFrame(in resting: Scene) -> Rect? {
        let layer = resting.layers.first { layer in
            guard case .snapshot(.screen(.to), _) = layer.content else { return false }
            return layer.transform.isIdentity
        }
        return layer.map { $0.frame.intersection(Rect(size: resting.size)) }
    }
}
