import Testing
import TransitCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The cube against XTCubeAnimation.m (seeds/XTTransitionAnimations/Animations/), worked out
/// with Core Animation's own conventions (row vectors, m34 positive as the original sets it).
@Suite struct CubeFidelityTests {
    typealias F = SharedFixtures

    /// Projects a point of a face turned by `theta` (radians, about y) about its anchor on the
    /// shared edge, at local x `dx` from it, as Core Animation does with the original's
    /// `m34 = 1 / (width * 700 / 414)` (line 16): x' = dx cos, z' = -dx sin, w = 1 + z' m34.
    static func project(dx: Double, dy: Double, theta: Double, width: Double) -> (x: Double, y: Double) {
        let m34 = 1 / (width * 700 / 414)
        let w = 1 + (-dx * sin(theta)) * m34
        return (dx * cos(theta) / w, dy / w)
    }

    @Test func theSharedEdgeStaysInTheScreenPlaneAndTheFarSideRecedes() {
        // Push (lines 74-85): the old face hinges on its right edge (anchor (1, 0.5)), moving from
        // x = 390 to 0 while turning 0 to pi/2; half way the edge is at x = 195, turned pi/4.
        let s = Cube(from: .right).scene(at: 0.5, in: F.context())
        let from = F.layer("from", in: s)!
        let top = F.corner(Point(x: 1, y: 0), of: from, in: s)
        let bottom = F.corner(Point(x: 1, y: 1), of: from, in: s)
        #expect(F.close(top, Point(x: 195, y: 0), 1e-6) && F.close(bottom, Point(x: 195, y: 844), 1e-6))
        let far = Self.project(dx: -390, dy: -422, theta: Double.pi / 4, width: 390)
        let farTop = F.corner(Point(x: 0, y: 0), of: from, in: s)
        #expect(F.close(farTop, Point(x: 195 + far.x, y: 422 + far.y), 1e-6))
    }

    @Test func verticalCubesTakeTheirPerspectiveFromTheWidth() {
        // Present (lines 102-113): the old face hinges on its top edge, moving from y = 0 to 844,
        // turning about x; line 16 takes m34 from the width all the same.
        let s = Cube(from: .top).scene(at: 0.5, in: F.context())
        let from = F.layer("from", in: s)!
        let hinge = F.corner(Point(x: 0, y: 0), of: from, in: s)
        #expect(F.close(hinge, Point(x: 0, y: 422), 1e-6))
        // About x, Core Animation's z' is +y sin: the same as about y with the angle negated.
        let far = Self.project(dx: 844, dy: -195, theta: -Double.pi / 4, width: 390)
        let farLeft = F.corner(Point(x: 0, y: 1), of: from, in: s)
        #expect(F.close(farLeft.y, 422 + far.x, 1e-6) && F.close(farLeft.x, 195 + far.y, 1e-6), "\(farLeft) \(far)")
    }

    @Test func theCubeTurnsOnBlack() {
        // Line 51: containerView.backgroundColor = blackColor.
        #expect(Cube().scene(at: 0.3, in: F.context()).background == .black)
    }
}
