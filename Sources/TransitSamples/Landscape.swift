import TransitCore
import TransitRender

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The hero picture: a sunset over hills, drawn in proportion to any rectangle, so the list's
/// small thumbnail and the detail's large image show the same scene.
enum Landscape {
    static let skyTop = Color(hex: 0x3E5BA9)
    static let skyHorizon = Color(hex: 0xFFB47E)
    static let sun = Color(hex: 0xFFF0B3)
    static let farHills = Color(hex: 0x9A78B8)
    static let midHills = Color(hex: 0xDB6A43)
    static let nearHills = Color(hex: 0x7C2E2B)

    /// The picture at `size` points and `scale`, opaque.
    static func draw(size: Size, scale: Double) -> Bitmap {
        var c = Canvas(size: size, scale: scale, background: skyHorizon)
        let w = size.width
        let h = size.height
        let all = Rect(size: size)
        c.fill(Rect(x: 0, y: 0, width: w, height: h * 0.75), .vertical(top: skyTop, bottom: skyHorizon))
        let centre = Point(x: w * 0.68, y: h * 0.5)
        let r = h * 0.13
        c.fillCircle(center: centre, radius: r * 1.5, sun.withAlpha(0.18))
        c.fillCircle(center: centre, radius: r, sun)
        func wave(_ base: Double, _ terms: [(amplitude: Double, frequency: Double, phase: Double)]) -> (Double) ->
            Double
        {
            { x in
                let t = x / w
                return h * terms.reduce(base) { $0 + $1.amplitude * sin(2 * .pi * $1.frequency * t + $1.phase) }
            }
        }
        c.fillBelow(wave(0.6, [(0.06, 1.2, 0.9), (0.025, 3.3, 2.1)]), in: all, farHills)
        c.fillBelow(wave(0.72, [(0.07, 0.8, 2.8), (0.02, 2.7, 0.4)]), in: all, midHills)
        c.fillBelow(wave(0.87, [(0.05, 1.5, 0.2), (0.015, 4.1, 1.3)]), in: all, nearHills)
        return c.bitmap
    }
}
