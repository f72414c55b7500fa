import TransitCore
import UIKit

// Issue #29's defects as scenarios. `knownFailing` marks those the adapter still gets wrong.

@MainActor func defectScenarios() -> [Scenario] {
    [
        Scenario(name: "defect 2: present(navigationController, transition:) plays the effect") {
            world in
            let root = rootScreen(in: world)
            let nav = UINavigationController(rootViewController: Screen("inner"))
            let appDelegate = AppNavigationDelegate()
            nav.delegate = appDelegate
            root.present(nav, transition: effect("fade"))
            // UIKit asks only the presented controller's transitioningDelegate (UIViewControllerTransitioning.h).
            world.expect(ModelTransitionContext.all.count == 1, "UIKit got no animator: the effect did not play")
            world.expect(nav.delegate === appDelegate, "the navigation controller lost its own delegate")
            world.checkInvariants(showing: [nav])
        },
        Scenario(name: "defect 2: a presented navigation controller pushes and pops with Transit, then is dismissed") {
            world in
            let root = rootScreen(in: world)
            let inner = Screen("inner")
            let nav = UINavigationController(rootViewController: inner)
            let appDelegate = AppNavigationDelegate()
            nav.delegate = appDelegate
            root.present(nav, transition: effect("fade"), back: effect("slide"))
            world.checkInvariants(showing: [nav])
            let detail = Screen("detail")
            nav.push(detail, transition: effect("cube"))
            world.checkInvariants(showing: [detail])
            nav.popViewController(animated: true)
            world.checkInvariants(showing: [inner])
            nav.dismiss(animated: true)
            world.expect(
                ModelTransitionContext.all.count == 4,
                "\(ModelTransitionContext.all.count) of 4 transitions ran Transit's animator")
            world.checkInvariants(showing: [root])
            world.expect(nav.delegate === appDelegate, "the navigation controller's own delegate is not back")
            world.expect(nav.transitioningDelegate == nil, "the transitioning delegate is not back")
        },
        Scenario(name: "defect 7: dismiss(animated: false) of a card ends at once") { world in
            let root = rootScreen(in: world)
            let sheet = Screen("sheet")
            root.present(sheet, transition: effect("card"))
            world.settle()
            sheet.dismiss(animated: false)
            // .custom: UIKit calls the animator even when not animated, and isAnimated says false.
            world.expect(ModelTransitionContext.all.last?.isAnimated == false, "the model's context is animated")
            world.expect(root.presentedViewController == nil, "the unanimated dismissal did not end at once")
            world.expect(ModelDisplay.activeLinks == 0, "the unanimated dismissal animates")
            world.checkInvariants(showing: [root])
        },
        Scenario(name: "defect 7: dismiss(animated: false) of a full-screen presentation asks no animator") { world in
            let root = rootScreen(in: world)
            let sheet = Screen("sheet")
            root.present(sheet, transition: effect("fade"))
            world.settle()
            sheet.dismiss(animated: false)
            world.expect(ModelTransitionContext.all.count == 1, "UIKit asked for an animator")
            world.expect(root.presentedViewController == nil, "the unanimated dismissal did not end at once")
            world.checkInvariants(showing: [root])
        },
        Scenario(name: "defect 3: a card presented from a small child rests in the container's box") {
            world in
            let root = rootScreen(in: world)
            let button = Screen("button")  // SwiftUI's probe: sized like the control it decorates
            root.addChild(button)
            button.view.frame = CGRect(x: 20, y: 700, width: 120, height: 44)
            root.view.addSubview(button.view)
            let sheet = Screen("sheet")
            button.present(sheet, transition: effect("card"))
            world.checkInvariants(showing: [root, sheet])
            let expected = restingFrame("card", in: world.window.bounds.size)
            world.expect(
                sheet.view.frame == expected, "the card rests at \(show(sheet.view.frame)), not \(show(expected))")
        },
        Scenario(name: "defect 3: a card follows a size change (rotation, Split View)") { world in
            let root = rootScreen(in: world)
            let sheet = Screen("sheet")
            root.present(sheet, transition: effect("card"))
            world.settle()
            let size = CGSize(width: 844, height: 390)
            world.window.modelResize(to: size)
            let expected = restingFrame("card", in: size)
            world.expect(
                sheet.view.frame == expected,
                "after the resize the card rests at \(show(sheet.view.frame)), not \(show(expected))")
            let backdrop = sheet.view.superview?.subviews.first
            world.expect(
                backdrop?.frame == world.window.bounds,
                "the backdrop keeps its old frame \(show(backdrop?.frame ?? .zero))")
        },
        Scenario(name: "defect 4: a shared element in a scrolled list is measured where it shows") {
            world in
            let (nav, _) = stack(in: world)
            let list = ListScreen("list")
            nav.viewControllers = [list]
            let detail = ListScreen("detail", cellAt: CGRect(x: 0, y: 100, width: 390, height: 300), scroll: 0)
            nav.push(detail, transition: effect("magicMove"))
            ModelDisplay.advance()
            let animator = ModelTransitionContext.all.last?.animator as? TransitionAnimator
            let measured = animator?.run.context?.sharedElements.first?.fromFrame
            let container = ModelTransitionContext.all.last?.containerView
            let expected = container.map { list.cell.convert(list.cell.bounds, to: $0).rect }
            world.expect(
                measured != nil && measured == expected,
                "measured at \(measured.map { show(CGRect($0)) } ?? "nil"), shows at \(expected.map { show(CGRect($0)) } ?? "nil")"
            )
            world.checkInvariants(showing: [detail])
        },
        Scenario(
            name: "defect 4: presenting from a navigation controller keeps its screen's shared elements"
        ) {
            world in
            let list = ListScreen("list", scroll: 0)
            let nav = UINavigationController(rootViewController: list)
            world.window.rootViewController = nav
            let detail = ListScreen("detail", cellAt: CGRect(x: 0, y: 100, width: 390, height: 300), scroll: 0)
            list.present(detail, transition: effect("magicMove"))
            ModelDisplay.advance()
            let animator = ModelTransitionContext.all.last?.animator as? TransitionAnimator
            world.expect(animator?.run.context?.sharedElements.isEmpty == false, "the shared element was lost")
            world.checkInvariants(showing: [detail])
        },
        Scenario(
            name: "defect 14 (in part): after a size change during a card's presentation the card rests in the new box"
        ) { world in
            let (sheet, size) = cardTurnedMidPresentation(in: world)
            world.settle()
            let expected = restingFrame("card", in: size)
            world.expect(
                sheet.view.frame == expected, "the card rests at \(show(sheet.view.frame)), not \(show(expected))")
        },
        Scenario(
            name: "defect 14: after a size change during a card's presentation the overlay draws the new size"
        ) { world in
            // UIKit lays the container out again on a size change
            // (https://developer.apple.com/documentation/uikit/uipresentationcontroller/containerviewwilllayoutsubviews()).
            let (sheet, size) = cardTurnedMidPresentation(in: world)
            ModelDisplay.advance()
            let container = sheet.view.superview
            let overlay = container?.subviews.last { $0 is SceneView && $0 !== container?.subviews.first }
            world.expect(overlay?.frame.size == size, "the overlay is \(overlay.map { show($0.frame) } ?? "gone")")
            let widths = (overlay?.layer.sublayers ?? []).map { Double($0.bounds.width) }
            world.expect(widths.contains(844), "the overlay still draws the old size: layer widths \(widths)")
            // (Not checkInvariants: the model's context keeps the final frame it was made with.)
            world.settle()
            world.expect(ModelTransitionContext.all.map(\.completions) == [1], "the presentation did not complete once")
            world.expect(ModelLog.violations.isEmpty, "UIKit contract: \(ModelLog.violations)")
            world.expect(sheet.view.frame == restingFrame("card", in: size), "the card does not rest in the new box")
        },
        Scenario(
            name: "defect 14: after a size change during a push the overlay draws the new size"
        ) { world in
            sizeChangeMidStack(in: world, pop: false)
        },
        Scenario(
            name: "defect 14: after a size change during a pop the overlay draws the new size"
        ) { world in
            sizeChangeMidStack(in: world, pop: true)
        },
        Scenario(name: "defect 10: the system back swipe waits while UIKit's own push runs") {
            world in
            let (nav, _) = stack(in: world)
            nav.push(Screen("first"), transition: effect("fade"))  // Transit now answers this stack's delegate calls
            world.settle()
            let plain = Screen("plain")
            nav.pushViewController(plain, animated: true)  // no transition: UIKit animates it
            ModelDisplay.advance(frames: 3)
            world.expect(nav.transitionCoordinator != nil, "the model's system push is not under way")
            let swipe = nav.interactivePopGestureRecognizer as? UIPanGestureRecognizer
            let began = swipe?.modelPan(from: CGPoint(x: 5, y: 400), by: CGPoint(x: 200, y: 0)) ?? false
            world.expect(!began, "the system back swipe began during a system push")
            world.checkInvariants(showing: [plain])
        },
        Scenario(name: "defect 5: iOS 26's content swipe leaves a screen's Transit back gesture alone") {
            world in
            let (nav, _) = stack(in: world)
            let detail = Screen("detail")
            nav.push(detail, transition: effect("fade"))
            world.settle()
            detail.addBackGesture()
            let swipe = nav.interactiveContentPopGestureRecognizer as? UIPanGestureRecognizer
            let began = swipe?.modelPan(from: CGPoint(x: 200, y: 400), by: CGPoint(x: 200, y: 0)) ?? false
            world.expect(!began, "the content swipe began beside the screen's Transit back gesture")
            world.checkInvariants(showing: [detail])
        },
        Scenario(name: "defect 5: iOS 26's content swipe still begins on a screen without a Transit back gesture") {
            world in
            let (nav, _) = stack(in: world)
            let detail = Screen("detail")
            nav.push(detail, transition: effect("fade"))
            world.settle()
            let swipe = nav.interactiveContentPopGestureRecognizer as? UIPanGestureRecognizer
            let began = swipe?.modelPan(from: CGPoint(x: 200, y: 400), by: CGPoint(x: 200, y: 0)) ?? false
            world.expect(began, "the content swipe was blocked")
        },
        Scenario(name: "defect 8: under Reduce Motion a card fades in where it rests") { world in
            checkDrawnInPlace(world, "card")
        },
        Scenario(name: "defect 8: under Reduce Motion a drawer fades in where it rests") { world in
            checkDrawnInPlace(world, "drawer")
        },
        Scenario(name: "defect 1: NavigationStack { }.transit(_:) finds the stack beside its probe") {
            world in
            // As SwiftUI builds it (SwiftUI-Introspect's receiver scope, siteline/swiftui-introspect#74):
            // the hosting controller of the view that holds the stack has the stack's navigation
            // controller as a child, and the probe of the stack's `.background` beside it.
            let hosting = Screen("hosting")
            world.window.rootViewController = hosting
            let nav = UINavigationController(rootViewController: Screen("list"))
            hosting.addChild(nav)
            hosting.view.addSubview(nav.view)
            let probe = Screen("probe")
            hosting.addChild(probe)
            hosting.view.addSubview(probe.view)
            probe.transitStack?.setStackTransition(StackTransition(effect: effect("pageFlip")))
            let detail = Screen("detail")
            nav.pushViewController(detail, animated: true)  // as SwiftUI pushes a destination
            let animator = ModelTransitionContext.all.last?.animator
            world.expect(animator is TransitionAnimator, "the push is the system's: the stack was not found")
            world.checkInvariants(showing: [detail])
        },
        Scenario(name: "defect 1: a stack modifier inside a stack's screen still finds that stack") { world in
            let (nav, list) = stack(in: world)
            let probe = Screen("probe")
            list.addChild(probe)
            list.view.addSubview(probe.view)
            probe.transitStack?.setStackTransition(StackTransition(effect: effect("cube")))
            let detail = Screen("detail")
            nav.pushViewController(detail, animated: true)
            world.expect(ModelTransitionContext.all.last?.animator is TransitionAnimator, "the stack was not found")
            world.checkInvariants(showing: [detail])
        },
        Scenario(name: "defect 11: two covers on one screen leave each other alone") { world in
            // Two `transitCover` modifiers on one SwiftUI screen: two probes under its hosting controller.
            let hosting = Screen("hosting")
            world.window.rootViewController = hosting
            let (a, b) = (Screen("probe a"), Screen("probe b"))
            for probe in [a, b] {
                hosting.addChild(probe)
                hosting.view.addSubview(probe.view)
            }
            var remembered: [ObjectIdentifier: UIViewController] = [:]
            /// What CoverPresenter.update does, for a probe whose binding says `isPresented`.
            @MainActor func update(_ probe: UIViewController, isPresented: Bool) {
                let shown = probe.transitShownCover(remembered: remembered[ObjectIdentifier(probe)])
                if isPresented, shown == nil {
                    let cover = Screen("cover of \(probe.title ?? "")")
                    probe.present(cover, transition: effect("fade"))
                    remembered[ObjectIdentifier(probe)] = cover
                } else if !isPresented, let shown, !shown.isBeingDismissed {
                    shown.dismiss(animated: true)
                }
            }
            update(a, isPresented: true)
            world.settle()
            update(b, isPresented: false)  // b's binding is false: it has nothing to dismiss
            world.settle()
            world.expect(hosting.presentedViewController?.title == "cover of probe a", "b dismissed a's cover")
            update(a, isPresented: false)
            world.settle()
            world.expect(hosting.presentedViewController == nil, "a could not dismiss its own cover")
            world.checkInvariants(showing: [hosting])
        },
        Scenario(
            name: "defect 9 (Hero #354, observed): after a Transit push and pop that hide the tab bar, it responds"
        ) { world in
            ModelFacts.customPushLeavesTabBarAnimations = true
            tabBarRoundTrip(world)
        },
        Scenario(name: "defect 9 (as documented): after a Transit push and pop that hide the tab bar, it responds") {
            world in
            tabBarRoundTrip(world)
        },
        Scenario(name: "defect 13: a card's blur is never drawn with an alpha below 1") { world in
            // UIVisualEffectView.h / https://developer.apple.com/documentation/uikit/uivisualeffectview:
            // avoid alpha values below 1 on the effect view or its superviews (the effect breaks);
            // the effect fades by animating `effect` (modelled: UIVisualEffectView.modelEffectBroken).
            let root = rootScreen(in: world)
            let sheet = Screen("sheet")
            root.present(sheet, transition: effect("card"))
            var (frames, shown) = (0, [CGFloat]())
            while ModelDisplay.activeLinks > 0 && frames < 600 {
                ModelDisplay.advance()
                frames += 1
                for blur in effectViews(in: world.window) {
                    world.expect(!blur.modelEffectBroken, "frame \(frames): an effect view drawn with alpha below 1")
                    if blur.isVisibleInWindow { shown.append(blur.modelEffectShown) }
                }
            }
            world.expect(shown.contains { $0 > 0 && $0 < 1 }, "the blur never faded in: \(shown.prefix(3))")
            let resting = effectViews(in: world.window).filter(\.isVisibleInWindow).map(\.modelEffectShown)
            world.expect(resting.contains { abs($0 - 0.8) < 0.01 }, "the resting blur shows \(resting), not 0.8")
            world.checkInvariants(showing: [root, sheet])
            sheet.dismiss(animated: true)
            world.checkInvariants(showing: [root])
        },
        Scenario(name: "defect 13 (memory): a resting card's backdrop keeps only the snapshots it draws") {
            world in
            // Each full-screen snapshot costs ~29 MB on a Pro Max (extended range); the backdrop lives
            // as long as the card is shown, so it must not hold the images only the transition drew.
            let root = rootScreen(in: world)
            let sheet = Screen("sheet")
            root.present(sheet, transition: effect("card"))
            world.settle()
            let backdrop = sheet.view.superview?.subviews.first as? SceneView
            let kept = Set((backdrop?.images ?? [:]).keys)
            world.expect(!kept.isEmpty, "the backdrop draws no snapshot")
            world.expect(!kept.contains(.screen(.to)), "the backdrop keeps the card's own snapshot: \(kept)")
            world.checkInvariants(showing: [root, sheet])
        },
        Scenario(name: "defect 6 (as documented): every snapshot has image data") { world in
            // drawHierarchy(in:afterScreenUpdates: true) draws a view in the window with its pending
            // changes; Hero's blank snapshots inside navigation controllers are observed, not documented.
            let (nav, _) = stack(in: world)
            let detail = Screen("detail")
            nav.push(detail, transition: effect("cube"))
            ModelDisplay.advance()
            let overlay = detail.view.superview?.subviews.last as? SceneView
            let images = (overlay?.layer.sublayers ?? []).compactMap { $0.sublayers?.first?.contents as? CGImage }
            world.expect(!images.isEmpty, "no snapshot drawn")
            world.expect(images.allSatisfy { $0.content != nil }, "a blank snapshot")
            world.checkInvariants(showing: [detail])
        },
        Scenario(
            name: "defect 10: the system swipe's other delegate calls reach its previous delegate"
        ) {
            world in
            let (nav, _) = stack(in: world)
            let appSwipeDelegate = AppSwipeDelegate()  // an app (or library) that owns the swipe's delegate
            let swipe = nav.interactivePopGestureRecognizer!
            swipe.delegate = appSwipeDelegate
            nav.push(Screen("detail"), transition: effect("fade"))  // Transit takes the swipe's delegate
            world.settle()
            let other = UIPanGestureRecognizer(target: nil, action: nil)
            let answer = swipe.delegate?.gestureRecognizer(swipe, shouldRecognizeSimultaneouslyWith: other)
            world.expect(
                answer == true,
                "the swipe's delegate answered \(String(describing: answer)), its previous one says true")
        },
        Scenario(
            name:
                "defect 12 (UIKit side): an unanimated push asks no animator, the pop after it plays the stack's effect"
        ) { world in
            // SwiftUI sometimes pushes without animation: UIKit then asks no animator (fact sheet 4.4,
            // here not asked); the pop that follows still plays the stack's back effect.
            let (nav, root) = stack(in: world)
            nav.setStackTransition(StackTransition(effect: effect("pageFlip")))
            nav.pushViewController(Screen("detail"), animated: false)
            world.expect(ModelTransitionContext.all.isEmpty, "an unanimated push ran an animator")
            nav.popViewController(animated: true)
            world.expect(ModelTransitionContext.all.last?.animator is TransitionAnimator, "the pop is the system's")
            world.checkInvariants(showing: [root])
        },
        Scenario(name: "a stack path set at once (as SwiftUI sets a path), then popped with Transit") {
            world in
            let (nav, root) = stack(in: world)
            nav.setStackTransition(StackTransition(effect: effect("cube")))
            let (a, b) = (Screen("a"), Screen("b"))
            nav.viewControllers = [root, a, b]  // SwiftUI sets a new path without animation
            nav.popViewController(animated: true)
            world.checkInvariants(showing: [a])
            world.expect(nav.viewControllers == [root, a], "the pop did not take b off")
        },
        Scenario(
            name: "forwarding: an app's navigation delegate hears willShow and didShow around a Transit push"
        ) {
            world in
            let (nav, _) = stack(in: world)
            let appDelegate = AppNavigationDelegate()
            nav.delegate = appDelegate
            let detail = Screen("detail")
            nav.push(detail, transition: effect("fade"))
            world.settle()
            world.expect(
                appDelegate.heard == ["willShow detail", "didShow detail"],
                "the app's delegate heard \(appDelegate.heard)")
            world.checkInvariants(showing: [detail])
        },
        Scenario(
            name: "defect 12: a probe SwiftUI puts in the window without an appearance call still acts"
        ) {
            world in
            // SwiftUI may update a representable's controller before it has a parent (ContainerProbe
            // then waits) and add it without UIKit's appearance calls (siteline/swiftui-introspect#166,
            // which moved to didMoveToWindow); whether viewWillAppear comes is uncertain: here it does not.
            let hosting = Screen("hosting")
            world.window.rootViewController = hosting
            let nav = UINavigationController(rootViewController: Screen("list"))
            hosting.addChild(nav)
            hosting.view.addSubview(nav.view)
            let probe = TransitProbe(nibName: nil, bundle: nil)
            probe.appear = { $0.transitStack?.setStackTransition(StackTransition(effect: effect("pageFlip"))) }
            hosting.addChild(probe)
            hosting.view.addSubview(probe.view)
            let detail = Screen("detail")
            nav.pushViewController(detail, animated: true)
            world.expect(ModelTransitionContext.all.last?.animator is TransitionAnimator, "the probe never acted")
            world.checkInvariants(showing: [detail])
        },
    ]
}

