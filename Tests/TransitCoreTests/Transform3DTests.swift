import Foundation
import Testing
import TransitCore
import TransitTestSupport

@Suite("Transform3D")
struct Transform3DTests {
    /// A random transform built from a few random translations, rotations, scales and a perspective.
    static func randomTransform(_ rng: inout SeededRandom) -> Transform3D {
        var t = Transform3D.identity
        for _ in 0..<4 {
            switch Int.random(in: 0..<4, using: &rng) {
            case 0:
                t = t.translated(
                    x: .random(in: -500...500, using: &rng), y: .random(in: -500...500, using: &rng),
                    z: .random(in: -200...200, using: &rng))
            case 1:
                t = t.rotated(
                    .degrees(.random(in: -180...180, using: &rng)), x: .random(in: -1...1, using: &rng),
                    y: .random(in: -1...1, using: &rng), z: .random(in: 0.1...1, using: &rng))
            case 2:
                t = t.scaled(
                    x: .random(in: 0.2...3, using: &rng), y: .random(in: 0.2...3, using: &rng),
                    z: .random(in: 0.2...3, using: &rng))
            default:
                t = t.concatenating(.perspective(eyeDistance: .random(in: 300...3000, using: &rng)))
            }
        }
        return t
    }

    @Test func aRandomTransformTimesItsInverseIsTheIdentity() throws {
        var rng = SeededRandom(seed: 0x7A5_1717)
        for _ in 0..<200 {
            let t = Self.randomTransform(&rng)
            let inverse = try #require(t.inverted)
            expectApproximatelyEqual(t.concatenating(inverse), .identity, tolerance: 1e-9, "t * t⁻¹ for \(t)")
            expectApproximatelyEqual(inverse.concatenating(t), .identity, tolerance: 1e-9, "t⁻¹ * t for \(t)")
        }
    }

    @Test func aSingularTransformHasNoInverse() {
        #expect(Transform3D.scale(x: 0, y: 1).inverted == nil)
        #expect(Transform3D.scale(x: 0, y: 1).determinant == 0)
    }

    @Test func theDeterminantOfAScaleIsTheProductOfItsFactors() {
        expectApproximatelyEqual(Transform3D.scale(x: 2, y: 3, z: 4).determinant, 24)
        expectApproximatelyEqual(Transform3D.rotation(.degrees(33), x: 1, y: 2, z: 3).determinant, 1, tolerance: 1e-12)
    }

    @Test func rotatingTheXAxisByPlus90DegreesAboutZPointsItDownTheScreen() {
        // Core Animation's convention with y pointing down: a positive z rotation turns clockwise on screen.
        let r = Transform3D.rotation(.degrees(90), x: 0, y: 0, z: 1)
        expectApproximatelyEqual(r.project(Point(x: 1, y: 0)), Point(x: 0, y: 1), tolerance: 1e-12)
        expectApproximatelyEqual(r.project(Point(x: 0, y: 1)), Point(x: -1, y: 0), tolerance: 1e-12)
    }

    @Test func rotatingAboutYMovesTheXAxisAwayFromTheViewer() {
        // +z points at the viewer; a positive rotation about y (right-handed) turns +x towards -z.
        let h = Transform3D.rotation(.degrees(90), x: 0, y: 1, z: 0).apply(x: 1, y: 0, z: 0)
        expectApproximatelyEqual(Point(x: h.x, y: h.y), .zero, tolerance: 1e-12)
        expectApproximatelyEqual(h.z, -1, tolerance: 1e-12)
    }

    @Test func rotationsAboutOneAxisAddUpAndUndoEachOther() {
        let a = Transform3D.rotation(.degrees(25), x: 1, y: 1, z: 0)
        let b = Transform3D.rotation(.degrees(50), x: 1, y: 1, z: 0)
        expectApproximatelyEqual(a.concatenating(b), .rotation(.degrees(75), x: 1, y: 1, z: 0), tolerance: 1e-12)
        expectApproximatelyEqual(
            a.concatenating(.rotation(.degrees(-25), x: 2, y: 2, z: 0)), .identity, tolerance: 1e-12)
    }

    @Test func aRotationAboutAZeroAxisIsTheIdentity() {
        #expect(Transform3D.rotation(.degrees(40), x: 0, y: 0, z: 0) == .identity)
    }

    @Test func concatenationAppliesTheLeftTransformFirst() {
        let p = Point(x: 1, y: 1)
        let scaleThenMove = Transform3D.scale(2).concatenating(.translation(x: 10, y: 0))
        let moveThenScale = Transform3D.translation(x: 10, y: 0).concatenating(.scale(2))
        expectApproximatelyEqual(scaleThenMove.project(p), Point(x: 12, y: 2))
        expectApproximatelyEqual(moveThenScale.project(p), Point(x: 22, y: 2))
        expectApproximatelyEqual(Transform3D.scale(2).translated(x: 10, y: 0).project(p), Point(x: 12, y: 2))
    }

    @Test func perspectiveEnlargesAPointThatComesTowardsTheViewer() {
        // A point lifted 100 towards an eye 500 away: w = 1 - z/d = 0.8, so x and y grow by 1/0.8.
        let t = Transform3D.translation(x: 0, y: 0, z: 100).concatenating(.perspective(eyeDistance: 500))
        expectApproximatelyEqual(t.project(Point(x: 100, y: 50)), Point(x: 125, y: 62.5), tolerance: 1e-12)
        #expect(Transform3D.perspective(eyeDistance: 500).m34 == -1.0 / 500)
    }

    @Test func perspectiveLeavesThePlaneOfTheScreenAlone() {
        expectApproximatelyEqual(
            Transform3D.perspective(eyeDistance: 800).project(Point(x: -37, y: 212)), Point(x: -37, y: 212))
    }

    @Test func aLayerTiltedAboutYUnderPerspectiveShowsItsNearEdgeLarger() {
        // Rotating -30° about y brings the right edge towards the viewer (towards +z).
        let t = Transform3D.rotation(.degrees(-30), x: 0, y: 1, z: 0).concatenating(.perspective(eyeDistance: 500))
        let right = t.project(Point(x: 100, y: 100))
        let left = t.project(Point(x: -100, y: 100))
        #expect(right.y > 100 && left.y < 100)
        #expect(abs(right.x) > abs(left.x))
    }

    @Test func affineTransformsAreRecognised() {
        #expect(Transform3D.rotation(.degrees(10), x: 0, y: 0, z: 1).translated(x: 3, y: 4).isAffine)
        #expect(!Transform3D.perspective(eyeDistance: 500).isAffine)
        #expect(Transform3D.identity.isIdentity)
    }

    @Test func interpolationRunsEntryByEntryFromOneTransformToTheOther() {
        let a = Transform3D.translation(x: 0, y: 10)
        let b = Transform3D.translation(x: 100, y: 30)
        #expect(a.interpolated(to: b, 0) == a)
        #expect(b == a.interpolated(to: b, 1))
        expectApproximatelyEqual(a.interpolated(to: b, 0.25), .translation(x: 25, y: 15))
    }
}
