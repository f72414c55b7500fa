/// A colour an effect's factory accepts: TransitCore's `Color` and, through the adapters, UIKit's
/// `UIColor` and SwiftUI's `Color`, converted once where the effect is made, so each colour
/// parameter is still declared once (its `EffectParameter`) and app code passes its own colours.
///
/// ```swift
/// // In an app that imports SwiftUI and TransitSwiftUI (or UIKit and TransitUIKit):
/// .scanning(color: Color.red)        // SwiftUI's Color (UIColor.red in UIKit)
/// .scanning(color: .white)           // TransitCore's named colours, as before
/// ```
public protocol ColorConvertible {
    /// The colour in sRGB with straight alpha, or nil when it has no sRGB value (a pattern
    /// colour): the effect then takes its parameter's default.
    var transitColor: Color? { get }
}

extension Color: ColorConvertible {
    public var transitColor: Color? { self }

    /// The sRGB colour nearest to extended-sRGB components, as UIKit reports a colour
    /// (`UIColor.getRed(_:green:blue:alpha:)`): a wide-gamut (Display P3) colour has components
    /// below 0 or above 1, and each is clamped into `0...1` (not a number counts as 0), since the
    /// effects draw in sRGB.
    ///
    /// ```swift
    /// Color(extendedRed: 1.09, green: -0.23, blue: -0.15, alpha: 1)  // Display P3's red: (1, 0, 0, 1)
    /// ```
    public init(extendedRed red: Double, green: Double, blue: Double, alpha: Double) {
        func clamped(_ v: Double) -> Double { v.isNaN ? 0 : min(1, max(0, v)) }
        self.init(red: clamped(red), green: clamped(green), blue: clamped(blue), alpha: clamped(alpha))
    }
}

extension ColorConvertible where Self == Color {
    // Implicit members for a `some ColorConvertible` argument (`.scanning(color: .white)`);
    // disfavoured so that `Color.white` still means the constant.
    @_disfavoredOverload public static var black: Color { Color(white: 0) }
    @_disfavoredOverload public static var white: Color { Color(white: 1) }
    @_disfavoredOverload public static var clear: Color { Color(white: 0, alpha: 0) }
}

extension EffectParameter where Value == Color {
    /// The value a factory stores for a colour argument: its sRGB value, else this parameter's
    /// default.
    public func value(_ color: some ColorConvertible) -> Color { color.transitColor ?? self.default }
}
