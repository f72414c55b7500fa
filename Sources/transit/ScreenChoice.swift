import TransitCore
import TransitRender

/// Which two screens a command draws between, the options `render` and `gallery` share, declared
/// once: `--from A --to B` (two images of one pixel size, the container being that size over
/// `--scale`) or, without them, the built-in sample screens at `--size`; `--element` places
/// shared elements on either.
///
/// ```swift
/// let screens = try options.screens.screens(frame: options.frame, direction: .forward, touch: nil)
/// ```
struct ScreenChoice {
    var from: String?
    var to: String?
    var elements: [SharedElement] = []
    /// Set by `validate`: no `--scale` was given, so screenshots of a known device are read at
    /// their own scale (`DeviceScreens`).
    private(set) var infersScale = false
    /// Set by `validate`: the most pixels a side the output takes (`--width` is checked against it).
    private(set) var maxSide = PixelLimits.maxSide

    /// The images given, if both are.
    var images: (from: String, to: String)? { from.flatMap { f in to.map { (f, $0) } } }

    /// The declarations of `--from`, `--to` and `--element`, for options holding them at `property`.
    static func declarations<O>(_ property: WritableKeyPath<O, ScreenChoice>) -> [OptionDeclaration<O>] {
        [
            .option(
                ["--from"], property.appending(path: \.from), "IMAGE", .path,
                help: "The screen being left (PNG or JPEG); needs --to."),
            .option(
                ["--to"], property.appending(path: \.to), "IMAGE", .path,
                help: "The screen being entered, the same pixel size as --from."),
            .repeated(
                ["--element"], property.appending(path: \.elements), "ID:x,y,w,h:x,y,w,h", .sharedElement,
                help:
                    "A shared element: its frame in points on the from-screen, then on the to-screen; repeatable. Replaces the sample screens' own."
            ),
        ]
    }

    /// Checks the options together: the images go in pairs, `--size` is only for the sample
    /// screens, an element is given once; the sample screens' pixel size within `maxSide`, their
    /// scale set from `--width`/`--height` when given (which then exclude `--scale`). Notes whether
    /// `--scale` was given.
    mutating func validate(given: Set<String>, frame: inout FrameSettings, maxSide: Int) throws(CLIError) {
        infersScale = !given.contains("--scale")
        self.maxSide = maxSide
        var ids: Set<String> = []
        for element in elements where !ids.insert(element.id).inserted {
            throw .usage("shared element '\(quoted(element.id))' is given more than once")
        }
        if (from == nil) != (to == nil) {
            throw .usage("--from and --to go together: give both screens or neither")
        }
        if from != nil && given.contains("--size") {
            throw .usage("--size is for the sample screens; with --from/--to the size comes from the images")
        }
        guard from == nil else { return }
        if let scale = try frame.output.scale(for: frame.size, maxSide: maxSide) {
            if given.contains("--scale") {
                throw .usage(
                    "--scale and \(frame.output.options) both set the sample screens' pixels per point: give one")
            }
            frame.scale = scale
        }
        try frame.checkPixelSize(maxSide: maxSide)
    }

    /// The two screens in `direction`: the images (frame 0 shows `--from` whichever the
    /// direction), or the sample screens (going back, from the detail to the list).
    func screens(frame: FrameSettings, direction: Direction, touch: Point?) throws(CLIError) -> Screens {
        if let (from, to) = images {
            return try .images(
                from: from, to: to, scale: frame.scale, inferringScale: infersScale, output: frame.output,
                maxSide: maxSide, direction: direction, touchPoint: touch, sharedElements: elements)
        }
        return .samples(
            size: frame.size, scale: frame.scale, direction: direction, touchPoint: touch,
            sharedElements: elements.isEmpty ? nil : elements)
    }

    /// The options that choose these screens on a command line, shell-quoted: `--from`/`--to` (or
    /// `sampleSize` for the sample screens) and every `--element`.
    func commandOptions(sampleSize: String) -> String {
        var words =
            images.map { ["--from", GalleryPage.shellQuoted($0.from), "--to", GalleryPage.shellQuoted($0.to)] }
            ?? ["--size", sampleSize]
        for e in elements {
            let frames = [e.fromFrame, e.toFrame].map { r in
                [r.origin.x, r.origin.y, r.size.width, r.size.height].map(format).joined(separator: ",")
            }
            words += ["--element", GalleryPage.shellQuoted(([e.id] + frames).joined(separator: ":"))]
        }
        return words.joined(separator: " ")
    }

    /// The same screens with `--from` and `--to` exchanged: a gallery's back clip goes from the
    /// second image to the first, as the sample screens' back goes from the detail to the list.
    var exchanged: ScreenChoice {
        var other = self
        (other.from, other.to, other.elements) = (to, from, elements.map(\.swapped))
        return other
    }
}
