import Foundation

/// The whole-command comparison with ffmpeg: `transit render` and `ffmpeg ... xfade` each turn the
/// same two PNG screens into the same number of raw RGBA frames and throw them away, timed as
/// processes (CPU time, user plus system, every thread), PNG decoding and output included.
struct WholeCommandResult {
    var effect: String, transition: String
    /// Medians of CPU seconds.
    var ours: Double, ffmpeg: Double
}

enum WholeCommand {
    /// The catalogue effects with an xfade counterpart, and the frames each command makes (push
    /// against `slideleft` too: xfade has no push, and its slide is the nearest).
    static let pairs: [(effect: String, xfade: String)] = [
        ("fade", "fade"), ("slide", "slideleft"), ("push", "slideleft"), ("circle-spread", "circleopen"),
    ]
    static let fps = 60, seconds = 1
    static var frames: Int { fps * seconds + 1 }

    /// `transit render EFFECT --from A --to B --scale 1 --fps 60 --duration 1 --quiet --out -`.
    static func transitArguments(_ effect: String, from: String, to: String) -> [String] {
        [
            "render", effect, "--from", from, "--to", to, "--scale", "1", "--fps", "\(fps)", "--duration",
            "\(seconds)", "--quiet", "--out", "-",
        ]
    }

    /// ffmpeg looping each still, cross-fading with `xfade` over the same second, as RGBA, into the null muxer.
    static func ffmpegArguments(_ transition: String, from: String, to: String) -> [String] {
        [
            "-hide_banner", "-nostdin", "-loglevel", "error", "-loop", "1", "-framerate", "\(fps)", "-i", from,
            "-loop", "1", "-framerate", "\(fps)", "-i", to, "-filter_complex",
            "[0:v][1:v]xfade=transition=\(transition):duration=\(seconds):offset=0,format=rgba",
            "-frames:v", "\(frames)", "-f", "null", "-",
        ]
    }

    /// CPU seconds (user + system, all threads) of one run of a command whose output goes to
    /// /dev/null, or nil when it failed.
    static func cpuSeconds(_ path: String, _ arguments: [String]) -> Double? {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: path)
        p.arguments = arguments
        p.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
        p.standardError = FileHandle.nullDevice
        let before = childrenCPU()
        guard (try? p.run()) != nil else { return nil }
        p.waitUntilExit()
        guard p.terminationStatus == 0 else { return nil }
        return childrenCPU() - before
    }

    /// CPU seconds used so far by this process's finished children.
    static func childrenCPU() -> Double {
        var u = rusage()
        getrusage(RUSAGE_CHILDREN.rawValue, &u)
        func s(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
        return s(u.ru_utime) + s(u.ru_stime)
    }

    /// Each pair, `rounds` times each command in turn; medians.
    static func measure(transit: String, ffmpeg: String, from: String, to: String, rounds: Int) -> [WholeCommandResult]
    {
        pairs.compactMap { pair in
            var ours = Samples()
            var theirs = Samples()
            for _ in 0..<rounds {
                if let t = cpuSeconds(transit, transitArguments(pair.effect, from: from, to: to)) { ours.add(t) }
                if let t = cpuSeconds(ffmpeg, ffmpegArguments(pair.xfade, from: from, to: to)) { theirs.add(t) }
            }
            guard !ours.values.isEmpty, !theirs.values.isEmpty else { return nil }
            return WholeCommandResult(
                effect: pair.effect, transition: pair.xfade, ours: ours.median, ffmpeg: theirs.median)
        }
    }
}
