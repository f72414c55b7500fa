import Testing
import TransitCore
import TransitRender
import TransitSamples

/// The pixel rectangle a frame in points covers at `scale`.
private func pixelBounds(_ r: Rect, scale: Double) -> (x: Range<Int>, y: Range<Int>) {
    let x0 = Int((r.minX * scale).rounded())
    let y0 = Int((r.minY * scale).rounded())
    return (x0..<(x0 + Int((r.width * scale).rounded())), y0..<(y0 + Int((r.height * scale).rounded())))
}

/// The mean straight-alpha colour of an image.
private func meanColor(_ b: Bitmap) -> (red: Double, green: Double, blue: Double) {
    var sum = (0.0, 0.0, 0.0)
    for i in stride(from: 0, to: b.pixels.count, by: 4) {
        sum.0 += Double(b.pixels[i])
        sum.1 += Double(b.pixels[i + 1])
        sum.2 += Double(b.pixels[i + 2])
    }
    let n = Double(b.width * b.height) * 255
    return (sum.0 / n, sum.1 / n, sum.2 / n)
}

@Suite struct SampleScreensTests {
    static let phone = SampleScreens.make(size: Size(width: 390, height: 844), scale: 1)

    @Test(arguments: [1.0, 2, 3])
    func everyImageIsTheScreenSizeTimesTheScale(scale: Double) {
        let size = Size(width: 195, height: 422)
        let pair = SampleScreens.make(size: size, scale: scale)
        let images = [pair.snapshots.from, pair.snapshots.to] + pair.snapshots.backdrops.values
        #expect(pair.snapshots.backdrops.count == 2)
        for image in images {
            #expect(image.width == Int(195 * scale) && image.height == Int(422 * scale))
        }
        #expect(pair.snapshots.scale == scale && pair.size == size)
    }

    @Test(arguments: [
        Size(width: 320, height: 568), Size(width: 1024, height: 1366), Size(width: 844, height: 390),
        Size(width: 41, height: 89),
    ])
    func anySizeDrawsAndKeepsTheHeroOnScreen(size: Size) {
        let pair = SampleScreens.make(size: size, scale: 2)
        #expect(pair.snapshots.from.width == Int((size.width * 2).rounded()))
        let bounds = Rect(size: size)
        for side in Side.allCases {
            let f = pair.sharedElements[0].frame(on: side)
            #expect(!f.isEmpty && bounds.intersection(f) == f)
        }
    }

    @Test func theListAndTheDetailPageDifferStronglyInColour() {
        let list = meanColor(Self.phone.snapshots.from)
        let detail = meanColor(Self.phone.snapshots.to)
        #expect(list.blue > list.red)  // cool
        #expect(detail.red > detail.blue)  // warm
        let a = Self.phone.snapshots.from.pixels
        let b = Self.phone.snapshots.to.pixels
        var distance = 0.0
        for i in stride(from: 0, to: a.count, by: 4) {
            let d = (0..<3).map { (Double(a[i + $0]) - Double(b[i + $0])) / 255 }
            distance += (d[0] * d[0] + d[1] * d[1] + d[2] * d[2]).squareRoot()
        }
        #expect(distance / Double(a.count / 4) > 0.12)
    }

    @Test func theHeroIsTheFirstThumbnailOnTheListAndTheFullWidthImageOnTheDetail() throws {
        let hero = try #require(Self.phone.sharedElements.first)
        #expect(Self.phone.sharedElements.count == 1 && hero.id == SampleScreens.heroID && hero.id == "hero")
        #expect(hero.fromCornerRadius == 8 && hero.toCornerRadius == 0)
        #expect(hero.toFrame.minX == 0 && hero.toFrame.width == 390)
        #expect(hero.fromFrame.width < 100 && hero.fromFrame.minY < hero.toFrame.maxY + 100)
        // Same picture, same proportions.
        #expect(abs(hero.fromFrame.size.aspectRatio - hero.toFrame.size.aspectRatio) < 0.01)
    }

    @Test(arguments: [1.0, 3])
    func theElementImagesAreTheElementsAtTheirFrameSize(scale: Double) throws {
        let pair = SampleScreens.make(size: Size(width: 195, height: 422), scale: scale)
        let hero = pair.sharedElements[0]
        for side in Side.allCases {
            let image = try #require(pair.snapshots.elements[.element("hero", side)])
            let px = pixelBounds(hero.frame(on: side), scale: scale)
            #expect(image.width == px.x.count && image.height == px.y.count)
        }
        // With no corner radius the detail's hero is exactly what the screen shows there.
        let to = pixelBounds(hero.toFrame, scale: scale)
        #expect(
            pair.snapshots.to.cropped(x: to.x.lowerBound, y: to.y.lowerBound, width: to.x.count, height: to.y.count)
                == pair.snapshots.elements[.element("hero", .to)])
    }

    @Test(arguments: Side.allCases)
    func aBackdropDiffersFromItsScreenOnlyInsideTheElementFrame(side: Side) throws {
        let s = Self.phone.snapshots
        let frame = Self.phone.sharedElements[0].frame(on: side)
        let screen = side == .from ? s.from : s.to
        let backdrop = try #require(s.backdrops[side])
        let px = pixelBounds(frame, scale: s.scale)
        var changedInside = 0
        for y in 0..<screen.height {
            for x in 0..<screen.width {
                let inside = px.x.contains(x) && px.y.contains(y)
                if inside {
                    changedInside += screen[x, y] != backdrop[x, y] ? 1 : 0
                } else if screen[x, y] != backdrop[x, y] {
                    Issue.record("pixel (\(x), \(y)) differs outside the hero")
                    return
                }
            }
        }
        #expect(Double(changedInside) > 0.9 * Double(px.x.count * px.y.count))
    }

    @Test func drawingIsDeterministic() {
        let again = SampleScreens.make(size: Size(width: 390, height: 844), scale: 1)
        #expect(again.snapshots.from == Self.phone.snapshots.from && again.snapshots.to == Self.phone.snapshots.to)
        #expect(again.snapshots.backdrops == Self.phone.snapshots.backdrops)
        #expect(again.snapshots.elements == Self.phone.snapshots.elements)
    }

    @Test func theContextCarriesSizeScaleDirectionAndTheHero() {
        let pair = SampleScreens.make(size: Size(width: 200, height: 400), scale: 2)
        let c = pair.context(direction: .back, touchPoint: Point(x: 10, y: 20))
        #expect(c.size == Size(width: 200, height: 400) && c.scale == 2 && c.direction == .back)
        #expect(c.touchPoint == Point(x: 10, y: 20) && c.sharedElements == pair.sharedElements)
        #expect(pair.context().direction == .forward && pair.context().touchPoint == nil)
    }

    @Test func theSwappedPairStartsOnTheDetailPage() {
        let pair = Self.phone
        let pop = pair.swapped
        #expect(pop.snapshots.from == pair.snapshots.to && pop.snapshots.to == pair.snapshots.from)
        #expect(pop.snapshots.backdrops[.from] == pair.snapshots.backdrops[.to])
        #expect(pop.snapshots.elements[.element("hero", .from)] == pair.snapshots.elements[.element("hero", .to)])
        #expect(pop.sharedElements == pair.sharedElements.map(\.swapped))
        #expect(pop.swapped.snapshots.elements == pair.snapshots.elements)
    }
}
