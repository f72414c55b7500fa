import TransitCore

/// Counts what the tracking host and observer saw, and how many of them were deinitialised.
final class Tally {
    var hostDeinits = 0, observerDeinits = 0
    var events: [TransitionEvent] = []
}

/// A recording host that reports its deinitialisation.
final class TrackingHost: TransitionHost {
    let recording = RecordingHost()
    let tally: Tally
    init(_ tally: Tally) { self.tally = tally }
    deinit { tally.hostDeinits += 1 }
    func display(_ scene: Scene) { recording.display(scene) }
    func transitionDidComplete(_ outcome: TransitionOutcome, showing scene: Scene) {
        recording.transitionDidComplete(outcome, showing: scene)
    }
}

/// An observer that records events and reports its deinitialisation.
final class TrackingObserver: TransitionObserver {
    let tally: Tally
    init(_ tally: Tally) { self.tally = tally }
    deinit { tally.observerDeinits += 1 }
    func receive(_ event: TransitionEvent) { tally.events.append(event) }
}

extension TransitionEvent {
    var isProgress: Bool { if case .progressChanged = self { true } else { false } }
    var progress: Double? { if case .progressChanged(let p) = self { p } else { nil } }
}
