import Foundation
import Testing
import TransitRender
import TransitTestSupport

/// `render --out x.mp4|x.webm|x.apng`: what ffmpeg wrote, decoded again by ffprobe and ffmpeg and
/// compared with the PNG frames of the same render (PSNR of the RGB channels, 8 bits, worst frame).
///
/// The bounds: an APNG's frames are identical. An MP4's (H.264 at its default CRF 18) frames are
/// within 32 dB, a WebM's (VP9 at CRF 32) within 27 dB, of the PNG frames taken through 4:2:0 alone (BT.709, limited range, no codec: the best any 4:2:0 file
/// can hold, so this bounds the encoder's loss), and within 25 dB of the PNG frames themselves: at
/// 40x80 pixels the sample screens are mostly sharp coloured edges, and halving the chroma
/// resolution alone costs them 28-29 dB (measured with ffmpeg 5.1).
/// Skipped only when ffmpeg is not installed (`scripts/setup` installs it).
@Suite(
    "render to video", .enabled(if: VideoTools.ffmpeg != nil, "ffmpeg is not on PATH (scripts/setup installs it)")
)
struct VideoExportTests {
    /// 1 s at 10 fps: 11 frames of 40x80 pixels.
    static let clip = ["--size", "40x80", "--scale", "1", "--fps", "10", "--duration", "1", "--quiet"]
    /// The encoder's loss at its default CRF: against the PNG frames taken through 4:2:0.
    static let codecBound = ["mp4": 32.0, "webm": 27.0]
    /// The whole pipeline's loss: against the PNG frames.
    static let lossyBound = 25.0

