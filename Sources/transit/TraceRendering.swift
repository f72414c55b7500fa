import Foundation
import TransitCore
import TransitFiles
import TransitRender
import TransitSpecFiles

/// `render --trace`: plays a recorded gesture through the interaction driver and the player on a
/// virtual clock and writes one frame per tick, through the finish or the cancel after the
/// release, then the resting screen.
///
/// ```swift
/// let trace = try TraceRendering.load("Examples/traces/fast-flick.json")
/// let rendering = TraceRendering(effect: effect, screens: screens, trace: trace, fps: 60)
/// let result = try rendering.write(into: dir)   // frames written as they are played
/// ```
struct TraceRendering {
    var effect: any Effect
    var screens: Screens
    var trace: GestureTrace
    var fps: Double
    /// The spec's interaction and timing (`--spec`), or nil: a plain pan in the trace's direction
    /// and the effect's own timing.
    var interaction: InteractionSpec? = nil
    var timing: Timing? = nil

    /// The longest a trace may run after its last sample before the render stops (a spring that
    /// never settles, or a gesture never released).
    static let timeLimit = 10.0
    /// The longest trace accepted, from its first sample to its last, in seconds.
    static let maxDuration = 600.0
    /// The most frames a trace may ask for (its length plus `timeLimit`, at the frame rate).
    static let maxFrames = 36_000

    /// Reads and checks a trace file.
    ///
    /// - Throws: `noInput` when the file cannot be read, `dataError` when it is not a trace (the
    ///   message names the key path), has no samples, does not start with `began`, or goes back in time.
    static func load(_ path: String) throws(CLIError) -> GestureTrace {
        let shown = PathBytes.display(path)
        let bytes: [UInt8]
        do throws(FileInput.Failure) {
            bytes = try FileInput.read(path, limit: FileInput.traceLimit)
        } catch {
            throw .noInput("cannot read the trace '\(shown)': \(error)")
        }
        // The syntax first, with the spec reader's messages (depth, numbers, duplicate keys); the
        // samples are checked one at a time and set aside, never held as one tree.
        let top: SpecValue
        let ranges: [Range<Int>]
        do throws(SpecErrors) {
            (top, ranges) = try SpecFile.jsonValue(bytes, settingAside: "samples")
        } catch {
            throw .dataError("trace '\(shown)': \(error.errors.first.map(\.description) ?? "not valid JSON")")
        }
        // The rest of the document (direction, summary), then the samples a part at a time.
        var trace = try decode(GestureTrace.self, from: SpecFile.encode(top, as: .json), shown: shown)
        trace.samples.reserveCapacity(ranges.count)
        for start in stride(from: 0, to: ranges.count, by: samplesPerPart) {
            var part: [UInt8] = [UInt8(ascii: "[")]
            for (k, range) in ranges[start..<min(start + samplesPerPart, ranges.count)].enumerated() {
                if k > 0 { part.append(UInt8(ascii: ",")) }
                part += bytes[range]
            }
            part.append(UInt8(ascii: "]"))
            trace.samples += try decode(
                [GestureTrace.Sample].self, from: Data(part), shown: shown, firstSample: start)
        }
        guard let first = trace.samples.first else { throw .dataError("trace '\(shown)': 'samples' is empty") }
        guard first.phase == .began else {
            throw .dataError(
                "trace '\(shown)': 'samples[0].phase' is '\(first.phase.rawValue)'; a trace starts with 'began'")
        }
        for i in trace.samples.indices.dropFirst() where trace.samples[i].time < trace.samples[i - 1].time {
            throw .dataError(
                "trace '\(shown)': 'samples[\(i)].time' goes back in time (\(format(trace.samples[i].time)) after \(format(trace.samples[i - 1].time)))"
            )
        }
        let duration = trace.samples[trace.samples.count - 1].time - first.time
        guard duration <= maxDuration else {
            throw .dataError(
                "trace '\(shown)': its samples span \(format(duration)) s; at most \(format(maxDuration)) s")
        }
        return trace
    }

    /// How many samples are decoded at once.
    static let samplesPerPart = 4_096

    /// `T` decoded from JSON `data`, its failures as data errors naming the key path; with
    /// `firstSample`, `data` is an array of the samples from that index on, and the path says so.
    private static func decode<T: Decodable>(_ type: T.Type, from data: Data, shown: String, firstSample: Int? = nil)
        throws(CLIError) -> T
    {
        func keyPath(_ path: [any CodingKey]) -> String {
            guard let first = firstSample else { return Self.keyPath(path) }
            let index = path.first?.intValue.map { "samples[\(first + $0)]" } ?? "samples"
            return index + path.dropFirst().map { $0.intValue.map { "[\($0)]" } ?? "." + $0.stringValue }.joined()
        }
        do {
            return try JSONDecoder().decode(T.self, from: data)
        } catch let DecodingError.keyNotFound(key, c) {
            throw .dataError("trace '\(shown)': missing '\(keyPath(c.codingPath + [key]))'")
        } catch let DecodingError.typeMismatch(_, c), let DecodingError.valueNotFound(_, c) {
            throw .dataError("trace '\(shown)': '\(keyPath(c.codingPath))' \(c.debugDescription.lowercased())")
        } catch let DecodingError.dataCorrupted(c) {
            let phases = GestureSample.Phase.allCases.map(\.rawValue).joined(separator: ", ")
            let directions = InteractionSpec.Direction.allCases.map(\.rawValue).joined(separator: ", ")
            let allowed =
                c.codingPath.last?.stringValue == "phase"
                ? " (phases: \(phases))"
                : c.codingPath.last?.stringValue == "direction" ? " (directions: \(directions))" : ""
            throw .dataError(
                "trace '\(shown)': \(c.codingPath.isEmpty ? "" : "'\(keyPath(c.codingPath))': ")\(c.debugDescription)\(allowed)"
            )
        } catch {
            throw .dataError("trace '\(shown)': \(error)")
        }
    }

