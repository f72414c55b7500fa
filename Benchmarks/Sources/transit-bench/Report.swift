import Foundation
import TransitRender
import TransitSamples

struct XfadeResult { var transition: String, effect: String, oneThread: Double, allThreads: Double, blend: Double }
/// Medians over rounds that each time pixman's program, our renderer and the blend floor in turn;
/// `speedUp` is the median of the rounds' own ratios.
struct PixmanResult { var probe: TransformProbe, pixman: Double, ours: Double, blend: Double, speedUp: Double }

/// Writes the benchmark's section of BENCHMARKS.md (between its markers, leaving other sections
/// alone) and the data behind the chart.
struct Report {
    static let begin = "<!-- transit-bench:begin -->", end = "<!-- transit-bench:end -->"
    var options: BenchOptions
    var load: Double
    var size: Bitmap
    var scenes: [SceneResult] = []
    var renders: [RenderResult] = []
    var xfade: [XfadeResult] = []
    var pixman: [PixmanResult] = []
    var wholeCommands: [WholeCommandResult] = []
    var notes: [String] = []

    /// Each effect's target (issue 15), as a bound on its time over the blend floor's.
    static let targets: [(limit: Double, effects: Set<String>, what: String)] = [
        (1.5, ["fade", "slide", "wipe", "circle-spread"], "basic"),
        (2, ["push", "cover", "reveal", "spring-slide", "drawer"], "translated layers"),
        (3, ["zoom", "zoom-out", "card"], "uniformly scaled layers"),
        (
            5, ["flash", "mod", "ripple", "disintegrate", "page-curl", "blur", "bar-swipe", "copy-machine"],
            "pixel kernels, one core and all cores"
        ),
        (2, ["round-expand", "scanning", "zoom-reveal"], "masked layers"),
        // Issue 32's: the turned, 3D and many-layer effects and the probes.
        (
            3,
            [
                "page-flip", "middle-page-flip", "portal", "explode", "lines", "magic-move", "cube", "flip", "turn",
                "cards", "natgeo", "affine-layer: turn 10°, scale 0.9",
            ],
            "geometric effects and the affine probe"
        ),
        (4, ["fold"], "fold"),
        (3.5, ["3d-layer: turn 30° about y, scale 0.9"], "the 3D probe"),
    ]
    static func target(of effect: String) -> (limit: Double, effects: Set<String>, what: String)? {
        targets.first { $0.effects.contains(effect) }
    }

    func us(_ ns: Double) -> String { ns.isNaN ? "n/a" : String(format: "%.1f", ns / 1000) }
    func ms(_ ns: Double) -> String { ns.isNaN ? "n/a" : String(format: "%.2f", ns / 1e6) }
    func x(_ r: Double) -> String { r.isNaN || r.isInfinite ? "n/a" : String(format: "%.2fx", r) }
    func mark(_ ok: Bool) -> String { ok ? "met" : "**not met**" }

