import Testing

@testable import TransitCore

@Suite struct ClassicGeometryTests {
    static let physicalEdges: [Edge] = [.left, .right, .top, .bottom]

    @Test(arguments: physicalEdges)
    func aTiltPushesTheNamedEdgeAwayFromTheViewer(edge: Edge) {
        let v = edge.outward(for: .leftToRight)
        let t = ClassicGeometry.tilt(.degrees(30), lowering: edge)
        #expect(t.apply(x: v.dx * 100, y: v.dy * 100).z < -49)
        #expect(t.apply(x: -v.dx * 100, y: -v.dy * 100).z > 49)
    }

    @Test(arguments: physicalEdges)
    func eachSymmetryIsItsOwnInverseAndMapsTheRightEdgeOntoItsEdge(edge: Edge) {
        let m = ClassicGeometry.symmetry(mappingRightTo: edge)
        #expect(m.concatenating(m) == .identity)
        let p = m.apply(x: 1, y: 0)
        let v = edge.outward(for: .leftToRight)
        #expect(p.x == v.dx && p.y == v.dy)
    }

    @Test(arguments: physicalEdges)
    func redrawingForAnEdgeNeverMirrors(edge: Edge) {
        let t = Transform3D.rotation(.degrees(40), x: 0, y: 1, z: 0).translated(x: 30, y: -5, z: 12)
        let c = ClassicGeometry.conjugated(t, to: edge)
        #expect(abs(c.determinant - t.determinant) < 1e-9)
        #expect(ClassicGeometry.conjugated(.identity, to: edge) == .identity)
    }

    @Test func anchorsSitInTheMiddleOfTheirEdges() {
        #expect(ClassicGeometry.anchor(on: .left) == Point(x: 0, y: 0.5))
        #expect(ClassicGeometry.anchor(on: .right) == Point(x: 1, y: 0.5))
        #expect(ClassicGeometry.anchor(on: .top) == Point(x: 0.5, y: 0))
        #expect(ClassicGeometry.anchor(on: .bottom) == Point(x: 0.5, y: 1))
    }

    @Test func theEdgeShadowIsAbsentAtBothEndsAndFullInTheMiddle() {
        #expect(ClassicGeometry.edgeShadow(at: 0) == nil)
        #expect(ClassicGeometry.edgeShadow(at: 1) == nil)
        #expect(ClassicGeometry.edgeShadow(at: 0.5)?.opacity == ClassicGeometry.edgeShadowOpacity)
        #expect((ClassicGeometry.edgeShadow(at: 0.01)?.opacity ?? 0) < 0.1)
    }

    @Test func aShadeHasTheGeometryOfWhatItDims() {
        let l = Layer(id: "x", content: .snapshot(.screen(.from)), frame: phone.bounds)
            .with(\.transform, .rotation(.degrees(20), x: 1, y: 0, z: 0)).with(\.isDoubleSided, false)
        let s = ClassicGeometry.shade(over: l, id: "s", opacity: 0.3)
        #expect(s.containerTransform == l.containerTransform && s.isDoubleSided == false)
        #expect(s.content == .color(.black) && s.opacity == 0.3)
    }
}
