/// An effect played on one view inserted into or removed from a screen, with no second screen:
/// what SwiftUI's `.transition(.transit(.circleSpread()))` draws.
///
/// A screen transition moves two screens; an in-view transition has one view. The view is read as
/// one screen of the effect's scene, in the first of two readings that moves it as one piece:
///
/// | role | first reading | second reading |
/// | --- | --- | --- |
/// | insertion | the to-screen of the forward scene (how a pushed screen comes in) | the to-screen of the back scene (how the screen underneath comes back on a pop) |
/// | removal | the from-screen of the back scene (how a popped screen leaves) | the from-screen of the forward scene (how a screen leaves when another is pushed) |
///
/// The value SwiftUI animates runs from 0 (the view absent) to 1 (the view in place): insertion
/// plays the scene at that value, removal at one minus it. An effect neither reading can show on
/// a single view is declined (`decline` says why) and a cross-fade is played instead.
///
/// ```swift
/// let transition = InViewTransition(.pageFlip())
/// let pose = transition.pose(.removal, at: 0.3, in: TransitionContext(size: Size(width: 300, height: 200)))
/// ```
public struct InViewTransition: Sendable {
    /// Whether the view is being inserted or removed.
    public enum Role: String, Hashable, Sendable, CaseIterable {
        case insertion
        case removal
    }

    /// One way of reading the view in an effect's scene.
    public struct Reading: Hashable, Sendable {
        /// The scene's direction: forward (push) or back (pop).
        public var direction: Direction
        /// The screen of that scene that is the view.
        public var side: Side
        public init(direction: Direction, side: Side) {
            self.direction = direction
            self.side = side
        }
        /// The readings tried for a role, in order.
        public static func candidates(for role: Role) -> [Reading] {
            role == .insertion
                ? [Reading(direction: .forward, side: .to), Reading(direction: .back, side: .to)]
                : [Reading(direction: .back, side: .from), Reading(direction: .forward, side: .from)]
        }
        /// The scene's progress for SwiftUI's animated value (0 = absent, 1 = in place).
        public func progress(forValue value: Double) -> Double { side == .to ? value : 1 - value }
    }

    /// Why an effect cannot play on a single view.
    public enum Decline: Hashable, Sendable {
        /// It blends the pixels of two images (the Core Image family).
        case pixelTransition
        /// It draws the view in this many pieces (tiles, strips, folds).
        case pieces(Int)
        /// It rests covering part of the screen with the presenter showing (card, drawer).
        case partialPresentation
        /// Neither reading moves, fades or masks the view itself.
        case stillView

        /// One sentence for the documentation and the debug log.
        public var reason: String {
            switch self {
            case .pixelTransition:
                "blends the pixels of two screen images (Core Image); a live SwiftUI view is not an image, "
                    + "and there is no second screen to blend with"
            case .pieces(let n):
                "draws the view in \(n) pieces; SwiftUI would need \(n) live copies of the view, "
                    + "each with its own state"
            case .partialPresentation:
                "rests covering part of the screen with the presenter showing; use transitCover"
            case .stillView:
                "only the other screen moves; the view itself would not change"
            }
        }
    }

    /// The effect asked for.
    public let effect: any Effect
    /// Why the effect is declined, or nil when it plays.
    public let decline: Decline?
    /// The reading used for each role (the first that moves the view as one piece); empty when declined.
    public let readings: [Role: Reading]

    /// The cross-fade played for declined effects and under Reduce Motion.
    public static let fallback: any Effect = Fade(duration: MotionPreferences.crossFadeDuration)

    /// Examines `effect` once (its scenes at a few progress values, on a phone-sized container).
    public init(_ effect: any Effect) {
        self.effect = effect
        let analysis = Self.analyse(effect)
        self.decline = analysis.decline
        self.readings = analysis.readings
    }

    /// Whether the effect plays (else the cross-fade does).
    public var isSupported: Bool { decline == nil }

    /// The view's pose for SwiftUI's animated `value` (0 = absent, 1 = in place), in a context whose
    /// size is the view's size; Reduce Motion (or a declined effect) plays the cross-fade.
    public func pose(
        _ role: Role, at value: Double, in context: TransitionContext, motion: MotionPreferences = MotionPreferences()
    ) -> ViewPose {
        if value == 1 { return .identity }
        let useFallback = decline != nil || motion.replacesEffects
        let played = useFallback ? Self.fallback : effect
        let reading = (useFallback ? nil : readings[role]) ?? Reading.candidates(for: role)[0]
        var c = context
        c.direction = reading.direction
        let scene = played.evaluate(at: reading.progress(forValue: value), in: c)
        guard let layer = scene.layers.first(where: { Self.shows(reading.side, $0) != nil }) else { return .hidden }
        return ViewPose(layer: layer, in: scene)
    }

    // MARK: Analysis

    /// The container the analysis evaluates scenes in.
    static let probe = TransitionContext(size: Size(width: 390, height: 844))
    /// The progress values sampled.
    static let samples = (0...8).map { Double($0) / 8 }

    private static func analyse(_ effect: any Effect) -> (decline: Decline?, readings: [Role: Reading]) {
        if effect.restingScene(in: probe) != Scene.showing(.to, in: probe) { return (.partialPresentation, [:]) }
        var readings: [Role: Reading] = [:]
        var firstDecline: Decline?
        for role in Role.allCases {
            for reading in Reading.candidates(for: role) {
                switch examine(effect, reading) {
                case nil: readings[role] = readings[role] ?? reading
                case let d?: if firstDecline == nil || firstDecline == .stillView { firstDecline = d }
                }
                if readings[role] != nil { break }
            }
        }
        if readings.count < Role.allCases.count { return (firstDecline ?? .stillView, [:]) }
        return (nil, readings)
    }

    /// Nil when the reading shows the view as one whole layer that moves, fades or is masked at
    /// some progress; otherwise why not.
    private static func examine(_ effect: any Effect, _ reading: Reading) -> Decline? {
        var c = probe
        c.direction = reading.direction
        var changes = false
        var pieces = 1
        for p in samples {
            let scene = effect.evaluate(at: p, in: c)
            if scene.layers.contains(where: { if case .pixelTransition = $0.content { true } else { false } }) {
                return .pixelTransition
            }
            let mine = scene.layers.compactMap { shows(reading.side, $0, partsToo: true) }
            if mine.count > 1 || mine.contains(where: { $0 != .unit }) { pieces = max(pieces, 2, mine.count) }
            guard let layer = scene.layers.first(where: { shows(reading.side, $0) != nil }) else {
                if p > 0 && p < 1 { changes = true }
                continue
            }
            if ViewPose(layer: layer, in: scene) != .identity || layer.frame != c.bounds { changes = true }
        }
        if pieces > 1 { return .pieces(pieces) }
        return changes ? nil : .stillView
    }

    /// The contents rect when `layer` draws the whole screen `side` (or, with `partsToo`, any image of it).
    private static func shows(_ side: Side, _ layer: Layer, partsToo: Bool = false) -> Rect? {
        guard case .snapshot(let snapshot, let rect) = layer.content else { return nil }
        switch snapshot {
        case .screen(side): return partsToo || rect == .unit ? rect : nil
        case .backdrop(side), .element(_, side): return partsToo ? rect : nil
        default: return nil
        }
    }
}
