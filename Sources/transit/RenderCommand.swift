import TransitCore
import TransitFiles
import TransitRender
import TransitSpecFiles

/// `transit render`: one effect between two screens, to PNG frames.
enum RenderCommand: Command {
    static let name = "render"
    static let summary =
        "Renders one effect between two screens to animated WebP, GIF, video (MP4, WebM, APNG), PNG frames or raw frames."
    static let synopsis =
        "render (EFFECT [-p NAME=VALUE ...] | --spec FILE) [--from A.png --to B.png] [options] --out FILE.webp|FILE.gif|FILE.mp4|FILE.webm|FILE.apng|FILE.html|DIR|-|FILE.png --at P"
    static let discussion = """
        Frame 0 is progress 0 (the from-screen) and the last frame is progress 1 (the to-screen).
        Without --from/--to the built-in sample screens are used: a list screen and a detail screen.
        Files and directories are written beside their final path and moved into place at the end,
        so a failed run leaves nothing behind. A directory transit writes holds a .transit-output
        marker listing its files; an existing --out directory is replaced only when it is empty or
        its marker accounts for every file in it, and refused (exit 73) otherwise. Progress goes to
        standard error: a bar on a terminal, a line per tenth otherwise.

        Defaults: --scale 2, --fps 60 (50 for a GIF), --hold 0, WebP --quality 75, the effect's own
        duration (the gallery's are --scale 1, --fps 30, --hold 0.6: it stays small). --hold makes
        the last frame of a WebP or GIF longer and repeats it in video and frames; --round-trip
        plays forward, the hold, then back (with --back: back, then forward), ending where it began.

        GIF delays are whole hundredths of a second and browsers play delays under 2/100 s slowly,
        so a GIF is rendered at 50 fps at most (with a warning when --fps asks for more).

        .mp4 (H.264, yuv420p, moov first for QuickTime and Safari), .webm (VP9) and .apng (animated
        PNG, lossless) are written by the ffmpeg program, fed raw frames; without ffmpeg on PATH the
        run stops before rendering with exit 69. The size and rate are the render's. MP4 and WebM
        are 4:2:0, which needs even sides: an odd side is padded by repeating the last row or column.
        --crf sets the quality (H.264 0...51, default 18; VP9 0...63, default 32).

        --out - writes each frame as width x height x 4 bytes of straight RGBA8, rows top to bottom,
        no header: width = round(size width x scale), height = round(size height x scale), so
        390x844 at --scale 2 gives 780x1688 pixels, 5 269 760 bytes a frame.

        examples:
          transit render circle-spread --out frames
          transit render circle-spread --scale 1 --fps 30 --out circle.webp
          transit render page-curl --scale 1 --fps 25 --dither diffusion --out curl.gif
          transit render fade --scale 1 --out fade.mp4
          transit render cube --scale 1 --fps 30 --crf 36 --out cube.webm
          transit render slide -p from=bottom --back --fps 30 --out frames
          transit render --spec Examples/specs/xw-circle-spread-swipe-down.json --back --out frames
          transit render circle-spread --from a.png --to b.png --scale 3 --touch 300,600 --out frames
          transit render circle-spread --trace Examples/traces/fast-flick.json --out frames
        """

