import TransitCore
import TransitRender

/// The sample from-screen: a cool, blue-grey list with a large title, a search field, a card of
/// rows (thumbnail, two text lines, hairline separators) and a tab bar.
struct ListScreen {
    static let background = Color(hex: 0xE9EEF5)
    static let bars = Color(hex: 0xF8FAFD)
    static let card = Color.white
    static let accent = Color(hex: 0x2F6FEB)
    static let ink = Color(hex: 0x17202E)
    static let primaryText = Color(hex: 0x3A4658)
    static let secondaryText = Color(hex: 0xAAB4C3)
    static let separator = Color(hex: 0xE1E6EE)
    static let inactive = Color(hex: 0xA5AFBE)
    /// Thumbnail colours for the rows after the first, with a contrasting motif colour each.
    static let thumbnails: [(Color, Color)] = [
        (Color(hex: 0xFF7A6B), Color(hex: 0xFFE3DE)), (Color(hex: 0x2BB3A6), Color(hex: 0xD9F5F1)),
        (Color(hex: 0x7D6BF0), Color(hex: 0xE6E2FF)), (Color(hex: 0x45B35E), Color(hex: 0xDDF3E2)),
        (Color(hex: 0xF2A93B), Color(hex: 0xFFF1D9)),
    ]
    /// Widths of the rows' title and subtitle lines, as fractions of the text column.
    static let titleWidths = [0.62, 0.48, 0.7, 0.55, 0.66, 0.42, 0.58]
    static let subtitleWidths = [0.85, 0.74, 0.9, 0.68, 0.8, 0.88, 0.72]

    let layout: SampleLayout
    let headerBottom: Double, card: Rect, rowHeight: Double, rowCount: Int, tabBarTop: Double

    init(size: Size, scale: Double) {
        let l = SampleLayout(size: size, scale: scale)
        layout = l
        headerBottom = l.u(195)
        tabBarTop = l.snap(l.height - l.u(83))
        // At least a pixel a row, so a screen a few pixels tall or wide still divides into rows.
        rowHeight = max(l.u(72), l.hairline)
        let cardTop = l.u(229)
        rowCount = min(1_000, max(1, Int(max(0, (tabBarTop - l.u(16) - cardTop) / rowHeight))))
        card = Rect(x: l.u(16), y: cardTop, width: l.snap(l.width - 2 * l.u(16)), height: rowHeight * Double(rowCount))
    }

    /// The first row's thumbnail: the shared element.
    var heroFrame: Rect { thumbnailFrame(row: 0) }
    var heroCornerRadius: Double { layout.u(8) }

    func thumbnailFrame(row: Int) -> Rect {
        let l = layout
        return Rect(
            x: card.minX + l.u(12), y: card.minY + rowHeight * Double(row) + l.u(12), width: l.u(64), height: l.u(48))
    }

