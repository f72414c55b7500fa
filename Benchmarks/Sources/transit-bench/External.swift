import Foundation
import TransitCore
import TransitRender

/// The tools people would use instead, run as separate processes and interleaved with our own
/// blend floor so every number is a ratio measured under the same load.
enum External {
    /// Runs a command; returns its wall time in nanoseconds and its standard output, or nil when it failed.
    static func run(_ path: String, _ arguments: [String]) -> (ns: Double, output: String)? {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: path)
        p.arguments = arguments
        let pipe = Pipe()
        p.standardOutput = pipe
        p.standardError = FileHandle.nullDevice
        let t0 = nanoseconds()
        guard (try? p.run()) != nil else { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        let ns = Double(nanoseconds() - t0)
        guard p.terminationStatus == 0 else { return nil }
        return (ns, String(decoding: data, as: UTF8.self))
    }

    /// The first executable called `name` on PATH.
    static func which(_ name: String) -> String? {
        for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let path = "\(dir)/\(name)"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }

    // MARK: ffmpeg xfade

    /// xfade transitions and the catalogue effect each is compared with.
    static let xfadePairs: [(xfade: String, effect: String)] = [
        ("fade", "fade"), ("wipeleft", "wipe"), ("slideleft", "slide"), ("circleopen", "circle-spread"),
        ("dissolve", "dissolve"), ("pixelize", "pixelate"),
    ]

    /// The ffmpeg arguments that render `frames` frames of `transition` between two stills, each
    /// decoded once and repeated by the loop filter, converted to RGBA, into the null muxer.
    static func xfadeArguments(_ transition: String, from: String, to: String, frames: Int, threads: Int) -> [String] {
        [
            "-hide_banner", "-nostdin", "-loglevel", "error", "-filter_threads", "\(threads)", "-i", from, "-i", to,
            "-filter_complex",
            "[0:v]loop=loop=-1:size=1:start=0[a];[1:v]loop=loop=-1:size=1:start=0[b];"
                + "[a][b]xfade=transition=\(transition):duration=60:offset=0,format=rgba",
            "-frames:v", "\(frames)", "-f", "null", "-",
        ]
    }

    /// Per-frame time of an xfade transition: the difference between a long and a short run over
    /// the difference in frames, so process start, decoding and graph setup cancel out.
    static func xfadeFrame(_ ffmpeg: String, _ transition: String, from: String, to: String, threads: Int) -> Double? {
        let short = 2
        let long = 12
        guard let a = run(ffmpeg, xfadeArguments(transition, from: from, to: to, frames: short, threads: threads)),
            let b = run(ffmpeg, xfadeArguments(transition, from: from, to: to, frames: long, threads: threads))
        else { return nil }
        return max(0, (b.ns - a.ns) / Double(long - short))
    }

    // MARK: pixman

    /// Median frame time reported by the pixman program (see Benchmarks/pixman-affine.c).
    static func pixmanFrame(
        _ program: String, width: Int, height: Int, background: String, layer: String,
        angle: Double, scale: Double
    ) -> Double? {
        guard let r = run(program, ["\(width)", "\(height)", background, layer, "9", "\(angle)", "\(scale)"]) else {
            return nil
        }
        return Double(r.output.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// Writes a bitmap's raw premultiplied RGBA bytes.
    static func writeRaw(_ b: Bitmap, to path: String) throws {
        try Data(b.pixels).write(to: URL(fileURLWithPath: path))
    }
}
