import TransitCore
import TransitRender

/// `transit scene`: an effect's scenes as JSON (the schema in docs/scene.schema.json), one at a
/// progress or every frame of the run at a frame rate.
enum SceneCommand: Command {
    static let name = "scene"
    static let summary = "Prints an effect's scenes as JSON: layers, transforms, masks, shadows, snapshots by name."
    static let synopsis = "scene (EFFECT [-p NAME=VALUE ...] | --spec FILE) (--at PROGRESS | --fps F) [options]"
    static let options: [OptionSpec] = [
        OptionSpec(
            ["-p", "--param"], value: "NAME=VALUE", .repeated,
            "Sets an effect parameter (see 'transit list'); repeatable."),
        OptionSpec(["--spec"], value: "FILE", .single, "The effect and timing a spec file describes."),
        OptionSpec(["--at"], value: "PROGRESS", .single, "One scene, at this progress (0...1)."),
        OptionSpec(
            ["--fps"], value: "F", .single,
            "Every frame of the run at F frames per second: the instants and progress of 'transit render --fps F'."),
        OptionSpec(["--back"], .flag, "The back direction (pop, dismiss)."),
        OptionSpec(["--size"], value: "WxH", .single, "Container size in points (default 390x844)."),
        OptionSpec(["--scale"], value: "S", .single, "Pixels per point the effect is told (default 2)."),
        OptionSpec(["--touch"], value: "x,y", .single, "Where a finger touched, in points."),
        OptionSpec(["--duration"], value: "SECONDS", .single, "Run time with --fps (default: the effect's own)."),
    ]
    static let discussion = """
        The document is {"format": "transit-scene", "version": 1, "effect", "direction", "size",
        "duration", "frames": [{"time", "fraction", "progress", "scene"}]}; with --at there is one
        frame and no time. A scene has "size", "background", "eyeDistance" and "layers"; a layer has
        "id", "content", "bounds", "position", "anchorPoint", "transform" (16 numbers, m11 ... m44 in
        Core Animation's order, which is also CSS matrix3d's), "zPosition", "isDoubleSided", "opacity",
        "cornerRadius", and optionally "mask" (SVG path data) and "shadow". Lengths are points,
        colours [r, g, b, a] in 0...1. docs/scene.schema.json is the schema.

        examples:
          transit scene cube --at 0.5
          transit scene slide -p from=bottom --back --fps 30 > slide-back.json
        """

    static func run(_ arguments: ParsedArguments) throws(CLIError) {
        let direction: Direction = arguments.isSet("--back") ? .back : .forward
        let (_, effect, timing) = try RenderCommand.chosenEffect(arguments, direction: direction)
        guard arguments.isSet("--at") != arguments.isSet("--fps") else {
            throw .usage("give exactly one of --at PROGRESS (one scene) or --fps F (every frame)")
        }
        let size = try arguments.size("--size", default: FrameSettings.defaultSize)
        let scale = try arguments.number("--scale", in: 0.25...8, default: 2)
        // The sample screens' context, shared elements included: the scenes 'transit render' draws.
        let context = Screens.samples(
            size: size, scale: scale, direction: direction, touchPoint: try arguments.point("--touch")
        ).context
        let clip: SceneClip
        if arguments.isSet("--at") {
            if arguments.isSet("--duration") { throw .usage("--duration goes with --fps") }
            let progress = try arguments.number("--at", in: 0...1, default: 0)
            clip = SceneClip(effect: effect, context: context, progress: progress, duration: timing?.duration)
        } else {
            let fps = try arguments.number("--fps", in: 1...240, default: 60)
            let duration: Double? =
                arguments.isSet("--duration") ? try arguments.number("--duration", in: 0.01...60, default: 0) : nil
            clip = SceneClip(effect: effect, context: context, fps: fps, timing: timing, duration: duration)
        }
        print(SceneJSON.document(clip))
    }
}
