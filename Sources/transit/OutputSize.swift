import TransitCore
import TransitRender

/// `--width W` and `--height H`, the options `render` and `gallery` share, declared once: the
/// output's size in pixels with the point geometry unchanged. The scale (pixels per point) becomes
/// W over the screen's width in points (or H over its height): the sample screens are drawn at that
/// scale, and screenshots (read at their own scale, inferred or `--scale`) are resampled to it, so a
/// card's corner radius or `--touch` stays where it was in points.
///
/// ```swift
/// let size = OutputSize(width: 390)
/// try size.scale(for: Size(width: 390, height: 844), maxSide: PixelLimits.maxSide)   // 1
/// ```
struct OutputSize {
    var width: Int?
    var height: Int?

    /// The widths and heights accepted, in pixels.
    static let range = 1...PixelLimits.maxSide

    /// The declarations of `--width` and `--height`, for options holding them at `property`.
    static func declarations<O>(_ property: WritableKeyPath<O, OutputSize>) -> [OptionDeclaration<O>] {
        [
            .option(
                ["--width"], property.appending(path: \.width), "W", .integer(in: range),
                help:
                    "Output width in pixels, the points unchanged: the scale becomes W over the screen's width in points (default: the size --scale gives)."
            ),
            .option(
                ["--height"], property.appending(path: \.height), "H", .integer(in: range),
                help: "Output height in pixels, as --width; with --width, the two must keep the screen's aspect."),
        ]
    }

    /// Whether `--width` or `--height` was given.
    var isGiven: Bool { width != nil || height != nil }

    /// The scale that draws a screen of `points` at the size asked, or nil when none is asked.
    ///
    /// - Throws: a usage error when `--width` and `--height` disagree with the screen's aspect, or
    ///   the pixel size they make breaks `PixelLimits` with at most `maxSide` pixels a side.
    func scale(for points: Size, maxSide: Int) throws(CLIError) -> Double? {
        let pointsText = "\(format(points.width))x\(format(points.height)) points"
        let scale: Double
        if let width {
            scale = Double(width) / points.width
        } else if let height {
            scale = Double(height) / points.height
        } else {
            return nil
        }
        let pixels = (width: Int((points.width * scale).rounded()), height: Int((points.height * scale).rounded()))
        if let width, let height, height != pixels.height {
            throw .usage(
                "--width \(width) and --height \(height) do not keep the screen's aspect (\(pointsText)): "
                    + "--width \(width) makes it \(width)x\(pixels.height) pixels; give one of them")
        }
        guard PixelLimits.fits(width: pixels.width, height: pixels.height, maxSide: maxSide) else {
            throw .usage(
                "\(options) makes the \(pointsText) screen \(pixels.width)x\(pixels.height) pixels; "
                    + PixelLimits.rule(maxSide: maxSide))
        }
        return scale
    }

    /// The options as given (`--width 390`), for messages and the commands a gallery prints.
    var options: String {
        ([width.map { "--width \($0)" }, height.map { "--height \($0)" }] as [String?]).compactMap { $0 }
            .joined(separator: " ")
    }
}
