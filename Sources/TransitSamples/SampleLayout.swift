import TransitCore
import TransitRender

/// Proportional layout for the sample screens: lengths designed for a 390 × 844 point screen,
/// scaled to the real size and snapped to whole pixels so element frames are pixel-aligned.
struct SampleLayout {
    let size: Size
    let scale: Double
    /// Points per design point: the smaller of the width and height ratios to 390 × 844.
    let unit: Double

    init(size: Size, scale: Double) {
        self.size = size
        self.scale = scale
        unit = min(size.width / 390, size.height / 844)
    }

    var width: Double { size.width }
    var height: Double { size.height }

    /// A design length in points, scaled and snapped to the pixel grid.
    func u(_ v: Double) -> Double { snap(v * unit) }

    /// A position or length in points snapped to the pixel grid.
    func snap(_ v: Double) -> Double { (v * scale).rounded() / scale }

    /// One device pixel, for hairlines.
    var hairline: Double { 1 / scale }

    /// A text line stand-in: a pill of the given design height.
    func textBar(x: Double, y: Double, width: Double, height: Double) -> Rect {
        Rect(x: x, y: y, width: snap(width), height: u(height))
    }
}

/// The parts both sample screens share: the status bar and the home indicator.
extension Canvas {
    /// Time on the left; signal strength and a battery on the right, in `ink`.
    mutating func drawStatusBar(_ l: SampleLayout, ink: Color) {
        let y = l.u(17)
        let h = l.u(12)
        fill(Rect(x: l.u(34), y: y, width: l.u(38), height: h), cornerRadius: h / 2, ink)
        for i in 0..<4 {
            let barHeight = l.u(4 + 2.5 * Double(i))
            fill(
                Rect(
                    x: l.width - l.u(88) + l.u(5.5) * Double(i), y: y + h - barHeight, width: l.u(3.5),
                    height: barHeight),
                cornerRadius: l.u(1), ink)
        }
        let battery = Rect(x: l.width - l.u(54), y: y, width: l.u(25), height: h)
        fill(battery, cornerRadius: l.u(3.5), ink.withAlpha(0.4))
        fill(battery.insetBy(dx: l.u(2), dy: l.u(2)), cornerRadius: l.u(2), ink)
        fill(
            Rect(x: battery.maxX + l.u(1), y: y + l.u(4), width: l.u(1.5), height: l.u(4)), cornerRadius: l.u(0.75),
            ink.withAlpha(0.4))
    }

    /// The pill at the bottom of a Face ID iPhone's screen.
    mutating func drawHomeIndicator(_ l: SampleLayout, ink: Color) {
        let w = l.u(134)
        let h = l.u(5)
        fill(Rect(x: l.snap((l.width - w) / 2), y: l.height - l.u(13), width: w, height: h), cornerRadius: h / 2, ink)
    }
}