    @Test(arguments: ["mp4", "webm", "apng"])
    func aVideoDecodesToTheRendersFrames(format: String) throws {
        let tmp = try TemporaryDirectory()
        let (frames, decoded, probe) = try renderBoth(
            "cube", Self.clip, format: format, in: tmp, width: 40, height: 80)
        let subsampled = try throughFourTwoZero(tmp.path + "/frames", width: 40, height: 80)
        #expect(probe["codec_name"] == ["mp4": "h264", "webm": "vp9", "apng": "apng"][format])
        #expect(probe["width"] == "40" && probe["height"] == "80", "\(probe)")
        #expect(probe["nb_read_frames"] == "11", "\(probe)")
        #expect(decoded.count == frames.count)
        if format == "apng" {
            #expect(probe["pix_fmt"] == "rgba")
            for (a, b) in zip(frames, decoded) { #expect(a.pixels == b.pixels) }
        } else {
            #expect(probe["pix_fmt"] == "yuv420p")
            let worst = zip(frames, decoded).map { psnr($0, $1) }.min() ?? 0
            let codec = zip(subsampled, decoded).map { psnr($0, $1) }.min() ?? 0
            print(
                "\(format): worst frame \(String(format: "%.1f", worst)) dB against the PNG frames, "
                    + "\(String(format: "%.1f", codec)) dB against them through 4:2:0")
            #expect(worst >= Self.lossyBound, "\(format): worst frame \(worst) dB")
            #expect(codec >= Self.codecBound[format]!, "\(format): worst frame \(codec) dB through 4:2:0")
        }
        expectOnly(["frames", "clip.\(format)"], in: tmp)
    }

    /// QuickTime and Safari need the index (`moov`) before the media (`mdat`) to play a file as it arrives.
    @Test func anMP4HasItsIndexFirst() throws {
        let tmp = try TemporaryDirectory()
        let r = try TransitProcess.run(["render", "fade"] + Self.clip + ["--out", tmp.path + "/f.mp4"])
        #expect(r.status == 0, "\(r)")
        let boxes = try topLevelBoxes(Data(contentsOf: URL(fileURLWithPath: tmp.path + "/f.mp4")))
        let moov = try #require(boxes.firstIndex(of: "moov"), "\(boxes)")
        let mdat = try #require(boxes.firstIndex(of: "mdat"), "\(boxes)")
        #expect(boxes.first == "ftyp" && moov < mdat, "\(boxes)")
    }

    /// 4:2:0 needs even sides: 41x81 is padded to 42x82 by repeating the last column and row; the
    /// APNG keeps 41x81.
    @Test(arguments: ["mp4", "webm", "apng"])
    func oddSidesArePaddedForFourTwoZero(format: String) throws {
        let tmp = try TemporaryDirectory()
        let odd = ["--size", "41x81", "--scale", "1", "--fps", "10", "--duration", "0.5", "--quiet"]
        let (w, h) = format == "apng" ? (41, 81) : (42, 82)
        let (frames, decoded, probe) = try renderBoth("cube", odd, format: format, in: tmp, width: w, height: h)
        #expect(probe["width"] == String(w) && probe["height"] == String(h), "\(probe)")
        for (frame, video) in zip(frames, decoded) {
            let cropped = crop(video, width: 41, height: 81)
            if format == "apng" {
                #expect(frame.pixels == cropped.pixels)
            } else {
                #expect(psnr(frame, cropped) >= Self.lossyBound)
                // The padding repeats the edge: the last column and row match their neighbours closely.
                #expect(psnr(crop(video, x: 41, width: 1, height: 82), crop(video, x: 40, width: 1, height: 82)) >= 30)
            }
        }
    }

    /// A folder `bin` in `tmp` holding a stand-in `ffmpeg` that reads its input, prints `message`
    /// and exits 1; its path, for `PATH`.
    static func failingFFmpeg(in tmp: TemporaryDirectory, saying message: String) throws -> String {
        let bin = tmp.path + "/bin"
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        try "#!/bin/sh\n/bin/cat >/dev/null\necho '\(message)' >&2\nexit 1\n".write(
            toFile: bin + "/ffmpeg", atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: bin + "/ffmpeg")
        return bin
    }

    /// ffmpeg failing (here a stand-in that prints a message and exits 1): exit 73 with its message,
    /// and nothing left in the output's directory.
    @Test func aFailingFFmpegLeavesNothing() throws {
        let tmp = try TemporaryDirectory()
        let bin = try Self.failingFFmpeg(in: tmp, saying: "Unknown encoder libx264")
        let out = tmp.path + "/out"
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        let r = try TransitProcess.run(
            ["render", "fade"] + Self.clip + ["--out", out + "/f.mp4"], environment: ["PATH": bin])
        #expect(r.status == 73, "\(r)")
        #expect(r.stderr.contains("Unknown encoder libx264") && r.stderr.contains("ffmpeg"), "\(r)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: out) == [])
    }

    /// A failing output replaces neither the user's previous output nor their previous contact
    /// sheet: the sheet is put in place only after the output is.
    @Test func aFailingOutputKeepsThePreviousSheet() throws {
        let tmp = try TemporaryDirectory()
        let bin = try Self.failingFFmpeg(in: tmp, saying: "no")
        try "precious".write(toFile: tmp.path + "/s.png", atomically: true, encoding: .utf8)
        try "old".write(toFile: tmp.path + "/f.mp4", atomically: true, encoding: .utf8)
        let r = try TransitProcess.run(
            ["render", "fade"] + Self.clip + ["--contact-sheet", tmp.path + "/s.png", "--out", tmp.path + "/f.mp4"],
            environment: ["PATH": bin])
        #expect(r.status == 73, "\(r)")
        #expect(try String(contentsOfFile: tmp.path + "/s.png", encoding: .utf8) == "precious")
        #expect(try String(contentsOfFile: tmp.path + "/f.mp4", encoding: .utf8) == "old")
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: tmp.path)) == ["bin", "s.png", "f.mp4"])
    }

    /// A transit killed outright (SIGKILL, no chance to clean up) mid-video leaves nothing: ffmpeg
    /// writes a file with no name, which goes when ffmpeg, seeing its input end, exits.
    @Test func killedOutrightLeavesNoPartialVideo() throws {
        let tmp = try TemporaryDirectory()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: TransitProcess.binary)
        process.arguments = [
            "render", "circle-spread", "--size", "390x844", "--scale", "1", "--fps", "60", "--duration", "5",
            "--quiet", "--out", tmp.path + "/k.mp4",
        ]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        usleep(1_000_000)
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)
        // ffmpeg finishes its nameless file and exits; nothing may appear meanwhile.
        for _ in 0..<10 {
            usleep(100_000)
            expectOnly([], in: tmp)
        }
    }

    @Test func crfIsCheckedAgainstTheFormat() throws {
        let tmp = try TemporaryDirectory()
        let cases: [([String], String)] = [
            (["--crf", "52", "--out", tmp.path + "/a.mp4"], "0...51"),
            (["--crf", "20.5", "--out", tmp.path + "/a.webm"], "whole number"),
            (["--crf", "20", "--out", tmp.path + "/a.apng"], "applies to .mp4 and .webm"),
            (["--crf", "20", "--out", tmp.path + "/a.gif"], "applies to .mp4 and .webm"),
        ]
        for (arguments, message) in cases {
            let r = try TransitProcess.run(["render", "fade"] + Self.clip + arguments)
            #expect(r.status == 64 && r.stderr.contains(message), "\(r)")
        }
        let r = try TransitProcess.run(
            ["render", "fade"] + Self.clip + ["--crf", "40", "--out", tmp.path + "/b.webm"])
        #expect(r.status == 0, "\(r)")
        expectOnly(["b.webm"], in: tmp)
    }

    // MARK: - Helpers

    /// Renders `effect` with `arguments` to `clip.FORMAT` and to PNG frames, then decodes the video
    /// (`width` x `height`) and probes its stream.
    func renderBoth(
        _ effect: String, _ arguments: [String], format: String, in tmp: TemporaryDirectory, width: Int, height: Int
    )
        throws -> (frames: [Bitmap], decoded: [Bitmap], probe: [String: String])
    {
        let video = tmp.path + "/clip." + format
        let r = try TransitProcess.run(["render", effect] + arguments + ["--out", video])
        #expect(r.status == 0, "\(r)")
        let png = try TransitProcess.run(["render", effect] + arguments + ["--out", tmp.path + "/frames"])
        #expect(png.status == 0, "\(png)")
        let frames = try frameFiles(in: tmp.path + "/frames").map { try ImageIO.read(path: tmp.path + "/frames/" + $0) }
        let raw = try run(
            VideoTools.ffmpeg!, ["-v", "error", "-i", video, "-f", "rawvideo", "-pix_fmt", "rgba", "-"])
        let decoded = bitmaps(raw, width: width, height: height)
        let text = String(
            decoding: try run(
                VideoTools.ffprobe!,
                [
                    "-v", "error", "-count_frames", "-select_streams", "v:0", "-show_entries",
                    "stream=codec_name,pix_fmt,width,height,nb_read_frames", "-of", "default=noprint_wrappers=1", video,
                ]), as: UTF8.self)
        var probe: [String: String] = [:]
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: "=", maxSplits: 1)
            if parts.count == 2 { probe[String(parts[0])] = String(parts[1]) }
        }
        return (frames, decoded, probe)
    }

    /// The PNG frames in `directory` through 4:2:0 and back (BT.709, limited range, as `VideoFormat`
    /// converts them), with no codec between.
    func throughFourTwoZero(_ directory: String, width: Int, height: Int) throws -> [Bitmap] {
        let chain =
            "scale=out_color_matrix=bt709:out_range=tv,format=yuv420p,"
            + "scale=in_color_matrix=bt709:in_range=tv,format=rgba"
        let raw = try run(
            VideoTools.ffmpeg!,
            ["-v", "error", "-i", directory + "/frame-%04d.png", "-vf", chain, "-f", "rawvideo", "-"])
        return bitmaps(raw, width: width, height: height)
    }

    /// Raw RGBA frames of one size, split.
    func bitmaps(_ raw: Data, width: Int, height: Int) -> [Bitmap] {
        let size = width * height * 4
        return stride(from: 0, to: raw.count - size + 1, by: size).map {
            Bitmap(width: width, height: height, pixels: [UInt8](raw[$0..<$0 + size]))
        }
    }

    /// The types of an MP4's top-level boxes, in order.
    func topLevelBoxes(_ data: Data) throws -> [String] {
        let bytes = [UInt8](data)
        var types: [String] = []
        var offset = 0
        while offset + 8 <= bytes.count {
            var size = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            if size == 1, offset + 16 <= bytes.count {
                size = bytes[offset + 8..<offset + 16].reduce(0) { $0 << 8 | Int($1) }
            } else if size == 0 {
                size = bytes.count - offset
            }
            try #require(size >= 8, "box \(type) at \(offset) has size \(size)")
            types.append(type)
            offset += size
        }
        return types
    }

    /// PSNR in dB of the RGB channels of two opaque images of one size (infinity when equal).
    func psnr(_ a: Bitmap, _ b: Bitmap) -> Double {
        precondition(a.width == b.width && a.height == b.height)
        var sum = 0.0
        for i in stride(from: 0, to: a.pixels.count, by: 4) {
            for c in 0..<3 {
                let d = Double(a.pixels[i + c]) - Double(b.pixels[i + c])
                sum += d * d
            }
        }
        let mse = sum / Double(a.width * a.height * 3)
        return mse == 0 ? .infinity : 10 * log10(255 * 255 / mse)
    }

    /// The `width` x `height` region of `image` from column `x`, row 0.
    func crop(_ image: Bitmap, x: Int = 0, width: Int, height: Int) -> Bitmap {
        var pixels: [UInt8] = []
        for y in 0..<height {
            let start = (y * image.width + x) * 4
            pixels += image.pixels[start..<start + width * 4]
        }
        return Bitmap(width: width, height: height, pixels: pixels)
    }

    /// Runs `program` and returns its standard output; throws when it fails.
    func run(_ program: String, _ arguments: [String]) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        let out = Pipe()
        process.standardOutput = out
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "\(program) \(arguments) exited \(process.terminationStatus)")
        return data
    }
}

