/// A destination that takes a clip's frames one at a time, as they are rendered, and completes
/// the output when told: animated WebP (`WebPWriter`), GIF (`GIFWriter`), numbered PNG files
/// (`PNGSequenceWriter`) or raw pixels on a file descriptor (`RawFrameWriter`).
///
/// Writers that make one file build it in memory and write it atomically in `finish()` (a
/// temporary name beside the destination, then a rename), so an abandoned or failed clip leaves
/// no partial file.
///
/// ```swift
/// let writer: any AnimationWriter = try WebPWriter(path: "fade.webp")
/// for progress in plan.progresses {
///     try writer.add(renderer.render(effect.evaluate(at: progress, in: context), snapshots: snaps),
///                    duration: 1 / plan.fps)
/// }
/// try writer.finish()
/// ```
public protocol AnimationWriter: AnyObject {
    /// Adds the next frame, shown for `duration` seconds. Every frame must have the first one's
    /// size. Writers of still images ignore the duration.
    /// - Throws: `ImageError` when the frame has another size, the writer is finished, or the
    ///   encoder or the system fails.
    func add(_ frame: Bitmap, duration: Double) throws(ImageError)

    /// Completes the output: encodes what is pending and writes the file. Call it once, after
    /// the last frame.
    /// - Throws: `ImageError` when no frame was added, or encoding or writing fails.
    func finish() throws(ImageError)
}

/// The bookkeeping every animation writer shares: the clip's size (set by the first frame),
/// the running time, and whether it is finished.
///
/// ```swift
/// var clock = FrameClock(path: "a.webp")
/// let start = try clock.admit(frame, duration: 0.02)   // 0 for the first frame
/// ```
struct FrameClock {
    /// What error messages call the output.
    let path: String
    private(set) var width = 0
    private(set) var height = 0
    /// Seconds from the start of the clip to the end of the frames admitted so far.
    private(set) var elapsed = 0.0
    private(set) var frameCount = 0
    private(set) var isFinished = false

    init(path: String) { self.path = path }

    /// Checks a frame against the clip, advances the clock past it and returns when it starts.
    mutating func admit(_ frame: Bitmap, duration: Double) throws(ImageError) -> Double {
        guard !isFinished else {
            throw ImageError(.write, path, .animation("a frame was added after the animation was finished"))
        }
        try ImageIO.checkDimensions(frame.width, frame.height, .encode, path)
        if frameCount == 0 {
            width = frame.width
            height = frame.height
        } else if frame.width != width || frame.height != height {
            throw ImageError(.encode, path, .frameSize(expected: [width, height], found: [frame.width, frame.height]))
        }
        guard duration >= 0, duration.isFinite else {
            throw ImageError(
                .encode, path, .animation("frame duration must be a finite number of seconds, not \(duration)"))
        }
        let start = elapsed
        elapsed += duration
        frameCount += 1
        return start
    }

    /// Marks the clip finished; fails when it has no frames or was already finished.
    mutating func finish() throws(ImageError) {
        guard !isFinished else { throw ImageError(.write, path, .animation("the animation was already finished")) }
        isFinished = true
        guard frameCount > 0 else { throw ImageError(.write, path, .animation("the animation has no frames")) }
    }

    /// `seconds` in whole `1/unitsPerSecond` units, rounded: rounding the running time rather than
    /// each duration keeps the clip's total length exact.
    static func ticks(_ seconds: Double, unitsPerSecond: Double) -> Int {
        Int((seconds * unitsPerSecond).rounded())
    }
}
