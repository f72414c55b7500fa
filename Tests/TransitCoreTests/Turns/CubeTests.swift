import Testing
import TransitCore

@Suite struct CubeTests {
    typealias F = SharedFixtures

    @Test(arguments: [Edge.left, .right, .top, .bottom, .leading, .trailing], [0.2, 0.5, 0.8])
    func theFacesMeetAtTheirSharedEdge(edge: Edge, progress: Double) {
        let s = Cube(from: edge).scene(at: progress, in: F.context())
        let from = F.layer("from", in: s)!
        let to = F.layer("to", in: s)!
        // The from-face's edge towards `edge` touches the to-face's opposite edge.
        let (a, b): ([Point], [Point]) =
            switch edge.resolved(for: .leftToRight) {
            case .right: ([Point(x: 1, y: 0), Point(x: 1, y: 1)], [Point(x: 0, y: 0), Point(x: 0, y: 1)])
            case .left: ([Point(x: 0, y: 0), Point(x: 0, y: 1)], [Point(x: 1, y: 0), Point(x: 1, y: 1)])
            case .top: ([Point(x: 0, y: 0), Point(x: 1, y: 0)], [Point(x: 0, y: 1), Point(x: 1, y: 1)])
            default: ([Point(x: 0, y: 1), Point(x: 1, y: 1)], [Point(x: 0, y: 0), Point(x: 1, y: 0)])
            }
        for (p, q) in zip(a, b) {
            #expect(F.close(F.corner(p, of: from, in: s), F.corner(q, of: to, in: s), 1e-6))
        }
    }

    @Test func theEndsShowOneFlatScreenAndTheOtherEdgeOn() {
        let c = F.context()
        let start = Cube().scene(at: 0, in: c)
        let end = Cube().scene(at: 1, in: c)
        #expect(F.layer("from", in: start)!.transform.isIdentity)
        #expect(F.layer("to", in: end)!.transform.isIdentity)
        // The new face starts side-on, its back to the eye, and is culled.
        let to = F.layer("to", in: start)!
        let quad = [Point(x: 0, y: 0), Point(x: 1, y: 0), Point(x: 1, y: 1), Point(x: 0, y: 1)].map {
            F.corner($0, of: to, in: start)
        }
        let area = zip(quad, quad.dropFirst() + [quad[0]]).reduce(0.0) { $0 + $1.0.x * $1.1.y - $1.1.x * $1.0.y }
        #expect(area <= 1e-6 && !to.isDoubleSided)
    }
}
