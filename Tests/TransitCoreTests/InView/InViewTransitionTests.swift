import Testing
import TransitCore
import TransitRender
import TransitTestSupport

/// The in-view transitions (SwiftUI's `.transition(.transit(...))`): which layer of a scene is the
/// inserted or removed view, how SwiftUI's animated value maps to progress, and what is declined.
@Suite struct InViewTransitionTests {
    static let effects = EffectCatalogue.builtIn.descriptors.map { $0.make(ParameterValues()) }
    static let supported = effects.filter { InViewTransition($0).isSupported }
    static let values = [0.0, 0.25, 0.5, 0.75, 0.95]
    let size = Size(width: 60, height: 130)
    var context: TransitionContext { TransitionContext(size: size) }

    /// The view drawn alone in its pose, over a clear background: a layer whose container transform is
    /// the pose's projection, with the pose's opacity, mask, corners and shadow.
    func render(_ pose: ViewPose, showing side: Side, images: SnapshotSet) -> Bitmap {
        let p = pose.projection
        var layer = Layer(id: "view", content: .snapshot(.screen(side)), bounds: size, position: .zero)
        layer.anchorPoint = .zero
        layer.transform = Transform3D(
            m11: p.m11, m12: p.m12, m13: 0, m14: p.m13, m21: p.m21, m22: p.m22, m23: 0, m24: p.m23,
            m31: 0, m32: 0, m33: 1, m34: 0, m41: p.m31, m42: p.m32, m43: 0, m44: p.m33)
        layer.opacity = pose.opacity
        layer.mask = pose.mask
        layer.cornerRadius = pose.cornerRadius
        layer.shadow = pose.shadow
        return Renderer().render(Scene(size: size, background: .clear, layers: [layer]), snapshots: images)
    }

    /// The effect's own scene for the reading, with every layer but the view's removed.
    func renderReading(_ t: InViewTransition, _ role: InViewTransition.Role, at value: Double, images: SnapshotSet)
        -> Bitmap
    {
        let reading = t.readings[role]!
        var c = context
        c.direction = reading.direction
        var scene = t.effect.evaluate(at: reading.progress(forValue: value), in: c)
        scene.background = .clear
        scene.layers = Array(
            scene.layers.filter { $0.content == .snapshot(.screen(reading.side)) }.prefix(1))
        return Renderer().render(scene, snapshots: images)
    }

    var images: SnapshotSet {
        SnapshotSet(
            from: Bitmap(width: 60, height: 130, fill: Color(red: 0.9, green: 0.2, blue: 0.1)),
            to: Bitmap(width: 60, height: 130, fill: Color(red: 0.1, green: 0.3, blue: 0.9)), scale: 1)
    }

    @Test(arguments: effects.map { $0.name })
    func theViewInPlaceIsUntouched(name: String) throws {
        let t = InViewTransition(try EffectCatalogue.builtIn.makeEffect(named: name))
        for role in InViewTransition.Role.allCases {
            #expect(t.pose(role, at: 1, in: context) == .identity, "\(name) \(role)")
        }
    }

    @Test(arguments: supported.map { $0.name })
    func thePoseDrawsExactlyWhatTheSceneDrawsOfTheView(name: String) throws {
        let t = InViewTransition(try EffectCatalogue.builtIn.makeEffect(named: name))
        for role in InViewTransition.Role.allCases {
            let side = t.readings[role]!.side
            for v in Self.values {
                let posed = render(t.pose(role, at: v, in: context), showing: side, images: images)
                let scene = renderReading(t, role, at: v, images: images)
                let d = pixelDifference(posed, scene)
                #expect(d.maxChannel <= 2, "\(name) \(role) at \(v): differs by \(d.maxChannel)")
            }
        }
    }

    @Test(arguments: supported.map { $0.name })
    func aSupportedEffectChangesTheViewOnTheWayInAndOut(name: String) throws {
        let t = InViewTransition(try EffectCatalogue.builtIn.makeEffect(named: name))
        let still = render(.identity, showing: .to, images: images)
        for role in InViewTransition.Role.allCases {
            let side = t.readings[role]!.side
            let changed = Self.values.contains { v in
                let d = pixelDifference(render(t.pose(role, at: v, in: context), showing: side, images: images), still)
                return d.maxChannel > 8
            }
            #expect(changed, "\(name) \(role) never changes the view")
        }
    }

    @Test(arguments: supported.map { $0.name })
    func theLastFramesApproachTheViewInPlace(name: String) throws {
        let t = InViewTransition(try EffectCatalogue.builtIn.makeEffect(named: name))
        let still = render(.identity, showing: .to, images: images)
        for role in InViewTransition.Role.allCases {
            let near = render(t.pose(role, at: 0.999, in: context), showing: .to, images: images)
            #expect(pixelDifference(near, still).meanChannel < 1.5, "\(name) \(role) jumps at the end")
        }
    }

