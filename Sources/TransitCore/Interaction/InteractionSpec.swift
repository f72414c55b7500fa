/// How a pan gesture drives a transition: which way the finger moves, where it may start, how far
/// is 100%, how a release is judged, and how the transition settles afterwards.
///
/// The defaults behave like Apple's own interactive transitions: the release is judged by where
/// the finger's velocity would carry the transition, and the finish is a spring that starts at the
/// finger's velocity. `InteractionSpec.xwTransition(...)` gives XWTransition's behaviour.
///
/// ```swift
/// var spec = InteractionSpec(direction: .trailing, beginRegion: .edge(inset: 30))
/// spec.release = .threshold(0.5)
/// spec.finishingMotion = .linear(speed: 1)
/// ```
public struct InteractionSpec: Hashable, Sendable {
    /// The way the finger moves to advance the transition. `leading` and `trailing` follow the
    /// layout direction.
    public enum Direction: String, Hashable, Sendable, Codable, CaseIterable {
        case left, right, up, down, leading, trailing

        /// The edge the finger moves towards.
        public var edge: Edge {
            switch self {
            case .left: .left
            case .right: .right
            case .up: .top
            case .down: .bottom
            case .leading: .leading
            case .trailing: .trailing
            }
        }

        /// The physical direction for a layout direction.
        public func resolved(for layout: LayoutDirection) -> Direction {
            switch edge.resolved(for: layout) {
            case .left: .left
            case .right: .right
            case .top: .up
            default: .down
            }
        }

        /// The unit vector of the motion that advances the transition (y grows downward).
        public func unitVector(for layout: LayoutDirection) -> Vector { edge.outward(for: layout) }

        /// Whether the motion runs along the x axis.
        public var isHorizontal: Bool { self != .up && self != .down }
    }

    /// Where a gesture may begin.
    public enum BeginRegion: Hashable, Sendable {
        /// Anywhere in the container.
        case anywhere
        /// Within `inset` points of the edge the finger moves away from (a rightward pan starts at
        /// the left edge): XWTransition's `edgeSpacing`.
        case edge(inset: Double)
    }

    /// The finger travel that means 100% progress.
    public enum CompletionDistance: Hashable, Sendable {
        /// A fraction of the container's width (horizontal directions) or height (vertical).
        case fraction(Double)
        /// An absolute distance: XTTransitionAnimations' `completePointNum`, XWTransition's `panRatioBaseValue`.
        case points(Double)
    }

    /// How a release decides between finishing and cancelling.
    public enum ReleaseRule: Hashable, Sendable {
        /// Finishes when progress at release is at least the threshold (XWTransition: 0.5).
        case threshold(Double)
        /// Finishes when the progress projected with the release velocity is at least `threshold`.
        ///
        /// The projection is the distance a scroll view decelerating at `decelerationRate` per
        /// millisecond would still travel: `projected = p + (v / 1000) * r / (1 - r)`, with `v` in
        /// progress per second (the sum of the geometric series `v/1000 * (r + r^2 + ...)`). A rate of
        /// 0.99 is `UIScrollView.DecelerationRate.fast` (projects `v * 0.099`), 0.998 `.normal`
        /// (projects `v * 0.499`). Releases slower than `minimumFlickSpeed` points per second along
        /// the axis are judged by position alone.
        case projected(threshold: Double, decelerationRate: Double, minimumFlickSpeed: Double)

        /// The default: threshold 0.5, the fast deceleration rate (0.99) and a 100 pt/s minimum flick.
        public static let `default` = ReleaseRule.projected(
            threshold: 0.5, decelerationRate: 0.99, minimumFlickSpeed: 100)
    }

    /// How the transition moves to its end after a release.
    public enum FinishingMotion: Hashable, Sendable {
        /// A spring whose initial velocity is the finger's, converted to progress per second.
        case spring(dampingRatio: Double, response: Double)
        /// A constant speed in progress per second; `linear(speed: 1)` is XWTransition's 1/60-per-frame timer.
        case linear(speed: Double)
        /// The effect's own timing over the remaining distance (its curve, or its spring started at
        /// the finger's velocity).
        case effectTiming

