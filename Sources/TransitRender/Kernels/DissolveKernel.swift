import TransitCore

/// `dissolve`: each cell switches from the old screen to the new one when the progress passes
/// its seeded random threshold, so the same seed always gives the same frames.
///
/// Drawn in row bands. Every pixel row of a row of cells picks the same screen in each column,
/// so the picks are worked out once a row of cells in each band (again in the next band where a
/// row of cells straddles two), as a mask of whole words over the row (all ones where the
/// column's cell shows the new screen), and each pixel row is then a select of the two screens
/// by the mask, eight pixels at a time: no hash per pixel row, no branch per cell.
enum DissolveKernel {
    static let banded = BandedKernel(drawing: Cells.self)
    /// Cell by cell, each cell's hash on every pixel row: the kernel as it was before the masks,
    /// which the banded kernel is tested against (the same bytes).
    static let reference = BandedKernel.reference(drawing: Cells.self)

    /// One frame's cells: their size in pixels and the key below which a cell shows the new screen.
    struct Cells: FrameRows {
        let w: Int, cell: Int, seed: Int
        /// A cell shows the new screen when the top 16 bits of its hash are below `limit`.
        let limit: UInt32

        init(_ t: PixelTransition, _ old: Bitmap) {
            let f = KernelFrame(t, old)
            let e = t.effect(as: Dissolve.self)
            w = f.width
            seed = e.seed
            cell = max(1, Int(f.pixels(e.cellSize).rounded()))
            limit = UInt32(f.progress * 65536)
        }

        /// Whether cell column `cx` of cell row `cy` shows the new screen.
        @inline(__always) func showsNew(_ cx: Int, _ cy: Int) -> Bool {
            KernelMath.hash(cx, cy, seed) >> 16 < limit
        }

        func draw(
            rows range: Range<Int>, _ o: UnsafePointer<UInt32>, _ n: UnsafePointer<UInt32>,
            _ d: UnsafeMutablePointer<UInt32>, fast: Bool
        ) {
            guard fast else {
                for y in range {
                    let row = y * w
                    var x = 0
                    while x < w {
                        let end = min(x + cell, w)
                        let src = showsNew(x / cell, y / cell) ? n : o
                        for i in (row + x)..<(row + end) { d[i] = src[i] }
                        x = end
                    }
                }
                return
            }
            // Memory safety: the mask holds `w` words and every index below is a column below `w`
            // of a row inside the frame (`range` is a band of its rows).
            let mask = UnsafeMutablePointer<UInt32>.allocate(capacity: w)
            defer { mask.deallocate() }
            var maskRow = -1
            for y in range {
                let cy = y / cell
                if cy != maskRow {
                    var x = 0
                    while x < w {
                        let end = min(x + cell, w)
                        (mask + x).initialize(repeating: showsNew(x / cell, cy) ? ~0 : 0, count: end - x)
                        x = end
                    }
                    maskRow = cy
                }
                let row = y * w
                var x = 0
                if PixelMath.vectorised {
                    while x &+ 8 <= w {
                        let m = PixelMath.load8(mask + x)
                        let a = PixelMath.load8(o + row + x)
                        PixelMath.store8(a ^ ((a ^ PixelMath.load8(n + row + x)) & m), d + row + x)
                        x &+= 8
                    }
                }
                while x < w {
                    d[row + x] = mask[x] != 0 ? n[row + x] : o[row + x]
                    x &+= 1
                }
            }
        }
    }
}
