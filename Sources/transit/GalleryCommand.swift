import Foundation
import TransitCore
import TransitFiles
import TransitRender

/// `transit gallery`: every catalogue effect, forward and back, on the sample screens, as
/// animated WebP clips with poster PNGs and an `index.html` that shows them.
enum GalleryCommand: Command {
    static let name = "gallery"
    static let summary = "Renders every effect, forward and back, as animated WebP with a page to view them."
    static let synopsis =
        "gallery --out DIR [--only NAMES] [--from A.png --to B.png | --size WxH] [--scale S] [--width W | --height H] [--fps F] [--hold SECONDS] [--quality Q]"
    /// Everything `transit gallery` accepts, declared once.
    struct Options: ParsableOptions {
        var out: String?
        var only: [String]?
        var screens = ScreenChoice()
        var frame = FrameSettings(scale: 1, fps: 30)
        var hold = 0.6
        var quality = 75.0
        var isQuiet = false

        static var declarations: [OptionDeclaration<Self>] {
            [
                .option(
                    ["--out"], \.out, "DIR", .path,
                    help:
                        "Output directory; replaced only if transit wrote it (its .transit-output marker lists every file)."
                ),
                .option(
                    ["--only"], \.only, "NAMES", .effectNames,
                    help: "Comma-separated effect names (default: every effect in 'transit list')."),
            ] + ScreenChoice.declarations(\.screens) + FrameSettings.declarations(\.frame)
                + [
                    .option(
                        ["--hold"], \.hold, "SECONDS", .number(in: 0...60),
                        help: "Extra time the last frame shows before the clip loops."),
                    .option(["--quality"], \.quality, "Q", .number(in: 0...100), help: "WebP quality 0...100."),
                    .flag(["--quiet"], \.isQuiet, help: "No progress on standard error."),
                ]
        }

        mutating func validate(given: Set<String>) throws(CLIError) {
            guard let out else { throw .usage("missing --out DIR") }
            try screens.validate(given: given, frame: &frame, maxSide: PixelLimits.webPMaxSide)
            try OutputDirectory(out).checkWritable()
        }
    }

    static let discussion = """
        Writes, for every effect with its default parameters, DIR/EFFECT-forward.webp and
        DIR/EFFECT-back.webp, a poster of each (DIR/EFFECT-forward.png, the frame at progress 0.5,
        shown instead of the animation to readers who ask for reduced motion), a live page of each
        (DIR/EFFECT-forward.html, as 'render --out page.html'), and DIR/index.html:
        a grid with each effect's name, summary, parameters and the commands that reproduce its
        clips. The page needs no network and works opened from disk. Like render, it builds the
        gallery beside DIR and moves it into place at the end.

        With --from A.png --to B.png every clip is drawn on your screens, as render draws them:
        forward from A to B, back from B to A (as the sample screens go back from the detail to the
        list), at the images' size over --scale. Defaults: --scale 1 --fps 30 --hold 0.6 (render's
        are 2, 60 and 0: the gallery stays small).

        example:
          transit gallery --out gallery
          transit gallery --only cube,fold,push --from list.png --to detail.png --scale 3 --out mine
          transit gallery --only fade,slide --size 195x422 --fps 20 --out gallery
        """

