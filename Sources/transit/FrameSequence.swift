import TransitCore
import TransitRender

/// Renders an effect between two screens into numbered PNG frames, `frame-0000.png` first
/// (progress 0) to the last (progress 1).
struct FrameSequence {
    var effect: any Effect
    var screens: Screens
    var plan: FramePlan

    /// The frames of `effect` between `screens` at `fps`, timed by the effect's timing for the
    /// context's direction (`timing` forward, `backTiming` back) unless `duration` overrides it.
    init(effect: any Effect, screens: Screens, fps: Double, duration: Double? = nil) {
        self.effect = effect; self.screens = screens
        plan = FramePlan(timing: effect.timing(for: screens.context.direction), fps: fps, duration: duration)
    }

    /// The file name of frame `index`: `frame-0007.png`.
    static func fileName(_ index: Int) -> String {
        let digits = String(index)
        return "frame-" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits + ".png"
    }

    /// Writes every frame into `directory` (which must exist) and returns how many.
    ///
    /// - Throws: `cantCreate` when a frame cannot be written.
    @discardableResult
    func write(into directory: String) throws(CLIError) -> Int {
        let renderer = Renderer()
        for (index, progress) in plan.progresses.enumerated() {
            let scene = effect.evaluate(at: progress, in: screens.context)
            let bitmap = renderer.render(scene, snapshots: screens.snapshots)
            do throws(ImageError) {
                try ImageIO.writePNG(bitmap, to: directory + "/" + Self.fileName(index))
            } catch {
                throw .cantCreate("cannot write a frame: \(error)")
            }
        }
        return plan.progresses.count
    }
}
