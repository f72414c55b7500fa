// Swift overlay of the stub Objective-C module: the types the compiler maps SEL and BOOL to.
@_exported import ObjectiveC

/// https://developer.apple.com/documentation/objectivec/selector
@frozen public struct Selector: ExpressibleByStringLiteral, Hashable, Sendable {
    public init(_ str: String) { fatalError() }
    public init(stringLiteral value: String) { fatalError() }
}

/// https://developer.apple.com/documentation/objectivec/objcbool
@frozen public struct ObjCBool: ExpressibleByBooleanLiteral, Sendable {
    public init(_ value: Bool) { fatalError() }
    public init(booleanLiteral value: Bool) { fatalError() }
    /// https://developer.apple.com/documentation/objectivec/objcbool/boolvalue
    public var boolValue: Bool { fatalError() }
}

/// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/==(_:_:)
extension NSObject: Equatable, Hashable {
    public static func == (lhs: NSObject, rhs: NSObject) -> Bool { fatalError() }
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/hash(into:)
    public func hash(into hasher: inout Hasher) { fatalError() }
}
