import Testing
import TransitTestSupport

@testable import TransitRender

/// The shadow's box blur (`Renderer.boxBlur`), eight rows or columns at a time, against the same
/// running sums a row and a column at a time.
@Suite struct BoxBlurLanesTests {
    /// One horizontal and one vertical pass, each line alone: a running sum that starts with
    /// items `0...r`, gains the item `r + 1` ahead and loses the item `r` behind.
    static func reference(_ a: inout [Float], width w: Int, height h: Int, radius r: Int) {
        let norm = 1 / Float(2 * r + 1)
        func pass(count n: Int, lines: Int, index: (Int, Int) -> Int) {
            var line = [Float](repeating: 0, count: n)
            for l in 0..<lines {
                var sum: Float = 0
                for i in 0...r where i < n { sum += a[index(l, i)] }
                for i in 0..<n {
                    line[i] = sum * norm
                    if i + r + 1 < n { sum += a[index(l, i + r + 1)] }
                    if i - r >= 0 { sum -= a[index(l, i - r)] }
                }
                for i in 0..<n { a[index(l, i)] = line[i] }
            }
        }
        pass(count: w, lines: h) { y, x in y * w + x }
        pass(count: h, lines: w) { x, y in y * w + x }
    }

    @Test func eachLaneIsItsLineAlone() {
        var rng = SeededRandom(seed: 808)
        for case_ in 0..<60 {
            let w = Int.random(in: 1...90, using: &rng)
            let h = Int.random(in: 1...90, using: &rng)
            let r = Int.random(in: 1...40, using: &rng)
            // Coverage-like content: runs of 0 and 1 with ramps between, and noise.
            let input = (0..<(w * h)).map { i -> Float in
                let x = i % w
                let y = i / w
                return i % 7 == 0
                    ? Float.random(in: 0...1, using: &rng) : Float(min(max(x - y, 0), 9)) / 9
            }
            var expected = input
            var actual = input
            for _ in 0..<3 {
                Self.reference(&expected, width: w, height: h, radius: r)
                Renderer().boxBlur(&actual, width: w, height: h, radius: r)
            }
            let first = expected.indices.first { expected[$0] != actual[$0] }
            #expect(first == nil, "case \(case_): \(w)x\(h), radius \(r): item \(first ?? 0) differs")
        }
    }
}
