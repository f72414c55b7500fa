import TransitCore
import TransitRender

/// Renders an effect between two screens frame by frame, from progress 0 to 1, feeding each frame
/// to an animation writer as soon as it is drawn.
///
/// ```swift
/// let frames = FrameSequence(effect: effect, screens: screens, fps: 30)
/// var progress = ProgressReporter(total: frames.plan.frameCount, quiet: false)
/// try frames.write(to: PNGSequenceWriter(directory: "frames"), progress: &progress)
/// ```
struct FrameSequence {
    var effect: any Effect
    var screens: Screens
    var plan: FramePlan
    /// Extra seconds the last frame stays on screen in an animation, so a loop pauses on the
    /// destination before starting again.
    var hold = 0.0
    /// The indices of the frames kept as they are rendered and handed to `beforeFinishing` after the
    /// last frame, before the writer finishes (a contact sheet's: written then, so a sheet that
    /// cannot be written stops the run before the output is in place).
    var kept: [Int] = []
    var beforeFinishing: ([Bitmap]) throws(CLIError) -> Void = { _ throws(CLIError) in }

    /// The frames of `effect` between `screens` at `fps`, timed by the effect's timing for the
    /// context's direction (`timing` forward, `backTiming` back) unless `duration` overrides it.
    init(effect: any Effect, screens: Screens, fps: Double, duration: Double? = nil, hold: Double = 0) {
        self.effect = effect
        self.screens = screens
        self.hold = hold
        plan = FramePlan(timing: effect.timing(for: screens.context.direction), fps: fps, duration: duration)
    }

    /// The frame at one progress.
    func frame(at progress: Double, renderer: Renderer = Renderer()) -> Bitmap {
        renderer.render(effect.evaluate(at: progress, in: screens.context), snapshots: screens.snapshots)
    }

    /// Renders every frame into `writer`, each shown for `1 / fps` (the last for `hold` more),
    /// finishes the writer, and returns how many frames were rendered.
    ///
    /// - Throws: `cantCreate` when the writer cannot encode or write, `interrupted` on a signal.
    @discardableResult
    func write(to writer: any AnimationWriter, progress: inout ProgressReporter, label: String = "") throws(CLIError)
        -> Int
    {
        let renderer = Renderer()
        let progresses = plan.progresses
        // One frame buffer for the whole clip, drawn over in place (every pixel is overwritten):
        // no fresh, zeroed pages a frame. A writer that keeps a frame keeps its own copy.
        var buffer: Bitmap?
        let keeping = Set(kept)
        var keptFrames: [Bitmap] = []
        for (index, p) in progresses.enumerated() {
            try Cancellation.check()
            let duration = 1 / plan.fps + (index == progresses.count - 1 ? hold : 0)
            let scene = effect.evaluate(at: p, in: screens.context)
            if var b = buffer.take(), b.width == Int((scene.size.width * screens.snapshots.scale).rounded()),
                b.height == Int((scene.size.height * screens.snapshots.scale).rounded())
            {
                renderer.render(scene, snapshots: screens.snapshots, into: &b)
                buffer = b
            } else {
                buffer = renderer.render(scene, snapshots: screens.snapshots)
            }
            do throws(ImageError) {
                try writer.add(buffer!, duration: duration)
            } catch {
                throw .cantCreate(error.description)
            }
            // A kept frame shares the buffer until the next frame is drawn into it, which then copies it.
            if keeping.contains(index) { keptFrames.append(buffer!) }
            progress.advance(label: label)
        }
        try beforeFinishing(keptFrames)
        do throws(ImageError) { try writer.finish() } catch { throw .cantCreate(error.description) }
        return progresses.count
    }
}