/// Where a partial presentation rests in a container of `size`, as the core computes it.
/// A card presented over a root screen, the window turned to landscape five frames in (defect 14).
@MainActor func cardTurnedMidPresentation(in world: World) -> (sheet: Screen, size: CGSize) {
    let root = rootScreen(in: world)
    let sheet = Screen("sheet")
    root.present(sheet, transition: effect("card"))
    ModelDisplay.advance(frames: 5)
    let size = CGSize(width: 844, height: 390)
    world.window.modelResize(to: size)
    return (sheet, size)
}

@MainActor func restingFrame(_ name: String, in size: CGSize) -> CGRect {
    let s = TransitCore.Size(width: Double(size.width), height: Double(size.height))
    let resting = effect(name).restingScene(in: TransitionContext(size: s))
    return CGRect(PresentationChoice(requested: .automatic, restingScene: resting).restingFrame)
}

/// A screen whose view is a scroll view (a table view controller's), scrolled, with one cell
/// shared as "photo".
@MainActor final class ListScreen: Screen, SharedElementProviding {
    let cell = UIView(frame: .zero)
    private var cellFrame = CGRect(x: 0, y: 400, width: 390, height: 120), scroll: CGFloat = 300

    convenience init(_ name: String, cellAt frame: CGRect? = nil, scroll: CGFloat = 300) {
        self.init(name)
        cellFrame = frame ?? cellFrame
        self.scroll = scroll
    }