    /// Reads the inputs (the spec, the screens, the trace), then renders: every check comes
    /// before the first frame, and nothing is written until the inputs are read.
    static func run(_ options: Options) throws(CLIError) {
        let screens = try self.screens(options)
        let (width, height) = (screens.snapshots.from.width, screens.snapshots.from.height)
        if !PixelLimits.fits(width: width, height: height, maxSide: options.target.maxSide) {
            throw .usage(
                "the screens are \(width)x\(height) pixels; --out \(quoted(options.out ?? "")) takes frames whose "
                    + PixelLimits.rule(maxSide: options.target.maxSide))
        }
        try options.sheet.checkSize(width: width, height: height)
        let (effectName, effect, timing) = try chosenEffect(options, container: screens.context.size)
        if case .page(let path) = options.target {
            try PageExport.write(
                effect: effect, screens: screens, timing: timing, duration: options.duration, to: path)
            return output(
                "wrote a live page of \(effectName) (\(options.direction.rawValue)) to \(PathBytes.display(path))")
        }
        if case .still(let path) = options.target, let progress = options.at {
            let frames = FrameSequence(effect: effect, screens: screens, fps: options.frame.fps, hold: 0)
            try Cancellation.deferringSignals { () throws(CLIError) in
                do throws(ImageError) {
                    try ImageIO.writePNG(frames.frame(at: progress), to: path)
                } catch { throw .cantCreate(error.description) }
            }
            return output(
                "wrote the frame of \(effectName) (\(options.direction.rawValue)) at progress \(format(progress)) to "
                    + PathBytes.display(path))
        }
        if let trace = options.trace {
            var rendering = TraceRendering(
                effect: effect, screens: screens, trace: try TraceRendering.load(trace), fps: options.frame.fps)
            // A spec's interaction drives the trace (its finger mapping, release and finish), and
            // its timing is the effect's (the spec read once more: it was validated above).
            if let path = options.effect.spec, let spec = try? SpecFile.read(path: path) {
                rendering.interaction = spec.interaction
                rendering.timing = timing
            }
            return try rendering.render(
                effectName: effectName, tracePath: trace, directory: outputDirectory(options),
                sheet: options.sheet, quiet: options.isQuiet)
        }
        var frames = FrameSequence(
            effect: effect, screens: screens, fps: options.frame.fps, duration: options.duration, hold: options.hold)
        if let timing {
            frames.plan = FramePlan(timing: timing, fps: options.frame.fps, duration: options.duration)
        }
        switch options.target {
        case .webp, .gif: break
        default: frames.holdsByRepeating = true
        }
        if options.isRoundTrip { frames.back = try wayBack(options, timing: timing) }
        // The sheet is encoded while the output is still open (so a slow sheet is not written after
        // the output reports success) and put in place only after the output is.
        var sheet: [UInt8]?
        if options.sheet.path != nil {
            let drawn = frames.drawnSteps
            frames.kept = options.sheet.indices(of: drawn.count).map { drawn[$0] }
            frames.beforeFinishing = { [frames] kept throws(CLIError) in
                sheet = try encodeSheet(options.sheet, of: frames, kept: kept)
            }
        }
        if let warning = options.gifWarning, !options.isQuiet { printError("transit: warning: \(warning)\n") }
        let count = try render(frames, options)
        if let path = options.sheet.path, let sheet { try writeSheet(sheet, to: path) }
        let report =
            "wrote \(count) frames of \(effectName) (\(options.direction.rawValue)\(options.isRoundTrip ? " and the way back" : "")) to "
            + (options.target == .standardOutput ? "standard output" : PathBytes.display(outputDirectory(options).path))
            + (options.sheet.path.map { " and a contact sheet to " + PathBytes.display($0) } ?? "")
        if options.target == .standardOutput { printError(report + "\n") } else { output(report) }
    }

    /// Renders `frames` into the output `options` name, with progress, and returns how many were written.
    private static func render(_ frames: FrameSequence, _ options: Options) throws(CLIError) -> Int {
        try ProgressReporter.run(total: frames.frameCount, quiet: options.isQuiet) {
            (progress) throws(CLIError) -> Int in
            if case .directory = options.target {
                var written = 0
                try outputDirectory(options).write { dir throws(CLIError) in
                    written = try frames.write(to: PNGSequenceWriter(directory: dir), progress: &progress)
                }
                return written
            }
            if case .video(let path, let format) = options.target, let video = options.video {
                let writer = FFmpegWriter(
                    path: path, format: format, fps: options.frame.fps, crf: video.crf, program: video.ffmpeg)
                return try writeVideo(frames, to: writer, progress: &progress)
            }
            var written = 0
            try Cancellation.deferringSignals { () throws(CLIError) in
                do throws(CLIError) {
                    written = try frames.write(to: options.export.writer(for: options.target), progress: &progress)
                } catch {
                    // A reader that went away (EPIPE) or a full disk under standard output: exit 74.
                    throw options.target == .standardOutput ? error.outputLost : error
                }
            }
            return written
        }
    }

    private static func outputDirectory(_ options: Options) -> OutputDirectory {
        OutputDirectory(options.out ?? "")
    }

    /// The two screens: the images given, or the sample screens; the touch point must lie within
    /// 100 times the container's size of it.
    private static func screens(_ options: Options) throws(CLIError) -> Screens {
        let screens = try options.screens.screens(
            frame: options.frame, direction: options.direction, touch: options.touch)
        try checkTouch(options.touch, in: screens.context.size)
        if let note = screens.note, !options.isQuiet { printError("transit: note: \(note)\n") }
        return screens
    }

    /// A usage error unless the touch point lies within reach of the screen (`ParameterKind.isWithinReach`).
    static func checkTouch(_ touch: Point?, in size: Size) throws(CLIError) {
        guard let touch, !ParameterKind.isWithinReach(touch, of: size) else { return }
        throw .usage(
            "--touch \(format(touch.x)),\(format(touch.y)) is too far from the \(format(size.width))x\(format(size.height)) screen; "
                + "each coordinate must be within \(format(ParameterKind.pointReach)) times its size")
    }

    /// The effect from the catalogue; an unknown name or a bad parameter is a usage error.
    static func makeEffect(_ name: String, _ parameters: [String: String], container: Size? = nil) throws(CLIError)
        -> any Effect
    {
        do throws(CatalogueError) {
            return try EffectCatalogue.builtIn.makeEffect(named: name, arguments: parameters, container: container)
        } catch {
            throw .usage(error.description)
        }
    }
}
