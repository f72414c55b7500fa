import TransitCore
import TransitRender

extension RenderCommand {
    /// The way back of `--round-trip`: the effect for the other direction (a spec's own back
    /// effect), between the same two screens the other way round, so it starts where the first way
    /// ended and ends where it began; timed as the first way (the spec's timing or `--duration`,
    /// else the effect's own for that direction).
    static func wayBack(_ options: Options, timing: Timing?) throws(CLIError) -> (
        effect: any Effect, screens: Screens, plan: FramePlan
    ) {
        var other = options
        other.isBack.toggle()
        // The images are exchanged (frame 0 shows --from whichever the direction); the sample
        // screens swap by themselves going back.
        let choice = options.screens.images != nil ? options.screens.exchanged : options.screens
        let screens = try choice.screens(frame: options.frame, direction: other.direction, touch: options.touch)
        let effect = try chosenEffect(other, container: screens.context.size).effect
        let plan = FramePlan(
            timing: timing ?? effect.timing(for: other.direction), fps: options.frame.fps, duration: options.duration)
        return (effect, screens, plan)
    }
}