        /// The default: a critically damped spring with a 0.35 s response.
        public static let `default` = FinishingMotion.spring(dampingRatio: 1, response: 0.35)
    }

    /// What happens to progress beyond 0 and 1.
    public enum Overscroll: Hashable, Sendable {
        /// Progress stops at 0 and 1.
        case clamp
        /// Progress beyond a bound moves with resistance and never passes `limit` beyond it:
        /// `excess -> limit * (1 - 1 / (excess * coefficient / limit + 1))` (UIScrollView's shape;
        /// slope `coefficient` at the bound).
        case rubberBand(coefficient: Double, limit: Double)
    }

    /// What the finger's fraction of the completion distance drives.
    public enum FingerDrives: Hashable, Sendable {
        /// The progress itself: the screen follows the finger one to one. Transit's default: a
        /// custom gesture feels direct whatever the effect's curve.
        case progress
        /// The time of the effect's own animation, as UIKit's percent-driven interactive
        /// transitions do (`UIPercentDrivenInteractiveTransition` sets the animations' time
        /// offset to the fraction): the screen shows the effect's timing at that fraction of its
        /// duration, and a finish or cancel with `FinishingMotion.effectTiming` plays the rest of
        /// the same animation forwards or backwards at its own pace.
        case effectTime
        /// The time of this animation instead of the effect's (XTTransitionAnimations' interactive
        /// dismissals run a curve of their own).
        case time(Timing)
    }

    /// A tap that closes the transition (a drawer's tap outside the drawer): a gesture that begins
    /// in `region`, moves less than `slop` points and ends within `maximumDuration` seconds finishes
    /// the transition whatever the release rule says.
    public struct TapToClose: Hashable, Sendable {
        public var region: Rect
        public var slop: Double
        public var maximumDuration: Double
        public init(region: Rect, slop: Double = 10, maximumDuration: Double = 0.35) {
            self.region = region
            self.slop = slop
            self.maximumDuration = maximumDuration
        }
    }

    public var direction: Direction
    public var beginRegion: BeginRegion
    public var completionDistance: CompletionDistance
    /// Progress per unit of travel relative to the completion distance (1 = the distance is 100%).
    public var rate: Double
    public var release: ReleaseRule
    public var finishingMotion: FinishingMotion
    public var overscroll: Overscroll
    /// A region where a tap closes the transition, for drawers; nil for none.
    public var tapToClose: TapToClose?
    /// What the finger's fraction drives: the progress (the default) or an animation's time.
    public var fingerDrives: FingerDrives

    public init(
        direction: Direction, beginRegion: BeginRegion = .anywhere,
        completionDistance: CompletionDistance = .fraction(1),
        rate: Double = 1, release: ReleaseRule = .default, finishingMotion: FinishingMotion = .default,
        overscroll: Overscroll = .clamp, tapToClose: TapToClose? = nil, fingerDrives: FingerDrives = .progress
    ) {
        self.direction = direction
        self.beginRegion = beginRegion
        self.completionDistance = completionDistance
        self.rate = rate
        self.release = release
        self.finishingMotion = finishingMotion
        self.overscroll = overscroll
        self.tapToClose = tapToClose
        self.fingerDrives = fingerDrives
    }

