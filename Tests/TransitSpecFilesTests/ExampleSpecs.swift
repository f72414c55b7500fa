import Foundation
import TransitCore

/// The example spec files under Examples/specs, for the example and fuzz tests.
enum ExampleSpecs {
    static let directory: String = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples/specs").path

    /// Every example file's path, sorted.
    static var paths: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [])
            .filter { $0.hasSuffix(".json") || $0.hasSuffix(".plist") }.sorted().map { directory + "/" + $0 }
    }
}
