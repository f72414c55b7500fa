import TransitCore
import TransitRender

/// The sample to-screen: a warm, cream detail page with a back button, a full-width hero image,
/// a title, tags, paragraphs of text and a call-to-action button.
struct DetailScreen {
    static let background = Color(hex: 0xFFF6EA)
    static let accent = Color(hex: 0xE8622C)
    static let button = Color(hex: 0xD9412B)
    static let ink = Color(hex: 0x3A2519)
    static let text = Color(hex: 0xC2A792)
    static let tag = Color(hex: 0xFBDCC4)
    /// Widths of the body's lines as fractions of the column; the short ones end paragraphs.
    static let lineWidths = [1, 0.96, 0.99, 0.58, 0.97, 1, 0.93, 0.98, 0.44, 1, 0.95, 0.7]

    let layout: SampleLayout
    let heroFrame: Rect

    init(size: Size, scale: Double) {
        let l = SampleLayout(size: size, scale: scale)
        layout = l
        heroFrame = Rect(x: 0, y: l.u(91), width: l.width, height: l.snap(min(l.width * 0.75, l.height * 0.45)))
    }

    /// The page with the hero image left out (the background shows through).
    func drawBackdrop() -> Bitmap {
        let l = layout
        var c = Canvas(size: l.size, scale: l.scale, background: Self.background)
        c.drawStatusBar(l, ink: Self.ink)
        // Navigation bar: back chevron with a short title, and a more button.
        let chevron = Point(x: l.u(18), y: l.u(69))
        let arm = l.u(7.5)
        c.stroke(from: Point(x: chevron.x + arm, y: chevron.y - arm), to: chevron, width: l.u(3), Self.accent)
        c.stroke(from: chevron, to: Point(x: chevron.x + arm, y: chevron.y + arm), width: l.u(3), Self.accent)
        c.fill(l.textBar(x: l.u(34), y: l.u(64), width: l.u(44), height: 10), cornerRadius: l.u(5), Self.accent)
        for k in 0..<3 {
            c.fillCircle(
                center: Point(x: l.width - l.u(22) - l.u(8) * Double(k), y: l.u(69)), radius: l.u(2.4), Self.accent)
        }

        // Title, subtitle and tags under the hero.
        var y = heroFrame.maxY + l.u(22)
        let x = l.u(20)
        let column = l.snap(l.width - 2 * l.u(20))
        c.fill(l.textBar(x: x, y: y, width: column * 0.74, height: 24), cornerRadius: l.u(7), Self.ink)
        y += l.u(34)
        c.fill(l.textBar(x: x, y: y, width: column * 0.46, height: 24), cornerRadius: l.u(7), Self.ink)
        y += l.u(38)
        c.fill(l.textBar(x: x, y: y, width: column * 0.34, height: 11), cornerRadius: l.u(5.5), Self.accent)
        y += l.u(25)
        var tagX = x
        for (k, w) in [72.0, 90, 64].enumerated() {
            let tag = Rect(x: tagX, y: y, width: l.u(w), height: l.u(26))
            c.fill(tag, cornerRadius: tag.height / 2, Self.tag)
            c.fill(
                l.textBar(x: tag.minX + l.u(12), y: tag.midY - l.u(3.5), width: tag.width - l.u(24), height: 7),
                cornerRadius: l.u(3.5), k == 0 ? Self.button : Self.accent)
            tagX = tag.maxX + l.u(8)
        }
        y += l.u(44)

        // Body text, stopping above the button.
        let buttonTop = l.height - l.u(34) - l.u(58)
        var line = 0
        while y + l.u(9) < buttonTop - l.u(20) {
            let width = Self.lineWidths[line % Self.lineWidths.count]
            c.fill(l.textBar(x: x, y: y, width: column * width, height: 9), cornerRadius: l.u(4.5), Self.text)
            y += max(l.u(width < 0.9 ? 32 : 19), 1)  // at tiny sizes the unit snaps to 0
            line += 1
        }
        let button = Rect(x: x, y: buttonTop, width: column, height: l.u(52))
        c.fill(button, cornerRadius: l.u(14), Self.button)
        c.fill(
            l.textBar(x: l.snap(button.midX - l.u(55)), y: button.midY - l.u(5.5), width: l.u(110), height: 11),
            cornerRadius: l.u(5.5), .white)
        c.drawHomeIndicator(l, ink: Self.ink)
        return c.bitmap
    }
}
