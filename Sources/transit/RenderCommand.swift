import TransitCore
import TransitRender

/// `transit render`: one effect between two screens, to PNG frames.
enum RenderCommand: Command {
    static let name = "render"
    static let summary = "Renders one effect between two screens to PNG frames."
    static let synopsis = "render (EFFECT [-p NAME=VALUE ...] | --spec FILE) [--from A.png --to B.png] [options] --out DIR"
    static let options: [OptionSpec] = [
        OptionSpec(["-p", "--param"], value: "NAME=VALUE", .repeated, "Sets an effect parameter (see 'transit list'); repeatable."),
        OptionSpec(["--spec"], value: "FILE", .single, "Renders what a spec file describes (its effect and timing; its back effect with --back)."),
        OptionSpec(["--from"], value: "IMAGE", .single, "The screen being left (PNG or JPEG); needs --to."),
        OptionSpec(["--to"], value: "IMAGE", .single, "The screen being entered, the same pixel size as --from."),
        OptionSpec(["--element"], value: "ID:x,y,w,h:x,y,w,h", .repeated,
                   "A shared element: its frame in points on the from-screen, then on the to-screen; repeatable. Replaces the sample screens' own."),
        OptionSpec(["--size"], value: "WxH", .single, "Container size in points for the sample screens (default 390x844)."),
        OptionSpec(["--scale"], value: "S", .single, "Pixels per point (default 2); with --from/--to, the container is the image size divided by it."),
        OptionSpec(["--fps"], value: "F", .single, "Frames per second (default 60)."),
        OptionSpec(["--duration"], value: "SECONDS", .single, "Run time (default: the effect's own)."),
        OptionSpec(["--back"], .flag, "Renders the back direction (pop, dismiss); with the sample screens it goes from detail to list."),
        OptionSpec(["--touch"], value: "x,y", .single, "Where a finger touched, in points (effects such as circle-spread start there)."),
        OptionSpec(["--out"], value: "DIR", .single, "Output directory for frame-0000.png ...; replaced if it holds only frames."),
        OptionSpec(["--trace"], value: "FILE", .single,
                   "Plays a recorded gesture (JSON, see Examples/traces) through the interaction driver and the player: the frames follow the finger, then the finish or the cancel."),
        OptionSpec(["--contact-sheet"], value: "PNG", .single, "With --trace: also writes 8 of the frames side by side into one PNG."),
    ]
    static let discussion = """
        Frame 0 is progress 0 (the from-screen) and the last frame is progress 1 (the to-screen).
        Without --from/--to the built-in sample screens are used: a list screen and a detail screen.
        The frames are written to a temporary directory beside DIR and moved into place at the end,
        so a failed run leaves nothing behind.

        examples:
          transit render circle-spread --out frames
          transit render slide -p from=bottom --back --fps 30 --out frames
          transit render --spec Examples/specs/xw-circle-spread-swipe-down.json --back --out frames
          transit render circle-spread --from a.png --to b.png --scale 3 --touch 300,600 --out frames
          transit render circle-spread --trace Examples/traces/fast-flick.json --out frames
        """

    static func run(_ arguments: ParsedArguments) throws(CLIError) {
        guard let out = arguments.value("--out") else { throw .usage("missing --out DIR") }
        let fromPath = arguments.value("--from"), toPath = arguments.value("--to")
        if (fromPath == nil) != (toPath == nil) { throw .usage("--from and --to go together: give both screens or neither") }
        if fromPath != nil && arguments.isSet("--size") {
            throw .usage("--size is for the sample screens; with --from/--to the size comes from the images")
        }
        let settings = try FrameSettings(arguments)
        let duration: Double? = arguments.isSet("--duration") ? try arguments.number("--duration", in: 0.01...60, default: 0) : nil
        let direction: Direction = arguments.isSet("--back") ? .back : .forward
        let touch = try arguments.point("--touch")
        let elements = try arguments.sharedElements("--element")
        let (effectName, effect, timing) = try chosenEffect(arguments, direction: direction)

        let output = OutputDirectory(out, replaceable: { !$0.contains("/") && OutputDirectory.isFrame($0) })
        try output.checkWritable()
        let screens: Screens
        if let fromPath, let toPath {
            screens = try .images(from: fromPath, to: toPath, scale: settings.scale, direction: direction,
                                  touchPoint: touch, sharedElements: elements)
        } else {
            screens = .samples(size: settings.size, scale: settings.scale, direction: direction, touchPoint: touch,
                               sharedElements: elements.isEmpty ? nil : elements)
        }
        if arguments.isSet("--trace") || arguments.isSet("--contact-sheet") {
            guard arguments.isSet("--trace") else { throw .usage("--contact-sheet goes with --trace") }
            return try TraceRendering.render(arguments, effectName: effectName, effect: effect, screens: screens, fps: settings.fps, output: output)
        }
        var frames = FrameSequence(effect: effect, screens: screens, fps: settings.fps, duration: duration)
        if let timing { frames.plan = FramePlan(timing: timing, fps: settings.fps, duration: duration) }
        var count = 0
        try output.write { dir throws(CLIError) in count = try frames.write(into: dir) }
        print("wrote \(count) frames of \(effectName) (\(direction.rawValue)) to \(output.path)")
    }

    /// The effect from the catalogue; an unknown name or a bad parameter is a usage error.
    static func makeEffect(_ name: String, _ parameters: [String: String]) throws(CLIError) -> any Effect {
        do throws(CatalogueError) {
            return try EffectCatalogue.builtIn.makeEffect(named: name, arguments: parameters)
        } catch {
            throw .usage(error.description)
        }
    }
}

/// The frame settings `render` and `gallery` share: sample size, scale and frame rate.
struct FrameSettings {
    var size: Size
    var scale: Double
    var fps: Double

    static let defaultSize = Size(width: 390, height: 844)

    init(_ arguments: ParsedArguments) throws(CLIError) {
        size = try arguments.size("--size", default: Self.defaultSize)
        scale = try arguments.number("--scale", in: 0.25...8, default: 2)
        fps = try arguments.number("--fps", in: 1...240, default: 60)
        if size.width * scale > 16_384 || size.height * scale > 16_384 {
            throw .usage("--size times --scale is \(format(size.width * scale))x\(format(size.height * scale)) pixels; at most 16384 a side")
        }
    }
}