/// Without ffmpeg on PATH a video output stops before rendering: exit 69 (EX_UNAVAILABLE), a
/// message naming ffmpeg and how to install it, nothing written. Runs with or without ffmpeg.
@Suite("render to video without ffmpeg")
struct VideoExportMissingFFmpegTests {
    @Test(arguments: ["mp4", "webm", "apng"])
    func missingFFmpegIsExit69AndWritesNothing(format: String) throws {
        let tmp = try TemporaryDirectory()
        let r = try TransitProcess.run(
            ["render", "fade"] + VideoExportTests.clip + ["--out", tmp.path + "/x." + format],
            environment: ["PATH": tmp.path + "/no-such-bin"])
        #expect(r.status == 69, "\(r)")
        #expect(r.stderr.contains("ffmpeg") && r.stderr.contains("apt-get install ffmpeg"), "\(r)")
        #expect(!r.stdout.contains("wrote"), "nothing rendered: \(r)")
        expectOnly([], in: tmp)
    }
}

/// The ffmpeg and ffprobe programs the video tests decode with, found on PATH.
enum VideoTools {
    static let ffmpeg = program("ffmpeg")
    static let ffprobe = program("ffprobe")

    /// The executable `name` on PATH, nil when there is none.
    static func program(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { $0 + "/" + name }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }
}