    func section() -> String {
        var s: [String] = []
        s.append("## Speed (transit-bench)\n")
        s.append(
            "Every time is a median of runs interleaved with its baselines in the same process and the same minute, "
                + "so the ratios hold under load even when the absolute times do not. Regenerate with `make bench`.\n")
        s.append(
            "- Machine: \(cpuModel()), \(Machine.cores) cores, load average \(String(format: "%.1f", load)) at start")
        s.append("- Date: \(ISO8601DateFormatter().string(from: Date()))")
        s.append("- Toolchain: \(toolchain()), release build (`-O`, bounds checks kept)")
        s.append(
            "- Frame: \(size.width)x\(size.height) pixels (390x844 points at 3x), sample screens from `SampleScreens.make`\n"
        )

        s.append("### Scene evaluation per frame (390x844 points)\n")
        s.append(
            "`effect.evaluate(at:in:)` over 101 progress values, \(options.frames) frames, each timed alone and interleaved with "
                + "`Scene.showing(.from, in:)` (the smallest scene). Allocations: calls to malloc, calloc, realloc and the aligned "
                + "allocators per frame, counted by the CMallocCounter interposer linked into the benchmark (every thread, so it is an upper bound). "
                + "Targets: median <= 10 us (50 us for explode, lines, fold); no allocation per frame.\n")
        s.append(
            "| effect | median us | p99 us | x Scene.showing | allocations/frame | time target | allocation target |")
        s.append("|---|---:|---:|---:|---:|---|---|")
        for r in scenes {
            s.append(
                "| \(r.name) | \(us(r.median)) | \(us(r.p99)) | \(x(r.median / r.baselineMedian)) | "
                    + String(format: "%.1f", r.allocationsPerFrame)
                    + " | \(mark(r.meetsTime)) (<= \(us(r.targetNanoseconds))) | \(mark(r.allocationsPerFrame < 0.5)) |"
            )
        }

        s.append("\n### Rendering per frame (\(size.width)x\(size.height))\n")
        s.append(
            "`Renderer.render(_:snapshots:into:)` at progress 0.25, 0.5, 0.75 in turn, interleaved with the two memory floors: "
                + "a copy of one screen and a plain 8-bit 50% blend of the two (packed, one core). One core: `threads = 1`; all cores: "
                + "`threads = \(Machine.cores)` (row bands). Targets (one core; pixel kernels on all cores too): "
                + Self.targets.map { "\($0.what) <= \(x($0.limit)) (\($0.effects.sorted().joined(separator: ", ")))" }
                .joined(separator: "; ") + ".\n")
        s.append(
            "The plan is the renderer's for the frames timed (`Renderer.planDescription`: each drawn layer or fused "
                + "pair, bottom first, by its fast path), each distinct plan once, separated by `/`.\n")
        s.append(
            "One core ms is the median of all the frames timed; slowest is the median of the slowest progress "
                + "value's frames alone, as a multiple of the blend (the targets are judged on the first).\n")
        s.append(
            "| effect | copy ms | blend ms | one core ms | x blend | slowest x blend | all cores ms | x blend | target | plan |"
        )
        s.append("|---|---:|---:|---:|---:|---:|---:|---:|---|---|")
        for r in renders {
            let ratio = r.oneCore / r.blend
            var target = "-"
            if let t = Self.target(of: r.name) {
                let met = ratio <= t.limit && (!t.what.hasPrefix("pixel") || r.allCores / r.blend <= t.limit)
                target = "\(mark(met)) (<= \(x(t.limit)))"
            }
            s.append(
                "| \(r.name) | \(ms(r.copy)) | \(ms(r.blend)) | \(ms(r.oneCore)) | \(x(ratio)) | \(x(r.slowest / r.blend)) | "
                    + "\(ms(r.allCores)) | "
                    + "\(x(r.allCores / r.blend)) | \(target) | \(r.plans.map { "`\($0)`" }.joined(separator: " / ")) |"
            )
        }

        s.append("\n### Against ffmpeg's xfade\n")
        if xfade.isEmpty {
            s.append("Skipped: ffmpeg is not installed.")
        } else {
            s.append(
                "ffmpeg decodes each still once and repeats it with the `loop` filter, runs `xfade`, converts to RGBA "
                    + "(`format=rgba`) and discards the frames (`-f null`). Per-frame time = (wall time of 12 frames - wall time of 2 frames) / 10, "
                    + "so process start, decoding and graph setup cancel; nothing else is subtracted. Ours: the matching effect's "
                    + "median from the table above. Target: ours >= 5x faster.\n")
            s.append(
                "| xfade | effect | xfade 1 thread ms | ours 1 core ms | speed-up | xfade all threads ms | ours all cores ms | speed-up | target |"
            )
            s.append("|---|---|---:|---:|---:|---:|---:|---:|---|")
            for r in xfade {
                let ours = renders.first { $0.name == r.effect }
                let one = ours.map { r.oneThread / $0.oneCore } ?? .nan
                let all = ours.map { r.allThreads / $0.allCores } ?? .nan
                s.append(
                    "| \(r.transition) | \(ours == nil ? r.effect + " (not in the catalogue yet)" : r.effect) | \(ms(r.oneThread)) | "
                        + "\(ms(ours?.oneCore ?? .nan)) | \(x(one)) | \(ms(r.allThreads)) | \(ms(ours?.allCores ?? .nan)) | \(x(all)) | "
                        + "\(ours == nil ? "-" : mark(one >= 5)) |")
            }
        }

        s.append("\n### Whole commands against ffmpeg's xfade\n")
        if wholeCommands.isEmpty {
            s.append("Skipped: ffmpeg or the release CLI is missing.")
        } else {
            s.append(
                "The same \(WholeCommand.frames) frames at \(size.width)x\(size.height) from the same two PNGs, thrown away: "
                    + "`transit \(WholeCommand.transitArguments("EFFECT", from: "from.png", to: "to.png").joined(separator: " ")) > /dev/null` against "
                    + "`ffmpeg -loop 1 -framerate \(WholeCommand.fps) -i from.png -loop 1 -framerate \(WholeCommand.fps) -i to.png "
                    + "-filter_complex '[0:v][1:v]xfade=transition=T:duration=\(WholeCommand.seconds):offset=0,format=rgba' "
                    + "-frames:v \(WholeCommand.frames) -f null -`. CPU time of each process (user + system, every thread), "
                    + "PNG decoding, start-up and output included; medians of runs taken in turn. Target: ours >= 5x less CPU time.\n"
            )
            s.append("| effect | xfade | transit CPU s | ffmpeg CPU s | speed-up | target |")
            s.append("|---|---|---:|---:|---:|---|")
            for r in wholeCommands {
                let ratio = r.ffmpeg / r.ours
                s.append(
                    "| \(r.effect) | \(r.transition) | \(String(format: "%.2f", r.ours)) | \(String(format: "%.2f", r.ffmpeg)) | "
                        + "\(x(ratio)) | \(mark(ratio >= 5)) |")
            }
        }

        s.append("\n### Against pixman's bilinear affine path\n")
        if pixman.isEmpty {
            s.append("Skipped: the pixman program was not built.")
        } else {
            s.append(
                "`Benchmarks/pixman-affine.c` (built by the script against libpixman-1-dev): copy the to-screen, then composite "
                    + "the from-screen OVER it with a bilinear affine transform (turn 10°, scale 0.9), one thread, median of 9 frames. "
                    + "Ours: the same scene through the renderer on one core, median of 9 frames (the 3D probe turns about y with "
                    + "perspective instead, which pixman's affine path cannot draw). Each round times pixman, ours and the blend "
                    + "floor in turn, within seconds of each other; the speed-up is the median of the rounds' own ratios. Times in "
                    + "ms move with the machine's load from one minute to the next (the per-frame table above times the same "
                    + "scenes at another moment, so its ms differ): compare the ratios. Target: ours >= 6x faster.\n")
            s.append("| scene | pixman ms | x blend | ours ms | x blend | speed-up | target |")
            s.append("|---|---:|---:|---:|---:|---:|---|")
            for r in pixman {
                s.append(
                    "| \(r.probe.name) | \(ms(r.pixman)) | \(x(r.pixman / r.blend)) | \(ms(r.ours)) | \(x(r.ours / r.blend)) "
                        + "| \(x(r.speedUp)) | \(mark(r.speedUp >= 6)) |")
            }
            if let flat = pixman.first(where: { $0.probe.yaw == nil }),
                let deep = pixman.first(where: { $0.probe.yaw != nil })
            {
                let ratio = (deep.ours / deep.blend) / (flat.ours / flat.blend)
                s.append(
                    "\nThe perspective layer against the affine one (same layer, same scale; each as a multiple of its rounds' blend): \(x(ratio)) the time; "
                        + "target <= 1.25x: \(mark(ratio <= 1.25)).")
            }
        }

        s.append("\n### Memory per frame\n")
        let screen = Double(size.width * size.height * 4)
        s.append(
            "Inputs: two screens of \(String(format: "%.1f", screen / 1_048_576)) MiB each plus backdrops and shared elements, "
                + "and the output frame, all allocated before the frame. The column is the heap peak during a frame above what was "
                + "live when it started (CMallocCounter's usable bytes). Target: no full-screen bitmap beyond the inputs and the output, whatever the tile count.\n"
        )
        s.append("| effect | transient peak MiB | in screens | target |")
        s.append("|---|---:|---:|---|")
        for r in renders {
            let b = Double(r.transientPeakBytes)
            s.append(
                "| \(r.name) | \(String(format: "%.2f", b / 1_048_576)) | \(String(format: "%.2f", b / screen)) | \(mark(b < screen * 0.5)) |"
            )
        }

        if let table = try? String(contentsOfFile: options.work + "/instructions.md", encoding: .utf8) {
            s.append("\n### Instruction counts (callgrind)\n")
            s.append(
                "Instructions per frame at progress 0.5 on one core, counted by `valgrind --tool=callgrind` "
                    + "(`Benchmarks/instructions.sh`): independent of load, so a cross-check of the timing ratios "
                    + "(though it cannot see memory stalls, which dominate the copy and the blend).\n")
            s.append(table)
        }

        if let table = try? String(contentsOfFile: options.work + "/gallery.md", encoding: .utf8) {
            s.append("\n### `make gallery`\n")
            s.append(
                "`Benchmarks/gallery.sh`: `transit gallery` (release CLI, every effect forward and back as WebP at "
                    + "390x844 points, scale 1, 30 fps) on this machine's \(Machine.cores) cores, then the same clips rendered alone "
                    + "(`transit render NAME [--back] --scale 1 --fps 30 --out - > /dev/null`; the held last frame is rendered once either way). "
                    + "Target: rendering at most a third of the gallery's time, encoding the rest.\n")
            s.append(table)
        }

        s.append("\n### Chart\n")
        s.append("![render time per effect](\(options.chart))\n")
        s.append(
            "Render time per effect on one core (bars) against the blend floor and ffmpeg's xfade fade (lines), drawn by `Benchmarks/chart.py`.\n"
        )

        if !notes.isEmpty {
            s.append("### Notes\n")
            s.append(contentsOf: notes.map { "- " + $0 })
            s.append("")
        }
        if let limits = try? String(contentsOfFile: "Benchmarks/limits.md", encoding: .utf8) { s.append(limits) }

        s.append("### Reproduce\n")
        s.append("```sh")
        s.append("make bench          # = Benchmarks/run.sh: release build, pixman program, every table and the chart")
        s.append("swift build -c release --package-path Benchmarks --product transit-bench")
        s.append(
            "Benchmarks/.build/release/transit-bench --rounds \(options.rounds) --frames \(options.frames) --pixman .build/bench/pixman-affine --transit .build/release/transit"
        )
        s.append("Benchmarks/.build/release/transit-bench --effects fade,slide --rounds 15   # a subset")
        s.append(
            "Benchmarks/instructions.sh fade blend    # callgrind instruction counts per frame and the ratio to the blend"
        )
        s.append("INSTRUCTIONS=no make bench                # without the callgrind pass")
        s.append(
            "ffmpeg "
                + External.xfadeArguments("fade", from: "from.png", to: "to.png", frames: 12, threads: 1).joined(
                    separator: " "
                ).replacingOccurrences(of: "[0:v]loop", with: "'[0:v]loop").replacingOccurrences(
                    of: "rgba -frames", with: "rgba' -frames"))
        s.append("```")
        return s.joined(separator: "\n")
    }

