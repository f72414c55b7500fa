// Stub SwiftUI: value-based navigation (iOS 16).

@available(iOS 16, *)
extension NavigationLink where Destination == Never {
    /// https://developer.apple.com/documentation/swiftui/navigationlink/init(value:label:)-4jswo (iOS 16)
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) { fatalError() }
}

@available(iOS 16, *)
extension NavigationLink where Label == Text, Destination == Never {
    /// https://developer.apple.com/documentation/swiftui/navigationlink/init(_:value:) (iOS 16)
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) { fatalError() }
}

@available(iOS 13, *)
extension View {
    /// https://developer.apple.com/documentation/swiftui/view/navigationdestination(for:destination:) (iOS 16)
    @available(iOS 16, *)
    nonisolated public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View { _StubView() }
}
