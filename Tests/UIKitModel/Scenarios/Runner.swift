import TransitCore
import UIKit

// The scenario runner: each scenario builds a window in the model of UIKit, drives TransitUIKit's
// public API (and the model's touches and display frames), and checks the invariants below.
// Scenarios listed with a defect number are known to fail until that defect of issue #29 is fixed:
// the runner reports them apart and fails if one of them passes (then it leaves the list).

/// One scenario: a name, the defect it shows while known to fail, and its body.
@MainActor struct Scenario {
    let name: String
    var knownFailing: Int? = nil
    let body: @MainActor (World) -> Void
}

/// A window in the model, the checks made in it, and the invariants every transition keeps.
@MainActor final class World {
    let window = UIWindow(frame: ModelScreen.bounds)
    private(set) var failures: [String] = []

    init() {
        ModelLog.violations = []
        ModelFacts.customPushLeavesTabBarAnimations = false
        ModelFacts.unanimatedNavigationAsksDelegate = false
        ModelFacts.windowEntrySendsAppearance = false
        ModelFacts.systemPresentationsAnimate = false
        ModelTransitionContext.all = []
        UIAccessibility.isReduceMotionEnabled = false
        UIAccessibility.prefersCrossFadeTransitions = false
        window.modelName = "window"
    }

    func expect(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { failures.append(message()) }
    }

    /// Runs display frames until no display link is left (every transition settled).
    func settle() { expect(ModelDisplay.runUntilIdle(), "a display link still runs after 10 s") }

    /// The invariants after the transitions settled:
    /// - every context UIKit handed out was completed exactly once (completeTransition(_:));
    /// - the model saw nothing UIKit forbids (ModelLog: a to-view missing from the container...);
    /// - each screen that should show is in the window, neither it nor an ancestor hidden or
    ///   transparent ("no view left hidden or removed"; also catches reading the wrong view);
    /// - the last transition's to-view rests at the final frame UIKit gave for it;
    /// - no overlay is left drawing above the screens, and no display link runs.
    func checkInvariants(showing screens: [UIViewController], name: String = #function) {
        settle()
        for (i, c) in ModelTransitionContext.all.enumerated() {
            expect(c.completions == 1, "context \(i) completed \(c.completions) times")
        }
        expect(ModelLog.violations.isEmpty, "UIKit contract: \(ModelLog.violations)")
        for screen in screens {
            expect(screen.view.isVisibleInWindow, "\(screen.view.modelName) is not visible (hidden or removed)")
        }
        if let last = ModelTransitionContext.all.last, !last.transitionWasCancelled,
            let to = last.viewController(forKey: .to), let view = last.view(forKey: .to),
            let final = last.modelFinalFrame(for: to), final != .zero
        {
            expect(
                view.frame == final,
                "\(view.modelName) rests at \(show(view.frame)), UIKit's final frame is \(show(final))")
        }
        let overlays = sceneViews(in: window).filter { $0.isVisibleInWindow && !isBackdrop($0) }
        expect(overlays.isEmpty, "\(overlays.count) overlay(s) left in the window")
        expect(ModelDisplay.activeLinks == 0, "a display link is left running")
    }

    private func sceneViews(in view: UIView) -> [SceneView] {
        (view as? SceneView).map { [$0] } ?? view.subviews.flatMap(sceneViews)
    }

    private func isBackdrop(_ view: SceneView) -> Bool { view.superview?.subviews.first === view }
}

/// A screen with a name (its view's name in messages).
@MainActor class Screen: UIViewController {
    convenience init(_ name: String) {
        self.init(nibName: nil, bundle: nil)
        title = name
    }
}

@MainActor func runScenarios(_ scenarios: [Scenario]) -> Bool {
    var (passed, failed, pending) = (0, 0, 0)
    for scenario in scenarios {
        let world = World()
        scenario.body(world)
        world.settle()
        switch (world.failures.isEmpty, scenario.knownFailing) {
        case (true, nil):
            passed += 1
        case (false, nil):
            failed += 1
            print("FAIL \(scenario.name): \(world.failures.joined(separator: "; "))")
        case (false, let defect?):
            pending += 1
            print("known failing (defect \(defect)) \(scenario.name): \(world.failures.first ?? "")")
        case (true, let defect?):
            failed += 1
            print(
                "FAIL \(scenario.name): passes, but is listed as known failing (defect \(defect)); take it off the list"
            )
        }
    }
    print("\(pending) known failing scenarios still fail as expected")
    print("\(passed) passed, \(failed) failed")
    return failed == 0
}
