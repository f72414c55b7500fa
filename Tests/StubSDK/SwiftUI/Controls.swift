// Stub SwiftUI: the few controls and containers the documented examples use.

/// https://developer.apple.com/documentation/swiftui/text (iOS 13)
@available(iOS 13, *)
public struct Text: View {
    /// https://developer.apple.com/documentation/swiftui/text/init(_:)-9d1g4 (iOS 13)
    public init<S: StringProtocol>(_ content: S) {}
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/button (iOS 13)
@available(iOS 13, *)
public struct Button<Label: View>: View {
    public var body: Never { fatalError() }
}

@available(iOS 13, *)
extension Button where Label == Text {
    /// https://developer.apple.com/documentation/swiftui/button/init(_:action:)-lpm7 (iOS 13)
    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {}
}

/// https://developer.apple.com/documentation/swiftui/vstack (iOS 13)
@available(iOS 13, *)
public struct VStack<Content: View>: View {
    /// https://developer.apple.com/documentation/swiftui/vstack/init(alignment:spacing:content:) (iOS 13)
    public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/navigationstack (iOS 16)
@available(iOS 16, *)
public struct NavigationStack<Data, Root: View>: View {
    public var body: Never { fatalError() }
}

@available(iOS 16, *)
extension NavigationStack where Data == Never {
    /// https://developer.apple.com/documentation/swiftui/navigationstack/init(root:) (iOS 16)
    public init(@ViewBuilder root: () -> Root) {}
}

/// https://developer.apple.com/documentation/swiftui/navigationlink (iOS 13)
@available(iOS 13, *)
public struct NavigationLink<Label: View, Destination: View>: View {
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/list (iOS 13)
@available(iOS 13, *)
public struct List<SelectionValue: Hashable, Content: View>: View {
    public var body: Never { fatalError() }
}

@available(iOS 13, *)
extension List where SelectionValue == Never {
    /// https://developer.apple.com/documentation/swiftui/list/init(_:rowcontent:) (iOS 13)
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {}
}

/// https://developer.apple.com/documentation/swiftui/foreach (iOS 13)
@available(iOS 13, *)
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    public var body: Never { fatalError() }
}
