import Testing

@testable import TransitCore

@Suite struct ClassicScenesTests {
    @Test func slidingOverStacksTheUnderScreenItsShadeAndThenTheTopScreen() {
        let s = ClassicScenes.slideOver(
            top: .to, by: Vector(dx: 100, dy: 0), under: .from, by: .zero,
            shade: 0.1, progress: 0.5, in: phone)
        #expect(s.layers.map(\.id) == ["from", "shade", "to"])
        #expect(s.layer("to")!.frame.minX == 100)
        #expect(s.layer("to")!.shadow != nil)
    }

    /// Anchors through the centre (flip) and on each edge (turn).
    static let hinges: [(Point, Edge)] = [
        (Point(x: 0.5, y: 0.5), .left), (Point(x: 0.5, y: 0.5), .top),
        (Point(x: 1, y: 0.5), .left), (Point(x: 0, y: 0.5), .right), (Point(x: 0.5, y: 0), .bottom),
        (Point(x: 0.5, y: 1), .top),
    ]

    @Test(arguments: 0..<hinges.count)
    func aTurningCardShowsOneUnmirroredFaceAtATime(hinge: Int) {
        let (anchor, edge) = Self.hinges[hinge]
        for p in progressSteps where p != 0.5 {
            let s = ClassicScenes.turn(anchor: anchor, lowering: edge, progress: p, in: phone)
            let faces = s.visibleLayerIDs.filter { $0 == "from" || $0 == "to" }
            #expect(faces == [p < 0.5 ? "from" : "to"], "at \(p)")
        }
    }

    @Test(arguments: 0..<hinges.count)
    func bothFacesAreEdgeOnAtTheMidpoint(hinge: Int) {
        let (anchor, edge) = Self.hinges[hinge]
        let s = ClassicScenes.turn(anchor: anchor, lowering: edge, progress: 0.5, in: phone)
        for id in ["from", "to"] { #expect(abs(s.signedArea(of: s.layer(id)!)) < 1, "\(id)") }
    }
}
