import TransitCore
import TransitRender

/// Frames side by side in one PNG, for documentation: a render at a glance. Rows of at most
/// `columns` cells, `gap` pixels apart and from the border.
///
/// The sheet's pixels are one buffer: each frame's rows are copied into it with one bulk copy a
/// row, and the bitmap is made from it once at the end (never row by row through `Bitmap.pixels`,
/// whose observer makes each assignment cost a whole sheet), so it costs about as much as writing
/// one more frame; a signal stops it between frames.
///
/// ```swift
/// let picked = ContactSheet.pick(6, of: frames.count)       // [0, ..., frames.count - 1]
/// let sheet = try ContactSheet.make(picked.map { frames[$0] })
/// ```
enum ContactSheet {
    /// The most cells in a row.
    static let columns = 8
    /// Pixels between cells and around them.
    static let gap = 8

    /// `count` indices spread evenly over `0..<total`, always the first and the last.
    static func pick(_ count: Int, of total: Int) -> [Int] {
        guard total > 0 else { return [] }
        guard count > 1, total > 1 else { return [total - 1] }
        let n = min(count, total)
        return (0..<n).map { Int((Double($0) * Double(total - 1) / Double(n - 1)).rounded()) }
    }

    /// The pixel size of a sheet of `count` cells of `width` x `height`.
    static func size(cells count: Int, width: Int, height: Int) -> (width: Int, height: Int) {
        let across = max(1, min(count, columns))
        let rows = max(1, (count + columns - 1) / columns)
        return (across * (width + gap) + gap, rows * (height + gap) + gap)
    }

    /// The frames in rows, left to right, on `background`. Frames may differ in size: every cell is
    /// as large as the largest frame, each frame at its top left.
    ///
    /// - Throws: `interrupted` when a signal arrives (checked between frames).
    static func make(_ frames: [Bitmap], background: Color = .white) throws(CLIError) -> Bitmap {
        let cellWidth = frames.map(\.width).max() ?? 0
        let cellHeight = frames.map(\.height).max() ?? 0
        let (width, height) = size(cells: frames.count, width: cellWidth, height: cellHeight)
        var pixels = Bitmap(width: width, height: height, fill: background).pixels
        for (index, frame) in frames.enumerated() {
            try Cancellation.check()
            let x0 = gap + (index % columns) * (cellWidth + gap)
            let y0 = gap + (index / columns) * (cellHeight + gap)
            let rowBytes = frame.width * 4
            pixels.withUnsafeMutableBytes { sheet in
                frame.pixels.withUnsafeBytes { source in
                    for y in 0..<frame.height {
                        let destination = sheet.baseAddress! + ((y0 + y) * width + x0) * 4
                        destination.copyMemory(from: source.baseAddress! + y * rowBytes, byteCount: rowBytes)
                    }
                }
            }
        }
        return Bitmap(width: width, height: height, pixels: pixels)
    }
}
