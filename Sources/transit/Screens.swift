import TransitCore
import TransitFiles
import TransitRender
import TransitSamples

/// The two screens a transition runs between, with the context an effect draws in: either the
/// built-in sample screens or two images.
struct Screens {
    var snapshots: SnapshotSet
    var context: TransitionContext
    /// What the reader should know about how the screens were read (a scale inferred), if anything.
    var note: String? = nil
    /// The pixels per point the images were read at (given, inferred or the default), before
    /// `--width` resampled them; nil for the sample screens.
    var imageScale: Double? = nil

    /// The sample screens, list and detail, at a size in points and a scale.
    ///
    /// Forward goes from the list to the detail; back goes from the detail to the list, so its
    /// from-screen (what frame 0 shows) is the detail and the element frames are swapped.
    /// Elements given here replace the samples' own.
    static func samples(
        size: Size, scale: Double, direction: Direction, touchPoint: Point?,
        sharedElements: [SharedElement]? = nil
    ) -> Screens {
        var pair = SampleScreens.make(size: size, scale: scale)
        if let elements = sharedElements {
            pair = SamplePair(
                size: size,
                snapshots: SnapshotSet(
                    from: pair.snapshots.from, to: pair.snapshots.to, scale: scale,
                    sharedElements: elements),
                sharedElements: elements)
        }
        if direction == .back { pair = pair.swapped }
        return Screens(snapshots: pair.snapshots, context: pair.context(direction: direction, touchPoint: touchPoint))
    }

    /// The sample screens' context (size, scale, the hero element) without drawing them: what
    /// `samples(...).context` is, at the cost of a layout.
    static func sampleContext(size: Size, scale: Double, direction: Direction, touchPoint: Point?)
        -> TransitionContext
    {
        let hero = SampleScreens.hero(size: size, scale: scale)
        return TransitionContext(
            size: size, scale: scale, direction: direction, touchPoint: touchPoint,
            sharedElements: [direction == .back ? hero.swapped : hero])
    }

    /// Two images of the same size: `from` is what frame 0 shows and `to` what the last frame
    /// shows, in either direction. The container size is the pixel size divided by `scale`.
    ///
    /// - Throws: `noInput` when a file is missing or does not decode, `dataError` when the sizes
    ///   differ, `usage` when `output` asks for a size `PixelLimits` refuses (`maxSide` a side).
    /// With `inferringScale`, a screenshot of a known iPhone or iPad size (`DeviceScreens`) is read
    /// at its own scale instead of `scale`, and `note` says so. With `output` given (`--width`), the
    /// images are resampled to that size: the container in points stays the same.
    static func images(
        from fromPath: String, to toPath: String, scale asked: Double, inferringScale: Bool = false,
        output: OutputSize = OutputSize(), maxSide: Int = PixelLimits.maxSide, direction: Direction,
        touchPoint: Point?, sharedElements: [SharedElement]
    ) throws(CLIError) -> Screens {
        var (from, fromProfile) = try read(fromPath)
        var (to, toProfile) = try read(toPath)
        var scale = asked
        var notes: [String] = []
        for (path, use) in [(fromPath, fromProfile), (toPath, toProfile)] where use == .notUsable {
            notes.append(
                "'\(PathBytes.display(path))' has a colour profile that is not RGB or does not read: "
                    + "its colours are taken as sRGB")
        }
        if inferringScale, let device = DeviceScreens.scale(width: from.width, height: from.height) {
            scale = device.scale
            notes.append(
                "\(from.width)x\(from.height) is a device screenshot at \(format(device.scale))x (\(device.points)): "
                    + "read at --scale \(format(device.scale)); give --scale to choose another")
        }
        let note = notes.isEmpty ? nil : notes.joined(separator: "\ntransit: note: ")
        guard from.width == to.width && from.height == to.height else {
            throw .dataError(
                "the screens differ in size: '\(PathBytes.display(fromPath))' is \(from.width)x\(from.height) pixels "
                    + "and '\(PathBytes.display(toPath))' is \(to.width)x\(to.height) pixels; they must match")
        }
        let size = Size(width: Double(from.width) / scale, height: Double(from.height) / scale)
        let imageScale = scale
        if let drawn = try output.scale(for: size, maxSide: maxSide) {
            let (width, height) = (Int((size.width * drawn).rounded()), Int((size.height * drawn).rounded()))
            (from, to, scale) = (
                from.resampled(width: width, height: height), to.resampled(width: width, height: height), drawn
            )
        }
        let context = TransitionContext(
            size: size, scale: scale, direction: direction, touchPoint: touchPoint,
            sharedElements: sharedElements)
        return Screens(
            snapshots: SnapshotSet(from: from, to: to, scale: scale, sharedElements: sharedElements), context: context,
            note: note, imageScale: imageScale)
    }

    private static func read(_ path: String) throws(CLIError) -> (Bitmap, ColourProfileUse) {
        do throws(ImageError) {
            return try ImageIO.readReportingProfile(path: path)
        } catch {
            throw .noInput("cannot read the screen image: \(error)")
        }
    }
}
