import Foundation
import TransitCore
import TransitRender

/// `render --trace`: plays a recorded gesture through the interaction driver and the player on a
/// virtual clock and writes one frame per tick, through the finish or the cancel after the
/// release, then the resting screen.
///
/// ```swift
/// let trace = try TraceRendering.load("Examples/traces/fast-flick.json")
/// let rendering = TraceRendering(effect: effect, screens: screens, trace: trace, fps: 60)
/// let count = try rendering.write(into: dir)
/// ```
struct TraceRendering {
    var effect: any Effect
    var screens: Screens
    var trace: GestureTrace
    var fps: Double

    /// The longest a trace may run after its last sample before the render stops (a spring that
    /// never settles, or a gesture never released).
    static let timeLimit = 10.0

    /// Reads and checks a trace file.
    ///
    /// - Throws: `noInput` when the file cannot be read, `dataError` when it is not a trace (the
    ///   message names the key path), has no samples, does not start with `began`, or goes back in time.
    static func load(_ path: String) throws(CLIError) -> GestureTrace {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .noInput("cannot read the trace '\(path)'")
        }
        let trace: GestureTrace
        do {
            trace = try JSONDecoder().decode(GestureTrace.self, from: data)
        } catch let DecodingError.keyNotFound(key, c) {
            throw .dataError("trace '\(path)': missing '\(keyPath(c.codingPath + [key]))'")
        } catch let DecodingError.typeMismatch(_, c), let DecodingError.valueNotFound(_, c) {
            throw .dataError("trace '\(path)': '\(keyPath(c.codingPath))' \(c.debugDescription.lowercased())")
        } catch let DecodingError.dataCorrupted(c) {
            let phases = GestureSample.Phase.allCases.map(\.rawValue).joined(separator: ", ")
            let directions = InteractionSpec.Direction.allCases.map(\.rawValue).joined(separator: ", ")
            let allowed =
                c.codingPath.last?.stringValue == "phase"
                ? " (phases: \(phases))"
                : c.codingPath.last?.stringValue == "direction" ? " (directions: \(directions))" : ""
            throw .dataError(
                "trace '\(path)': \(c.codingPath.isEmpty ? "" : "'\(keyPath(c.codingPath))': ")\(c.debugDescription)\(allowed)"
            )
        } catch {
            throw .dataError("trace '\(path)': \(error)")
        }
        guard let first = trace.samples.first else { throw .dataError("trace '\(path)': 'samples' is empty") }
        guard first.phase == .began else {
            throw .dataError(
                "trace '\(path)': 'samples[0].phase' is '\(first.phase.rawValue)'; a trace starts with 'began'")
        }
        for i in trace.samples.indices.dropFirst() where trace.samples[i].time < trace.samples[i - 1].time {
            throw .dataError(
                "trace '\(path)': 'samples[\(i)].time' goes back in time (\(format(trace.samples[i].time)) after \(format(trace.samples[i - 1].time)))"
            )
        }
        return trace
    }

    private static func keyPath(_ path: [any CodingKey]) -> String {
        path.map { $0.intValue.map { "[\($0)]" } ?? "." + $0.stringValue }.joined().drop { $0 == "." }.description
    }

    /// The scenes the host is shown, one per tick, ending with the resting scene; and the outcome.
    func play() -> (scenes: [Scene], outcome: TransitionOutcome?) {
        let samples = trace.gestureSamples()
        let clock = VirtualClock(now: samples.first?.time ?? 0)
        let host = RecordingHost(recordsFrames: true)
        let player = TransitionPlayer(
            effect: effect, context: screens.context, host: host, clock: clock,
            interaction: InteractionSpec(direction: trace.direction ?? .right))
        clock.play(samples, into: player, fps: fps, timeLimit: Self.timeLimit)
        return (host.frames, host.outcomes.first)
    }

    /// Renders every scene into `directory` as `frame-0000.png` ...; returns the count, the outcome,
    /// and the frames at `sheetFrames` indices picked evenly (for a contact sheet).
    ///
    /// - Throws: `cantCreate` when a frame cannot be written.
    func write(into directory: String, sheetFrames: Int = 0) throws(CLIError) -> (
        count: Int, outcome: TransitionOutcome?, sheet: [Bitmap]
    ) {
        let (scenes, outcome) = play()
        let picked = Set(ContactSheet.pick(sheetFrames, of: scenes.count))
        let renderer = Renderer()
        var sheet: [Bitmap] = []
        for (index, scene) in scenes.enumerated() {
            let bitmap = renderer.render(scene, snapshots: screens.snapshots)
            if picked.contains(index) { sheet.append(bitmap) }
            try writeFrame(bitmap, to: directory + "/" + PNGSequenceWriter.fileName(index))
        }
        return (scenes.count, outcome, sheet)
    }

    /// The `render --trace` command's own part: checks the options that go with a trace, writes
    /// the frames (and the contact sheet, when asked) and reports the outcome.
    static func render(
        _ arguments: ParsedArguments, effectName: String, effect: any Effect, screens: Screens,
        fps: Double, output: OutputDirectory
    ) throws(CLIError) {
        guard let path = arguments.value("--trace") else { return }
        if arguments.isSet("--duration") {
            throw .usage("--duration does not go with --trace: the trace and the finishing motion set the length")
        }
        let rendering = TraceRendering(effect: effect, screens: screens, trace: try load(path), fps: fps)
        let sheetPath = arguments.value("--contact-sheet")
        var result: (count: Int, outcome: TransitionOutcome?, sheet: [Bitmap]) = (0, nil, [])
        try output.write { dir throws(CLIError) in
            result = try rendering.write(into: dir, sheetFrames: sheetPath == nil ? 0 : 8)
        }
        if let sheetPath { try writeFrame(ContactSheet.make(result.sheet), to: sheetPath) }
        let ending =
            result.outcome.map { "it \($0.rawValue)" }
            ?? "it did not end within \(format(timeLimit)) s of the last sample"
        print("wrote \(result.count) frames of \(effectName) driven by '\(path)' to \(output.path); \(ending)")
    }
}

/// Writes one PNG, turning an image error into `cantCreate`.
func writeFrame(_ bitmap: Bitmap, to path: String) throws(CLIError) {
    do throws(ImageError) {
        try ImageIO.writePNG(bitmap, to: path)
    } catch {
        throw .cantCreate("cannot write a frame: \(error)")
    }
}
