import Testing
import TransitCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// fold against XWCoolAnimator+XWFold.m (seeds/XWTransition/XWTransition/XWCoolAnimator/), the
/// fold from the left (`leftFlag:YES`: the new screen comes from x = 0, the old strips go to the
/// right edge). Screen 390 x 844 points, 4 folds (XWCoolAnimator.m line 39): strips 48.75 wide.
@Suite struct FoldFidelityTests {
    /// At 4 pixels a point the strips' edges (multiples of 48.75) are whole pixels, as Transit snaps them.
    static let phone = TransitionContext(size: Size(width: 390, height: 844), scale: 4)

    /// The scene at `t` of the run's time.
    static func scene(atTime t: Double, _ c: TransitionContext = phone) -> Scene {
        let e = Fold(from: .left)
        return e.evaluate(at: e.timing.progress(atTime: t * e.duration), in: c)
    }

    /// A strip's turn in degrees: the angle of its rotation about y, read from the transform's
    /// upper-left block (its own perspective only changes the fourth column).
    static func turn(_ l: Layer) -> Double { abs(atan2(l.transform.m13, l.transform.m11)) * 180 / Double.pi }

    @Test func theOldStripsTurnNinetyDegreesUnderEaseInOut() throws {
        // Lines 62-72: one `animateWithDuration:` (UIView's default ease-in-out) takes each old
        // strip from identity to a 90-degree turn; Core Animation interpolates the rotation by
        // angle (the decomposition widely observed, not documented by Apple), so the turn is
        // 90 x easeInEaseOut(t): 1.78, 7.35 and 45 degrees at t = 0.1, 0.2, 0.5 (the cubic
        // (0.42, 0, 0.58, 1) is 0.019722, 0.081650 and 0.5 there, solved by bisection). Old
        // Transit turned them 12.7, 25.2 and 60.0 degrees (acos of a half-cosine squeeze).
        for (t, degrees) in [(0.1, 90 * 0.019_722), (0.2, 90 * 0.081_650), (0.5, 45.0)] {
            let s = Self.scene(atTime: t)
            for i in 0..<8 {
                let strip = try #require(s.layer(named: "f\(i)"))
                #expect(abs(Self.turn(strip) - degrees) < 0.01, "strip \(i) at t = \(t)")
            }
            // Lines 73-80: the new strips turn from 90 degrees to flat at the same pace.
            let new = try #require(s.layer(named: "t0"))
            #expect(abs(Self.turn(new) - (90 - degrees)) < 0.01)
        }
    }

    @Test func thePleatsSlideAsTheirHingesMoveToTheEdge() throws {
        // Lines 45, 49 and 66, 70: an old strip's hinge moves from its home (the left strip of
        // pair k at 97.5 k, anchored on its left edge, line 113; the right strip at 97.5 (k + 1),
        // anchored on its right edge) to x = 390 under the same curve; lines 53, 57 and 74, 78: a
        // new strip's from x = 0 to its home. At t = 0.2 the curve is 0.081650: f6 (home 292.5)
        // at 300.46 and t6 at 23.88. Old Transit kept the pleats joined behind a crease: f6 at
        // 301.8, t6 at 27.9.
        let s = Self.scene(atTime: 0.2)
        let k = 0.081_650
        for i in 0..<8 {
            let home = 48.75 * Double(i % 2 == 0 ? i : i + 1)
            let old = try #require(s.layer(named: "f\(i)"))
            let new = try #require(s.layer(named: "t\(i)"))
            #expect(abs(old.position.x - (home + (390 - home) * k)) < 0.01, "old strip \(i)")
            #expect(abs(new.position.x - home * k) < 0.01, "new strip \(i)")
            #expect(abs(old.position.y - 422) < 1e-9)
        }
        // So the pleats do not stay joined: the two strips of a pleat, each 48.75 wide and turned
        // by 7.35 degrees, span 48.35 each across, while their hinges are 97.5 (1 - k) = 89.54
        // apart: they overlap by 7.2 points.
        let f0 = try #require(s.layer(named: "f0"))
        let f1 = try #require(s.layer(named: "f1"))
        #expect(abs((f1.position.x - f0.position.x) - 97.5 * (1 - k)) < 0.01)
    }

    @Test func theOldStripsCarryTheirOwnPerspectiveOnTopOfTheContainers() throws {
        // Line 34: the container's sublayer transform has m34 = -0.005 (an eye 200 points
        // away); lines 67 and 71: each old strip's end transform is the rotation concatenated
        // with that same m34 = -0.005 transform, so the strip has its own perspective, reached
        // with the turn: at progress p its perspective is -0.005 p, which the rotation moves into
        // m14 and m34 (m14 = 0.005 p sin, m34 = -0.005 p cos). Old Transit: none (0).
        for p in [0.25, 0.5, 0.75] {
            let s = Fold(from: .left).scene(at: p, in: Self.phone)
            #expect(s.eyeDistance == 200)
            let strip = try #require(s.layer(named: "f0"))
            let own = (strip.transform.m14 * strip.transform.m14 + strip.transform.m34 * strip.transform.m34)
                .squareRoot()
            #expect(abs(own - 0.005 * p) < 1e-12)
            // The new strips start from a plain rotation (lines 54, 58): no perspective of their own.
            let new = try #require(s.layer(named: "t0"))
            #expect(new.transform.m14 == 0 && new.transform.m34 == 0)
        }
    }

    @Test func theBackUnfoldsTheListFromTheOtherEdge() throws {
        // XWCoolAnimator.m lines 137-139: FoldFromLeft's back runs the same animation with
        // `leftFlag:NO`: the list's strips come from the right edge (line 53: x = width) while the
        // detail screen's strips go to x = 0 (line 66).
        var back = Self.phone
        back.direction = .back
        let s = Fold(from: .left).evaluate(at: 0.5, in: back)
        let old = try #require(s.layer(named: "f0"))  // the detail screen's first strip
        let new = try #require(s.layer(named: "t0"))  // the list's
        guard case .snapshot(.screen(.from), _) = old.content else {
            Issue.record("the folding strip is not the detail screen")
            return
        }
        #expect(abs(old.position.x - 0) < 0.01)  // home 0, going to 0
        #expect(abs(new.position.x - (390 + 0) / 2) < 0.01)  // from 390 to its home 0
        let f6 = try #require(s.layer(named: "f6"))
        #expect(abs(f6.position.x - 292.5 / 2) < 0.01)
    }
}
