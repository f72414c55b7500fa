import Foundation
import TransitCore
import TransitRender

/// `transit gallery`: every catalogue effect, forward and back, on the sample screens, as
/// animated WebP clips with poster PNGs and an `index.html` that shows them.
enum GalleryCommand: Command {
    static let name = "gallery"
    static let summary = "Renders every effect, forward and back, as animated WebP with a page to view them."
    static let synopsis =
        "gallery --out DIR [--only NAMES] [--size WxH] [--scale S] [--fps F] [--hold SECONDS] [--quality Q]"
    static let options: [OptionSpec] = [
        OptionSpec(["--out"], value: "DIR", .single, "Output directory; replaced if it holds only gallery files."),
        OptionSpec(
            ["--only"], value: "NAMES", .single,
            "Comma-separated effect names (default: every effect in 'transit list')."),
        OptionSpec(["--size"], value: "WxH", .single, "Container size in points (default 390x844)."),
        OptionSpec(["--scale"], value: "S", .single, "Pixels per point (default 1)."),
        OptionSpec(["--fps"], value: "F", .single, "Frames per second (default 30)."),
        OptionSpec(
            ["--hold"], value: "SECONDS", .single,
            "Extra time the last frame shows before the clip loops (default 0.6)."),
        OptionSpec(["--quality"], value: "Q", .single, "WebP quality 0...100 (default 75)."),
        OptionSpec(["--quiet"], .flag, "No progress on standard error."),
    ]
    static let discussion = """
        Writes, for every effect with its default parameters, DIR/EFFECT-forward.webp and
        DIR/EFFECT-back.webp, a poster of each (DIR/EFFECT-forward.png, the frame at progress 0.5,
        shown instead of the animation to readers who ask for reduced motion), a live page of each
        (DIR/EFFECT-forward.html, as 'render --out page.html'), and DIR/index.html:
        a grid with each effect's name, summary, parameters and the commands that reproduce its
        clips. The page needs no network and works opened from disk. Like render, it builds the
        gallery beside DIR and moves it into place at the end.

        example:
          transit gallery --out gallery
          transit gallery --only fade,slide --size 195x422 --fps 20 --out gallery
        """

    /// Whether a file (path relative to the gallery) is one this command writes.
    static func isGalleryFile(_ relativePath: String) -> Bool {
        !relativePath.contains("/")
            && (relativePath == "index.html" || relativePath.hasSuffix(".webp") || relativePath.hasSuffix(".png")
                || relativePath.hasSuffix(".html"))
    }

    static func run(_ arguments: ParsedArguments) throws(CLIError) {
        if let extra = arguments.positionals.first { throw .usage("unexpected argument '\(extra)'") }
        guard let out = arguments.value("--out") else { throw .usage("missing --out DIR") }
        let settings = try FrameSettings(arguments, defaultScale: 1, defaultFPS: 30)
        let hold = try arguments.number("--hold", in: 0...60, default: 0.6)
        let quality = try arguments.number("--quality", in: 0...100, default: 75)
        let descriptors = try selection(arguments.value("--only"))
        let output = OutputDirectory(out, replaceable: isGalleryFile)
        try output.checkWritable()

        let clips = descriptors.flatMap { d in Direction.allCases.map { (d, $0) } }
        let sequences = clips.map { descriptor, direction in
            let effect = descriptor.make(ParameterValues())
            let screens = Screens.samples(
                size: settings.size, scale: settings.scale, direction: direction, touchPoint: nil)
            return FrameSequence(effect: effect, screens: screens, fps: settings.fps, hold: hold)
        }
        var progress = ProgressReporter(
            total: sequences.reduce(0) { $0 + $1.plan.frameCount }, quiet: arguments.isSet("--quiet"))
        defer { progress.finish() }
        let page = GalleryPage(
            entries: descriptors.map { GalleryPage.Entry(descriptor: $0) },
            clipSize: (
                Int((settings.size.width * settings.scale).rounded()),
                Int((settings.size.height * settings.scale).rounded())
            ),
            commandOptions: "--size \(format(settings.size.width))x\(format(settings.size.height)) "
                + "--scale \(format(settings.scale)) --fps \(format(settings.fps)) --hold \(format(hold))"
                + (quality == 75 ? "" : " --quality \(format(quality))"))
        try output.write { dir throws(CLIError) in
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
                throw .cantCreate("cannot write '\(dir)/index.html': \(error.localizedDescription)")
            }
        }
        progress.finish()
        print("wrote the gallery of \(descriptors.count) effects to \(output.path)/index.html")
    }

    /// The catalogue entries named by `--only`, in catalogue order, or every entry.
    private static func selection(_ only: String?) throws(CLIError) -> [EffectDescriptor] {
        let catalogue = EffectCatalogue.builtIn
        guard let only else { return catalogue.descriptors }
        var names: Set<String> = []
        for name in only.split(separator: ",").map(String.init) {
            do throws(CatalogueError) { _ = try catalogue.descriptor(named: name) } catch {
                throw .usage(error.description)
            }
            names.insert(name)
        }
        if names.isEmpty { throw .usage("--only needs at least one effect name (see 'transit list')") }
        return catalogue.descriptors.filter { names.contains($0.name) }
    }
}
