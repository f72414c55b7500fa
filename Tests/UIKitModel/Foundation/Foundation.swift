// Model Foundation: the toolchain's FoundationEssentials and the model Objective-C runtime, plus
// the few declarations of Tests/StubSDK/Foundation that Essentials lacks, with bodies.
@_exported import FoundationEssentials
@_exported import ObjectiveC

/// https://developer.apple.com/documentation/corefoundation/cftimeinterval
public typealias CFTimeInterval = Double

/// https://developer.apple.com/documentation/foundation/runloop
open class RunLoop: NSObject {
    nonisolated(unsafe) private static let shared = RunLoop()
    /// https://developer.apple.com/documentation/foundation/runloop/main
    open class var main: RunLoop { shared }

    /// https://developer.apple.com/documentation/foundation/runloop/mode
    public struct Mode: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/foundation/runloop/mode/init(_:)
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/foundation/runloop/mode/common
        public static let common = Mode(rawValue: "kCFRunLoopCommonModes")
        /// https://developer.apple.com/documentation/foundation/runloop/mode/default
        public static let `default` = Mode(rawValue: "kCFRunLoopDefaultMode")
    }
}

/// https://developer.apple.com/documentation/foundation/nsnumber
open class NSNumber: NSObject {
    /// The value (model only; Apple's `doubleValue`).
    public let doubleValue: Double
    /// https://developer.apple.com/documentation/foundation/nsnumber/init(value:)-6kndx
    public init(value: Double) { doubleValue = value }
}

/// https://developer.apple.com/documentation/foundation/bundle
open class Bundle: NSObject {
    nonisolated(unsafe) private static let shared = Bundle()
    /// https://developer.apple.com/documentation/foundation/bundle/main
    open class var main: Bundle { shared }
    /// The directory holding the app's resources (model only; Apple's `resourceURL`): the scenario
    /// runner sets it to the repository's `Examples/specs`, the spec files a documented example loads.
    nonisolated(unsafe) public static var modelResourceDirectory: String?
    /// https://developer.apple.com/documentation/foundation/bundle/url(forresource:withextension:)
    /// "The file URL for the resource file or nil if the file could not be located": the file
    /// `name.ext` among the bundle's resources (an empty or nil `ext` matches the name as it is).
    open func url(forResource name: String?, withExtension ext: String?) -> URL? {
        guard let directory = Self.modelResourceDirectory, let name else { return nil }
        let file = ext.map { $0.isEmpty ? name : name + "." + $0 } ?? name
        let path = directory + "/" + file
        return FileManager.default.fileExists(atPath: path) ? URL(fileURLWithPath: path) : nil
    }
}
