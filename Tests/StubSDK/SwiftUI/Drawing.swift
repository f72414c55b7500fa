// Stub SwiftUI: shapes, paths and colours.

/// https://developer.apple.com/documentation/swiftui/shapestyle (iOS 13)
@available(iOS 13, *)
public protocol ShapeStyle: Sendable {}

/// https://developer.apple.com/documentation/swiftui/shape (iOS 13)
@available(iOS 13, *)
nonisolated public protocol Shape: Sendable, Animatable, View {
    /// https://developer.apple.com/documentation/swiftui/shape/path(in:) (iOS 13)
    nonisolated func path(in rect: CGRect) -> Path
}

@available(iOS 13, *)
extension Shape {
    /// https://developer.apple.com/documentation/swiftui/shape/fill(_:style:) (iOS 13)
    nonisolated public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> some View {
        _StubView()
    }
}

/// https://developer.apple.com/documentation/swiftui/fillstyle (iOS 13)
@available(iOS 13, *)
public struct FillStyle: Equatable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/fillstyle/init(eofill:antialiased:) (iOS 13)
    public init(eoFill: Bool = false, antialiased: Bool = true) {}
}

/// https://developer.apple.com/documentation/swiftui/path (iOS 13)
@available(iOS 13, *)
nonisolated public struct Path: Shape, Equatable {
    /// https://developer.apple.com/documentation/swiftui/path/init() (iOS 13)
    public init() {}
    nonisolated public func path(in rect: CGRect) -> Path { self }
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
    public var body: Never { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/path/move(to:) (iOS 13)
    public mutating func move(to end: CGPoint) {}
    /// https://developer.apple.com/documentation/swiftui/path/addline(to:) (iOS 13)
    public mutating func addLine(to end: CGPoint) {}
    /// https://developer.apple.com/documentation/swiftui/path/addquadcurve(to:control:) (iOS 13)
    public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {}
    /// https://developer.apple.com/documentation/swiftui/path/addcurve(to:control1:control2:) (iOS 13)
    public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {}
    /// https://developer.apple.com/documentation/swiftui/path/closesubpath() (iOS 13)
    public mutating func closeSubpath() {}
}

/// https://developer.apple.com/documentation/swiftui/color (iOS 13)
@available(iOS 13, *)
nonisolated public struct Color: View, ShapeStyle, Hashable {
    /// https://developer.apple.com/documentation/swiftui/color/init(_:red:green:blue:opacity:) (iOS 13)
    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {}
    /// https://developer.apple.com/documentation/swiftui/color/black (iOS 13)
    public static let black = Color(red: 0, green: 0, blue: 0)
    /// https://developer.apple.com/documentation/swiftui/color/red (iOS 13)
    public static let red = Color(red: 1, green: 0, blue: 0)
    /// https://developer.apple.com/documentation/swiftui/color/opacity(_:) (iOS 13)
    public func opacity(_ opacity: Double) -> Color { self }
    public var body: Never { fatalError() }

    /// https://developer.apple.com/documentation/swiftui/color/rgbcolorspace (iOS 13)
    public enum RGBColorSpace: Sendable {
        case sRGB
    }
}

/// https://developer.apple.com/documentation/swiftui/gradient (iOS 13). Declared so that app code meets
/// SwiftUI's `Gradient` as on iOS: TransitCore has a `Gradient` too, which the adapters do not re-export.
@available(iOS 13, *)
public struct Gradient: Equatable {
    /// https://developer.apple.com/documentation/swiftui/gradient/init(colors:) (iOS 13)
    public init(colors: [Color]) {}
}
