/// The source rows a vertical box pass still reads, kept as copies in a ring: each output row
/// overwrites its own source row, so a row is copied before the pass writes it (one row ahead).
///
/// ```swift
/// var rows = RowRing(pixels: p, width: w, height: h, radius: r, ring: ring, stride: w)
/// let above = rows.row(y - r - 1)   // clamped to the picture, as it was before the pass
/// ```
struct RowRing {
    let pixels: UnsafeMutablePointer<UInt32>
    let width: Int, last: Int, slots: Int, stride: Int
    /// Room for `RowRing.slots(radius:)` rows of `stride` pixels.
    let ring: UnsafeMutablePointer<UInt32>
    private var stored = 0

    /// The rows a pass of radius `r` keeps: its window, one row ahead and one behind.
    static func slots(radius r: Int) -> Int { 2 * r + 4 }

    init(
        pixels: UnsafeMutablePointer<UInt32>, width: Int, height: Int, radius: Int,
        ring: UnsafeMutablePointer<UInt32>, stride: Int
    ) {
        (self.pixels, self.width, last, slots) = (pixels, width, height - 1, Self.slots(radius: radius))
        (self.ring, self.stride) = (ring, stride)
    }

    /// Row `y`, clamped to the picture, as it was before the pass wrote it.
    mutating func row(_ y: Int) -> UnsafePointer<UInt32> {
        let yc = min(max(y, 0), last)
        while stored <= min(yc + 1, last) {  // keep one row ahead so row y is saved before it is overwritten
            (ring + (stored % slots) * stride).update(from: pixels + stored * width, count: width)
            stored += 1
        }
        return UnsafePointer(ring + (yc % slots) * stride)
    }
}