    /// Fails when playing the trace at `fps` could take more than `maxFrames` frames.
    static func checkFrameCount(_ trace: GestureTrace, fps: Double, path: String) throws(CLIError) {
        let span = (trace.samples.last?.time ?? 0) - (trace.samples.first?.time ?? 0)
        let frames = ((span + timeLimit) * fps).rounded(.up) + 1
        guard frames <= Double(maxFrames) else {
            throw .dataError(
                "trace '\(PathBytes.display(path))' would take up to \(format(frames)) frames at \(format(fps)) fps; "
                    + "at most \(maxFrames)")
        }
    }

    private static func keyPath(_ path: [any CodingKey]) -> String {
        path.map { $0.intValue.map { "[\($0)]" } ?? "." + $0.stringValue }.joined().drop { $0 == "." }.description
    }

    /// Plays the trace, handing each scene the host is shown (one per tick, ending with the
    /// resting scene) to `frame` as it comes, and returns the outcome. Nothing is recorded.
    func play(_ frame: @escaping (Scene) -> Void) -> TransitionOutcome? {
        let samples = trace.gestureSamples()
        let clock = VirtualClock(now: samples.first?.time ?? 0)
        let host = StreamingHost(frame)
        let player = TransitionPlayer(
            effect: effect, context: screens.context, host: host, clock: clock,
            interaction: interaction ?? InteractionSpec(direction: trace.direction ?? .right), timing: timing)
        clock.play(samples, into: player, fps: fps, timeLimit: Self.timeLimit)
        return host.outcome
    }

    /// Renders every scene into `directory` as `frame-0000.png` ... as it is played, and returns the
    /// count, the outcome, and the frames at `sheetFrames` indices picked evenly (for a contact sheet).
    ///
    /// - Throws: `cantCreate` when a frame cannot be written, `interrupted` on a signal.
    func write(into directory: String, sheetFrames: Int = 0, progress: inout ProgressReporter) throws(CLIError) -> (
        count: Int, outcome: TransitionOutcome?, sheet: [Bitmap]
    ) {
        // The frame count is known only by playing; pick the sheet's frames from a first, cheap pass.
        var total = 0
        _ = play { _ in total += 1 }
        let picked = Set(ContactSheet.pick(sheetFrames, of: total))
        let renderer = Renderer()
        var sheet: [Bitmap] = []
        var index = 0
        var failure: CLIError?
        var reporter = progress
        let outcome = play { scene in
            guard failure == nil else { return }
            do throws(CLIError) {
                try Cancellation.check()
                let bitmap = renderer.render(scene, snapshots: screens.snapshots)
                if picked.contains(index) { sheet.append(bitmap) }
                try writeFrame(bitmap, to: directory + "/" + PNGSequenceWriter.fileName(index))
                reporter.advance()
                index += 1
            } catch {
                failure = error
            }
        }
        progress = reporter
        if let failure { throw failure }
        return (index, outcome, sheet)
    }

    /// The `render --trace` command's own part: writes the frames (and the contact sheet, when
    /// asked) and reports the outcome.
    func render(
        effectName: String, tracePath: String, directory: OutputDirectory, sheet: ContactSheetChoice, quiet: Bool
    ) throws(CLIError) {
        try Self.checkFrameCount(trace, fps: fps, path: tracePath)
        let span = (trace.samples.last?.time ?? 0) - (trace.samples.first?.time ?? 0)
        let estimate = Int(((span + 1) * fps).rounded(.up))
        var result: (count: Int, outcome: TransitionOutcome?, sheet: [Bitmap]) = (0, nil, [])
        try ProgressReporter.run(total: estimate, quiet: quiet) { (progress) throws(CLIError) in
            try directory.write { dir throws(CLIError) in
                result = try write(into: dir, sheetFrames: sheet.path == nil ? 0 : sheet.cellCount, progress: &progress)
                if let path = sheet.path { try writeFrame(ContactSheet.make(result.sheet), to: path) }
            }
        }
        let ending =
            result.outcome.map { "it \($0.rawValue)" }
            ?? "it did not end within \(format(Self.timeLimit)) s of the last sample"
        output(
            "wrote \(result.count) frames of \(effectName) driven by '\(PathBytes.display(tracePath))' to "
                + "\(PathBytes.display(directory.path)); \(ending)")
    }
}

/// A host that hands every scene it is shown to a closure, keeping none.
private final class StreamingHost: TransitionHost {
    let frame: (Scene) -> Void
    private(set) var outcome: TransitionOutcome?

    init(_ frame: @escaping (Scene) -> Void) { self.frame = frame }

    func display(_ scene: Scene) { frame(scene) }

    func transitionDidComplete(_ outcome: TransitionOutcome, showing scene: Scene) {
        if self.outcome == nil { self.outcome = outcome }
        frame(scene)
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
