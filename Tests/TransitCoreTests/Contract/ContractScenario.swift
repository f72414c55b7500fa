import TransitCore

/// A container change as the app asks for it.
enum ContractOperation: Hashable, Sendable, CustomStringConvertible {
    case push, pop
    /// A push in a stack whose pushed screen declares its own transition (see `DeclarationArrival`).
    case declaredPush(DeclarationArrival)
    case tab(Direction)
    /// A presentation with the style the app set before `present(_:transition:)`.
    case present(PresentationStyle)
    case dismiss(PresentationStyle)

    static let all: [ContractOperation] =
        [.push, .pop] + DeclarationArrival.allCases.map(ContractOperation.declaredPush) + [.tab(.forward), .tab(.back)]
        + requestedStyles.map(ContractOperation.present) + requestedStyles.map(ContractOperation.dismiss)
    /// `.fullScreen`, `.overFullScreen`, `.custom`, and what Transit does with the sheet styles.
    static let requestedStyles: [PresentationStyle] = [
        .fullScreen, .overFullScreen, .custom, .automatic, .pageSheet, .formSheet,
    ]

    var description: String {
        switch self {
        case .push: "push"
        case .pop: "pop"
        case .declaredPush(let arrival): "push(declared \(arrival))"
        case .tab(let d): "tab-\(d)"
        case .present(let s): "present(\(s))"
        case .dismiss(let s): "dismiss(\(s))"
        }
    }
}

/// How a scenario's transition ends.
enum ContractOutcome: String, Hashable, Sendable, CaseIterable {
    /// Animated to the end.
    case finished
    /// A finger drags a little and lets go backwards.
    case cancelled
    /// A finger releases towards the end, grabs the settling transition and drags it back.
    case regrabbed
    /// Animated under Reduce Motion (a short cross-fade).
    case reduceMotion
}

/// The host steps a plan gives: Transit's script, or a deliberately broken one.
struct ContractPlan: Sendable {
    var name: String
    var steps: HostPlan

    init(
        name: String, start: @escaping @Sendable (TransitionScript) -> [HostStep],
        end: @escaping @Sendable (TransitionScript, TransitionOutcome) -> [HostStep]
    ) {
        self.name = name
        steps = HostPlan(start: start, end: end)
    }

    static let transit = ContractPlan(name: "transit", start: HostPlan.script.start, end: HostPlan.script.end)
}

/// The screens and containers of one scenario in the UIKit model, and the checks on them.
final class ContractWorld {
    static let bounds = Rect(x: 0, y: 0, width: 120, height: 240)
    let window = ModelView("window", frame: bounds, isWindow: true)
    let root = ModelView("root", frame: bounds)
    /// The navigation or tab-bar controller's transition container.
    let stack = ModelView("stack", frame: bounds)
    var violations: [Violation] = []
    /// The screens pushed so far, bottom to top.
    var navigationStack: [ModelView]
    /// The presentation on screen: its container and Transit's choice for it.
    var presentation: (container: ModelView, choice: PresentationChoice)?
    /// Its presentation controller's backdrop, if any.
    var presentationBackdrop: ModelView?
    /// A presentation style used instead of Transit's choice (to show what a wrong choice breaks).
    var forcedStyle: PresentationStyle?
    /// The uncertain facts this world's transitions read, and how.
    let ledger = FactLedger()
    /// The views whose snapshots came out blank (`UncertainFact.freshViewSnapshotsBlank`, second
    /// reading): not a broken contract, the pixels the script draws under that reading.
    var blankSnapshots: [String] = []

    init() {
        window.addSubview(stack)
        stack.addSubview(root)
        navigationStack = [root]
    }

    func violate(_ invariant: Invariant, _ message: String) { violations.append(Violation(invariant, message)) }
}

/// One scenario: an operation, an outcome, an effect, and how the model resolves uncertain facts.
struct ContractScenario: Sendable, CustomStringConvertible {
    var operation: ContractOperation
    var outcome: ContractOutcome
    var effect: String
    var uncertainty: Uncertainty = .first

    var description: String { "\(operation) \(outcome) \(effect) [\(uncertainty)]" }

    /// Every operation x outcome x catalogue effect (or `effects`), under the first and the second
    /// reading of every uncertain fact (`Uncertainty.all`); a re-grabbed scenario also under the
    /// second reading with touches reaching the overlay, so the grab meets the other second readings.
    static func matrix(effects: [String] = EffectCatalogue.builtIn.names) -> [ContractScenario] {
        var list: [ContractScenario] = []
        for operation in ContractOperation.all {
            for outcome in ContractOutcome.allCases {
                let touched = outcome == .regrabbed ? Uncertainty.all + [.secondButTouches] : Uncertainty.all
                for effect in effects {
                    for u in touched {
                        list.append(
                            ContractScenario(operation: operation, outcome: outcome, effect: effect, uncertainty: u))
                    }
                }
            }
        }
        return list
    }
}
