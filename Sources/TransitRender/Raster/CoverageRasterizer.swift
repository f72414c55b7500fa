import TransitCore

/// Turns polygons in pixel coordinates into anti-aliased coverage, one row at a time.
///
/// Each pixel row is sampled on `subsamples` horizontal lines; along each line the covered
/// spans are measured exactly (fractional coverage at both ends), so vertical edges are exact
/// and other edges get `subsamples` vertical levels plus exact horizontal coverage. Span
/// interiors are accumulated as differences and summed once per row, so a wide span costs O(1).
///
/// - Complexity: O(edges crossing the row × subsamples + covered width) per row.
struct CoverageRasterizer {
    private struct Edge {
        var x0: Double, y0: Double, y1: Double, slope: Double  // x advance per unit y
        var winding: Int32
    }

    let width: Int
    let subsamples: Int
    private var edges: [Edge] = []
    /// The pixel rows the polygons touch (clipped to the image); empty when none.
    private(set) var rows: Range<Int> = 0..<0
    private var active: [Int] = []
    private var nextEdge = 0
    private var crossings: [(x: Double, w: Int32)] = []
    /// Whether rows of one span per sample line are measured at their edges only (off: every row
    /// accumulated in full, the reference the edges are tested against).
    var measuresEdgesOnly = true
    private var partial: [Float]
    private var delta: [Float]

    init(polygons: [[Point]], width: Int, height: Int, subsamples: Int = 4) {
        self.width = width
        self.subsamples = subsamples
        partial = [Float](repeating: 0, count: width + 2)
        delta = [Float](repeating: 0, count: width + 2)
        var ymin = Double.infinity
        var ymax = -Double.infinity
        for poly in polygons where poly.count >= 3 {
            for i in poly.indices {
                let a = poly[i]
                let b = poly[(i + 1) % poly.count]
                guard a.y != b.y, a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite else { continue }
                let (p, q, w): (Point, Point, Int32) = a.y < b.y ? (a, b, 1) : (b, a, -1)
                edges.append(Edge(x0: p.x, y0: p.y, y1: q.y, slope: (q.x - p.x) / (q.y - p.y), winding: w))
                ymin = min(ymin, p.y)
                ymax = max(ymax, q.y)
            }
        }
        edges.sort { $0.y0 < $1.y0 }
        if !edges.isEmpty {
            let lo = max(0, Int(max(-1e9, ymin).rounded(.down)))
            let hi = min(height, Int(min(1e9, ymax).rounded(.up)))
            rows = lo < hi ? lo..<hi : 0..<0
        }
    }

    /// Writes the coverage (0...1) of pixel row `y` into `out` for the returned column range
    /// (outside it `out` is untouched and coverage is zero). Rows must come in increasing order.
    mutating func coverage(row y: Int, fillRule: FillRule, into out: UnsafeMutablePointer<Float>) -> Range<Int> {
        let (span, full) = spans(row: y, fillRule: fillRule, into: out)
        (out + full.lowerBound).update(repeating: 1, count: full.count)
        return span
    }

    /// Like `coverage(row:fillRule:into:)`, but also returns the columns every sample line covers
    /// wholly (`full`, inside `span`), whose coverage is 1 and which are not written to `out`: where
    /// each sample line crosses the outline twice (a convex shape, a rectangle, a circle), only
    /// the two edges are measured, so a wide row costs the width of its edges, not its own.
    /// Elsewhere `full` is empty and the whole span is written.
    mutating func spans(
        row y: Int, fillRule: FillRule, into out: UnsafeMutablePointer<Float>
    ) -> (span: Range<Int>, full: Range<Int>) {
        let top = Double(y)
        let bottom = Double(y + 1)
        while nextEdge < edges.count && edges[nextEdge].y0 < bottom {
            active.append(nextEdge)
            nextEdge += 1
        }
        // Most rows end no edge: the test alone, not `removeAll`'s rebuilding of the list.
        if active.contains(where: { edges[$0].y1 <= top }) { active.removeAll { edges[$0].y1 <= top } }
        if active.isEmpty { return (0..<0, 0..<0) }
        if measuresEdgesOnly, let edgesOnly = edgeCoverage(top: top, into: out) { return edgesOnly }
        return (accumulate(top: top, fillRule: fillRule, into: out), 0..<0)
    }

