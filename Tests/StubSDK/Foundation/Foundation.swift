// Darwin as Apple's Foundation re-exports it: on iOS `import Foundation` (and so `import UIKit`,
// `import SwiftUI`) makes Darwin's C names visible, MacTypes' `Point`, `Rect`, `Size` and `Style`
// among them. The stub Darwin (Darwin/include) declares those that can meet Transit's names.
@_exported import Darwin
@_exported import FoundationEssentials
// Stub Foundation: the toolchain's FoundationEssentials (Data, URL, JSONDecoder, ...) and the stub
// Objective-C runtime, plus the few Foundation declarations TransitUIKit uses that Essentials lacks.
@_exported import ObjectiveC

/// https://developer.apple.com/documentation/corefoundation/cftimeinterval
public typealias CFTimeInterval = Double

/// https://developer.apple.com/documentation/foundation/runloop
open class RunLoop: NSObject {
    /// https://developer.apple.com/documentation/foundation/runloop/main
    open class var main: RunLoop { fatalError() }

    /// https://developer.apple.com/documentation/foundation/runloop/mode
    public struct Mode: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { fatalError() }
        /// https://developer.apple.com/documentation/foundation/runloop/mode/init(_:)
        public init(_ rawValue: String) { fatalError() }
        /// https://developer.apple.com/documentation/foundation/runloop/mode/common
        public static let common = Mode(rawValue: "kCFRunLoopCommonModes")
        /// https://developer.apple.com/documentation/foundation/runloop/mode/default
        public static let `default` = Mode(rawValue: "kCFRunLoopDefaultMode")
    }
}

/// https://developer.apple.com/documentation/foundation/nsnumber
open class NSNumber: NSObject {
    /// https://developer.apple.com/documentation/foundation/nsnumber/init(value:)-6kndx
    public init(value: Double) { fatalError() }
}

/// https://developer.apple.com/documentation/foundation/bundle
open class Bundle: NSObject {
    /// https://developer.apple.com/documentation/foundation/bundle/main
    open class var main: Bundle { fatalError() }
    /// https://developer.apple.com/documentation/foundation/bundle/url(forresource:withextension:)
    open func url(forResource name: String?, withExtension ext: String?) -> URL? { fatalError() }
}
