import TransitCore
import TransitRender

/// A strip of frames side by side, for documentation: a render at a glance in one PNG.
///
/// ```swift
/// let picked = ContactSheet.pick(6, of: frames.count)       // [0, ..., frames.count - 1]
/// let sheet = ContactSheet.make(picked.map { frames[$0] })
/// ```
enum ContactSheet {
    /// `count` indices spread evenly over `0..<total`, always the first and the last.
    static func pick(_ count: Int, of total: Int) -> [Int] {
        guard total > 0 else { return [] }
        guard count > 1, total > 1 else { return [total - 1] }
        let n = min(count, total)
        return (0..<n).map { Int((Double($0) * Double(total - 1) / Double(n - 1)).rounded()) }
    }

    /// The frames left to right, `gap` pixels apart and from the border, on `background`.
    /// Frames may differ in size; the strip is as tall as the tallest.
    static func make(_ frames: [Bitmap], gap: Int = 8, background: Color = .white) -> Bitmap {
        let width = frames.reduce(gap) { $0 + $1.width + gap }
        let height = (frames.map(\.height).max() ?? 0) + 2 * gap
        var sheet = Bitmap(width: width, height: height, fill: background)
        var x0 = gap
        for f in frames {
            for y in 0..<f.height {
                let src = y * f.width * 4
                let dst = ((y + gap) * width + x0) * 4
                sheet.pixels.replaceSubrange(dst..<(dst + f.width * 4), with: f.pixels[src..<(src + f.width * 4)])
            }
            x0 += f.width + gap
        }
        return sheet
    }
}
