import TransitCore
import TransitRender

/// Renders an effect between two screens frame by frame, from progress 0 to 1 (and with `back`,
/// the way back after it), feeding each frame to an animation writer as soon as it is drawn.
///
/// ```swift
/// let frames = FrameSequence(effect: effect, screens: screens, fps: 30)
/// var progress = ProgressReporter(total: frames.frameCount, quiet: false)
/// try frames.write(to: PNGSequenceWriter(directory: "frames"), progress: &progress)
/// ```
struct FrameSequence {
    var effect: any Effect
    var screens: Screens
    var plan: FramePlan
    /// Extra seconds the last frame stays on screen in an animation, so a loop pauses on the
    /// destination before starting again; with `back`, also the pause between the two ways.
    var hold = 0.0
    /// Whether a hold is drawn as the frame repeated (`round(hold × fps)` more times), for outputs
    /// played at a constant rate (video, PNG frames, raw frames), rather than as a longer frame
    /// (WebP, GIF).
    var holdsByRepeating = false
    /// The way back (`--round-trip`): played after the first way and its hold, from where it ended
    /// to where it began.
    var back: (effect: any Effect, screens: Screens, plan: FramePlan)?
    /// The indices of the frames kept as they are rendered and handed to `beforeFinishing` after the
    /// last frame, before the writer finishes (a contact sheet's: encoded then, so a sheet that
    /// cannot be made stops the run before the output is in place).
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

    /// One frame of the clip: which way draws it (0 the first, 1 the way back), at what progress,
    /// and for how long it shows.
    struct Step: Equatable {
        var way: Int
        var progress: Double
        var duration: Double
    }

    /// Every frame of the clip in order: each way's frames, its last one held.
    var steps: [Step] {
        let ways = [plan] + (back.map { [$0.plan] } ?? [])
        let repeats = holdsByRepeating ? Int((hold * plan.fps).rounded()) : 0
        var steps: [Step] = []
        for (way, wayPlan) in ways.enumerated() {
            let progresses = wayPlan.progresses
            for (index, p) in progresses.enumerated() {
                let isLast = index == progresses.count - 1
                let duration = 1 / wayPlan.fps + (isLast && !holdsByRepeating ? hold : 0)
                steps.append(Step(way: way, progress: p, duration: duration))
                if isLast { steps += Array(repeating: Step(way: way, progress: p, duration: duration), count: repeats) }
            }
        }
        return steps
    }

    /// How many frames the clip has, holds and the way back included.
    var frameCount: Int { steps.count }

    /// The indices of the steps that draw a picture of their own (a held frame's repeats left
    /// out), so a contact sheet spreads over the motion whatever way the output holds a frame.
    var drawnSteps: [Int] {
        let steps = self.steps
        return steps.indices.filter { $0 == 0 || steps[$0] != steps[$0 - 1] }
    }

    /// Renders every frame into `writer` (`steps`: each shown for `1 / fps`, the last of each way
    /// held), finishes the writer, and returns how many frames were written.
    ///
    /// - Throws: `cantCreate` when the writer cannot encode or write, `interrupted` on a signal.
    @discardableResult
    func write(to writer: any AnimationWriter, progress: inout ProgressReporter, label: String = "") throws(CLIError)
        -> Int
    {
        let renderer = Renderer()
        let steps = self.steps
        let ways = [(effect, screens)] + (back.map { [($0.effect, $0.screens)] } ?? [])
        // One frame buffer for the whole clip, drawn over in place (every pixel is overwritten):
        // no fresh, zeroed pages a frame. A writer that keeps a frame keeps its own copy. A held
        // frame repeated is the same picture, not drawn again.
        var buffer: Bitmap?
        var drawn: Step?
        let keeping = Set(kept)
        var keptFrames: [Bitmap] = []
        for (index, step) in steps.enumerated() {
            try Cancellation.check()
            if drawn?.way != step.way || drawn?.progress != step.progress {
                let (effect, screens) = ways[step.way]
                let scene = effect.evaluate(at: step.progress, in: screens.context)
                if var b = buffer.take(), b.width == Int((scene.size.width * screens.snapshots.scale).rounded()),
                    b.height == Int((scene.size.height * screens.snapshots.scale).rounded())
                {
                    renderer.render(scene, snapshots: screens.snapshots, into: &b)
                    buffer = b
                } else {
                    buffer = renderer.render(scene, snapshots: screens.snapshots)
                }
                drawn = step
            }
            do throws(ImageError) {
                try writer.add(buffer!, duration: step.duration)
            } catch {
                throw .cantCreate(error.description)
            }
            // A kept frame shares the buffer until the next frame is drawn into it, which then copies it.
            if keeping.contains(index) { keptFrames.append(buffer!) }
            progress.advance(label: label)
        }
        try beforeFinishing(keptFrames)
        // A signal during the last frame or the sheet stops the run before the output is put in place.
        try Cancellation.check()
        do throws(ImageError) { try writer.finish() } catch { throw .cantCreate(error.description) }
        return steps.count
    }
}
