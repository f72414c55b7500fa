/// What a player tells its observers: the equivalents of XWTransition's delegate hooks.
///
/// Order for every transition: `willBegin` once, `progressChanged` any number of times,
/// `willFinish` once, `didFinish` once.
public enum TransitionEvent: Hashable, Sendable {
    /// The transition starts, animated or under a finger.
    case willBegin(isInteractive: Bool)
    /// The progress shown changed (once per tick at most).
    case progressChanged(Double)
    /// The transition is about to complete with this outcome; `progress` is where the outcome was
    /// decided (the release, or a programmatic finish or cancel; 0 for an animated run).
    case willFinish(TransitionOutcome, progress: Double)
    /// The host has been told and shows the destination (finished) or the source (cancelled).
    case didFinish(TransitionOutcome)
}

/// Receives a player's events. The player keeps its observers until it completes, then lets go.
///
/// ```swift
/// final class Logger: TransitionObserver {
///     func receive(_ event: TransitionEvent) { print(event) }
/// }
/// ```
public protocol TransitionObserver: AnyObject {
    func receive(_ event: TransitionEvent)
}