    override func loadView() {
        let scrollView = UIScrollView(frame: ModelScreen.bounds)
        view = scrollView
        cell.frame = cellFrame
        cell.modelName = "\(title ?? "") cell"
        scrollView.addSubview(cell)
        scrollView.contentOffset = CGPoint(x: 0, y: scroll)
    }

    func sharedElements() -> [String: UIView] { ["photo": cell] }
}

/// An app's own navigation delegate, which records what it hears.
@MainActor final class AppNavigationDelegate: NSObject, UINavigationControllerDelegate {
    var heard: [String] = []
    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) { heard.append("willShow \(viewController.title ?? "")") }
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) { heard.append("didShow \(viewController.title ?? "")") }
}

/// A rect as x, y, width, height.
@MainActor func show(_ r: CGRect) -> String {
    [r.minX, r.minY, r.width, r.height].map { "\(Double($0))" }.joined(separator: ", ")
}

/// Presents `name` under Reduce Motion and checks every frame of the overlay: a layer that draws
/// the presented screen's snapshot is drawn at the frame the real view rests at (the substitute
/// cross-fade moves nothing), never stretched over the container.
@MainActor func checkDrawnInPlace(_ world: World, _ name: String) {
    let root = rootScreen(in: world)
    UIAccessibility.isReduceMotionEnabled = true
    let sheet = Screen("sheet")
    root.present(sheet, transition: effect(name))
    let resting = restingFrame(name, in: world.window.bounds.size)
    var frames = 0
    while ModelDisplay.activeLinks > 0 && frames < 600 {
        ModelDisplay.advance()
        frames += 1
        guard let overlay = sheet.view.superview?.subviews.last as? SceneView else { continue }
        for holder in overlay.layer.sublayers ?? [] {
            guard (holder.sublayers?.first?.contents as? CGImage)?.content == "sheet" else { continue }
            world.expect(
                close(holder.frame, resting),
                "frame \(frames) draws the \(name) at \(show(holder.frame)), it rests at \(show(resting))")
        }
    }
    world.checkInvariants(showing: [root, sheet])
}

