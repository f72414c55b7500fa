import TransitCore
import TransitRender

/// `transit render`: one effect between two screens, to PNG frames.
enum RenderCommand: Command {
    static let name = "render"
    static let summary = "Renders one effect between two screens to animated WebP, GIF, PNG frames or raw frames."
    static let synopsis =
        "render (EFFECT [-p NAME=VALUE ...] | --spec FILE) [--from A.png --to B.png] [options] --out FILE.webp|FILE.gif|FILE.html|DIR|-"
    static let options: [OptionSpec] =
        [
            OptionSpec(
                ["-p", "--param"], value: "NAME=VALUE", .repeated,
                "Sets an effect parameter (see 'transit list'); repeatable."),
            OptionSpec(
                ["--spec"], value: "FILE", .single,
                "Renders what a spec file describes (its effect and timing; its back effect with --back)."),
            OptionSpec(["--from"], value: "IMAGE", .single, "The screen being left (PNG or JPEG); needs --to."),
            OptionSpec(["--to"], value: "IMAGE", .single, "The screen being entered, the same pixel size as --from."),
            OptionSpec(
                ["--element"], value: "ID:x,y,w,h:x,y,w,h", .repeated,
                "A shared element: its frame in points on the from-screen, then on the to-screen; repeatable. Replaces the sample screens' own."
            ),
            OptionSpec(
                ["--size"], value: "WxH", .single, "Container size in points for the sample screens (default 390x844)."),
            OptionSpec(
                ["--scale"], value: "S", .single,
                "Pixels per point (default 2); with --from/--to, the container is the image size divided by it."),
            OptionSpec(["--fps"], value: "F", .single, "Frames per second (default 60)."),
            OptionSpec(["--duration"], value: "SECONDS", .single, "Run time (default: the effect's own)."),
            OptionSpec(
                ["--back"], .flag,
                "Renders the back direction (pop, dismiss); with the sample screens it goes from detail to list."),
            OptionSpec(
                ["--touch"], value: "x,y", .single,
                "Where a finger touched, in points (effects such as circle-spread start there)."),
            OptionSpec(
                ["--hold"], value: "SECONDS", .single,
                "Extra time the last frame shows in a WebP or GIF before it loops (default 0)."),
            OptionSpec(
                ["--out"], value: "PATH", .single,
                "FILE.webp (animated WebP), FILE.gif (animated GIF), FILE.html (a live page), a directory for frame-0000.png ... "
                    + "(replaced if it holds only frames), or - for raw frames on standard output."),
            OptionSpec(["--quiet"], .flag, "No progress on standard error."),
            OptionSpec(
                ["--trace"], value: "FILE", .single,
                "Plays a recorded gesture (JSON, see Examples/traces) through the interaction driver and the player: the frames follow the finger, then the finish or the cancel."
            ),
            OptionSpec(
                ["--contact-sheet"], value: "PNG", .single,
                "With --trace: also writes 8 of the frames side by side into one PNG."),
        ] + ExportOptions.specs
    static let discussion = """
        Frame 0 is progress 0 (the from-screen) and the last frame is progress 1 (the to-screen).
        Without --from/--to the built-in sample screens are used: a list screen and a detail screen.
        Files and directories are written beside their final path and moved into place at the end,
        so a failed run leaves nothing behind. Progress goes to standard error: a bar on a terminal,
        a line per tenth otherwise.

        GIF delays are whole hundredths of a second and browsers play delays under 2/100 s slowly,
        so a GIF is rendered at 50 fps at most (with a warning when --fps asks for more).

        --out - writes each frame as width x height x 4 bytes of straight RGBA8, rows top to bottom,
        no header: width = round(size width x scale), height = round(size height x scale), so
        390x844 at --scale 2 gives 780x1688 pixels, 5 269 760 bytes a frame.

        examples:
          transit render circle-spread --out frames
          transit render circle-spread --scale 1 --fps 30 --out circle.webp
          transit render page-curl --scale 1 --fps 25 --dither diffusion --out curl.gif
          transit render fade --scale 1 --out - | ffmpeg -f rawvideo -pix_fmt rgba -s 390x844 -r 60 -i - fade.mp4
          transit render slide -p from=bottom --back --fps 30 --out frames
          transit render --spec Examples/specs/xw-circle-spread-swipe-down.json --back --out frames
          transit render circle-spread --from a.png --to b.png --scale 3 --touch 300,600 --out frames
          transit render circle-spread --trace Examples/traces/fast-flick.json --out frames
        """

