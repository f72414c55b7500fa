// Stub SwiftUI: the values app code passes to Transit's effects (an angle, an edge, a colour).

/// https://developer.apple.com/documentation/swiftui/angle (iOS 13)
@available(iOS 13, *)
public struct Angle: Hashable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/angle/radians (iOS 13)
    public var radians: Double
    /// https://developer.apple.com/documentation/swiftui/angle/init(radians:) (iOS 13)
    public init(radians: Double) { self.radians = radians }
    /// https://developer.apple.com/documentation/swiftui/angle/degrees(_:) (iOS 13)
    public static func degrees(_ degrees: Double) -> Angle { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/edge (iOS 13)
@available(iOS 13, *)
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
    case top, leading, bottom, trailing
}

/// https://developer.apple.com/documentation/swiftui/color/blue (iOS 13)
@available(iOS 13, *)
extension Color {
    /// https://developer.apple.com/documentation/swiftui/color/blue (iOS 13)
    public static let blue = Color(red: 0, green: 0, blue: 1)
}

/// https://developer.apple.com/documentation/uikit/uicolor/init(_:) (declared by SwiftUI, iOS 14)
@available(iOS 14, *)
extension UIColor {
    /// https://developer.apple.com/documentation/uikit/uicolor/init(_:) (iOS 14)
    public convenience init(_ color: Color) { fatalError() }
}
