import Testing
import TransitCore

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
        let a = Rect(x: 0, y: 0, width: 10, height: 10), b = Rect(x: 50, y: 50, width: 10, height: 10)
        let tagged = SharedElementSelection.tagged(in: root, children: \.children, isHidden: \.isHidden, id: \.id)
            .map { TaggedElement(id: $0.id, frame: $0.node.name == "back" ? a : b) }
        #expect(SharedElement.matching(from: tagged, to: [TaggedElement(id: "photo", frame: b)])[0].fromFrame == a)
    }

    @Test func aTreeWithoutTagsHasNoElements() {
        #expect(chosen(Node(name: "screen", children: [Node(name: "a"), Node(name: "b")])) == [])
    }
}