/// Whether two rects agree to a hundredth of a point (layer geometry goes through position and bounds).
@MainActor func close(_ a: CGRect, _ b: CGRect) -> Bool {
    [a.minX - b.minX, a.minY - b.minY, a.width - b.width, a.height - b.height].allSatisfy { abs(Double($0)) < 0.01 }
}

/// The visual effect views in a view's hierarchy.
/// A tab bar controller whose first tab is a navigation stack; a screen that hides the bottom bar
/// (`hidesBottomBarWhenPushed`) pushed and popped with Transit; the tab bar must show again and respond.
@MainActor func tabBarRoundTrip(_ world: World) {
    let root = Screen("root")
    let nav = UINavigationController(rootViewController: root)
    let tabs = UITabBarController()
    tabs.viewControllers = [nav, Screen("other tab")]
    world.window.rootViewController = tabs
    let detail = Screen("detail")
    detail.hidesBottomBarWhenPushed = true
    nav.push(detail, transition: effect("slide"))
    world.checkInvariants(showing: [detail])
    world.expect(tabs.tabBar.isHidden, "the tab bar shows over a screen that hides it")
    nav.popViewController(animated: true)
    world.checkInvariants(showing: [root])
    world.expect(ModelTransitionContext.all.count == 2, "the push and pop did not both run Transit's animator")
    world.expect(
        tabs.tabBar.modelResponds,
        "the tab bar does not respond (hidden: \(tabs.tabBar.isHidden), animations: \(tabs.tabBar.layer.animationKeys() ?? []))"
    )
}