    func write(chartData: String) throws {
        var tsv = "effect\tone_core_ms\tall_cores_ms\tblend_ms\tcopy_ms\n"
        for r in renders {
            tsv += "\(r.name)\t\(r.oneCore / 1e6)\t\(r.allCores / 1e6)\t\(r.blend / 1e6)\t\(r.copy / 1e6)\n"
        }
        if let f = xfade.first(where: { $0.transition == "fade" }) { tsv += "#xfade\t\(f.oneThread / 1e6)\n" }
        try tsv.write(toFile: chartData, atomically: true, encoding: .utf8)

        let old = (try? String(contentsOfFile: options.out, encoding: .utf8)) ?? "# Benchmarks\n"
        let body = Self.begin + "\n" + section() + "\n" + Self.end
        let new: String
        if let a = old.range(of: Self.begin), let b = old.range(of: Self.end), a.lowerBound < b.lowerBound {
            new = old.replacingCharacters(in: a.lowerBound..<b.upperBound, with: body)
        } else {
            new = old + (old.hasSuffix("\n") ? "\n" : "\n\n") + body + "\n"
        }
        try new.write(toFile: options.out, atomically: true, encoding: .utf8)
    }

    func cpuModel() -> String {
        let info = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        let line = info.split(separator: "\n").first { $0.hasPrefix("model name") }
        return line.map { $0.split(separator: ":", maxSplits: 1).last!.trimmingCharacters(in: .whitespaces) }
            ?? "unknown CPU"
    }

    func toolchain() -> String {
        guard let swift = External.which("swift"), let r = External.run(swift, ["--version"]) else { return "unknown" }
        return r.output.split(separator: "\n").first.map(String.init) ?? "unknown"
    }
}
