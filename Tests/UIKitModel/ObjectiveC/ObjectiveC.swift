// Model Objective-C runtime: what the stub's ObjectiveC module declares (Tests/StubSDK/ObjectiveC),
// as plain Swift, since Swift on Linux has no Objective-C runtime. A target-action message is
// delivered to a `ModelActionTarget` (Linux has no `objc_msgSend`).

/// https://developer.apple.com/documentation/objectivec/nsobjectprotocol
public protocol NSObjectProtocol: AnyObject {}

/// https://developer.apple.com/documentation/objectivec/nsobject-swift.class
open class NSObject: NSObjectProtocol {
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/init()
    public init() {}
}

/// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/==(_:_:)
extension NSObject: Equatable, Hashable {
    public static func == (lhs: NSObject, rhs: NSObject) -> Bool { lhs === rhs }
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/hash(into:)
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// https://developer.apple.com/documentation/objectivec/selector
@frozen public struct Selector: ExpressibleByStringLiteral, Hashable, Sendable {
    /// The method's name (model only).
    public let name: String
    public init(_ str: String) { name = str }
    public init(stringLiteral value: String) { name = value }
}

/// https://developer.apple.com/documentation/objectivec/objcbool
@frozen public struct ObjCBool: ExpressibleByBooleanLiteral, Sendable {
    public init(_ value: Bool) { boolValue = value }
    public init(booleanLiteral value: Bool) { boolValue = value }
    /// https://developer.apple.com/documentation/objectivec/objcbool/boolvalue
    public var boolValue: Bool
}

/// Model only: how a target receives an action message (`UIGestureRecognizer`, `CADisplayLink`).
@MainActor public protocol ModelActionTarget: AnyObject {
    func perform(_ action: Selector, with sender: Any)
}