    @Test func aDeclinedEffectSaysWhyAndPlaysACrossFade() {
        let declined = Self.effects.filter { !InViewTransition($0).isSupported }
        #expect(!declined.isEmpty)
        for effect in declined {
            let t = InViewTransition(effect)
            #expect(t.readings.isEmpty)
            #expect(!(t.decline?.reason.isEmpty ?? true))
            for v in Self.values {
                let pose = t.pose(.insertion, at: v, in: context)
                #expect(pose.projection == .identity && abs(pose.opacity - v) < 1e-9, "\(effect.name) at \(v)")
                #expect(abs(t.pose(.removal, at: v, in: context).opacity - v) < 1e-9)
            }
        }
    }

    @Test func onlyScenesThatCannotBeOneViewAreDeclined() {
        let phone = TransitionContext(size: Size(width: 390, height: 844))
        for effect in Self.effects {
            let scenes = [Direction.forward, .back].flatMap { d in
                var c = phone
                c.direction = d
                return (0...8).map { effect.evaluate(at: Double($0) / 8, in: c) }
            }
            switch InViewTransition(effect).decline {
            case nil: continue
            case .pixelTransition?:
                #expect(
                    scenes.contains {
                        $0.layers.contains { if case .pixelTransition = $0.content { true } else { false } }
                    })
            case .pieces(let n)?:
                let split = scenes.contains { s in
                    [Side.from, .to].contains { side in
                        let parts = s.layers.filter { $0.content.isPart(of: side) }
                        return parts.count > 1 || parts.contains { $0.content != .snapshot(.screen(side)) }
                    }
                }
                #expect(n > 1 && split, "\(effect.name)")
            case .partialPresentation?:
                #expect(effect.restingScene(in: phone) != .showing(.to, in: phone))
            case .stillView?:
                // Declined as still only when, inside the run, the entering screen stands whole and
                // untouched both ways (scanning: only the screen being left is wiped, also going back).
                let inside = scenes.filter { s in
                    !s.layers.contains { $0.content == .snapshot(.screen(.from)) && $0.mask == nil }
                }
                let still =
                    !inside.isEmpty
                    && inside.allSatisfy { s in
                        s.layers.contains {
                            $0.content == .snapshot(.screen(.to)) && $0.frame == phone.bounds && $0.transform.isIdentity
                                && $0.opacity == 1 && $0.mask == nil
                        }
                    }
                #expect(still, "\(effect.name): declined as still, but its entering screen moves")
            }
        }
    }

    @Test func removalIsInsertionPlayedBackwardsWhenTheFirstReadingMovesTheView() {
        for effect in Self.supported where !effect.hasOwnBackVariant {
            let t = InViewTransition(effect)
            guard t.readings[.insertion]?.direction == .forward, t.readings[.removal]?.direction == .back else {
                continue
            }
            for v in Self.values {
                #expect(
                    t.pose(.removal, at: v, in: context) == t.pose(.insertion, at: v, in: context), "\(effect.name)")
            }
        }
    }

    @Test func aPageFlipTurnsTheViewItselfInAndAway() {
        let t = InViewTransition(.pageFlip())
        #expect(t.readings[.insertion] == .init(direction: .back, side: .to))
        #expect(t.readings[.removal] == .init(direction: .forward, side: .from))
        #expect(t.pose(.removal, at: 0.5, in: context).projection != .identity)
    }

    @Test func reduceMotionPlaysTheCrossFadeForEveryEffect() {
        let reduced = MotionPreferences(reduceMotion: true)
        for effect in Self.effects {
            for role in InViewTransition.Role.allCases {
                let pose = InViewTransition(effect).pose(role, at: 0.3, in: context, motion: reduced)
                #expect(pose.projection == .identity && pose.mask == nil, "\(effect.name) \(role)")
                #expect(abs(pose.opacity - 0.3) < 1e-9, "\(effect.name) \(role)")
            }
        }
    }

    @Test func rightToLeftSlidesFromTheLeftEdge() {
        let t = InViewTransition(.slide(from: .trailing))
        var rtl = context
        rtl.layoutDirection = .rightToLeft
        #expect(t.pose(.insertion, at: 0, in: context).projection.apply(.zero).x > 0)
        #expect(t.pose(.insertion, at: 0, in: rtl).projection.apply(.zero).x < 0)
    }

    @Test func aCircleSpreadMasksTheViewWithAGrowingCircleAroundItsCentre() {
        let t = InViewTransition(.circleSpread())
        let small = t.pose(.insertion, at: 0.2, in: context)
        let large = t.pose(.insertion, at: 0.99, in: context)
        #expect(small.mask != nil && large.mask != nil && small.projection == .identity)
        let images = self.images
        let a = render(small, showing: .to, images: images)
        let b = render(large, showing: .to, images: images)
        #expect(a[30, 65] >> 24 == 0xFF && a[0, 0] >> 24 == 0 && b[0, 0] >> 24 > 0)
    }
}

extension Content {
    /// Whether this draws some image of a screen.
    fileprivate func isPart(of side: Side) -> Bool {
        guard case .snapshot(let s, _) = self else { return false }
        switch s {
        case .screen(side), .backdrop(side), .element(_, side): return true
        default: return false
        }
    }
}
