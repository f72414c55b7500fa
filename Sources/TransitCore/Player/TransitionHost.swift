/// What shows a transition: given a scene per tick, then told once that it is over.
///
/// After `transitionDidComplete` the host shows only `scene` (the destination when finished, the
/// source when cancelled) and drops every temporary layer. On iOS this is the UIKit adapter; in
/// tests and offline renders, `RecordingHost`.
public protocol TransitionHost: AnyObject {
    /// Shows one frame of the running transition.
    func display(_ scene: Scene)
    /// The transition is over: show `scene` from now on, whole and still.
    func transitionDidComplete(_ outcome: TransitionOutcome, showing scene: Scene)
}

/// A host that models what a screen would show: the visible scene, whether temporary
/// transition layers are up, and every completion it was told about.
///
/// ```swift
/// let host = RecordingHost(showing: .showing(.from, in: context))
/// // ... run a player ...
/// host.outcomes        // [.finished]
/// host.visibleScene    // == .showing(.to, in: context)
/// ```
public final class RecordingHost: TransitionHost {
    /// What the screen shows now.
    public private(set) var visibleScene: Scene?
    /// Whether transition frames (temporary layers) are on screen.
    public private(set) var isShowingTransition = false
    /// Every completion received, in order (exactly one for a well-behaved player).
    public private(set) var outcomes: [TransitionOutcome] = []
    /// Frames displayed since the start, when `recordsFrames`.
    public private(set) var frames: [Scene] = []
    /// Frames displayed after a completion (a well-behaved player sends none).
    public private(set) var framesAfterCompletion = 0
    public var recordsFrames: Bool

    public init(showing scene: Scene? = nil, recordsFrames: Bool = false) {
        visibleScene = scene
        self.recordsFrames = recordsFrames
    }

    public func display(_ scene: Scene) {
        if !outcomes.isEmpty { framesAfterCompletion += 1 }
        visibleScene = scene
        isShowingTransition = true
        if recordsFrames { frames.append(scene) }
    }

    public func transitionDidComplete(_ outcome: TransitionOutcome, showing scene: Scene) {
        outcomes.append(outcome)
        visibleScene = scene
        isShowingTransition = false
        if recordsFrames { frames.append(scene) }
    }
}
