import Dispatch
import TransitCore

/// A built-in kernel in two steps, so the renderer can share a frame's rows across threads:
/// `prepare` does the per-frame work once (tables, masks, blurred planes) and returns the row
/// drawer, which writes any band of rows independently of the others.
///
/// The drawer writes every pixel of `rows` in `out` (the frame's packed words), reading the old
/// and new screens; it is never called at progress 0 or 1, where the frame is a copy of a screen.
///
/// ```swift
/// let kernel = BandedKernel { t, old, new in { rows, o, n, d in /* ... */ } }
/// kernel.run(t, old: old, new: new, into: &out, threads: 2)
/// ```
struct BandedKernel: Sendable {
    typealias Rows =
        @Sendable (
            _ rows: Range<Int>, _ old: UnsafePointer<UInt32>, _ new: UnsafePointer<UInt32>,
            _ out: UnsafeMutablePointer<UInt32>
        ) -> Void
    let prepare: @Sendable (_ t: PixelTransition, _ old: Bitmap, _ new: Bitmap) -> Rows
    /// A frame the kernel draws whole, straight into `out`, instead of in bands (returns false
    /// to draw the bands): `blur`'s full-size frames, blurred in place in the output.
    var direct: (@Sendable (_ t: PixelTransition, _ old: Bitmap, _ new: Bitmap, _ out: inout Bitmap) -> Bool)? = nil

    /// Rows per band handed to a thread.
    static let bandHeight = 16

    /// Draws the frame into `out` (the screens' size), its bands spread over `threads` threads.
    func run(_ t: PixelTransition, old: Bitmap, new: Bitmap, into out: inout Bitmap, threads: Int = 1) {
        let p = clamp01(t.progress)
        if p <= 0 {
            out.pixels = old.pixels
            return
        }
        if p >= 1 {
            out.pixels = new.pixels
            return
        }
        if let direct, direct(t, old, new, &out) { return }
        let rows = prepare(t, old, new)
        let height = old.height
        let bands = (height + Self.bandHeight - 1) / Self.bandHeight
        let workers = max(1, min(threads, bands))
        old.pixels.withUnsafeBytes { ob in
            new.pixels.withUnsafeBytes { nb in
                out.pixels.withUnsafeMutableBytes { db in
                    guard let o = ob.baseAddress, let n = nb.baseAddress, let d = db.baseAddress else { return }
                    let op = SendablePointer(UnsafeMutablePointer(mutating: o.assumingMemoryBound(to: UInt32.self)))
                    let np = SendablePointer(UnsafeMutablePointer(mutating: n.assumingMemoryBound(to: UInt32.self)))
                    let dp = SendablePointer(d.assumingMemoryBound(to: UInt32.self))
                    let work = { @Sendable (worker: Int) in
                        for band in stride(from: worker, to: bands, by: workers) {
                            let lo = band * Self.bandHeight
                            rows(lo..<min(height, lo + Self.bandHeight), op.p, np.p, dp.p)
                        }
                    }
                    if workers == 1 {
                        work(0)
                    } else {
                        DispatchQueue.concurrentPerform(iterations: workers, execute: work)
                    }
                }
            }
        }
    }

    /// The whole-frame kernel (`PixelKernel`) drawing on the calling thread.
    var whole: PixelKernel { { t, old, new, out in run(t, old: old, new: new, into: &out) } }
}

/// One frame of a kernel whose rows have a fast form (spans copied, tables) and a reference form
/// (every pixel through the formula), which the tests compare.
protocol FrameRows: Sendable {
    init(_ t: PixelTransition, _ old: Bitmap)
    func draw(
        rows: Range<Int>, _ o: UnsafePointer<UInt32>, _ n: UnsafePointer<UInt32>, _ d: UnsafeMutablePointer<UInt32>,
        fast: Bool)
}

extension BandedKernel {
    /// The banded kernel drawing `type`'s fast rows.
    init<F: FrameRows>(drawing type: F.Type) {
        prepare = { t, old, _ in
            let frame = F(t, old)
            return { rows, o, n, d in frame.draw(rows: rows, o, n, d, fast: true) }
        }
    }

    /// The whole-frame kernel drawing `type`'s reference rows.
    static func reference<F: FrameRows>(drawing type: F.Type) -> PixelKernel {
        { t, old, new, out in
            let frame = F(t, old)
            KernelFrame(t, old).run(old, new, &out) { o, n, d in frame.draw(rows: 0..<old.height, o, n, d, fast: false)
            }
        }
    }
}

/// Row helpers shared by the banded kernels.
enum KernelRows {
    /// Copies `range` of a row from `src` to `dst` (both already offset to the row).
    @inline(__always) static func copy(
        _ src: UnsafePointer<UInt32>, _ dst: UnsafeMutablePointer<UInt32>, _ range: Range<Int>
    ) {
        if !range.isEmpty { (dst + range.lowerBound).update(from: src + range.lowerBound, count: range.count) }
    }

    /// The columns `0..<width` whose centres `x + 0.5` lie within `radius` of `center` (open
    /// interval), widened by one pixel each way so that the per-pixel test decides at the ends.
    /// Empty when the row misses the disc.
    @inline(__always) static func chord(center: Double, radius2: Double, dy2: Double, width: Int) -> Range<Int> {
        let q = radius2 - dy2
        guard q > 0 else { return 0..<0 }
        let half = q.squareRoot()
        let lo = max(0, Int(max(-1, center - half - 1.5).rounded(.down)))
        let hi = min(width, Int(min(Double(width) + 1, center + half + 1.5).rounded(.up)))
        return lo < hi ? lo..<hi : 0..<0
    }

    /// Like `chord`, narrowed by one pixel each way: every column of it lies inside the disc.
    @inline(__always) static func inner(center: Double, radius2: Double, dy2: Double, width: Int) -> Range<Int> {
        let q = radius2 - dy2
        guard q > 0 else { return 0..<0 }
        let half = q.squareRoot()
        let lo = max(0, Int(max(-1, center - half + 1.5).rounded(.up)))
        let hi = min(width, Int(min(Double(width) + 1, center + half - 1.5).rounded(.down)))
        return lo < hi ? lo..<hi : 0..<0
    }
}

extension KernelRows {
    /// The columns of `0..<width` where `s0 + ds * x < a` (a quantity linear along the row),
    /// kept one column and 1e-7 away from the crossing so that rounding cannot move it: every
    /// column returned is below `a`, the few left out are decided pixel by pixel.
    static func below(_ a: Double, s0: Double, ds: Double, width: Int) -> Range<Int> {
        let a = a - 1e-7
        if !(ds > 0 || ds < 0) { return s0 < a ? 0..<width : 0..<0 }
        let t = min(max((a - s0) / ds, -2), Double(width) + 2)
        if ds > 0 { return 0..<max(0, min(width, Int(t.rounded(.down)) - 1)) }
        let lo = max(0, min(width, Int(t.rounded(.down)) + 2))
        return lo..<width
    }

    /// The columns where `s0 + ds * x > a`, with the same margin as `below`.
    static func above(_ a: Double, s0: Double, ds: Double, width: Int) -> Range<Int> {
        below(-a, s0: -s0, ds: -ds, width: width)
    }
}