    /// The row when every sample line crosses the outline exactly twice (one span each) and the
    /// spans share at least one whole pixel: the values `accumulate` gives, computed only left and
    /// right of the columns all spans cover (which are left unwritten). Nil otherwise.
    private mutating func edgeCoverage(top: Double, into out: UnsafeMutablePointer<Float>)
        -> (span: Range<Int>, full: Range<Int>)?
    {
        let straight = straightSpan(top: top)
        let n = subsamples
        let width = width
        // Through pointers, each sample line's ends on the stack: no array checks a line or a pixel.
        return edges.withUnsafeBufferPointer { edges in
            active.withUnsafeBufferPointer { active in
                withUnsafeTemporaryAllocation(of: LineEnds.self, capacity: n) { lines in
                    Self.edgeCoverage(
                        top: top, straight: straight, edges: edges.baseAddress!, active: active,
                        lines: lines.baseAddress!, subsamples: n, width: width, into: out)
                }
            }
        }
    }

    /// A sample line's span by its end pixels and what each adds to its pixel's coverage.
    private struct LineEnds {
        var first: Int, firstPart: Float
        var last: Int, lastPart: Float

        /// The ends of the span from `xa` to `xb` on a line of weight `weight`, as `accumulate`
        /// adds them.
        init(_ xa: Double, _ xb: Double, weight: Float) {
            first = Int(xa)
            firstPart = Float(Double(first + 1) - xa) * weight
            last = Int(xb)
            lastPart = Float(xb - Double(last)) * weight
        }
    }

    /// `edgeCoverage` on the row's active edges, `lines` room for one sample line's ends each.
    private static func edgeCoverage(
        top: Double, straight: (Double, Double)?, edges: UnsafePointer<Edge>, active: UnsafeBufferPointer<Int>,
        lines: UnsafeMutablePointer<LineEnds>, subsamples: Int, width: Int, into out: UnsafeMutablePointer<Float>
    ) -> (span: Range<Int>, full: Range<Int>)? {
        let weight = 1 / Float(subsamples)
        let w = Double(width)
        var lo = 0
        var hi = width
        var minX = width
        var maxX = -1
        if let (xa, xb) = straight {
            // Every sample line crosses the same two vertical edges: one span, measured once.
            let ia = Int(xa)
            let ib = Int(xb)
            lo = Double(ia) == xa ? ia : ia + 1
            hi = ib
            guard lo < hi else { return nil }
            minX = ia
            maxX = min(ib, width - 1)
            let ends = LineEnds(xa, xb, weight: weight)
            for s in 0..<subsamples { lines[s] = ends }
        } else {
            for s in 0..<subsamples {
                let sy = top + (Double(s) + 0.5) / Double(subsamples)
                var found = 0
                var a = (x: 0.0, w: Int32(0))
                var b = a
                for i in active {
                    let e = edges[i]
                    guard sy >= e.y0 && sy < e.y1 else { continue }
                    found += 1
                    let c = (x: e.x0 + (sy - e.y0) * e.slope, w: e.winding)
                    if found == 1 { a = c } else if found == 2 { b = c } else { return nil }
                }
                // Two crossings of opposite direction: inside between them under either fill rule.
                guard found == 2, a.w + b.w == 0 else { return nil }
                let xa = max(0, min(w, min(a.x, b.x)))
                let xb = max(0, min(w, max(a.x, b.x)))
                let ia = Int(xa)
                let ib = Int(xb)
                lo = max(lo, Double(ia) == xa ? ia : ia + 1)
                hi = min(hi, ib)
                guard lo < hi else { return nil }
                minX = min(minX, ia)
                maxX = max(maxX, min(ib, width - 1))
                lines[s] = LineEnds(xa, xb, weight: weight)
            }
        }
        // Per line, as `accumulate` adds it: the fraction of its first pixel, `weight` for each
        // pixel after it up to its last, and the fraction of its last pixel. Every line's first
        // pixel lies left of `lo` (or on it) and its last at `hi` or right of it, so left of `lo`
        // only first pixels and whole ones count, right of `hi` only whole ones and last pixels.
        // (`hi <= maxX + 1`: `hi` is the least last pixel, `maxX` the greatest, or the image's edge.)
        for x in minX..<lo {
            var part: Float = 0
            var whole = 0
            for s in 0..<subsamples {
                let ia = lines[s].first
                if x == ia { part += lines[s].firstPart } else if x > ia { whole += 1 }
            }
            out[x] = min(1, part + Float(whole) * weight)
        }
        for x in hi..<(maxX + 1) {
            var part: Float = 0
            var whole = 0
            for s in 0..<subsamples {
                let ib = lines[s].last
                if x == ib { part += lines[s].lastPart } else if x < ib { whole += 1 }
            }
            out[x] = min(1, part + Float(whole) * weight)
        }
        return (minX..<(maxX + 1), lo..<hi)
    }

