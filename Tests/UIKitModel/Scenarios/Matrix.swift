import TransitCore
import UIKit

// The operation matrix: push, pop, present, dismiss and tab switch, animated and not, interactive,
// for a spread of the catalogue's effects, each checked against `World.checkInvariants`.

/// Effects of every family: fades, slides, geometric turns, masks, pixel effects.
@MainActor let spread = ["fade", "slide", "cube", "circleSpread", "pageFlip", "portal", "pixelate", "dissolve"]

/// The catalogue's effect of that name, camel case (`circleSpread` is `circle-spread`). An unknown
/// name stops the run: a random stand-in (as before) made scenarios differ from run to run.
@MainActor func effect(_ name: String) -> any Effect {
    let catalogue = EffectCatalogue.builtIn
    let kebab = name.reduce(into: "") { $0 += $1.isUppercase ? "-" + $1.lowercased() : String($1) }
    guard catalogue.names.contains(kebab) else { fatalError("the catalogue has no effect \(name) (\(kebab))") }
    return try! catalogue.makeEffect(named: kebab)
}

/// A navigation controller in the window with one screen.
/// A screen named "root" as the window's root view controller.
@MainActor func rootScreen(in world: World) -> Screen {
    let root = Screen("root")
    world.window.rootViewController = root
    return root
}

@MainActor func stack(in world: World) -> (UINavigationController, Screen) {
    let root = Screen("root")
    let nav = UINavigationController(rootViewController: root)
    world.window.rootViewController = nav
    return (nav, root)
}

