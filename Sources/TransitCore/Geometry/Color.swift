/// A colour in sRGB with straight (not premultiplied) alpha, components in `0...1`.
///
/// ```swift
/// let shade = Color.black.withAlpha(0.3)
/// let accent = Color(hex: 0x3478F6)
/// ```
public struct Color: Hashable, Sendable, Codable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    @inlinable public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A colour from a 24-bit `0xRRGGBB` value.
    @inlinable public init(hex: UInt32, alpha: Double = 1) {
        self.init(
            red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
            blue: Double(hex & 0xFF) / 255, alpha: alpha)
    }

    /// A grey of the given white level.
    @inlinable public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    public static let black = Color(white: 0)
    public static let white = Color(white: 1)
    public static let clear = Color(white: 0, alpha: 0)

    /// The same colour with another alpha.
    @inlinable public func withAlpha(_ a: Double) -> Color { Color(red: red, green: green, blue: blue, alpha: a) }

    /// Component-wise interpolation in straight-alpha sRGB.
    @inlinable public func interpolated(to o: Color, _ t: Double) -> Color {
        Color(
            red: red + (o.red - red) * t, green: green + (o.green - green) * t,
            blue: blue + (o.blue - blue) * t, alpha: alpha + (o.alpha - alpha) * t)
    }

    /// Parses `#RRGGBB`, `#RRGGBBAA`, or a name (`black`, `white`, `clear`, `red`, `green`, `blue`, `gray`).
    public init?(parsing text: String) {
        let named: [String: Color] = [
            "black": .black, "white": .white, "clear": .clear,
            "red": Color(hex: 0xFF3B30), "green": Color(hex: 0x34C759),
            "blue": Color(hex: 0x007AFF), "gray": Color(white: 0.56), "grey": Color(white: 0.56),
        ]
        if let c = named[text.lowercased()] {
            self = c
            return
        }
        var hex = Substring(text)
        if hex.hasPrefix("#") { hex = hex.dropFirst() }
        guard hex.count == 6 || hex.count == 8, let v = UInt32(hex, radix: 16) else { return nil }
        if hex.count == 6 { self.init(hex: v) } else { self.init(hex: v >> 8, alpha: Double(v & 0xFF) / 255) }
    }

    /// `#RRGGBB` or `#RRGGBBAA` when not opaque.
    public var hexString: String {
        func h(_ v: Double) -> String {
            let n = Int((max(0, min(1, v)) * 255).rounded())
            return (n < 16 ? "0" : "") + String(n, radix: 16, uppercase: true)
        }
        return "#" + h(red) + h(green) + h(blue) + (alpha < 1 ? h(alpha) : "")
    }
}
