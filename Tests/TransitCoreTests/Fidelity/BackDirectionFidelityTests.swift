import Testing
import TransitCore

/// Back transitions against XWTransition (seeds/XWTransition/XWTransition/): the original runs
/// its back as a fresh animation from the screen being left, never the forward one reversed.
@Suite struct BackDirectionFidelityTests {
    /// Going back, context `.from` is the detail screen and `.to` the list.
    static let back = TransitionContext(size: Size(width: 390, height: 844), scale: 3, direction: .back)

    @Test func explodeBackBreaksTheDetailScreenIntoTilesAwayFromHome() throws {
        // XWCoolAnimator+XWExplode.m lines 19-20: the back is the same animation, so the tiles
        // are the screen being left (line 36: `fromVC.view.snapshotImage`) and fly off it.
        let e = Explode(seed: 3)
        let home = try #require(e.evaluate(at: 0.000_001, in: Self.back).layer(named: "e17"))
        let half = try #require(e.evaluate(at: 0.5, in: Self.back).layer(named: "e17"))
        guard case .snapshot(let source, _) = half.content else {
            Issue.record("a tile is not a snapshot")
            return
        }
        #expect(source == .screen(.from))
        #expect(home.position.distance(to: half.position) > 1)
        // Underneath, the list the user returns to (line 30: the to-view at index 0).
        #expect(e.evaluate(at: 0.5, in: Self.back).layers.first?.content == .snapshot(.screen(.to)))
    }

    /// The sub-type, the edge its back scans from, and the seed lines that say so.
    static let scanningBacks: [(Edge, Edge, String)] = [
        (.left, .right, "157-158: ScanningFromLeft's back passes direction 1"),
        (.right, .left, "161-162: ScanningFromRight's back passes direction 0"),
        (.top, .bottom, "165-166: ScanningFromTop's back passes direction 3"),
        (.bottom, .top, "169-170: ScanningFromBottom's back passes direction 2"),
    ]

    @Test(arguments: scanningBacks)
    func scanningBackScansFromTheOppositeEdge(forward: Edge, backEdge: Edge, seedLines: String) throws {
        // XWCoolAnimator.m lines 157-170 (`seedLines`): the back switch hands `_xw_animateTransition`
        // the opposite direction (XWCoolAnimator+XWScanning.m lines 38-57: direction 1 starts the
        // bar at the right edge, x = width + 4, and moves the mask by -width). At progress 0.2
        // the detail screen is wiped from `backEdge`: what is left of it is a band touching the
        // forward edge, the line on its far side. (Old Transit wiped from the forward edge
        // again: from=left's back left the band x in 107.6...390.)
        let e = Scanning(from: forward)
        #expect(e.hasOwnBackVariant)
        let s = e.evaluate(at: 0.2, in: Self.back)
        guard case .snapshot(.screen(.from), _)? = s.layer(named: "from")?.content else {
            Issue.record("the wiped screen is not the detail screen")
            return
        }
        let rest = try #require(s.layer(named: "from")?.mask?.path.flattened().first)
        let line = try #require(s.layer(named: "scan-4")).position
        let xs = rest.map(\.x)
        let ys = rest.map(\.y)
        let (w, h) = (Self.back.size.width, Self.back.size.height)
        // The wipe's depth at 0.2 is the line's position, measured from the edge it starts at.
        let depth = e.linePosition(at: 0.2, length: backEdge.isHorizontal ? w : h)
        #expect(depth > 0)
        switch backEdge {
        case .right:
            #expect(xs.min()! == 0 && abs(xs.max()! - (w - depth)) < 1e-9 && abs(line.x - (w - depth)) < 1e-9)
        case .left:
            #expect(xs.max()! == w && abs(xs.min()! - depth) < 1e-9 && abs(line.x - depth) < 1e-9)
        case .bottom:
            #expect(ys.min()! == 0 && abs(ys.max()! - (h - depth)) < 1e-9 && abs(line.y - (h - depth)) < 1e-9)
        default:
            #expect(ys.max()! == h && abs(ys.min()! - depth) < 1e-9 && abs(line.y - depth) < 1e-9)
        }
        // Wiped by 0.7 (line 60: the mask moves over the first 70%), the line returning after.
        #expect(e.evaluate(at: 0.9, in: Self.back).layer(named: "from") == nil)
    }

    @Test func scanningRunsEaseInOutOverall() {
        // XWCoolAnimator+XWScanning.m line 58: `animateKeyframesWithDuration:... options:0`, an
        // ease-in-out run. The cubic (0.42, 0, 0.58, 1) at time 0.25 is 0.12916 (solved
        // independently by bisection).
        #expect(abs(Scanning().timing.progress(atTime: 0.25 * Scanning().duration) - 0.129_161_9) < 1e-5)
    }

    @Test func scanningsBarIs18PointsAndOneAndAHalfScreensLong() throws {
        // XWCoolAnimator+XWScanning.m line 39: bounds 18 x (height * 1.5), centred on the screen.
        let s = Scanning(from: .left).scene(at: 0.3, in: TransitionContext(size: Size(width: 390, height: 844)))
        let strips = s.layers.filter { $0.id.hasPrefix("scan-") }
        let xs = strips.flatMap { [$0.frame.minX, $0.frame.maxX] }
        let ys = strips.map(\.frame)
        #expect(abs(xs.max()! - xs.min()! - 18) < 1e-9)
        #expect(ys.allSatisfy { abs($0.height - 844 * 1.5) < 1e-9 && abs($0.midY - 422) < 1e-9 })
    }

    /// The Core Image family and whether the filter has a direction, which the back turns by pi
    /// (XWFilterAnimator+XWSwipe.m, +XWBarSwipe.m, +XWMod.m, +XWCopyMachine.m line 14 and
    /// +XWPageCurl.m line 15: `self.startAngle + M_PI` when going back).
    static let filters: [(String, Bool)] = [
        ("flash", false), ("mod", true), ("ripple", false), ("swipe", true), ("bar-swipe", true),
        ("page-curl", true), ("copy-machine", true), ("disintegrate", false), ("blur", false),
    ]

    @Test(arguments: filters)
    func coreImageBacksRunTheFilterAfreshFromTheScreenBeingLeft(name: String, directional: Bool) throws {
        // XWFilterAnimator.m lines 89-95: a new filter view from the from-view (the detail screen
        // going back) to the to-view, its time running 0 to 1 (XWFilterTransitionView.m lines
        // 82-83).
        let effect = try EffectCatalogue.builtIn.makeEffect(named: name)
        let forward = TransitionContext(size: Size(width: 390, height: 844), scale: 3)
        guard case .pixelTransition(let b)? = effect.evaluate(at: 0.3, in: Self.back).layers.first?.content,
            case .pixelTransition(let f)? = effect.evaluate(at: 0.3, in: forward).layers.first?.content
        else {
            Issue.record("\(name) is not a pixel transition")
            return
        }
        #expect(!b.isReversed && abs(b.progress - 0.3) < 1e-12)
        if case .number(let fa)? = f.parameters["angle"], case .number(let ba)? = b.parameters["angle"] {
            #expect(directional)
            #expect(abs(abs(ba - fa) - Double.pi) < 1e-12)
        } else {
            #expect(!directional)
        }
    }
}
