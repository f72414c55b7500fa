import Testing
import TransitCore

@Suite struct FoldTests {
    @Test(arguments: [1, 2, 4, 7])
    func eachScreenIsCutIntoTwoStripsPerFold(_ folds: Int) {
        let s = Fold(folds: folds, pleats: .joined).scene(at: 0.4, in: coolPhone)
        #expect(s.tiles(of: .from).count == 2 * folds)
        #expect(s.tiles(of: .to).count == 2 * folds)
        // The strips of one screen cover its snapshot exactly once.
        let area = s.tiles(of: .from).compactMap(\.contentsRect).reduce(0) { $0 + $1.width * $1.height }
        #expect(abs(area - 1) < 1e-9)
    }

    @Test(arguments: [Edge.left, .right, .top, .bottom])
    func theNewScreenUnfoldsFromTheFromEdge(_ edge: Edge) {
        let e = Fold(from: edge, pleats: .joined)
        let s = e.scene(at: 0.3, in: coolPhone)
        let alongX = edge.isHorizontal
        let length = alongX ? coolPhone.size.width : coolPhone.size.height
        let crease = e.creaseTravel(at: 0.3) * length
        let fromFar = edge == .right || edge == .bottom
        // Ridges (hinges) sit on the screen plane: to-strips between the from edge and the
        // crease, from-strips beyond it.
        for l in s.tiles(of: .to) {
            let u = alongX ? l.position.x : l.position.y
            #expect(fromFar ? u >= length - crease - 1e-9 : u <= crease + 1e-9)
        }
        for l in s.tiles(of: .from) {
            let u = alongX ? l.position.x : l.position.y
            #expect(fromFar ? u <= length - crease + 1e-9 : u >= crease - 1e-9)
        }
    }

    @Test func neighbouringStripsMeetAtTheirValleysIn3D() {
        let s = Fold(from: .left, folds: 3, pleats: .joined).scene(at: 0.5, in: coolPhone)
        let strips = s.tiles(of: .from)
        for k in stride(from: 0, to: strips.count, by: 2) {
            let a = strips[k]
            let b = strips[k + 1]
            let va = a.containerTransform.apply(x: a.bounds.width, y: 0)
            let vb = b.containerTransform.apply(x: 0, y: 0)
            #expect(abs(va.x - vb.x) < 0.5 && abs(va.z - vb.z) < 0.5 && va.z < 0)
        }
    }

    @Test func leadingFollowsTheLayoutDirection() {
        var rtl = coolPhone
        rtl.layoutDirection = .rightToLeft
        #expect(Fold(from: .leading).scene(at: 0.3, in: rtl) == Fold(from: .right).scene(at: 0.3, in: rtl))
        #expect(Fold(from: .leading).scene(at: 0.3, in: coolPhone) == Fold(from: .left).scene(at: 0.3, in: coolPhone))
    }
}

@Suite struct SlidingFoldTests {
    @Test(arguments: [Edge.left, .right, .top, .bottom])
    func theNewStripsComeFromTheFromEdgeAndTheOldGoToTheOther(_ edge: Edge) {
        let s = Fold(from: edge).scene(at: 0.3, in: coolPhone)
        let alongX = edge.isHorizontal
        let length = alongX ? coolPhone.size.width : coolPhone.size.height
        let fromFar = edge == .right || edge == .bottom
        // Every hinge lies between its home and the edge it moves from or to.
        for l in s.tiles(of: .to) + s.tiles(of: .from) {
            let u = alongX ? l.position.x : l.position.y
            #expect(u >= -1e-9 && u <= length + 1e-9)
        }
        let newHinges = s.tiles(of: .to).map { alongX ? $0.position.x : $0.position.y }
        let oldHinges = s.tiles(of: .from).map { alongX ? $0.position.x : $0.position.y }
        // At 0.3 the new strips are still bunched near the from edge, the old ones pushed away from it.
        let newMean = newHinges.reduce(0, +) / Double(newHinges.count)
        let oldMean = oldHinges.reduce(0, +) / Double(oldHinges.count)
        #expect(fromFar ? newMean > oldMean : newMean < oldMean)
    }

    @Test func eachScreenHasTwoStripsPerFold() {
        let s = Fold(folds: 3).scene(at: 0.4, in: coolPhone)
        #expect(s.tiles(of: .from).count == 6 && s.tiles(of: .to).count == 6)
    }
}