    /// The screen with the hero thumbnail left out (its row shows through).
    func drawBackdrop() -> Bitmap {
        let l = layout
        var c = Canvas(size: l.size, scale: l.scale, background: Self.background)
        // Header: status bar, navigation bar, large title, search field.
        c.fill(Rect(x: 0, y: 0, width: l.width, height: headerBottom), Self.bars)
        c.fill(Rect(x: 0, y: headerBottom, width: l.width, height: l.hairline), Self.separator)
        c.drawStatusBar(l, ink: Self.ink)
        c.fill(l.textBar(x: l.u(16), y: l.u(64), width: l.u(34), height: 10), cornerRadius: l.u(5), Self.accent)
        let plus = Point(x: l.width - l.u(28), y: l.u(69))
        let arm = l.u(8)
        c.stroke(
            from: Point(x: plus.x - arm, y: plus.y), to: Point(x: plus.x + arm, y: plus.y), width: l.u(2.5), Self.accent
        )
        c.stroke(
            from: Point(x: plus.x, y: plus.y - arm), to: Point(x: plus.x, y: plus.y + arm), width: l.u(2.5), Self.accent
        )
        c.fill(l.textBar(x: l.u(16), y: l.u(102), width: l.width * 0.42, height: 26), cornerRadius: l.u(8), Self.ink)
        let search = Rect(x: l.u(16), y: l.u(146), width: l.snap(l.width - 2 * l.u(16)), height: l.u(36))
        c.fill(search, cornerRadius: l.u(10), Color(hex: 0xE3E8F0))
        c.fillCircle(center: Point(x: search.minX + l.u(19), y: search.midY - l.u(1)), radius: l.u(6), Self.inactive)
        c.fillCircle(
            center: Point(x: search.minX + l.u(19), y: search.midY - l.u(1)), radius: l.u(4), Color(hex: 0xE3E8F0))
        c.stroke(
            from: Point(x: search.minX + l.u(23), y: search.midY + l.u(3)),
            to: Point(x: search.minX + l.u(26), y: search.midY + l.u(6)),
            width: l.u(2), Self.inactive)
        c.fill(
            l.textBar(x: search.minX + l.u(34), y: search.midY - l.u(4), width: l.u(70), height: 8),
            cornerRadius: l.u(4), Self.inactive)

        // Section header and the card of rows.
        c.fill(l.textBar(x: l.u(32), y: l.u(209), width: l.u(86), height: 8), cornerRadius: l.u(4), Self.inactive)
        c.fill(card, cornerRadius: l.u(12), Self.card)
        for row in 0..<rowCount { drawRow(row, on: &c) }

        // Tab bar.
        c.fill(Rect(x: 0, y: tabBarTop, width: l.width, height: l.height - tabBarTop), Self.bars)
        c.fill(Rect(x: 0, y: tabBarTop, width: l.width, height: l.hairline), Self.separator)
        for tab in 0..<4 {
            let colour = tab == 0 ? Self.accent : Self.inactive
            let x = l.snap(l.width * (Double(tab) * 2 + 1) / 8)
            c.fill(
                Rect(x: x - l.u(12), y: tabBarTop + l.u(8), width: l.u(24), height: l.u(24)), cornerRadius: l.u(7),
                colour)
            c.fill(
                Rect(x: x - l.u(16), y: tabBarTop + l.u(37), width: l.u(32), height: l.u(5)), cornerRadius: l.u(2.5),
                colour)
        }
        c.drawHomeIndicator(l, ink: Self.ink)
        return c.bitmap
    }

    private func drawRow(_ row: Int, on c: inout Canvas) {
        let l = layout
        let top = card.minY + rowHeight * Double(row)
        let thumb = thumbnailFrame(row: row)
        if row > 0 { drawThumbnail(row, in: thumb, on: &c) }
        let textX = thumb.maxX + l.u(14)
        let textWidth = card.maxX - l.u(56) - textX
        let i = row % Self.titleWidths.count
        c.fill(
            l.textBar(x: textX, y: top + l.u(21), width: textWidth * Self.titleWidths[i], height: 11),
            cornerRadius: l.u(5.5), Self.primaryText)
        c.fill(
            l.textBar(x: textX, y: top + l.u(41), width: textWidth * Self.subtitleWidths[i], height: 8),
            cornerRadius: l.u(4), Self.secondaryText)
        c.fill(
            l.textBar(x: card.maxX - l.u(44), y: top + l.u(22), width: l.u(26), height: 8), cornerRadius: l.u(4),
            Self.secondaryText)
        if row < rowCount - 1 {
            c.fill(
                Rect(x: textX, y: top + rowHeight - l.hairline, width: card.maxX - textX, height: l.hairline),
                Self.separator)
        }
    }

    /// A coloured tile with a simple motif that changes from row to row.
    private func drawThumbnail(_ row: Int, in r: Rect, on c: inout Canvas) {
        let l = layout
        let (base, motif) = Self.thumbnails[(row - 1) % Self.thumbnails.count]
        c.fill(r, cornerRadius: heroCornerRadius, base)
        let centre = r.center
        let s = r.height
        switch (row - 1) % Self.thumbnails.count {
        case 0: c.fillCircle(center: centre, radius: s * 0.26, motif)
        case 1:
            for k in -1...1 {
                c.fill(
                    Rect(
                        x: centre.x + Double(k) * s * 0.3 - s * 0.07, y: r.minY + s * 0.2, width: s * 0.14,
                        height: s * 0.6),
                    cornerRadius: s * 0.07, motif)
            }
        case 2: c.fill(r.insetBy(dx: r.width * 0.3, dy: s * 0.22), cornerRadius: l.u(4), motif)
        case 3:
            c.fillCircle(center: Point(x: centre.x - s * 0.2, y: centre.y), radius: s * 0.18, motif)
            c.fillCircle(center: Point(x: centre.x + s * 0.2, y: centre.y), radius: s * 0.18, motif.withAlpha(0.6))
        default:
            c.stroke(
                from: Point(x: r.minX + s * 0.3, y: r.maxY - s * 0.3),
                to: Point(x: r.maxX - s * 0.3, y: r.minY + s * 0.3),
                width: s * 0.16, motif)
        }
    }
}
