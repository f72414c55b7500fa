import Foundation
import Testing
import TransitCore
import TransitRender
import TransitTestSupport

/// Runs the built `transit` executable as a subprocess.
///
/// The binary is `$TRANSIT_BIN` when set, else the `transit` in the build products directory, the
/// directory holding the test bundle (`swift test` builds it with the tests), else `.build/debug/transit`
/// under the package root.
enum TransitProcess {
    struct Result: CustomStringConvertible {
        var status: Int32
        var stdout: String
        var stderr: String
        var description: String { "exit \(status)\n--- stdout\n\(stdout)--- stderr\n\(stderr)" }
    }

    static let binary: String = {
        if let path = ProcessInfo.processInfo.environment["TRANSIT_BIN"], !path.isEmpty { return path }
        let beside = productsDirectory.appendingPathComponent("transit").path
        if FileManager.default.isExecutableFile(atPath: beside) { return beside }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return root.appendingPathComponent(".build/debug/transit").path
    }()

    /// The build products directory: the one holding the test bundle (a `.xctest` bundle on
    /// macOS; on Linux the test executable, whose directory is the main bundle's).
    static var productsDirectory: URL {
        for bundle in Bundle.allBundles where bundle.bundleURL.pathExtension == "xctest" {
            return bundle.bundleURL.deletingLastPathComponent()
        }
        return Bundle.main.bundleURL
    }

    /// Runs `transit` with `arguments` and waits for it, killing it after `timeout` seconds
    /// (status `-1` then), so a hang fails a test instead of stalling the suite. `environment`
    /// replaces variables of the test's own environment (`["PATH": ...]`).
    static func run(_ arguments: [String], timeout: Double = 120, environment: [String: String] = [:]) throws
        -> Result
    {
        guard FileManager.default.isExecutableFile(atPath: binary) else {
            throw CocoaError(
                .fileNoSuchFile,
                userInfo: [
                    NSLocalizedDescriptionKey:
                        "no transit binary at \(binary); run 'swift build' first or set TRANSIT_BIN"
                ])
        }
        let logs = try TemporaryDirectory(prefix: "transit-run")
        let outPath = logs.path + "/stdout"
        let errPath = logs.path + "/stderr"
        _ = FileManager.default.createFile(atPath: outPath, contents: nil)
        _ = FileManager.default.createFile(atPath: errPath, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = arguments
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: outPath))
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: errPath))
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { usleep(10_000) }
        let timedOut = process.isRunning
        if timedOut {
            process.terminate()
            process.waitUntilExit()
        }
        let read = { (p: String) in String(decoding: FileManager.default.contents(atPath: p) ?? Data(), as: UTF8.self) }
        return Result(
            status: timedOut ? -1 : process.terminationStatus, stdout: read(outPath),
            stderr: read(errPath) + (timedOut ? "(killed after \(timeout) s)\n" : ""))
    }
}

/// Writes a solid-colour PNG and returns its path.
func writeSolidPNG(_ color: Color, width: Int, height: Int, to path: String) throws -> String {
    try ImageIO.writePNG(Bitmap(width: width, height: height, fill: color), to: path)
    return path
}

/// The frame files in a directory, sorted.
func frameFiles(in directory: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).filter { $0.hasPrefix("frame-") }.sorted()
}

/// Records an issue for every entry of `directory` that is not in `expected` (left-over
/// temporary directories, half-written outputs).
func expectOnly(
    _ expected: Set<String>, in directory: TemporaryDirectory, sourceLocation: SourceLocation = #_sourceLocation
) {
    let extra = Set(directory.contents()).subtracting(expected)
    #expect(extra.isEmpty, "left behind: \(extra.sorted())", sourceLocation: sourceLocation)
}
