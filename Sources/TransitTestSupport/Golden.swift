import Foundation
import Testing
import TransitRender

/// Checks a rendered image against the reference PNG `Goldens/NAME.png` beside the calling test file.
///
/// `TRANSIT_RECORD_GOLDENS` (see `GoldenRecording`) can write the reference instead, and the test
/// then fails so a recording is never taken for a pass. On a mismatch the rendered image is
/// written to the system's temporary directory, under `transit-golden-failures/`, and the
/// failure names both files.
///
/// ```swift
/// assertGolden(Renderer().render(scene, snapshots: snaps), named: "circle-spread-0.5")
/// // record the missing ones: TRANSIT_RECORD_GOLDENS=missing swift test --filter CircleSpread
/// ```
///
/// - Parameters:
///   - bitmap: The rendered image.
///   - name: The reference's file name without `.png`.
///   - tolerance: How far any channel (0...255) and the mean channel may differ.
///   - file: The calling test file; the references live in `Goldens/` beside it.
public func assertGolden(
    _ bitmap: Bitmap, named name: String, tolerance: PixelTolerance = PixelTolerance(maxChannel: 2, meanChannel: 0.5),
    file: StaticString = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) {
    let path = goldenFolder(of: file) + "/" + name + ".png"
    let failure = goldenFailure(
        at: path,
        difference: { _ in
            let golden = try ImageIO.read(path: path)
            if golden.width != bitmap.width || golden.height != bitmap.height {
                return "the image is \(bitmap.width)x\(bitmap.height) but the golden \(path) is "
                    + "\(golden.width)x\(golden.height)"
            }
            let difference = pixelDifference(bitmap, golden)
            guard !tolerance.allows(difference) else { return nil }
            var message =
                "the image differs from the golden \(path): max channel difference \(difference.maxChannel), "
                + "mean \(difference.meanChannel), allowed \(tolerance)"
            if let kept = keepFailure(named: name + ".png", { try ImageIO.writePNG(bitmap, to: $0) }) {
                message += "; the rendered image is at \(kept)"
            }
            return message
        },
        write: { try ImageIO.writePNG(bitmap, to: path) })
    if let failure { Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation) }
}

/// `Goldens/` beside the test file.
func goldenFolder(of file: StaticString) -> String {
    (String(describing: file) as NSString).deletingLastPathComponent + "/Goldens"
}

/// Writes what a failing test produced under `transit-golden-failures/` in the temporary
/// directory, for review, and returns its path, or nil if it could not be written.
func keepFailure(named name: String, _ write: (String) throws -> Void) -> String? {
    let folder = NSTemporaryDirectory() + "/transit-golden-failures"
    let path = folder + "/" + name
    let parent = (path as NSString).deletingLastPathComponent
    guard (try? FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)) != nil,
        (try? write(path)) != nil
    else { return nil }
    return path
}
