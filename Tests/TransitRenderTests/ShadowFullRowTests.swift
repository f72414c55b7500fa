import Testing
import TransitTestSupport

@testable import TransitRender

/// The shadow's rows at full strength (`ShadowFullRow`) against the row-by-row blend they replace.
@Suite struct ShadowFullRowTests {
    /// A premultiplied pixel: each colour channel at most the alpha.
    static func pixel(_ rng: inout SeededRandom) -> UInt32 {
        let a = UInt32.random(in: 0...255, using: &rng)
        let r = UInt32.random(in: 0...a, using: &rng)
        let g = UInt32.random(in: 0...a, using: &rng)
        let b = UInt32.random(in: 0...a, using: &rng)
        return a << 24 | b << 16 | g << 8 | r
    }

    /// Per channel, how far apart two pixels are.
    static func distance(_ a: UInt32, _ b: UInt32) -> Int {
        var largest = 0
        for shift in stride(from: 0, to: 32, by: 8) {
            let x = Int((a >> UInt32(shift)) & 255)
            let y = Int((b >> UInt32(shift)) & 255)
            largest = max(largest, abs(x - y))
        }
        return largest
    }

    @Test(arguments: [true, false])
    func fullRowsAreTheBlendsPixels(vectorised: Bool) {
        var rng = SeededRandom(seed: vectorised ? 57 : 58)
        var fullRows = 0
        var exact = 0
        for case_ in 0..<120 {
            let width = Int.random(in: 8...300, using: &rng)
            let height = Int.random(in: 1...200, using: &rng)
            let sigma = Double(Int.random(in: 0...12, using: &rng))
            let left = Double.random(in: -20...Double(width), using: &rng)
            let right = left + Double.random(in: 0.5...Double(width), using: &rng)
            let top = Double.random(in: -20...Double(height), using: &rng)
            let bottom = top + Double.random(in: 0.5...Double(2 * height), using: &rng)
            guard let columns = ShadowProfile(from: left, to: right, sigma: sigma, limit: width),
                let rows = ShadowProfile(from: top, to: bottom, sigma: sigma, limit: height)
            else { continue }
            let colour = Self.pixel(&rng) | 0xFF00_0000
            let strength = Float.random(in: 0...1, using: &rng)
            let tabulated = ShadowImage(
                x0: columns.start, y0: rows.start, width: columns.values.count, height: rows.values.count,
                color: colour, strength: strength, form: .separable(columns: columns.values, rows: rows.values))
            #expect(tabulated.fullRow != nil)
            var plain = tabulated
            plain.fullRow = nil
            let hiddenStart = Int.random(in: 0...width, using: &rng)
            let hidden = hiddenStart..<Int.random(in: hiddenStart...width, using: &rng)
            for y in rows.start..<(rows.start + rows.values.count) where rows.values[y - rows.start] == 1 {
                fullRows += 1
                let frame = (0..<width).map { _ in Self.pixel(&rng) }
                var expected = frame
                var actual = frame
                expected.withUnsafeMutableBufferPointer {
                    plain.composite(row: y, hidden: hidden, into: $0.baseAddress!, vectorised: vectorised)
                }
                actual.withUnsafeMutableBufferPointer {
                    tabulated.composite(row: y, hidden: hidden, into: $0.baseAddress!, vectorised: vectorised)
                }
                // The eight-pixel loop's pixels are the same; the one-at-a-time pixels round an
                // exact tie of the weight the other way, at most 1 apart.
                let (a, b) = LayerRows.subtract(hidden, from: columns.start..<(columns.start + columns.values.count))
                let grouped = [a, b].flatMap { span in
                    vectorised ? Array(span.lowerBound..<(span.lowerBound + span.count / 8 * 8)) : []
                }
                let beyond = (0..<width).first { x in
                    Self.distance(expected[x], actual[x]) > (grouped.contains(x) ? 0 : 1)
                }
                #expect(beyond == nil, "case \(case_), row \(y), pixel \(beyond ?? 0) too far apart")
                exact += expected == actual ? 1 : 0
            }
        }
        // Full rows were drawn, and most rows came out the same to the bit.
        #expect(fullRows > 500)
        #expect(exact * 10 > fullRows * 9)
    }
}
