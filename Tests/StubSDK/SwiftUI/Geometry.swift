// Stub SwiftUI: geometry readers, anchors and preferences.

/// https://developer.apple.com/documentation/swiftui/geometryproxy (iOS 13)
@available(iOS 13, *)
public struct GeometryProxy {
    /// https://developer.apple.com/documentation/swiftui/geometryproxy/size (iOS 13)
    public var size: CGSize { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/geometryproxy/subscript(_:) (iOS 13)
    public subscript<T>(anchor: Anchor<T>) -> T { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/geometryreader (iOS 13)
@available(iOS 13, *)
public struct GeometryReader<Content: View>: View {
    /// https://developer.apple.com/documentation/swiftui/geometryreader/init(content:) (iOS 13)
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {}
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/anchor (iOS 13)
@available(iOS 13, *)
public struct Anchor<Value> {
    /// https://developer.apple.com/documentation/swiftui/anchor/source (iOS 13)
    public struct Source {}
}

@available(iOS 13, *)
extension Anchor.Source where Value == CGRect {
    /// https://developer.apple.com/documentation/swiftui/anchor/source/bounds (iOS 13)
    public static var bounds: Anchor<CGRect>.Source { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/preferencekey (iOS 13)
@available(iOS 13, *)
public protocol PreferenceKey {
    associatedtype Value
    /// https://developer.apple.com/documentation/swiftui/preferencekey/defaultvalue (iOS 13)
    static var defaultValue: Self.Value { get }
    /// https://developer.apple.com/documentation/swiftui/preferencekey/reduce(value:nextvalue:) (iOS 13)
    static func reduce(value: inout Self.Value, nextValue: () -> Self.Value)
}

@available(iOS 13, *)
extension View {
    /// https://developer.apple.com/documentation/swiftui/view/anchorpreference(key:value:transform:) (iOS 13)
    nonisolated public func anchorPreference<A, K: PreferenceKey>(
        key _: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value
    ) -> some View { _StubView() }
    /// https://developer.apple.com/documentation/swiftui/view/backgroundpreferencevalue(_:_:) (iOS 13)
    nonisolated public func backgroundPreferenceValue<Key: PreferenceKey, T: View>(
        _ key: Key.Type = Key.self, @ViewBuilder _ transform: @escaping (Key.Value) -> T
    ) -> some View { _StubView() }
}
