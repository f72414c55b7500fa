import TransitCore
import TransitFiles
import TransitRender

extension RenderCommand {
    /// Everything `transit render` accepts, declared once; `validate` checks the options together
    /// and every output path before anything is read or rendered.
    struct Options: ParsableOptions {
        var effect = EffectChoice()
        var screens = ScreenChoice()
        var frame = FrameSettings(scale: 2, fps: 60)
        var duration: Double?
        var isBack = false
        var touch: Point?
        var hold = 0.0
        var isRoundTrip = false
        var at: Double?
        var out: String?
        var isQuiet = false
        var trace: String?
        var sheet = ContactSheetChoice()
        var export = ExportOptions()

        /// Set by `validate`: where the frames go.
        private(set) var target = ExportTarget.standardOutput
        /// Set by `validate`: why a GIF's frame rate was lowered.
        private(set) var gifWarning: String?
        /// Set by `validate` for video output: the `ffmpeg` program and the constant-rate factor.
        private(set) var video: (ffmpeg: String, crf: Int?)?

        static var declarations: [OptionDeclaration<Self>] {
            EffectChoice.declarations(
                \.effect,
                specHelp: "Renders what a spec file describes (its effect and timing; its back effect with --back).")
                + ScreenChoice.declarations(\.screens) + FrameSettings.declarations(\.frame)
                + [
                    .option(
                        ["--duration"], \.duration, "SECONDS", .number(in: 0.01...60),
                        help: "Run time (default: the effect's own)."),
                    .flag(
                        ["--back"], \.isBack,
                        help:
                            "Renders the back direction (pop, dismiss); with the sample screens it goes from detail to list."
                    ),
                    .option(
                        ["--touch"], \.touch, "x,y", .point,
                        help:
                            "Where a finger touched, in points, within 100 times the screen's size (effects such as circle-spread start there)."
                    ),
                    .option(
                        ["--at"], \.at, "PROGRESS", .number(in: 0...1),
                        help: "With --out FILE.png: the one frame at this progress (0 the start, 1 the end)."),
                    .option(
                        ["--hold"], \.hold, "SECONDS", .number(in: 0...60),
                        help:
                            "Extra time the last frame shows: a longer last frame in a WebP or GIF (before it loops), the last frame repeated in video and frames; with --round-trip, also the pause between the two ways."
                    ),
                    .flag(
                        ["--round-trip"], \.isRoundTrip,
                        help:
                            "Forward, the hold, then back in one clip (with --back: back, then forward): the clip ends where it began."
                    ),
                    .option(
                        ["--out"], \.out, "PATH", .path,
                        help:
                            "FILE.webp (animated WebP), FILE.gif (animated GIF), FILE.mp4 (H.264), FILE.webm (VP9), FILE.apng (animated PNG; video needs ffmpeg), "
                            + "FILE.html (a live page), FILE.png (one still, with --at), a directory for frame-0000.png ... "
                            + "(replaced only if transit wrote it: see .transit-output), or - for raw frames on standard output."
                    ),
                    .flag(["--quiet"], \.isQuiet, help: "No progress on standard error."),
                    .option(
                        ["--trace"], \.trace, "FILE", .path,
                        help:
                            "Plays a recorded gesture (JSON, see Examples/traces) through the interaction driver and the player: the frames follow the finger, then the finish or the cancel."
                    ),
                ] + ContactSheetChoice.declarations(\.sheet) + ExportOptions.declarations(\.export)
        }

        var direction: Direction { isBack ? .back : .forward }