    /// XWTransition's interaction: progress is travel over the width or height (or `baseValue`
    /// points), a pan may start within `edgeSpacing` of the edge (0 = anywhere), and a release at
    /// 0.5 or more finishes. The finger drives the effect's time, as UIKit's percent-driven
    /// transition does (XWInteractiveTransition.m 147-168 call `updateInteractiveTransition:`), so
    /// the screen shows the effect's curve at the finger's fraction. With `timer` (XW turns it on
    /// for circle spread and the Core Image filters: `xwUsesTimer(for:)`) the fraction then runs
    /// on at 1/60 per frame at 60 Hz (lines 174-187), velocity ignored; without it UIKit's
    /// percent-driven finish plays the rest of the same animation.
    ///
    /// ```swift
    /// let effect: some Effect = .circleSpread()
    /// let spec = InteractionSpec.xwTransition(direction: .down, timer: InteractionSpec.xwUsesTimer(for: effect))
    /// ```
    public static func xwTransition(
        direction: Direction, edgeSpacing: Double = 0, baseValue: Double = 0, timer: Bool = false
    ) -> InteractionSpec {
        InteractionSpec(
            direction: direction, beginRegion: edgeSpacing > 0 ? .edge(inset: edgeSpacing) : .anywhere,
            completionDistance: baseValue > 0 ? .points(baseValue) : .fraction(1),
            release: .threshold(0.5), finishingMotion: timer ? .linear(speed: 1) : .effectTiming,
            fingerDrives: .effectTime)
    }

    /// Whether XWTransition finishes `effect`'s interactive transitions with its 1/60-per-frame
    /// timer: circle spread and the Core Image family (`XWCircleSpreadAnimator.m`,
    /// `XWFilterAnimator.m` set `needInteractiveTimer`); every other effect finishes at its own timing.
    public static func xwUsesTimer(for effect: any Effect) -> Bool {
        effect is CircleSpread || effect is any PixelEffect
    }

    /// XTTransitionAnimations' pan: progress is the travel over the whole width or height, so the
    /// screen follows the finger; a release after `completeFraction` of that size finishes (the
    /// library's configuration says half), anything less cancels. The finger drives the time of
    /// the animation XT runs when interactive (`interactiveTiming`, see
    /// `xtInteractiveTiming(for:)`; the effect's own when nil), as UIKit's percent-driven
    /// transition does, and its finish plays the rest of that animation.
    ///
    /// ```swift
    /// let effect = SpringSlide(from: .bottom)
    /// let spec = InteractionSpec.xtTransitionAnimations(
    ///     direction: .down, interactiveTiming: InteractionSpec.xtInteractiveTiming(for: effect))
    /// ```
    public static func xtTransitionAnimations(
        direction: Direction, completeFraction: Double = 0.5, interactiveTiming: Timing? = nil
    ) -> InteractionSpec {
        InteractionSpec(
            direction: direction, completionDistance: .fraction(1), release: .threshold(completeFraction),
            finishingMotion: .effectTiming, fingerDrives: interactiveTiming.map { .time($0) } ?? .effectTime)
    }

    /// The animation XTTransitionAnimations runs for an interactive dismissal of `effect`: not the
    /// spring of the animated one but UIView's default ease-in-out for spring-slide and card
    /// (`XTSpringFromEdgeAnimation.m` 144-149, `XTCardPresentAnimation.m` 136-145) and a linear
    /// path animation for round-expand (`XTRoundExpandAnimation.m` 132-134: no timing function),
    /// over the same duration; nil for the others (their own timing).
    public static func xtInteractiveTiming(for effect: any Effect) -> Timing? {
        switch effect {
        case let e as SpringSlide: .curve(.easeInEaseOut, duration: e.duration)
        case let e as Card: .curve(.easeInEaseOut, duration: e.duration)
        case let e as RoundExpand: .curve(.linear, duration: e.duration)
        default: nil
        }
    }

    /// A drawer's close gesture: pan towards `edge` anywhere, or tap `uncovered` (the part of the
    /// old screen the drawer leaves visible) to close.
    public static func drawerClose(towards direction: Direction, uncovered: Rect, drawerWidth: Double)
        -> InteractionSpec
    {
        InteractionSpec(
            direction: direction, completionDistance: .points(drawerWidth), tapToClose: TapToClose(region: uncovered))
    }
}
