import Foundation
import Testing
import TransitRender

/// Whether golden images are being recorded: the environment variable `TRANSIT_RECORD_GOLDENS`
/// is `1`.
public var isRecordingGoldens: Bool { ProcessInfo.processInfo.environment["TRANSIT_RECORD_GOLDENS"] == "1" }

/// Checks a rendered image against the reference PNG `Goldens/NAME.png` beside the calling test file.
///
/// With `TRANSIT_RECORD_GOLDENS=1` in the environment it writes the reference instead (and
/// never otherwise: a mismatch or a missing reference is a failure, not a recording). On a
/// mismatch the rendered image is written to the system's temporary directory, under
/// `transit-golden-failures/`, and the failure names both files.
///
/// ```swift
/// assertGolden(Renderer().render(scene, snapshots: snaps), named: "circle-spread-0.5")
/// // record: TRANSIT_RECORD_GOLDENS=1 swift test --filter CircleSpread
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
    func fail(_ message: String) { Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation) }
    let fm = FileManager.default
    let folder = (String(describing: file) as NSString).deletingLastPathComponent + "/Goldens"
    let path = folder + "/" + name + ".png"
    if isRecordingGoldens {
        do {
            try fm.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try ImageIO.writePNG(bitmap, to: path)
        } catch {
            fail("could not record the golden image \(path): \(error)")
        }
        return
    }
    guard fm.fileExists(atPath: path) else {
        return fail("no golden image at \(path); record it with TRANSIT_RECORD_GOLDENS=1")
    }
    let golden: Bitmap
    do {
        golden = try ImageIO.read(path: path)
    } catch {
        return fail("cannot read the golden image: \(error)")
    }
    if golden.width != bitmap.width || golden.height != bitmap.height {
        return fail(
            "the image is \(bitmap.width)x\(bitmap.height) but the golden \(path) is \(golden.width)x\(golden.height)")
    }
    let difference = pixelDifference(bitmap, golden)
    guard !tolerance.allows(difference) else { return }
    var message =
        "the image differs from the golden \(path): max channel difference \(difference.maxChannel), "
        + "mean \(difference.meanChannel), allowed \(tolerance)"
    let failures = NSTemporaryDirectory() + "/transit-golden-failures"
    if (try? fm.createDirectory(atPath: failures, withIntermediateDirectories: true)) != nil,
        (try? ImageIO.writePNG(bitmap, to: failures + "/" + name + ".png")) != nil
    {
        message += "; the rendered image is at \(failures)/\(name).png"
    }
    fail(message)
}