        mutating func validate(given: Set<String>) throws(CLIError) {
            // The effect first: after `--` an option is an unexpected argument, not a missing one.
            try effect.validate()
            guard let out else {
                throw .usage("missing --out FILE.webp|FILE.gif|FILE.mp4|FILE.webm|FILE.apng|FILE.html|FILE.png|DIR|-")
            }
            target = try ExportTarget(out)
            if case .still = target, at == nil {
                throw .usage(
                    "--out '\(quoted(out))' is one PNG still: give --at PROGRESS (0...1), or a directory for every frame"
                )
            }
            if at != nil {
                guard case .still = target else { throw .usage("--at renders one still: give --out FILE.png") }
                if trace != nil { throw .usage("--at does not go with --trace, which renders the frames of a gesture") }
                for option in ["--duration", "--fps"] where given.contains(option) {
                    throw .usage("\(option) does not go with --at: a still is one instant of the run")
                }
            }
            try ExportOptions.validate(given: given, target: target)
            try screens.validate(given: given, frame: &frame, maxSide: target.maxSide)
            if case .gif = target {
                // A GIF's own default is the fastest rate it plays faithfully; only a rate asked for
                // and lowered is worth a warning.
                if given.contains("--fps") {
                    (frame.fps, gifWarning) = GIFWriter.frameRate(forRequested: frame.fps)
                } else {
                    frame.fps = min(frame.fps, GIFWriter.maxFrameRate)
                }
            }
            if trace != nil {
                if isRoundTrip { throw .usage("--round-trip does not go with --trace, which plays one gesture") }
                if given.contains("--hold") {
                    throw .usage("--hold does not go with --trace: the gesture's own frames end the clip")
                }
                guard case .directory = target else {
                    throw .usage("--trace writes PNG frames: give --out a directory")
                }
                if duration != nil {
                    throw .usage(
                        "--duration does not go with --trace: the trace and the finishing motion set the length")
                }
            }
            if sheet.path != nil {
                switch target {
                case .page: throw .usage("--contact-sheet does not go with a live page (.html), which has no frames")
                case .still: throw .usage("--contact-sheet does not go with --at, which renders one still")
                default: break
                }
            }
            // Every output path, before any work.
            if case .directory(let path) = target {
                try OutputDirectory(path).checkWritable()
            }
            try target.checkWritable()
            try checkOutputsAreNotInputs()
            if case .video(_, let format) = target {
                if trace != nil { throw .usage("--trace writes PNG frames: give --out a directory") }
                let crf = try export.crf(for: format)
                // Before anything is rendered: without ffmpeg there is no video (exit 69).
                video = (try FFmpegProgram.locate(for: ".\(format.rawValue)"), crf)
            }
            try sheet.validate(out: out, isTrace: trace != nil)
        }
    }
}

extension RenderCommand.Options {
    /// The files the run reads: the screens, the spec, the trace and any file parameter (a mask).
    var inputFiles: [(option: String, path: String)] {
        var inputs: [(String, String)] = []
        if let from = screens.from { inputs.append(("--from", from)) }
        if let to = screens.to { inputs.append(("--to", to)) }
        if let spec = effect.spec { inputs.append(("--spec", spec)) }
        if let trace { inputs.append(("--trace", trace)) }
        for (key, value) in effect.arguments where key == "mask" || key.hasSuffix(".mask") {
            inputs.append(("-p \(key)", value))
        }
        return inputs
    }

    /// Refuses (exit 73) an output file or contact sheet that is one of the run's own inputs: a
    /// still written over its `--from` screenshot would lose the user's picture.
    func checkOutputsAreNotInputs() throws(CLIError) {
        let outputs = [("--out", target.file), ("--contact-sheet", sheet.path)].compactMap { o in
            o.1.map { (o.0, $0) }
        }
        for (option, output) in outputs {
            let resolved = FileSystem.resolved(output)
            for (input, path) in inputFiles where FileSystem.resolved(path) == resolved {
                throw .cantCreate(
                    "refusing to write \(option) '\(PathBytes.display(output))': it is the \(input) input; "
                        + "name another file")
            }
        }
    }
}

/// The frame settings `render` and `gallery` share: sample size, scale, output size and frame rate.
struct FrameSettings {
    var size = Size(width: 390, height: 844)
    var scale: Double
    var fps: Double
    var output = OutputSize()

    /// The declarations of `--size`, `--scale`, `--width`, `--height` and `--fps`, for options holding these at
    /// `property`.
    static func declarations<O>(_ property: WritableKeyPath<O, FrameSettings>) -> [OptionDeclaration<O>] {
        [
            .option(
                ["--size"], property.appending(path: \.size), "WxH", .size,
                help: "Container size in points for the sample screens."),
            .option(
                ["--scale"], property.appending(path: \.scale), "S", .number(in: 0.25...8),
                help:
                    "Pixels per point; with --from/--to, the container is the image size divided by it (a known device screenshot's own scale when not given)."
            ),
        ] + OutputSize.declarations(property.appending(path: \.output))
            + [
                .option(
                    ["--fps"], property.appending(path: \.fps), "F", .number(in: 1...240),
                    help: "Frames per second, at most 50 in a GIF.")
            ]
    }

    /// The frames' pixel size, rounded as the renderer rounds it.
    var pixelSize: (width: Int, height: Int) {
        (Int((size.width * scale).rounded()), Int((size.height * scale).rounded()))
    }

    /// Fails, before anything is drawn, unless `--size` times `--scale` makes frames that
    /// `PixelLimits` allows, with at most `maxSide` pixels a side (WebP's 16,383 for WebP output).
    func checkPixelSize(maxSide: Int = PixelLimits.maxSide) throws(CLIError) {
        let w = size.width * scale
        let h = size.height * scale
        let fits =
            w <= Double(maxSide) && h <= Double(maxSide)
            && PixelLimits.fits(width: pixelSize.width, height: pixelSize.height, maxSide: maxSide)
        guard fits else {
            throw .usage(
                "--size times --scale is \(format(w))x\(format(h)) pixels; \(PixelLimits.rule(maxSide: maxSide))"
                    + (maxSide == PixelLimits.webPMaxSide ? " (WebP's limit)" : ""))
        }
    }
}
