import TransitCore

/// `pixelate`: the cross-fade of the two screens cut into square blocks laid out from the centre,
/// each filled with the colour at its centre. The block size rises from one pixel to the maximum
/// in the middle and back; between whole sizes the frames of the two nearest sizes are mixed, so
/// the blocks change size without a pop.
///
/// Drawn in row bands. A pixel's colour depends only on its two samples (the centres of its block
/// in the grid of each size), so the frame is made of cells where both grids' blocks agree: a row
/// splits into runs of columns sharing both sample columns, each run one colour computed once and
/// filled; a row whose two sample rows are the previous row's is a copy of that row. Where the
/// cross-fade's weight is 0 or 256 (outside the middle of the run) only that screen is read.
enum PixelateKernel {
    static let banded = BandedKernel(drawing: Blocks.self)
    /// Every pixel through `Blocks.pixel`: the kernel as it was before the runs, which the banded
    /// kernel is tested against (the same bytes).
    static let reference = BandedKernel.reference(drawing: Blocks.self)

    /// One frame's two block grids (the whole size and the next) and the weights mixing them.
    struct Blocks: FrameRows {
        let w: Int, h: Int
        /// The new screen's weight (`0...256`) and the larger grid's (`0...256`).
        let k: UInt32, mix: UInt32
        /// For each column and each row, the index of its sample in each grid.
        let columns: (small: [Int], large: [Int]), rows: (small: [Int], large: [Int])
        /// The runs of a row: run `i` covers columns `starts[i]..<starts[i + 1]`, whose samples in
        /// the two grids are the columns `samples[2 * i]` and `samples[2 * i + 1]`.
        let starts: [Int], samples: [Int]

        init(_ t: PixelTransition, _ old: Bitmap) {
            let f = KernelFrame(t, old)
            let e = t.effect(as: Pixelate.self)
            let size = max(1, f.pixels(e.blockSize(at: f.progress)))
            let small = Int(size)
            mix = PixelMath.weight(Float(size - Double(small)))
            k = PixelMath.weight(Float(KernelMath.smooth((f.progress - 0.35) / 0.3)))
            w = f.width
            h = f.height
            columns = (PixelateKernel.sampleIndex(w, block: small), PixelateKernel.sampleIndex(w, block: small + 1))
            rows = (PixelateKernel.sampleIndex(h, block: small), PixelateKernel.sampleIndex(h, block: small + 1))
            // With `mix` 0 the larger grid is not drawn, so its columns do not split runs.
            let mixed = mix != 0
            var starts: [Int] = []
            var samples: [Int] = []
            for x in 0..<w {
                let a = columns.small[x]
                let b = mixed ? columns.large[x] : 0
                if x == 0 || a != samples[samples.count - 2] || b != samples[samples.count - 1] {
                    starts.append(x)
                    samples += [a, b]
                }
            }
            starts.append(w)
            self.starts = starts
            self.samples = samples
        }

        /// The colour of the pixel whose samples are the words `a` (smaller grid) and `b` (larger).
        @inline(__always)
        func pixel(_ a: Int, _ b: Int, _ o: UnsafePointer<UInt32>, _ n: UnsafePointer<UInt32>) -> UInt32 {
            let pa = PixelMath.lerp(o[a], n[a], k)
            return mix == 0 ? pa : PixelMath.lerp(pa, PixelMath.lerp(o[b], n[b], k), mix)
        }

        /// Whether row `y` samples the same rows as row `y - 1` (in the grids `pixel` reads).
        @inline(__always) func repeatsRow(_ y: Int) -> Bool {
            rows.small[y] == rows.small[y - 1] && (mix == 0 || rows.large[y] == rows.large[y - 1])
        }

        func draw(
            rows range: Range<Int>, _ o: UnsafePointer<UInt32>, _ n: UnsafePointer<UInt32>,
            _ d: UnsafeMutablePointer<UInt32>, fast: Bool
        ) {
            guard fast else {
                for y in range {
                    let r0 = rows.small[y] * w
                    let r1 = rows.large[y] * w
                    let row = y * w
                    for x in 0..<w { d[row + x] = pixel(r0 + columns.small[x], r1 + columns.large[x], o, n) }
                }
                return
            }
            // Outside the middle of the run `k` is 0 or 256, where `lerp` gives one screen exactly:
            // that screen alone is read.
            if k == 0 || k == 256 {
                let s = k == 0 ? o : n
                fill(range, d) { a, b in mix == 0 ? s[a] : PixelMath.lerp(s[a], s[b], mix) }
            } else {
                fill(range, d) { a, b in pixel(a, b, o, n) }
            }
        }

        /// Writes `range`'s rows: each run of a row one `colour` (given the words of its two
        /// samples), each row sampling the previous row's rows a copy of it.
        @inline(__always)
        func fill(_ range: Range<Int>, _ d: UnsafeMutablePointer<UInt32>, _ colour: (Int, Int) -> UInt32) {
            starts.withUnsafeBufferPointer { starts in
                samples.withUnsafeBufferPointer { samples in
                    for y in range {
                        let row = y * w
                        if y > range.lowerBound && repeatsRow(y) {
                            (d + row).update(from: d + row - w, count: w)
                            continue
                        }
                        let r0 = rows.small[y] * w
                        let r1 = rows.large[y] * w
                        // Memory safety: `sampleIndex` clamps every sample row and column into the
                        // image, so `r0 + a` and `r1 + b` are words of it; the runs' starts rise
                        // from 0 to `w` (one more start than runs, two samples a run).
                        for i in 0..<(starts.count - 1) {
                            let v = colour(r0 + samples[2 * i], r1 + samples[2 * i + 1])
                            let s = starts[i]
                            let e = starts[i + 1]
                            if e - s == 1 { d[row + s] = v } else { (d + row + s).update(repeating: v, count: e - s) }
                        }
                    }
                }
            }
        }
    }

    /// For each pixel index along an axis of `count`, the index of its block's centre, blocks of
    /// `block` pixels laid out from the middle of the axis.
    static func sampleIndex(_ count: Int, block: Int) -> [Int] {
        let origin = count / 2 - ((count / 2) / block + 1) * block
        return (0..<count).map { i in
            let start = origin + ((i - origin) / block) * block
            return min(max(start + block / 2, 0), count - 1)
        }
    }
}
