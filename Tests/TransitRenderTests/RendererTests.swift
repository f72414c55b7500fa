import Testing
import TransitCore

@testable import TransitRender

/// A deterministic test image: a coordinate-coded pattern, so any misplaced pixel shows.
private func pattern(_ w: Int, _ h: Int, seed: UInt32 = 0) -> Bitmap {
    var b = Bitmap(width: w, height: h)
    for y in 0..<h {
        for x in 0..<w {
            let r = UInt32((x * 7 + Int(seed)) & 0xFF)
            let g = UInt32((y * 5) & 0xFF)
            let bl = UInt32(((x ^ y) * 3) & 0xFF)
            b[x, y] = r | g << 8 | bl << 16 | 0xFF00_0000
        }
    }
    return b
}

private func maxDifference(_ a: Bitmap, _ b: Bitmap) -> Int {
    precondition(a.width == b.width && a.height == b.height)
    var m = 0
    for i in a.pixels.indices { m = max(m, abs(Int(a.pixels[i]) - Int(b.pixels[i]))) }
    return m
}

@Suite struct RendererTests {
    let size = Size(width: 40, height: 30)
    var from: Bitmap { pattern(40, 30) }
    var to: Bitmap { pattern(40, 30, seed: 99) }
    var snaps: SnapshotSet { SnapshotSet(from: from, to: to, scale: 1) }

    @Test func theFrameIsTheSameWhateverTheThreadCount() {
        var scene = Scene(size: size, eyeDistance: 60)
        scene.layers = [
            Layer(id: "to", content: .snapshot(.screen(.to)), frame: Rect(size: size)),
            Layer(id: "from", content: .snapshot(.screen(.from)), frame: Rect(size: size))
                .with(\.transform, .rotation(.degrees(25), x: 0, y: 1, z: 0)).with(\.opacity, 0.7),
        ]
        let one = Renderer().render(scene, snapshots: snaps)
        var many = Renderer()
        many.threads = 3
        #expect(many.render(scene, snapshots: snaps) == one)
    }

    @Test func aFullScreenSnapshotLayerCopiesItsImageExactly() {
        let scene = Scene(
            size: size, layers: [Layer(id: "a", content: .snapshot(.screen(.from)), frame: Rect(size: size))])
        #expect(Renderer().render(scene, snapshots: snaps) == from)
    }

    @Test func aLayerMovedByWholePixelsShiftsTheImageExactly() {
        let layer = Layer(id: "a", content: .snapshot(.screen(.to)), frame: Rect(size: size)).with(
            \.transform, .translation(x: 5, y: 3))
        let out = Renderer().render(Scene(size: size, background: .clear, layers: [layer]), snapshots: snaps)
        #expect(out[10, 10] == to[5, 7])
        #expect(out[39, 29] == to[34, 26])
        #expect(out[2, 2] == 0)  // uncovered: the clear background
    }

    @Test func aTwoTimesScaleSamplesTheSameContentAtDoubleResolution() {
        let twice = SnapshotSet(from: pattern(80, 60), to: pattern(80, 60), scale: 2)
        let scene = Scene(
            size: size, layers: [Layer(id: "a", content: .snapshot(.screen(.from)), frame: Rect(size: size))])
        let out = Renderer().render(scene, snapshots: twice)
        #expect(out.width == 80 && out.height == 60)
        #expect(out == twice.from)
    }

    @Test func aHalfTurnAboutZFlipsTheImageBothWays() {
        let layer = Layer(id: "a", content: .snapshot(.screen(.from)), frame: Rect(size: size))
            .with(\.transform, .rotation(.degrees(180), x: 0, y: 0, z: 1))
        let out = Renderer().render(Scene(size: size, layers: [layer]), snapshots: snaps)
        #expect(maxDifference(out, rotated180(from)) <= 1)
    }

