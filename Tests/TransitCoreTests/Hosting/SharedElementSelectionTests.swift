import Testing
import TransitCore
import TransitTestSupport

@Suite struct SharedElementSelectionTests {
    /// A view tree as a host has one: an optional id, hidden or not, subviews back to front.
    struct Node {
        var name: String
        var id: String? = nil
        var isHidden = false
        var children: [Node] = []
    }

    func chosen(_ root: Node) -> [String] {
        SharedElementSelection.tagged(in: root, children: \.children, isHidden: \.isHidden, id: \.id)
            .map { "\($0.id)=\($0.node.name)" }
    }

    @Test func tagsComeInDrawingOrderParentsBeforeTheirSubviews() {
        let root = Node(
            name: "screen",
            children: [
                Node(name: "card", id: "card", children: [Node(name: "photo", id: "photo")]),
                Node(name: "title", id: "title"),
            ])
        #expect(chosen(root) == ["card=card", "photo=photo", "title=title"])
    }

    @Test func aHiddenViewHidesEveryTagUnderIt() {
        let root = Node(
            name: "screen",
            children: [
                Node(name: "kept", isHidden: true, children: [Node(name: "photo", id: "photo")]),
                Node(name: "badge", id: "badge", isHidden: true),
                Node(name: "title", id: "title"),
            ])
        #expect(chosen(root) == ["title=title"])
        #expect(chosen(Node(name: "screen", id: "screen", isHidden: true)) == [])
    }

    @Test func theFirstOfARepeatedIdInDrawingOrderCountsAsMatchingKeepsTheFirst() {
        let root = Node(
            name: "screen",
            children: [
                Node(name: "row1", children: [Node(name: "back", id: "photo")]),
                Node(name: "front", id: "photo"),
            ])
        #expect(chosen(root) == ["photo=back"])
        // The same order through matching: the first tagged view of an id is the one paired.
        let a = Rect(x: 0, y: 0, width: 10, height: 10)
        let b = Rect(x: 50, y: 50, width: 10, height: 10)
        let tagged = SharedElementSelection.tagged(in: root, children: \.children, isHidden: \.isHidden, id: \.id)
            .map { TaggedElement(id: $0.id, frame: $0.node.name == "back" ? a : b) }
        #expect(SharedElement.matching(from: tagged, to: [TaggedElement(id: "photo", frame: b)])[0].fromFrame == a)
    }

    @Test func aTreeWithoutTagsHasNoElements() {
        #expect(chosen(Node(name: "screen", children: [Node(name: "a"), Node(name: "b")])) == [])
    }

    /// The screen drawn for an element's image puts the element's corners on the image's corners,
    /// for elements anywhere on the screen and images of any size (a seeded sample).
    @Test func theScreenIsDrawnSoTheElementFillsItsImage() {
        var random = SeededRandom(seed: 14)
        let screen = Size(width: 390, height: 844)
        for _ in 0..<200 {
            let element = Rect(
                x: Double.random(in: -50...400, using: &random), y: Double.random(in: -50...850, using: &random),
                width: Double.random(in: 1...300, using: &random),
                height: Double.random(in: 1...300, using: &random))
            let image = Rect(
                x: Double.random(in: 0...10, using: &random), y: Double.random(in: 0...10, using: &random),
                width: Double.random(in: 1...900, using: &random),
                height: Double.random(in: 1...900, using: &random))
            let drawn = SharedElementSelection.screenRect(showing: element, of: screen, in: image)
            // A screen point p lands at drawn.origin + p * (drawn.size / screen).
            func land(_ p: Point) -> Point {
                Point(
                    x: drawn.minX + p.x * drawn.width / screen.width, y: drawn.minY + p.y * drawn.height / screen.height
                )
            }
            let topLeft = land(Point(x: element.minX, y: element.minY))
            let bottomRight = land(Point(x: element.maxX, y: element.maxY))
            #expect(abs(topLeft.x - image.minX) < 1e-9 && abs(topLeft.y - image.minY) < 1e-9)
            #expect(abs(bottomRight.x - image.maxX) < 1e-9 && abs(bottomRight.y - image.maxY) < 1e-9)
        }
    }

    @Test func anEmptyElementDrawsTheScreenAtScaleOne() {
        let drawn = SharedElementSelection.screenRect(
            showing: Rect(x: 10, y: 20, width: 0, height: 0), of: Size(width: 390, height: 844),
            in: Rect(x: 0, y: 0, width: 5, height: 5))
        #expect(drawn == Rect(x: -10, y: -20, width: 390, height: 844))
    }
}
