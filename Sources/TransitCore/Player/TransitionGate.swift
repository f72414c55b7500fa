/// Admits one transition at a time on a host. The policy is refusal: a transition requested
/// while another runs is refused with a reason, and the running one is never disturbed.
///
/// Refusing rather than queueing keeps the caller's model of the screen stack true: a queued push
/// would start later from a screen the caller no longer expects, and a finger cannot wait in a
/// queue. The caller knows at once and can retry after `didFinish` (UIKit's navigation controller
/// likewise rejects a push during a transition).
///
/// ```swift
/// let gate = TransitionGate()
/// let player = TransitionPlayer(effect: .fade(), context: context, host: host, clock: clock)
/// try gate.admit(player)  // throws TransitionRefusal while another admitted player runs
/// player.play()
/// ```
public final class TransitionGate {
    /// The admitted player, until it completes (held weakly: the clock keeps a running player alive).
    public private(set) weak var current: TransitionPlayer?

    public init() {}

    /// Whether an admitted transition is still in progress.
    public var isBusy: Bool { current.map { !$0.isDone } ?? false }

    /// Admits `player` as the host's transition, or refuses it while another is in progress.
    public func admit(_ player: TransitionPlayer) throws(TransitionRefusal) {
        if let running = current, !running.isDone, running !== player {
            throw TransitionRefusal(
                runningEffect: running.requestedEffect.name, runningState: running.state,
                refusedEffect: player.requestedEffect.name)
        }
        current = player
    }
}

/// Why a transition was refused: another one is in progress on the same host.
public struct TransitionRefusal: Error, Hashable, Sendable, CustomStringConvertible {
    /// The effect of the transition in progress.
    public var runningEffect: String
    /// Where that transition is.
    public var runningState: TransitionPlayer.State
    /// The effect that was refused.
    public var refusedEffect: String

    public var description: String {
        "refused '\(refusedEffect)': '\(runningEffect)' is still in progress (\(runningState)); request it again after didFinish"
    }
}
