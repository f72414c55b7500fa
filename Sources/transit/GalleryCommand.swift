import TransitCore
import TransitRender

/// `transit gallery`: every catalogue effect, forward and back, on the sample screens.
enum GalleryCommand: Command {
    static let name = "gallery"
    static let summary = "Renders every effect, forward and back, on the sample screens."
    static let synopsis = "gallery --out DIR [--size WxH] [--scale S] [--fps F]"
    static let options: [OptionSpec] = [
        OptionSpec(["--out"], value: "DIR", .single, "Output directory; replaced if it holds only frames."),
        OptionSpec(["--size"], value: "WxH", .single, "Container size in points (default 390x844)."),
        OptionSpec(["--scale"], value: "S", .single, "Pixels per point (default 2)."),
        OptionSpec(["--fps"], value: "F", .single, "Frames per second (default 60)."),
    ]
    static let discussion = """
        Writes DIR/EFFECT/forward/frame-0000.png ... and DIR/EFFECT/back/frame-0000.png ... for every
        effect in 'transit list', with its default parameters. Like render, it builds the whole
        gallery beside DIR and moves it into place at the end.

        example:
          transit gallery --size 195x422 --fps 30 --out gallery
        """

    static func run(_ arguments: ParsedArguments) throws(CLIError) {
        if let extra = arguments.positionals.first { throw .usage("unexpected argument '\(extra)'") }
        guard let out = arguments.value("--out") else { throw .usage("missing --out DIR") }
        let settings = try FrameSettings(arguments)
        let output = OutputDirectory(out, replaceable: OutputDirectory.isFrame)
        let catalogue = EffectCatalogue.builtIn
        try output.write { dir throws(CLIError) in
            for descriptor in catalogue.descriptors {
                let effect = descriptor.make(ParameterValues())
                for direction in Direction.allCases {
                    let folder = "\(descriptor.name)/\(direction.rawValue)"
                    try makeDirectory(dir + "/" + folder)
                    let screens = Screens.samples(size: settings.size, scale: settings.scale, direction: direction, touchPoint: nil)
                    let frames = FrameSequence(effect: effect, screens: screens, fps: settings.fps)
                    let count = try frames.write(into: dir + "/" + folder)
                    print("\(folder): \(count) frames")
                }
            }
        }
        print("wrote the gallery of \(catalogue.descriptors.count) effects to \(output.path)")
    }
}
