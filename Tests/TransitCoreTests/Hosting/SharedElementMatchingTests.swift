import Testing
import TransitCore

@Suite struct SharedElementMatchingTests {
    let a = Rect(x: 10, y: 10, width: 40, height: 40), b = Rect(x: 0, y: 0, width: 100, height: 80)

    @Test func idsTaggedOnBothScreensBecomeSharedElementsSortedById() {
        let pairs = SharedElement.matching(
            from: [
                TaggedElement(id: "title", frame: a), TaggedElement(id: "avatar", frame: a, cornerRadius: 20),
                TaggedElement(id: "only-here", frame: a),
            ],
            to: [TaggedElement(id: "avatar", frame: b), TaggedElement(id: "title", frame: b)])
        #expect(pairs.map(\.id) == ["avatar", "title"])
        #expect(
            pairs[0] == SharedElement(id: "avatar", fromFrame: a, toFrame: b, fromCornerRadius: 20, toCornerRadius: 0))
    }

    @Test func emptyFramesAndRepeatsAreIgnored() {
        let pairs = SharedElement.matching(
            from: [
                TaggedElement(id: "x", frame: a), TaggedElement(id: "x", frame: b),
                TaggedElement(id: "hidden", frame: .zero),
            ],
            to: [TaggedElement(id: "x", frame: b), TaggedElement(id: "hidden", frame: b)])
        #expect(pairs == [SharedElement(id: "x", fromFrame: a, toFrame: b)])
    }
}
