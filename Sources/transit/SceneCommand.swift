import TransitCore
import TransitRender
import TransitWeb

/// `transit scene`: an effect's scenes as JSON (the schema in docs/scene.schema.json), one at a
/// progress or every frame of the run at a frame rate.
enum SceneCommand: Command {
    static let name = "scene"
    static let summary = "Prints an effect's scenes as JSON: layers, transforms, masks, shadows, snapshots by name."
    static let synopsis = "scene (EFFECT [-p NAME=VALUE ...] | --spec FILE) (--at PROGRESS | --fps F) [options]"
    /// Everything `transit scene` accepts, declared once.
    struct Options: ParsableOptions {
        var effect = EffectChoice()
        var at: Double?
        var fps: Double?
        var isBack = false
        var size = FrameSettings(scale: 2, fps: 60).size
        var scale = 2.0
        var touch: Point?
        var duration: Double?
        var isPretty = false

        static var declarations: [OptionDeclaration<Self>] {
            EffectChoice.declarations(\.effect, specHelp: "The effect and timing a spec file describes.") + [
                .option(["--at"], \.at, "PROGRESS", .number(in: 0...1), help: "One scene, at this progress (0...1)."),
                .option(
                    ["--fps"], \.fps, "F", .number(in: 1...240),
                    help:
                        "Every frame of the run at F frames per second: the instants and progress of 'transit render --fps F'."
                ),
                .flag(["--back"], \.isBack, help: "The back direction (pop, dismiss)."),
                .option(["--size"], \.size, "WxH", .size, help: "Container size in points."),
                .option(["--scale"], \.scale, "S", .number(in: 0.25...8), help: "Pixels per point the effect is told."),
                .option(["--touch"], \.touch, "x,y", .point, help: "Where a finger touched, in points."),
                .option(
                    ["--duration"], \.duration, "SECONDS", .number(in: 0.01...60),
                    help: "Run time with --fps (default: the effect's own)."),
                .flag(
                    ["--pretty"], \.isPretty,
                    help: "One field a line, indented, for reading and diffing (the same JSON, numbers unchanged)."),
            ]
        }

        mutating func validate(given: Set<String>) throws(CLIError) {
            try effect.validate()
            guard (at == nil) != (fps == nil) else {
                throw .usage("give exactly one of --at PROGRESS (one scene) or --fps F (every frame)")
            }
            if at != nil && duration != nil { throw .usage("--duration goes with --fps") }
            // The size render would draw at, checked the same way, though scene draws nothing.
            try FrameSettings(size: size, scale: scale, fps: 1).checkPixelSize()
        }
    }

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
          transit scene cube --at 0.5 --pretty
          transit scene slide -p from=bottom --back --fps 30 > slide-back.json
        """

    static func run(_ options: Options) throws(CLIError) {
        let direction: Direction = options.isBack ? .back : .forward
        try RenderCommand.checkTouch(options.touch, in: options.size)
        let (_, effect, timing) = try RenderCommand.chosenEffect(
            options.effect, direction: direction, container: options.size)
        // The sample screens' context, shared elements included: the scenes 'transit render' draws,
        // laid out without drawing a pixel.
        let context = Screens.sampleContext(
            size: options.size, scale: options.scale, direction: direction, touchPoint: options.touch)
        let clip: SceneClip
        if let progress = options.at {
            clip = SceneClip(effect: effect, context: context, progress: progress, duration: timing?.duration)
        } else {
            clip = SceneClip(
                effect: effect, context: context, fps: options.fps ?? 60, timing: timing, duration: options.duration)
        }
        let json = SceneJSON.document(clip)
        output(options.isPretty ? PrettyJSON.format(json) : json)
    }
}
