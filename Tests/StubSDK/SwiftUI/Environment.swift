// Stub SwiftUI: the environment, state and layout direction.

/// https://developer.apple.com/documentation/swiftui/dynamicproperty (iOS 13)
@available(iOS 13, *)
public protocol DynamicProperty {}

/// https://developer.apple.com/documentation/swiftui/environmentvalues (iOS 13)
@available(iOS 13, *)
public struct EnvironmentValues {
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/accessibilityreducemotion (iOS 13)
    public var accessibilityReduceMotion: Bool { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/layoutdirection (iOS 13)
    public var layoutDirection: LayoutDirection {
        get { fatalError() }
        set {}
    }
}

/// https://developer.apple.com/documentation/swiftui/environment (iOS 13)
@available(iOS 13, *)
@propertyWrapper public struct Environment<Value>: DynamicProperty {
    /// https://developer.apple.com/documentation/swiftui/environment/init(_:)-8slkf (iOS 13)
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
    /// https://developer.apple.com/documentation/swiftui/environment/wrappedvalue (iOS 13)
    public var wrappedValue: Value { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/layoutdirection (iOS 13)
@available(iOS 13, *)
public enum LayoutDirection: Hashable, Sendable, CaseIterable {
    case leftToRight
    case rightToLeft
}

/// https://developer.apple.com/documentation/swiftui/state (iOS 13)
@available(iOS 13, *)
@propertyWrapper public struct State<Value>: DynamicProperty {
    /// https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:) (iOS 13)
    public init(wrappedValue value: Value) {}
    /// https://developer.apple.com/documentation/swiftui/state/wrappedvalue (iOS 13)
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set {}
    }
    /// https://developer.apple.com/documentation/swiftui/state/projectedvalue (iOS 13)
    public var projectedValue: Binding<Value> { fatalError() }
}