    @Test func halfOpacityBlendsHalfwayOverTheBackground() {
        let layer = Layer(id: "a", content: .color(.white), frame: Rect(size: size)).with(\.opacity, 0.5)
        let out = Renderer().render(Scene(size: size, background: .black, layers: [layer]), snapshots: snaps)
        let c = out.color(x: 20, y: 15)
        #expect(abs(c.red - 0.5) < 0.01 && c.alpha == 1)
    }

    @Test func aCircleMaskCoversItsAreaWithAntialiasedEdges() {
        var layer = Layer(id: "a", content: .color(.white), frame: Rect(size: size))
        layer.mask = Mask(.circle(center: Point(x: 20, y: 15), radius: 10))
        let out = Renderer().render(Scene(size: size, background: .black, layers: [layer]), snapshots: snaps)
        var area = 0.0
        var partial = 0
        for y in 0..<30 {
            for x in 0..<40 {
                let v = out.color(x: x, y: y).red
                area += v
                if v > 0.05 && v < 0.95 { partial += 1 }
            }
        }
        #expect(abs(area - Double.pi * 100) < 3)
        #expect(partial > 20)  // edge pixels are blended, not stair-stepped
    }

    @Test func evenOddCutsTheInnerContourOutButNonZeroDoesNot() {
        var path = Path.rect(Rect(x: 0, y: 0, width: 40, height: 30))
        path.append(.rect(Rect(x: 10, y: 10, width: 10, height: 10)))
        for (rule, expected) in [(FillRule.evenOdd, 0.0), (.nonZero, 1.0)] {
            var layer = Layer(id: "a", content: .color(.white), frame: Rect(size: size))
            layer.mask = Mask(path, fillRule: rule)
            let out = Renderer().render(Scene(size: size, background: .black, layers: [layer]), snapshots: snaps)
            #expect(out.color(x: 15, y: 15).red == expected)
            #expect(out.color(x: 30, y: 5).red == 1)
        }
    }

    @Test func aSingleSidedLayerTurnedAwayIsNotDrawnButADoubleSidedOneIsMirrored() {
        var layer = Layer(id: "a", content: .snapshot(.screen(.from)), frame: Rect(size: size))
            .with(\.transform, .rotation(.degrees(180), x: 0, y: 1, z: 0))
        let shown = Renderer().render(Scene(size: size, background: .clear, layers: [layer]), snapshots: snaps)
        #expect(maxDifference(shown, mirrored(from)) <= 1)
        layer.isDoubleSided = false
        let hidden = Renderer().render(Scene(size: size, background: .clear, layers: [layer]), snapshots: snaps)
        #expect(hidden == Bitmap(width: 40, height: 30))
    }

    @Test func perspectiveMakesTheNearEdgeTallerThanTheFarEdge() {
        let layer = Layer(id: "a", content: .color(.white), frame: Rect(size: size))
            .with(\.transform, .rotation(.degrees(45), x: 0, y: 1, z: 0))
        let out = Renderer().render(
            Scene(size: size, background: .black, eyeDistance: 60, layers: [layer]), snapshots: snaps)
        func height(ofColumn x: Int) -> Double { (0..<30).reduce(0) { $0 + out.color(x: x, y: $1).red } }
        // A positive turn about y sends the right edge away from the viewer (Core Animation's sense).
        #expect(height(ofColumn: 8) > height(ofColumn: 31) + 2)
    }

    @Test func anEdgeOnLayerDrawsAlmostNothing() {
        let layer = Layer(id: "a", content: .color(.white), frame: Rect(size: size))
            .with(\.transform, .rotation(.degrees(90), x: 0, y: 1, z: 0))
        let out = Renderer().render(
            Scene(size: size, background: .black, eyeDistance: 500, layers: [layer]), snapshots: snaps)
        let lit = (0..<30).flatMap { y in (0..<40).map { out.color(x: $0, y: y).red } }.reduce(0, +)
        #expect(lit < 30 * 1.01)
    }

