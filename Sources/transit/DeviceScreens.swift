/// The pixel sizes of iPhone and iPad screenshots, and the scale (pixels per point) each was taken
/// at, so `--from`/`--to` screenshots are read at the right scale without `--scale`: a 1170x2532
/// screenshot is an iPhone's 390x844 points at 3x, and reading it at 2x would double every point
/// value (a card's corner radius, `--touch`).
///
/// Sizes from Apple's Human Interface Guidelines, "Layout: specifications" (device screen sizes
/// and orientations), portrait; landscape is the same size turned.
///
/// ```swift
/// DeviceScreens.scale(width: 1170, height: 2532)   // (3, "iPhone 390x844 pt")
/// ```
enum DeviceScreens {
    /// Portrait pixel size, scale, and the screen in points.
    static let known: [(width: Int, height: Int, scale: Double)] = [
        // iPhones at 3x.
        (1320, 2868, 3), (1260, 2736, 3), (1206, 2622, 3), (1290, 2796, 3), (1179, 2556, 3), (1284, 2778, 3),
        (1170, 2532, 3),
        (1080, 2340, 3), (1242, 2688, 3), (1125, 2436, 3), (1242, 2208, 3),
        // iPhones at 2x.
        (828, 1792, 2), (750, 1334, 2), (640, 1136, 2),
        // iPads at 2x.
        (2064, 2752, 2), (2048, 2732, 2), (1668, 2420, 2), (1668, 2388, 2), (1668, 2224, 2), (1640, 2360, 2),
        (1620, 2160, 2), (1536, 2048, 2), (1488, 2266, 2),
    ]

    /// The scale a screenshot of this pixel size was taken at, with the screen's size in points,
    /// or nil when no known device has it.
    static func scale(width: Int, height: Int) -> (scale: Double, points: String)? {
        let (short, long) = (min(width, height), max(width, height))
        guard let device = known.first(where: { $0.width == short && $0.height == long }) else { return nil }
        let w = Double(width) / device.scale
        let h = Double(height) / device.scale
        return (device.scale, "\(format(w))x\(format(h)) points")
    }
}