@MainActor func effectViews(in view: UIView) -> [UIVisualEffectView] {
    ((view as? UIVisualEffectView).map { [$0] } ?? []) + view.subviews.flatMap(effectViews)
}

/// An app's delegate of the system back swipe: it lets the swipe recognize beside other gestures.
@MainActor final class AppSwipeDelegate: NSObject, UIGestureRecognizerDelegate {
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { true }
}

/// A size change (rotation, Split View) while a push or pop plays: the window tells its controllers
/// (https://developer.apple.com/documentation/uikit/uicontentcontainer/viewwilltransition(to:with:)),
/// then the navigation controller's view and its transition container take the new size. Transit's
/// overlay must take the container's bounds and draw the next frames in them.
@MainActor func sizeChangeMidStack(in world: World, pop: Bool) {
    let (nav, root) = stack(in: world)
    let detail = Screen("detail")
    nav.push(detail, transition: effect("fade"))
    if pop {
        world.settle()
        nav.popViewController(animated: true)
    }
    ModelDisplay.advance(frames: 5)
    let size = CGSize(width: 844, height: 390)
    world.window.modelResize(to: size)
    ModelDisplay.advance()
    let container = ModelTransitionContext.all.last?.containerView
    world.expect(container?.bounds.size == size, "the model's container did not follow the size change")
    let overlay = container?.subviews.last { $0 is SceneView }
    world.expect(overlay?.frame.size == size, "the overlay is \(overlay.map { show($0.frame) } ?? "gone")")
    let widths = (overlay?.layer.sublayers ?? []).map { Double($0.bounds.width) }
    world.expect(widths.contains(844), "the overlay still draws the old size: layer widths \(widths)")
    // (Not checkInvariants: the model's context keeps the final frame it was made with.)
    world.settle()
    world.expect(
        ModelTransitionContext.all.map(\.completions) == (pop ? [1, 1] : [1]), "a transition did not complete once")
    world.expect(ModelLog.violations.isEmpty, "UIKit contract: \(ModelLog.violations)")
    let shown = pop ? root : detail
    world.expect(shown.view.isVisibleInWindow, "\(shown.view.modelName) is not visible (hidden or removed)")
}

