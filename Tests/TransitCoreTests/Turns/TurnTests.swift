import Testing

@testable import TransitCore

@Suite struct TurnTests {
    @Test(arguments: [Edge.trailing, .leading, .top, .bottom])
    func theHingeEdgeNeverMoves(edge: Edge) {
        for p in progressSteps where p != 0.5 {
            let s = Turn(from: edge).scene(at: p, in: phone)
            let face = s.layer(p < 0.5 ? "from" : "to")!
            let hinge = s.corners(of: face)
            let rest = Scene(size: phone.size).corners(of: Layer(id: "", content: .none, frame: phone.bounds))
            let onHinge = (0..<4).filter {
                abs(hinge[$0].x - rest[$0].x) < 1e-6 && abs(hinge[$0].y - rest[$0].y) < 1e-6
            }
            #expect(onHinge.count >= 2, "at \(p)")
        }
    }

    @Test func trailingIsTheRightEdgeLeftToRightAndTheLeftEdgeRightToLeft() {
        #expect(Turn().scene(at: 0.25, in: phone).layer("from")!.anchorPoint == Point(x: 1, y: 0.5))
        #expect(Turn().scene(at: 0.25, in: phoneRTL).layer("from")!.anchorPoint == Point(x: 0, y: 0.5))
    }

    @Test func showsOneUnmirroredFaceAtATime() {
        for p in progressSteps where p != 0.5 {
            let faces = Turn(from: .top).scene(at: p, in: phone).visibleLayerIDs.filter { $0 == "from" || $0 == "to" }
            #expect(faces == [p < 0.5 ? "from" : "to"])
        }
    }
}
