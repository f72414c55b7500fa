/// How many pixels of each colour an image (or a whole clip) has, at 5 bits per channel, with
/// the exact mean colour of each cell.
///
/// Colour is the premultiplied red, green and blue: a translucent pixel counts as composited
/// over black, as the GIF writer draws it.
///
/// ```swift
/// var histogram = ColorHistogram()
/// histogram.add(frame)
/// let palette = MedianCut.palette(histogram, maxColors: 256)
/// ```
struct ColorHistogram {
    static let cells = 1 << 15
    /// Pixels per cell.
    private(set) var counts = [Int](repeating: 0, count: cells)
    /// Per cell, the sums of red, green and blue (three entries each).
    private(set) var sums = [Int](repeating: 0, count: cells * 3)

    /// The cell of an 8-bit colour: 5 bits each of red, green, blue.
    @inline(__always)
    static func cell(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Int {
        Int(r >> 3) << 10 | Int(g >> 3) << 5 | Int(b >> 3)
    }

    /// Counts every pixel of a bitmap, or those where `skipping` is false.
    /// - Complexity: O(width × height).
    mutating func add(_ bitmap: Bitmap, skipping: [Bool]? = nil) {
        counts.withUnsafeMutableBufferPointer { counts in
            sums.withUnsafeMutableBufferPointer { sums in
                bitmap.pixels.withUnsafeBufferPointer { px in
                    for i in stride(from: 0, to: px.count, by: 4) {
                        if let skipping, skipping[i / 4] { continue }
                        let r = px[i]
                        let g = px[i + 1]
                        let b = px[i + 2]
                        let c = Self.cell(r, g, b)
                        counts[c] += 1
                        sums[c * 3] += Int(r)
                        sums[c * 3 + 1] += Int(g)
                        sums[c * 3 + 2] += Int(b)
                    }
                }
            }
        }
    }
}

/// Chooses a palette for a histogram by variance-based median cut: start with one box holding
/// every colour, and repeatedly split the box with the largest squared error, along its
/// channel of largest variance, at the position that leaves the least squared error in the two
/// halves. Each palette colour is the pixel-weighted mean of its box.
///
/// Deterministic: ties are broken by colour, never by memory order. An image with no more
/// distinct cells than `maxColors` gets one colour per cell.
///
/// ```swift
/// let palette = MedianCut.palette(histogram, maxColors: 256) // [(r, g, b)], at most 256
/// ```
enum MedianCut {
    /// Three channels of sums. Plain fields rather than `SIMD3<Double>`, whose generic
    /// arithmetic is slow in debug builds.
    private struct Triple {
        var r = 0.0, g = 0.0, b = 0.0
        subscript(axis: Int) -> Double { axis == 0 ? r : axis == 1 ? g : b }
        static func + (x: Triple, y: Triple) -> Triple { Triple(r: x.r + y.r, g: x.g + y.g, b: x.b + y.b) }
        static func - (x: Triple, y: Triple) -> Triple { Triple(r: x.r - y.r, g: x.g - y.g, b: x.b - y.b) }
        static func * (x: Triple, k: Double) -> Triple { Triple(r: x.r * k, g: x.g * k, b: x.b * k) }
    }

    private struct Entry {
        var mean: Triple
        var count: Double
    }

    private struct Box {
        var range: Range<Int>
        var count = 0.0
        var sum = Triple()
        var squares = Triple()
        /// Squared error per channel.
        var error: Triple {
            let n = max(count, 1)
            return Triple(
                r: squares.r - sum.r * sum.r / n, g: squares.g - sum.g * sum.g / n, b: squares.b - sum.b * sum.b / n)
        }
        var totalError: Double {
            let e = error
            return e.r + e.g + e.b
        }
        var mean: Triple { sum * (1 / max(count, 1)) }

        init(_ entries: ArraySlice<Entry>) {
            range = entries.indices
            for e in entries { add(e) }
        }
        init(range: Range<Int>) { self.range = range }

        mutating func add(_ e: Entry) {
            count += e.count
            sum = sum + e.mean * e.count
            squares = squares + Triple(r: e.mean.r * e.mean.r, g: e.mean.g * e.mean.g, b: e.mean.b * e.mean.b) * e.count
        }

        mutating func remove(_ other: Box) {
            count -= other.count
            sum = sum - other.sum
            squares = squares - other.squares
        }
    }

    /// At most `maxColors` colours (8-bit red, green, blue), in the order the boxes were made.
    /// - Complexity: O(k × n log n) for k colours over n occupied cells (n ≤ 32 768).
    static func palette(_ histogram: ColorHistogram, maxColors: Int) -> [SIMD3<UInt8>] {
        precondition(maxColors >= 1, "a palette needs at least one colour")
        var entries: [Entry] = []
        for cell in 0..<ColorHistogram.cells where histogram.counts[cell] > 0 {
            let n = Double(histogram.counts[cell])
            let s = Triple(
                r: Double(histogram.sums[cell * 3]), g: Double(histogram.sums[cell * 3 + 1]),
                b: Double(histogram.sums[cell * 3 + 2]))
            entries.append(Entry(mean: s * (1 / n), count: n))
        }
        if entries.isEmpty { return [SIMD3(0, 0, 0)] }
        var boxes = [Box(entries[...])]
        var errors = [boxes[0].totalError]  // a box that cannot be split counts as no error
        while boxes.count < maxColors {
            var index = 0
            for i in errors.indices where errors[i] > errors[index] { index = i }
            guard errors[index] > 0, boxes[index].range.count > 1 else { break }
            let (low, high) = split(boxes[index], &entries)
            boxes[index] = low
            boxes.append(high)
            errors[index] = low.range.count > 1 ? low.totalError : 0
            errors.append(high.range.count > 1 ? high.totalError : 0)
        }
        return boxes.map { box in
            let m = box.mean
            return SIMD3(UInt8(m.r.rounded()), UInt8(m.g.rounded()), UInt8(m.b.rounded()))
        }
    }

    /// Sorts the box's entries along its channel of largest variance and cuts where the two
    /// halves' total squared error is least.
    private static func split(_ box: Box, _ entries: inout [Entry]) -> (Box, Box) {
        let error = box.error
        let axis = error.r >= error.g && error.r >= error.b ? 0 : (error.g >= error.b ? 1 : 2)
        entries[box.range].sort { a, b in
            a.mean[axis] != b.mean[axis]
                ? a.mean[axis] < b.mean[axis]
                : (a.mean.r, a.mean.g, a.mean.b) < (b.mean.r, b.mean.g, b.mean.b)
        }
        var low = Box(range: box.range.lowerBound..<box.range.lowerBound)
        var best = (cut: box.range.lowerBound + 1, error: Double.infinity)
        for cut in (box.range.lowerBound + 1)..<box.range.upperBound {
            low.add(entries[cut - 1])
            var high = box
            high.remove(low)
            let total = low.totalError + max(0, high.totalError)
            if total < best.error { best = (cut, total) }
        }
        let lower = Box(entries[box.range.lowerBound..<best.cut])
        let upper = Box(entries[best.cut..<box.range.upperBound])
        return (lower, upper)
    }
}
