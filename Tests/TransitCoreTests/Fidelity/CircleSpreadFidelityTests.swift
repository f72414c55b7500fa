import Testing
import TransitCore

/// circle-spread against XWTransition's demo and animator (seeds/XWTransition/XWTransitionDemo/
/// CircleSpreadTransition/XWCircleSpreadFromController.m, XWTransition/XWCircleSpreadAnimator/
/// XWCircleSpreadAnimator.m). Screen 390 x 844 points.
@Suite struct CircleSpreadFidelityTests {
    static let phone = TransitionContext(size: Size(width: 390, height: 844), scale: 3)

    /// The centre and radius of the new screen's circular mask: the middle and half the width of
    /// the flattened path's extent.
    static func disc(at p: Double, _ e: CircleSpread = CircleSpread(), in c: TransitionContext = phone) throws
        -> (center: Point, radius: Double, opacity: Double)
    {
        let to = try #require(e.evaluate(at: p, in: c).layer(named: "to"))
        let points = try #require(to.mask).path.flattened(tolerance: 0.001).flatMap { $0 }
        let xs = points.map(\.x)
        let ys = points.map(\.y)
        return (
            Point(x: (xs.min()! + xs.max()!) / 2, y: (ys.min()! + ys.max()!) / 2), (xs.max()! - xs.min()!) / 2,
            to.opacity
        )
    }

    @Test func theDemosTwentyPointDiscIsTheStart() throws {
        // XWCircleSpreadFromController.m line 23: the button's centre is (view.center.x,
        // view.center.y - 100) = (195, 322); line 29: the animator starts at that centre with
        // radius 20; XWCircleSpreadAnimator.m lines 41 and 55: the new screen's mask starts as
        // that disc. Old Transit: radius 0 at the screen centre (195, 422).
        let start = try Self.disc(at: 0)
        #expect(abs(start.center.x - 195) < 1e-6 && abs(start.center.y - 322) < 1e-6)
        #expect(abs(start.radius - 20) < 1e-3)
        // XWCircleSpreadAnimator.m lines 68 and 77: the back shrinks the mask to the same disc.
        var back = Self.phone
        back.direction = .back
        let end = try Self.disc(at: 1 - 1e-9, in: back)
        #expect(abs(end.center.y - 322) < 1e-6 && abs(end.radius - 20) < 1e-3)
        // Kept: the original's disc is opaque from the first frame (line 50: the mask is set, the
        // view fully opaque); Transit's fades in over the first tenth so that progress 0 is the
        // bare old screen (the endpoints law) and the back ends on the bare list (the lifecycle
        // law): opacity 0 at 0, 0.5 at 0.05, 1 from 0.1.
        for (p, opacity) in [(0.0, 0.0), (0.05, 0.5), (0.1, 1.0), (0.5, 1.0)] {
            #expect(abs(try Self.disc(at: p).opacity - opacity) < 1e-9)
        }
    }

    @Test func aTouchPointTakesTheButtonsPlace() throws {
        // The demo's button can be dragged (lines 40-46); the animator starts wherever it is. A
        // touch point stands for it.
        var c = Self.phone
        c.touchPoint = Point(x: 300, y: 700)
        let start = try Self.disc(at: 0, in: c)
        #expect(abs(start.center.x - 300) < 1e-6 && abs(start.center.y - 700) < 1e-6 && abs(start.radius - 20) < 1e-3)
    }
}