    static func run(_ options: Options) throws(CLIError) {
        let settings = options.frame
        let hold = options.hold
        let quality = options.quality
        let descriptors = selection(options.only)
        let directory = OutputDirectory(options.out ?? "")

        // Each direction's screens, read or drawn once: going back, the images are exchanged, as
        // the sample screens go from the detail back to the list.
        var screensGoing: [Direction: Screens] = [:]
        var screenOptions: [Direction: String] = [:]
        for direction in Direction.allCases {
            let choice =
                direction == .back && options.screens.images != nil ? options.screens.exchanged : options.screens
            screensGoing[direction] = try choice.screens(frame: settings, direction: direction, touch: nil)
            screenOptions[direction] = choice.commandOptions(
                sampleSize: "\(format(settings.size.width))x\(format(settings.size.height))")
        }
        let forward = screensGoing[.forward]!
        if let note = forward.note, !options.isQuiet { printError("transit: note: \(note)\n") }
        let clips = descriptors.flatMap { d in Direction.allCases.map { (d, $0) } }
        let sequences = clips.map { descriptor, direction in
            FrameSequence(
                effect: descriptor.make(ParameterValues()), screens: screensGoing[direction]!, fps: settings.fps,
                hold: hold)
        }
        // With --width the scale of the images (or none, for the sample screens) and the size asked.
        let scaleOptions =
            settings.output.isGiven
            ? (forward.imageScale.map { "--scale \(format($0)) " } ?? "") + settings.output.options
            : "--scale \(format(forward.context.scale))"
        let rest =
            "\(scaleOptions) --fps \(format(settings.fps)) --hold \(format(hold))"
            + (quality == 75 ? "" : " --quality \(format(quality))")
        let page = GalleryPage(
            entries: descriptors.map { GalleryPage.Entry(descriptor: $0, taggedIn: forward.context) },
            clipSize: (forward.snapshots.from.width, forward.snapshots.from.height),
            commandOptions: screenOptions.mapValues { $0 + " " + rest },
            screensCaption: options.screens.images.map {
                "your screens \(PathBytes.display($0.from)) and \(PathBytes.display($0.to))"
            })
        let total = sequences.reduce(0) { $0 + $1.frameCount }
        try ProgressReporter.run(total: total, quiet: options.isQuiet) { (progress) throws(CLIError) in
            try directory.write { dir throws(CLIError) in
                for ((descriptor, direction), frames) in zip(clips, sequences) {
                    let label = "\(descriptor.name) \(direction.rawValue)"
                    let writer: WebPWriter
                    do throws(ImageError) {
                        writer = try WebPWriter(
                            path: dir + "/" + GalleryPage.clipName(descriptor.name, direction),
                            options: .init(quality: quality))
                    } catch { throw .usage(error.description) }
                    try frames.write(to: writer, progress: &progress, label: label)
                    do throws(ImageError) {
                        try ImageIO.writePNG(
                            frames.frame(at: 0.5), to: dir + "/" + GalleryPage.posterName(descriptor.name, direction))
                    } catch { throw .cantCreate(error.description) }
                    try PageExport.write(
                        effect: frames.effect, screens: frames.screens, timing: nil, duration: nil,
                        to: dir + "/" + GalleryPage.pageName(descriptor.name, direction))
                }
                do {
                    try page.html.write(toFile: dir + "/index.html", atomically: true, encoding: .utf8)
                } catch {
                    throw .cantCreate(
                        "cannot write '\(PathBytes.display(directory.path))/index.html': \(error.localizedDescription)")
                }
            }
        }
        output("wrote the gallery of \(descriptors.count) effects to \(PathBytes.display(directory.path))/index.html")
    }

    /// The catalogue entries named by `--only` (already checked), in catalogue order, or every entry.
    private static func selection(_ only: [String]?) -> [EffectDescriptor] {
        let descriptors = EffectCatalogue.builtIn.descriptors
        guard let only else { return descriptors }
        return descriptors.filter { only.contains($0.name) }
    }
}

extension ValueParser where T == [String] {
    /// Comma-separated names of catalogue effects, at least one.
    static var effectNames: Self {
        let names = EffectCatalogue.builtIn.names
        return Self(
            expected: "comma-separated effect names (see 'transit list')",
            parse: { text in
                let given = text.split(separator: ",").map(String.init)
                return !given.isEmpty && given.allSatisfy(names.contains) ? given : nil
            }, describe: { $0.joined(separator: ",") },
            hint: { text in
                guard let unknown = text.split(separator: ",").map(String.init).first(where: { !names.contains($0) })
                else { return nil }
                return "unknown effect '\(quoted(unknown))'"
                    + (closestName(to: unknown, in: names).map { "; did you mean '\($0)'?" } ?? "")
            })
    }
}