    static func run(_ arguments: ParsedArguments) throws(CLIError) {
        guard let out = arguments.value("--out") else { throw .usage("missing --out FILE.webp|FILE.gif|DIR|-") }
        let target = try ExportTarget(out)
        let export = try ExportOptions(arguments, target: target)
        let fromPath = arguments.value("--from"), toPath = arguments.value("--to")
        if (fromPath == nil) != (toPath == nil) {
            throw .usage("--from and --to go together: give both screens or neither")
        }
        if fromPath != nil && arguments.isSet("--size") {
            throw .usage("--size is for the sample screens; with --from/--to the size comes from the images")
        }
        var settings = try FrameSettings(arguments)
        let hold = try arguments.number("--hold", in: 0...60, default: 0)
        let gifRate = GIFWriter.frameRate(forRequested: settings.fps)
        if case .gif = target { settings.fps = gifRate.fps }
        let duration: Double? =
            arguments.isSet("--duration") ? try arguments.number("--duration", in: 0.01...60, default: 0) : nil
        let direction: Direction = arguments.isSet("--back") ? .back : .forward
        let touch = try arguments.point("--touch")
        let elements = try arguments.sharedElements("--element")
        let (effectName, effect, timing) = try chosenEffect(arguments, direction: direction)

        let output = OutputDirectory(out, replaceable: { !$0.contains("/") && OutputDirectory.isFrame($0) })
        if case .directory = target { try output.checkWritable() }
        try target.checkWritable()
        let screens: Screens
        if let fromPath, let toPath {
            screens = try .images(
                from: fromPath, to: toPath, scale: settings.scale, direction: direction,
                touchPoint: touch, sharedElements: elements)
        } else {
            screens = .samples(
                size: settings.size, scale: settings.scale, direction: direction, touchPoint: touch,
                sharedElements: elements.isEmpty ? nil : elements)
        }
        if case .page(let path) = target {
            if arguments.isSet("--trace") { throw .usage("--trace writes PNG frames: give --out a directory") }
            try PageExport.write(effect: effect, screens: screens, timing: timing, duration: duration, to: path)
            return print("wrote a live page of \(effectName) (\(direction.rawValue)) to \(path)")
        }
        if arguments.isSet("--trace") || arguments.isSet("--contact-sheet") {
            guard arguments.isSet("--trace") else { throw .usage("--contact-sheet goes with --trace") }
            guard case .directory = target else { throw .usage("--trace writes PNG frames: give --out a directory") }
            return try TraceRendering.render(
                arguments, effectName: effectName, effect: effect, screens: screens, fps: settings.fps, output: output)
        }
        var frames = FrameSequence(effect: effect, screens: screens, fps: settings.fps, duration: duration, hold: hold)
        if let timing { frames.plan = FramePlan(timing: timing, fps: settings.fps, duration: duration) }
        if case .gif = target, let warning = gifRate.warning { printError("transit: warning: \(warning)\n") }
        var progress = ProgressReporter(total: frames.plan.frameCount, quiet: arguments.isSet("--quiet"))
        defer { progress.finish() }
        let count: Int
        if case .directory = target {
            var written = 0
            try output.write { dir throws(CLIError) in
                written = try frames.write(to: PNGSequenceWriter(directory: dir), progress: &progress)
            }
            count = written
        } else {
            count = try frames.write(to: export.writer(for: target), progress: &progress)
        }
        progress.finish()
        let report =
            "wrote \(count) frames of \(effectName) (\(direction.rawValue)) to \(target == .standardOutput ? "standard output" : output.path)"
        if target == .standardOutput { printError(report + "\n") } else { print(report) }
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

    init(_ arguments: ParsedArguments, defaultScale: Double = 2, defaultFPS: Double = 60) throws(CLIError) {
        size = try arguments.size("--size", default: Self.defaultSize)
        scale = try arguments.number("--scale", in: 0.25...8, default: defaultScale)
        fps = try arguments.number("--fps", in: 1...240, default: defaultFPS)
        if size.width * scale > 16_384 || size.height * scale > 16_384 {
            throw .usage(
                "--size times --scale is \(format(size.width * scale))x\(format(size.height * scale)) pixels; at most 16384 a side"
            )
        }
    }
}