/// Uncertain facts run both ways, and peers' reports under their numbers (issue #29, "the model
/// itself corrected").
@MainActor func bothWaysScenarios() -> [Scenario] {
    var all: [Scenario] = []
    for asked in [false, true] {
        all.append(
            Scenario(
                name:
                    "fact 4.4, unanimated push and pop \(asked ? "ask the delegate (uncertain way)" : "ask no animator (first reading)"): both end at once"
            ) { world in
                ModelFacts.unanimatedNavigationAsksDelegate = asked
                let (nav, root) = stack(in: world)
                nav.setStackTransition(StackTransition(effect: effect("fade")))  // Transit answers every push and pop
                let before = ModelTransitionContext.all.count
                let detail = Screen("detail")
                nav.pushViewController(detail, animated: false)
                world.expect(nav.topViewController === detail, "the unanimated push did not end at once")
                world.expect(detail.view.isVisibleInWindow, "the pushed screen does not show at once")
                world.expect(ModelDisplay.activeLinks == 0, "the unanimated push runs a display link")
                nav.popToViewController(root, animated: false)
                world.expect(root.view.isVisibleInWindow, "the root does not show at once after the unanimated pop")
                let asks = ModelTransitionContext.all.dropFirst(before)
                world.expect(
                    asks.count == (asked ? 2 : 0),
                    "UIKit asked for \(asks.count) animators, the fact says \(asked ? 2 : 0)")
                world.expect(asks.allSatisfy { !$0.isAnimated }, "an unanimated operation's context says animated")
                world.checkInvariants(showing: [root])
                world.expect(nav.viewControllers == [root], "the stack is not back to its root")
            })
    }
    for animates in [false, true] {
        all.append(
            Scenario(
                name:
                    "system presentations \(animates ? "animate (uncertain way)" : "complete at once (first reading)"): a Transit presentation chained after a system dismissal plays"
            ) { world in
                ModelFacts.systemPresentationsAnimate = animates
                let root = rootScreen(in: world)
                let sheet = Screen("sheet")
                sheet.modalPresentationStyle = .fullScreen
                root.present(sheet, animated: true)  // UIKit's own presentation
                world.settle()
                let detail = Screen("detail")
                sheet.dismiss(animated: true) { root.present(detail, transition: effect("circleSpread")) }
                world.checkInvariants(showing: [detail])
                world.expect(ModelTransitionContext.all.count == 1, "Transit's animator was not asked once")
                world.expect(root.presentedViewController === detail, "the detail is not presented")
                detail.dismiss(animated: true) { root.present(sheet, animated: true) }
                world.checkInvariants(showing: [sheet])
                world.expect(
                    root.presentedViewController === sheet,
                    "the system presentation after Transit's dismissal did not show")
            })
    }
    for sent in [false, true] {
        all.append(
            Scenario(
                name:
                    "defect 12, a probe put in the window \(sent ? "with appearance calls (uncertain way)" : "without appearance calls (first reading)"): it acts on each call"
            ) { world in
                ModelFacts.windowEntrySendsAppearance = sent
                let hosting = Screen("hosting")
                world.window.rootViewController = hosting
                let nav = UINavigationController(rootViewController: Screen("list"))
                hosting.addChild(nav)
                hosting.view.addSubview(nav.view)
                let probe = TransitProbe(nibName: nil, bundle: nil)
                var calls = 0
                probe.appear = {
                    calls += 1
                    $0.transitStack?.setStackTransition(StackTransition(effect: effect("pageFlip")))
                }
                hosting.addChild(probe)
                hosting.view.addSubview(probe.view)
                world.expect(calls == (sent ? 2 : 1), "the probe acted \(calls) times, expected \(sent ? 2 : 1)")
                let detail = Screen("detail")
                nav.pushViewController(detail, animated: true)
                world.expect(ModelTransitionContext.all.last?.animator is TransitionAnimator, "the probe never acted")
                world.checkInvariants(showing: [detail])
            })
    }
    all.append(
        Scenario(
            name:
                "swiftui-navigation-transitions #44: popping several screens at once (popToViewController) plays Transit's pop"
        ) { world in
            // The report (PR #44, fixing #41): popping several items off a NavigationStack's path showed
            // no animation; SwiftUI calls popToViewController(_:animated:), which the library swizzled.
            let (nav, root) = stack(in: world)
            nav.push(Screen("first"), transition: effect("fade"))
            world.settle()
            nav.push(Screen("second"), transition: effect("slide"))
            world.settle()
            nav.popToViewController(root, animated: true)
            world.expect(ModelTransitionContext.all.count == 3, "the multi-screen pop did not run Transit's animator")
            world.checkInvariants(showing: [root])
            world.expect(nav.viewControllers == [root], "the stack is not back to its root")
            world.expect(root.children.isEmpty && nav.children == [root], "a popped screen is still a child")
        })
    return all
}
