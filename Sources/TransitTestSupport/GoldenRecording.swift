import Foundation

/// Which golden references a test run writes, chosen by the environment variable
/// `TRANSIT_RECORD_GOLDENS` (the modes of swift-snapshot-testing's `record`):
///
/// | value | writes | the test |
/// | --- | --- | --- |
/// | unset or `never` | nothing | compares; a missing reference fails |
/// | `missing` | references that do not exist | fails for each one written |
/// | `failed` | missing references and those that differ | fails for each one written |
/// | `all` (or `1`) | every reference it reaches | fails for each one written |
///
/// A test that writes a reference always fails, so recording is never mistaken for passing:
/// review what was written, then run again without the variable.
///
/// ```swift
/// // TRANSIT_RECORD_GOLDENS=failed swift test --filter EffectGoldens
/// ```
public enum GoldenRecording: String, CaseIterable, Sendable {
    case never, missing, failed, all

    /// The mode the environment asks for; a value outside the table is an error naming the
    /// allowed ones.
    public static func fromEnvironment(
        _ environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> Result<GoldenRecording, GoldenError> {
        guard let value = environment[variable], !value.isEmpty else { return .success(.never) }
        if value == "1" { return .success(.all) }
        guard let mode = GoldenRecording(rawValue: value) else {
            let allowed = allCases.map(\.rawValue).joined(separator: ", ")
            return .failure(GoldenError("\(variable)=\(value) is not a mode: allowed are \(allowed) (1 means all)"))
        }
        return .success(mode)
    }

    /// The environment variable's name.
    public static let variable = "TRANSIT_RECORD_GOLDENS"
}

/// Why a golden check failed, as the test prints it.
public struct GoldenError: Error, CustomStringConvertible, Sendable {
    public let description: String
    public init(_ description: String) { self.description = description }
}

/// The check every golden kind shares, in the mode the environment asks for (an unknown mode is
/// the failure).
public func goldenFailure(at path: String, difference: (Data) throws -> String?, write: () throws -> Void) -> String? {
    switch GoldenRecording.fromEnvironment() {
    case .failure(let error): error.description
    case .success(let mode): goldenFailure(at: path, mode: mode, difference: difference, write: write)
    }
}

/// The check every golden kind shares: whether to compare or write the reference at `path`, by
/// `mode`. `difference` compares the reference's bytes with the new value and returns why they
/// differ (nil when they match); `write` writes the new value's reference.
///
/// Returns nil when the reference exists and matches; otherwise the failure to record, which
/// says what was written, if anything.
public func goldenFailure(
    at path: String, mode: GoldenRecording, difference: (Data) throws -> String?, write: () throws -> Void
) -> String? {
    func record(_ why: String) -> String {
        do {
            let folder = (path as NSString).deletingLastPathComponent
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try write()
        } catch {
            return "could not record the golden \(path): \(error)"
        }
        return
            "\(why); recorded \(path) (\(GoldenRecording.variable)=\(mode.rawValue)): review it, then run again without recording"
    }
    if mode == .all { return record("recording every golden") }
    guard let data = FileManager.default.contents(atPath: path) else {
        if mode == .never {
            return "no golden at \(path); record it with \(GoldenRecording.variable)=missing and review it"
        }
        return record("no golden yet")
    }
    let why: String?
    do {
        why = try difference(data)
    } catch {
        why = "cannot read the golden \(path): \(error)"
    }
    guard let why else { return nil }
    return mode == .failed ? record(why) : why
}