    /// The one span (clipped to the image) of every sample line of the row from `top` when the row
    /// crosses only two edges, both vertical, of opposite direction, and both cross every sample
    /// line (the straight sides of a rectangle or a rounded one, away from its corners); nil otherwise.
    @inline(__always) private func straightSpan(top: Double) -> (Double, Double)? {
        guard active.count == 2 else { return nil }
        let a = edges[active[0]]
        let b = edges[active[1]]
        let first = top + 0.5 / Double(subsamples)
        let last = top + (Double(subsamples) - 0.5) / Double(subsamples)
        guard a.slope == 0, b.slope == 0, a.winding + b.winding == 0, first >= a.y0, first >= b.y0, last < a.y1,
            last < b.y1
        else { return nil }
        let w = Double(width)
        return (max(0, min(w, min(a.x0, b.x0))), max(0, min(w, max(a.x0, b.x0))))
    }

    /// The general row: every covered span of every sample line, accumulated over the whole row.
    private mutating func accumulate(top: Double, fillRule: FillRule, into out: UnsafeMutablePointer<Float>)
        -> Range<Int>
    {
        var minX = width
        var maxX = -1
        let weight = 1 / Float(subsamples)
        let w = Double(width)
        partial.withUnsafeMutableBufferPointer { partialBuffer in
            delta.withUnsafeMutableBufferPointer { deltaBuffer in
                let partial = partialBuffer.baseAddress!
                let delta = deltaBuffer.baseAddress!
                for s in 0..<subsamples {
                    let sy = top + (Double(s) + 0.5) / Double(subsamples)
                    crossings.removeAll(keepingCapacity: true)
                    for i in active {
                        let e = edges[i]
                        if sy >= e.y0 && sy < e.y1 { crossings.append((e.x0 + (sy - e.y0) * e.slope, e.winding)) }
                    }
                    if crossings.count < 2 { continue }
                    if crossings.count > 2 || crossings[0].x > crossings[1].x { crossings.sort { $0.x < $1.x } }
                    var wind: Int32 = 0
                    for c in 0..<(crossings.count - 1) {
                        wind += crossings[c].w
                        let inside = fillRule == .nonZero ? wind != 0 : (wind & 1) != 0
                        guard inside else { continue }
                        let xa = max(0, min(w, crossings[c].x))
                        let xb = max(0, min(w, crossings[c + 1].x))
                        guard xb > xa else { continue }
                        let ia = Int(xa)
                        let ib = Int(xb)
                        minX = min(minX, ia)
                        if ia == ib {
                            partial[ia] += Float(xb - xa) * weight
                            maxX = max(maxX, ia)
                        } else {
                            partial[ia] += Float(Double(ia + 1) - xa) * weight
                            delta[ia + 1] += weight
                            delta[ib] -= weight
                            if ib < width {
                                partial[ib] += Float(xb - Double(ib)) * weight
                                maxX = max(maxX, ib)
                            } else {
                                maxX = max(maxX, width - 1)
                            }
                        }
                    }
                }
                guard maxX >= minX else { return }
                var run: Float = 0
                for x in minX...maxX {
                    run += delta[x]
                    out[x] = min(1, partial[x] + run)
                    delta[x] = 0
                    partial[x] = 0
                }
                delta[maxX + 1] = 0
                partial[maxX + 1] = 0
            }
        }
        guard maxX >= minX else { return 0..<0 }
        return minX..<(maxX + 1)
    }
}
