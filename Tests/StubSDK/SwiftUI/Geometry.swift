// Stub SwiftUI: geometry readers.

/// https://developer.apple.com/documentation/swiftui/geometryproxy (iOS 13)
@available(iOS 13, *)
public struct GeometryProxy {
    /// https://developer.apple.com/documentation/swiftui/geometryproxy/size (iOS 13)
    public var size: CGSize { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/geometryreader (iOS 13)
@available(iOS 13, *)
public struct GeometryReader<Content: View>: View {
    /// https://developer.apple.com/documentation/swiftui/geometryreader/init(content:) (iOS 13)
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {}
    public var body: Never { fatalError() }
}
