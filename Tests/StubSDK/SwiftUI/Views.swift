// Stub SwiftUI: exactly the declarations TransitSwiftUI and its documented examples use, each with
// its documentation page and the iOS version that introduced it. No behaviour: bodies are
// `fatalError()` where the compiler needs one. SwiftUI's views are main-actor isolated, as in the
// iOS 18 SDK (`@MainActor @preconcurrency protocol View`); its modifiers are `nonisolated`.
@_exported import CoreGraphics

/// https://developer.apple.com/documentation/swiftui/view (iOS 13)
@available(iOS 13, *)
@MainActor @preconcurrency public protocol View {
    associatedtype Body: View
    /// https://developer.apple.com/documentation/swiftui/view/body-swift.property (iOS 13)
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// https://developer.apple.com/documentation/swift/never (SwiftUI conformance, iOS 13)
@available(iOS 13, *)
extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/viewbuilder (iOS 13)
@available(iOS 13, *)
@resultBuilder public struct ViewBuilder {
    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock() (iOS 13)
    public static func buildBlock() -> EmptyView { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:) (iOS 13)
    public static func buildBlock<Content: View>(_ content: Content) -> Content { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:_:) (iOS 13)
    public static func buildBlock<C0: View, C1: View>(_ c0: C0, _ c1: C1) -> TupleView<(C0, C1)> { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:_:_:) (iOS 13)
    public static func buildBlock<C0: View, C1: View, C2: View>(_ c0: C0, _ c1: C1, _ c2: C2)
        -> TupleView<(C0, C1, C2)>
    { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:_:_:_:) (iOS 13)
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3)
        -> TupleView<(C0, C1, C2, C3)>
    { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:_:_:_:_:) (iOS 13)
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4
    ) -> TupleView<(C0, C1, C2, C3, C4)> { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildif(_:) (iOS 13)
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(first:) (iOS 13)
    public static func buildEither<T: View, F: View>(first: T) -> _ConditionalContent<T, F> { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(second:) (iOS 13)
    public static func buildEither<T: View, F: View>(second: F) -> _ConditionalContent<T, F> { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/optional (View conformance, iOS 13)
@available(iOS 13, *)
extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/emptyview (iOS 13)
@available(iOS 13, *)
nonisolated public struct EmptyView: View {
    public init() {}
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/tupleview (iOS 13)
@available(iOS 13, *)
public struct TupleView<T>: View {
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/_conditionalcontent (iOS 13)
@available(iOS 13, *)
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    public var body: Never { fatalError() }
}

/// What a stubbed modifier returns in place of SwiftUI's private view types (`some View`).
nonisolated public struct _StubView: View {
    public init() {}
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/viewmodifier (iOS 13)
@available(iOS 13, *)
@MainActor @preconcurrency public protocol ViewModifier {
    associatedtype Body: View
    /// https://developer.apple.com/documentation/swiftui/viewmodifier/content (iOS 13)
    typealias Content = _ViewModifier_Content<Self>
    /// https://developer.apple.com/documentation/swiftui/viewmodifier/body(content:) (iOS 13)
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

/// https://developer.apple.com/documentation/swiftui/viewmodifier/content (iOS 13)
@available(iOS 13, *)
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/modifiedcontent (iOS 13)
@available(iOS 13, *)
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier
}

@available(iOS 13, *)
extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public var body: Never { fatalError() }
}

@available(iOS 13, *)
extension View {
    /// https://developer.apple.com/documentation/swiftui/view/modifier(_:) (iOS 13)
    nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/transition(_:)-5h5h0 (iOS 13)
    nonisolated public func transition(_ t: AnyTransition) -> some View { _StubView() }
    /// https://developer.apple.com/documentation/swiftui/view/mask(alignment:_:) (iOS 15)
    @available(iOS 15, *)
    nonisolated public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask)
        -> some View
    { _StubView() }
    /// https://developer.apple.com/documentation/swiftui/view/background(alignment:content:) (iOS 15)
    @available(iOS 15, *)
    nonisolated public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
        -> some View
    { _StubView() }
    /// https://developer.apple.com/documentation/swiftui/view/clipshape(_:style:) (iOS 13)
    nonisolated public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        _StubView()
    }
    /// https://developer.apple.com/documentation/swiftui/view/opacity(_:) (iOS 13)
    nonisolated public func opacity(_ opacity: Double) -> some View { _StubView() }
    /// https://developer.apple.com/documentation/swiftui/view/offset(x:y:) (iOS 13)
    nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { _StubView() }
    /// https://developer.apple.com/documentation/swiftui/view/blur(radius:opaque:) (iOS 13)
    nonisolated public func blur(radius: CGFloat, opaque: Bool = false) -> some View { _StubView() }
    /// https://developer.apple.com/documentation/swiftui/view/projectioneffect(_:) (iOS 13)
    nonisolated public func projectionEffect(_ transform: ProjectionTransform) -> some View { _StubView() }
    /// https://developer.apple.com/documentation/swiftui/view/padding(_:) (iOS 13)
    nonisolated public func padding(_ length: CGFloat) -> some View { _StubView() }
}

/// https://developer.apple.com/documentation/swiftui/alignment (iOS 13)
@available(iOS 13, *)
public struct Alignment: Equatable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/alignment/center (iOS 13)
    public static let center = Alignment()
    /// https://developer.apple.com/documentation/swiftui/alignment/topleading (iOS 13)
    public static let topLeading = Alignment()
}