    @Test func roundedCornersLeaveTheCornerPixelsUncovered() {
        let layer = Layer(id: "a", content: .color(.white), frame: Rect(size: size)).with(\.cornerRadius, 8)
        let out = Renderer().render(Scene(size: size, background: .black, layers: [layer]), snapshots: snaps)
        #expect(out.color(x: 0, y: 0).red == 0 && out.color(x: 39, y: 29).red == 0)
        #expect(out.color(x: 20, y: 0).red == 1)
    }

    @Test func aShadowDarkensTheBackgroundBesideTheLayerOnTheOffsetSide() {
        var layer = Layer(id: "a", content: .color(.black), frame: Rect(x: 10, y: 10, width: 10, height: 10))
        layer.shadow = Shadow(color: .black, opacity: 1, offset: Vector(dx: 4, dy: 4), radius: 2)
        let out = Renderer().render(Scene(size: size, background: .white, layers: [layer]), snapshots: snaps)
        #expect(out.color(x: 22, y: 22).red < 0.8)  // shadow side
        #expect(out.color(x: 7, y: 7).red > 0.95)  // opposite side
    }

    /// An infinite opacity times a clear colour is not a number, which `min` and `max` let
    /// through: such a shadow, and one too faint to change a pixel, draws nothing, whatever the
    /// layer's shape (a rectangle's closed form, a rounded layer's blurred coverage).
    @Test(arguments: [0.0, 8.0])
    func aShadowWithoutStrengthDrawsNothing(cornerRadius: Double) {
        let shadows = [
            Shadow(color: Color(red: 1, green: 0, blue: 0, alpha: 0), opacity: .infinity, radius: 2),
            Shadow(color: Color(red: 1, green: 0, blue: 0, alpha: .nan), opacity: 1, radius: 2),
            Shadow(color: .black, opacity: 1e-4, radius: 2),
        ]
        var plain = Layer(
            id: "a", content: .color(Color(red: 0, green: 0, blue: 1)), frame: Rect(x: 10, y: 10, width: 15, height: 12)
        )
        plain.cornerRadius = cornerRadius
        let expected = Renderer().render(Scene(size: size, background: .white, layers: [plain]), snapshots: snaps)
        for shadow in shadows {
            var layer = plain
            layer.shadow = shadow
            let out = Renderer().render(Scene(size: size, background: .white, layers: [layer]), snapshots: snaps)
            #expect(out.pixels == expected.pixels, "\(shadow)")
        }
    }

    @Test func higherZPositionDrawsOnTopWhateverTheListOrder() {
        let top = Layer(id: "top", content: .color(.white), frame: Rect(size: size)).with(\.zPosition, 1)
        let bottom = Layer(id: "bottom", content: .color(.black), frame: Rect(size: size))
        let out = Renderer().render(Scene(size: size, layers: [top, bottom]), snapshots: snaps)
        #expect(out.color(x: 5, y: 5).red == 1)
    }

    @Test func aContentsRectShowsOnlyThatRegionOfTheSnapshot() {
        let layer = Layer(
            id: "a", content: .snapshot(.screen(.from), contentsRect: Rect(x: 0.5, y: 0, width: 0.5, height: 1)),
            frame: Rect(x: 0, y: 0, width: 20, height: 30))
        let out = Renderer().render(Scene(size: size, background: .clear, layers: [layer]), snapshots: snaps)
        #expect(out[0, 0] == from[20, 0])
        #expect(out[19, 29] == from[39, 29])
        #expect(out[25, 5] == 0)
    }
}

private func rotated180(_ b: Bitmap) -> Bitmap {
    var o = b
    for y in 0..<b.height { for x in 0..<b.width { o[x, y] = b[b.width - 1 - x, b.height - 1 - y] } }
    return o
}

private func mirrored(_ b: Bitmap) -> Bitmap {
    var o = b
    for y in 0..<b.height { for x in 0..<b.width { o[x, y] = b[b.width - 1 - x, y] } }
    return o
}