@MainActor func matrixScenarios() -> [Scenario] {
    var all: [Scenario] = []
    for name in spread {
        all.append(
            Scenario(name: "push \(name), animated") { world in
                let (nav, _) = stack(in: world)
                let detail = Screen("detail")
                nav.push(detail, transition: effect(name))
                world.expect(ModelTransitionContext.all.count == 1, "UIKit was not asked for Transit's animator")
                world.checkInvariants(showing: [detail])
                world.expect(nav.topViewController === detail, "the pushed screen is not on top")
            })
        all.append(
            Scenario(name: "pop \(name), animated") { world in
                let (nav, root) = stack(in: world)
                nav.push(Screen("detail"), transition: effect(name))
                world.settle()
                nav.popViewController(animated: true)
                world.expect(ModelTransitionContext.all.count == 2, "the pop did not run Transit's animator")
                world.checkInvariants(showing: [root])
                world.expect(nav.viewControllers == [root], "the stack is not back to its root")
            })
        all.append(
            Scenario(name: "present \(name), animated, then dismiss") { world in
                let root = rootScreen(in: world)
                let sheet = Screen("sheet")
                root.present(sheet, transition: effect(name))
                world.checkInvariants(showing: [sheet])
                sheet.dismiss(animated: true)
                world.checkInvariants(showing: [root])
                world.expect(root.presentedViewController == nil, "still presenting")
            })
    }
    for name in ["card", "drawer"] {
        all.append(
            Scenario(name: "present \(name) (partial, .custom), animated, then dismiss") { world in
                let root = rootScreen(in: world)
                let sheet = Screen("sheet")
                root.present(sheet, transition: effect(name))
                world.expect(sheet.modalPresentationStyle == .custom, "a partial presentation is not .custom")
                world.checkInvariants(showing: [root, sheet])
                world.expect(sheet.view.frame != world.window.bounds, "the \(name) covers the whole window")
                sheet.dismiss(animated: true)
                world.checkInvariants(showing: [root])
            })
    }
    all.append(
        Scenario(name: "present over full screen (the presenter stays), then dismiss") { world in
            let root = rootScreen(in: world)
            let sheet = Screen("sheet")
            sheet.modalPresentationStyle = .overFullScreen
            root.present(sheet, transition: effect("circleSpread"))
            world.expect(sheet.modalPresentationStyle == .overFullScreen, "the requested style was not kept")
            world.checkInvariants(showing: [root, sheet])
            sheet.dismiss(animated: true)
            world.checkInvariants(showing: [root])
        })
    all.append(
        Scenario(name: "push and pop unanimated (UIKit asks no animator)") { world in
            let (nav, root) = stack(in: world)
            let detail = Screen("detail")
            nav.push(detail, transition: effect("fade"))
            world.settle()
            nav.popViewController(animated: false)
            world.checkInvariants(showing: [root])
        })
    all.append(
        Scenario(name: "interactive pop with addBackGesture, released past half way") { world in
            let (nav, root) = stack(in: world)
            let detail = Screen("detail")
            nav.push(detail, transition: effect("slide"))
            world.settle()
            detail.addBackGesture()
            let pan = detail.view.gestureRecognizers?.compactMap { $0 as? TransitionPanGesture }.first
            world.expect(
                pan?.modelPan(from: CGPoint(x: 10, y: 400), by: CGPoint(x: 300, y: 0)) == true,
                "the back gesture did not begin")
            world.expect(ModelTransitionContext.all.last?.isInteractive == true, "the pop was not interactive")
            world.checkInvariants(showing: [root])
            world.expect(nav.viewControllers == [root], "the pop did not finish")
        })
    all.append(
        Scenario(name: "interactive pop with addBackGesture, released early: cancelled") { world in
            let (nav, root) = stack(in: world)
            let detail = Screen("detail")
            nav.push(detail, transition: effect("slide"))
            world.settle()
            detail.addBackGesture()
            let pan = detail.view.gestureRecognizers?.compactMap { $0 as? TransitionPanGesture }.first
            pan?.modelPan(from: CGPoint(x: 10, y: 400), by: CGPoint(x: 20, y: 0), frames: 30)
            world.checkInvariants(showing: [detail])
            world.expect(nav.viewControllers == [root, detail], "the cancelled pop changed the stack")
            world.expect(ModelTransitionContext.all.last?.transitionWasCancelled == true, "the pop was not cancelled")
        })
    all.append(
        Scenario(name: "a finished push and pop announce the new screen to VoiceOver") { world in
            // https://developer.apple.com/documentation/uikit/uiaccessibility/notification/screenchanged
            let (nav, root) = stack(in: world)
            UIAccessibility.posted = []
            let detail = Screen("detail")
            nav.push(detail, transition: effect("slide"))
            world.settle()
            nav.popViewController(animated: true)
            world.settle()
            let announced = UIAccessibility.posted.filter { $0.0 == .screenChanged }.map { $0.1 as? UIView }
            world.expect(
                announced.count == 2 && announced[0] === detail.view && announced[1] === root.view,
                "announced \(announced.map { $0?.modelName ?? "nil" })")
            world.checkInvariants(showing: [root])
        })
    all.append(
        Scenario(name: "tab switch with setTabTransition") { world in
            let tabs = UITabBarController()
            let (first, second) = (Screen("first"), Screen("second"))
            tabs.viewControllers = [first, second]
            world.window.rootViewController = tabs
            tabs.setTabTransition(effect("slide"))
            tabs.selectedIndex = 1
            world.expect(ModelTransitionContext.all.count == 1, "the tab switch did not run Transit's animator")
            world.checkInvariants(showing: [second])
        })
    all.append(
        Scenario(name: "push with a spec (JSON) and its back effect") { world in
            let (nav, root) = stack(in: world)
            let spec = try! JSONDecoder().decode(
                TransitionSpec.self, from: Data(#"{"effect":{"name":"fade"},"back":{"name":"slide"}}"#.utf8))
            let detail = Screen("detail")
            try! nav.push(detail, spec: spec)
            world.checkInvariants(showing: [detail])
            nav.popViewController(animated: true)
            world.checkInvariants(showing: [root])
        })
    return all
}

/// Each documented UIKit example (README, docs/, DocC, doc comments), pasted into a screen at the
/// root of a navigation stack in the window, as `scripts/uikit-model` lists them (alternatives apart);
/// the declarations (a conformance, not statements) run in `docDeclarations`; then a check that every
/// documented block runs, or is listed in `docExamplesNotRun` with its reason.
@MainActor func exampleScenarios() -> [Scenario] {
    let run = docExamples.map { example in
        Scenario(name: "documented example \(example.name)") { world in
            let screen = DocScreen()
            world.window.rootViewController = UINavigationController(rootViewController: screen)
            do { try example.run(screen) } catch { world.expect(false, "it threw \(error)") }
            world.checkInvariants(showing: [])
        }
    }
    let declarations = docDeclarations.sorted { $0.key < $1.key }.map { block in
        Scenario(name: "documented declaration \(block.key)", body: block.value)
    }
    // An alternative's name is its block's, then " (alternative N)".
    let ran = Set(docExamples.map { String($0.name.split(separator: " (alternative ").first ?? "") })
        .union(docDeclarations.keys)
    let missing = docExampleBlocks.filter { !ran.contains($0) && docExamplesNotRun[$0] == nil }
    print(
        "documented UIKit examples: \(docExampleBlocks.count) blocks, \(ran.count) run (\(docExamples.count) statement scenarios, \(docDeclarations.count) declarations), \(docExamplesNotRun.count) listed not run"
    )
    let complete = Scenario(name: "documented examples: each runs or is listed with a reason") { world in
        world.expect(missing.isEmpty, "neither run nor listed with a reason: \(missing)")
    }
    return run + declarations + [complete]
}

/// Documented UIKit blocks that do not run in the model, with the reason (none today).
let docExamplesNotRun: [String: String] = [:]

/// The documented declarations (conformances a user adds to their screens, in
/// Tests/StubSDK/DocContext/UIKitContext.swift's types), each exercised as UIKit would use it.
@MainActor let docDeclarations: [String: @MainActor (World) -> Void] = [
    "Sources/TransitUIKit/UINavigationController+Transit.swift:56": { world in
        // StackTransitionProviding: a stack that reads declarations plays the screen's own push and pop.
        let (nav, root) = stack(in: world)
        nav.readDeclaredTransitions()
        let photo = PhotoController(nibName: nil, bundle: nil)
        nav.pushViewController(photo, animated: true)
        world.expect(ModelTransitionContext.all.count == 1, "the declared push did not run Transit's animator")
        world.checkInvariants(showing: [photo])
        nav.popViewController(animated: true)
        world.expect(ModelTransitionContext.all.count == 2, "the declared pop did not run Transit's animator")
        world.checkInvariants(showing: [root])
    },
    "Sources/TransitUIKit/SharedElements.swift:12": { world in
        let list = PhotoListController(nibName: nil, bundle: nil)
        let cell = PhotoCell()
        list.selectedCell = cell
        sharesPhoto(from: list, cell: cell, provided: list.sharedElements(), in: world)
    },
    "Sources/TransitUIKit/TransitUIKit.docc/GettingStarted.md:73": { world in
        let list = PhotoList(nibName: nil, bundle: nil)
        let cell = PhotoCell()
        list.selectedCell = cell
        sharesPhoto(from: list, cell: cell, provided: list.sharedElements(), in: world)
    },
]

/// A list screen whose selected cell's views are shared (SharedElementProviding): push a detail with
/// a magic move from it; the list provides both views and the transition keeps UIKit's contract.
@MainActor private func sharesPhoto(
    from list: UIViewController, cell: PhotoCell, provided: [String: UIView], in world: World
) {
    let nav = UINavigationController(rootViewController: list)
    world.window.rootViewController = nav
    for (view, frame) in [
        (cell.photoView, CGRect(x: 16, y: 120, width: 80, height: 80)),
        (cell.imageView, CGRect(x: 16, y: 120, width: 80, height: 80)),
        (cell.titleLabel, CGRect(x: 110, y: 140, width: 200, height: 24)),
    ] {
        view.frame = frame
        list.view.addSubview(view)
    }
    world.expect(provided.count == 2, "the screen provides \(provided.keys.sorted()), not a photo and a title")
    let detail = Screen("detail")
    nav.push(detail, transition: effect("magicMove"))
    world.expect(ModelTransitionContext.all.count == 1, "UIKit was not asked for Transit's animator")
    world.checkInvariants(showing: [detail])
}
