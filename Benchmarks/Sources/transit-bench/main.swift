import Foundation
import TransitCore
import TransitRender
import TransitSamples

// transit-bench: measures scene evaluation, rendering, memory and the tools people would use
// instead, and writes its section of BENCHMARKS.md. Run through `make bench` (Benchmarks/run.sh).
//
//   transit-bench [--out BENCHMARKS.md] [--work DIR] [--pixman PROGRAM] [--transit CLI] [--rounds N] [--frames N]
//                 [--effects a,b] [--external no] [--chart PATH]
//   transit-bench frame EFFECT PROGRESS [THREADS] [REPEATS]   # one effect's frames, for callgrind

var options = BenchOptions(CommandLine.arguments.dropFirst())
let pair = SampleScreens.make(size: Size(width: 390, height: 844), scale: 3)
let context = pair.context()
let catalogue = EffectCatalogue.builtIn

if options.frameOnly {
    // For `valgrind --tool=callgrind --toggle-collect='*Frame*'`: only the frames are counted.
    var out = Bitmap(width: pair.snapshots.from.width, height: pair.snapshots.from.height)
    let probe = TransformProbe.all.first { $0.name.hasPrefix(options.frameEffect) }
    let scene =
        try probe?.scene(size: pair.size)
        ?? (["copy", "blend"].contains(options.frameEffect)
            ? Scene(size: pair.size)
            : catalogue.makeEffect(named: options.frameEffect).evaluate(at: options.frameProgress, in: context))
    // What is learnt once per clip (whether the screens are opaque) is learnt here, outside the count.
    Renderer().render(scene, snapshots: pair.snapshots, into: &out)
    Frame.run(
        options.frameEffect, scene: scene, snapshots: pair.snapshots, threads: options.frameThreads,
        repeats: options.frameRepeats, into: &out)
    exit(0)
}

var report = Report(options: options, load: Machine.loadAverage(), size: pair.snapshots.from)
let selected = catalogue.descriptors.filter { options.effects.isEmpty || options.effects.contains($0.name) }

log("scene evaluation: \(selected.count) effects x \(options.frames) frames")
report.scenes = SceneBench.run(catalogue: EffectCatalogue(selected), context: context, frames: options.frames)

for d in selected {
    log("render \(d.name)")
    let effect = d.make(ParameterValues())
    let scenes = RenderBench.progresses.map { effect.evaluate(at: $0, in: context) }
    report.renders.append(
        RenderBench.measure(name: d.name, scenes: scenes, snapshots: pair.snapshots, rounds: options.rounds))
}
log("render transformed layers")
for probe in TransformProbe.all {
    report.renders.append(
        RenderBench.measure(
            name: probe.name, scenes: [probe.scene(size: pair.size)],
            snapshots: pair.snapshots, rounds: options.rounds))
}

try FileManager.default.createDirectory(atPath: options.work, withIntermediateDirectories: true)
let fromPNG = options.work + "/from.png"
let toPNG = options.work + "/to.png"
try ImageIO.writePNG(pair.snapshots.from, to: fromPNG)
try ImageIO.writePNG(pair.snapshots.to, to: toPNG)

if !options.external {
    report.notes.append("External baselines skipped (`--external no`).")
} else if let ffmpeg = External.which("ffmpeg") {
    for (transition, name) in External.xfadePairs {
        log("ffmpeg xfade \(transition)")
        var one = Samples()
        var all = Samples()
        var floor = Samples()
        var out = Bitmap(width: pair.snapshots.from.width, height: pair.snapshots.from.height)
        for _ in 0..<3 {
            floor.add(time { RenderBench.blend(pair.snapshots, into: &out) })
            if let t = External.xfadeFrame(ffmpeg, transition, from: fromPNG, to: toPNG, threads: 1) { one.add(t) }
            if let t = External.xfadeFrame(ffmpeg, transition, from: fromPNG, to: toPNG, threads: Machine.cores) {
                all.add(t)
            }
        }
        report.xfade.append(
            XfadeResult(
                transition: transition, effect: name, oneThread: one.median,
                allThreads: all.median, blend: floor.median))
    }
} else {
    report.notes.append("ffmpeg is not installed: the xfade baseline was skipped (`apt-get install ffmpeg`).")
}

if !options.external {
} else if let transit = options.transit, let ffmpeg = External.which("ffmpeg") {
    log("whole commands: transit render and ffmpeg xfade")
    report.wholeCommands = WholeCommand.measure(
        transit: transit, ffmpeg: ffmpeg, from: fromPNG, to: toPNG, rounds: max(3, options.rounds / 3))
} else {
    report.notes.append(
        "The whole-command comparison needs ffmpeg and `--transit` (the release CLI; Benchmarks/run.sh passes it): skipped."
    )
}

if !options.external {
} else if let pixman = options.pixman, FileManager.default.isExecutableFile(atPath: pixman) {
    let bg = options.work + "/to.rgba"
    let layer = options.work + "/from.rgba"
    try External.writeRaw(pair.snapshots.to, to: bg)
    try External.writeRaw(pair.snapshots.from, to: layer)
    for probe in TransformProbe.all {
        log("pixman \(probe.name)")
        var theirs = Samples()
        var ours = Samples()
        var floor = Samples()
        var ratios = Samples()
        var out = Bitmap(width: pair.snapshots.from.width, height: pair.snapshots.from.height)
        let scene = probe.scene(size: pair.size)
        Renderer().render(scene, snapshots: pair.snapshots, into: &out)  // warm up
        // Each round: pixman's median of 9 frames, then ours and the blend floor, 9 frames each, in turn.
        for _ in 0..<max(3, options.rounds / 2) {
            guard
                let t = External.pixmanFrame(
                    pixman, width: out.width, height: out.height, background: bg, layer: layer,
                    angle: probe.angle, scale: probe.scale)
            else { continue }
            var mine = Samples()
            var blend = Samples()
            for _ in 0..<9 {
                mine.add(time { Renderer().render(scene, snapshots: pair.snapshots, into: &out) })
                blend.add(time { RenderBench.blend(pair.snapshots, into: &out) })
            }
            theirs.add(t)
            ours.add(mine.median)
            floor.add(blend.median)
            ratios.add(t / mine.median)
        }
        report.pixman.append(
            PixmanResult(
                probe: probe, pixman: theirs.median, ours: ours.median, blend: floor.median, speedUp: ratios.median))
    }
} else {
    report.notes.append(
        "The pixman baseline program was not built (Benchmarks/run.sh builds it against libpixman-1-dev): skipped.")
}

try report.write(chartData: options.work + "/render.tsv")
log("wrote \(options.out)")

func log(_ s: String) { FileHandle.standardError.write(Data(("transit-bench: " + s + "\n").utf8)) }
