// Stub SwiftUI: hosting SwiftUI in UIKit and UIKit in SwiftUI (iOS only).
@_exported import UIKit

/// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable (iOS 13)
@available(iOS 13, *)
@MainActor @preconcurrency public protocol UIViewControllerRepresentable: View where Self.Body == Never {
    associatedtype UIViewControllerType: UIViewController
    /// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/context (iOS 13)
    typealias Context = UIViewControllerRepresentableContext<Self>
    /// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/makeuiviewcontroller(context:) (iOS 13)
    @MainActor @preconcurrency func makeUIViewController(context: Self.Context) -> Self.UIViewControllerType
    /// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/updateuiviewcontroller(_:context:) (iOS 13)
    @MainActor @preconcurrency func updateUIViewController(
        _ uiViewController: Self.UIViewControllerType, context: Self.Context)
}

@available(iOS 13, *)
extension UIViewControllerRepresentable {
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentablecontext (iOS 13)
@available(iOS 13, *)
@MainActor public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {}

/// https://developer.apple.com/documentation/swiftui/uiviewrepresentable (iOS 13)
@available(iOS 13, *)
@MainActor @preconcurrency public protocol UIViewRepresentable: View where Self.Body == Never {
    associatedtype UIViewType: UIView
    /// https://developer.apple.com/documentation/swiftui/uiviewrepresentable/context (iOS 13)
    typealias Context = UIViewRepresentableContext<Self>
    /// https://developer.apple.com/documentation/swiftui/uiviewrepresentable/makeuiview(context:) (iOS 13)
    @MainActor @preconcurrency func makeUIView(context: Self.Context) -> Self.UIViewType
    /// https://developer.apple.com/documentation/swiftui/uiviewrepresentable/updateuiview(_:context:) (iOS 13)
    @MainActor @preconcurrency func updateUIView(_ uiView: Self.UIViewType, context: Self.Context)
}

@available(iOS 13, *)
extension UIViewRepresentable {
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/uiviewrepresentablecontext (iOS 13)
@available(iOS 13, *)
@MainActor public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {}

/// https://developer.apple.com/documentation/swiftui/uihostingcontroller (iOS 13)
@available(iOS 13, *)
@MainActor open class UIHostingController<Content: View>: UIViewController {
    /// https://developer.apple.com/documentation/swiftui/uihostingcontroller/init(rootview:) (iOS 13)
    public init(rootView: Content) { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/uihostingcontroller/rootview (iOS 13)
    public var rootView: Content {
        get { fatalError() }
        set {}
    }
}

/// https://developer.apple.com/documentation/swiftui/binding (iOS 13)
@available(iOS 13, *)
@propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
    /// https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-6g3d5 (iOS 13)
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {}
    /// https://developer.apple.com/documentation/swiftui/binding/wrappedvalue (iOS 13)
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set {}
    }
    /// https://developer.apple.com/documentation/swiftui/binding/subscript(dynamicmember:) (iOS 13)
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        fatalError()
    }
}

@available(iOS 13, *)
extension View {
    /// https://developer.apple.com/documentation/swiftui/view/ondisappear(perform:) (iOS 13)
    nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View { _StubView() }
}
