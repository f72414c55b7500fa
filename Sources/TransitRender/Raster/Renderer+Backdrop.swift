import TransitCore

extension Renderer {
    /// The snapshot key under which the blurred copy of the picture beneath a backdrop is handed
    /// to the second pass.
    static let blurredKey = "transit.backdrop.blurred"

    /// Draws a scene with blurred-backdrop layers (`Content.blurredBackdrop`) in two passes: the
    /// layers beneath the topmost such layer are drawn first; that picture is blurred (three box
    /// passes, a Gaussian's look, `radius` points per pass; a wide one on block averages, see
    /// `ReducedBlur`) and tinted; then the backdrop layer showing the blurred copy within its
    /// frame (with its opacity, corners and mask) and the layers above it are drawn over the
    /// picture. Earlier backdrops are drawn the same way by the first pass. Returns false,
    /// drawing nothing, when the scene has no backdrop layer.
    ///
    /// A wide blur behind a plain rectangle on whole pixels (the card's dimming) is drawn straight
    /// over the picture, in the rows that show, from the block averages: no full-size bitmap
    /// beyond the output. The blur reads the picture within the layer's untransformed frame,
    /// which is all a dimming layer needs; a rotated backdrop shows the region its frame covers.
    ///
    /// - Complexity: O(pixels) per backdrop layer on top of the scene's own cost.
    func renderBackdrops(_ scene: Scene, snapshots: SnapshotSet, into out: inout Bitmap) -> Bool {
        let order = scene.drawingOrder
        guard
            let at = order.lastIndex(where: {
                if case .blurredBackdrop = scene.layers[$0].content { true } else { false }
            }), case .blurredBackdrop(let blur) = scene.layers[order[at]].content, scene.size.width > 0
        else { return false }
        let width = out.width
        let height = out.height
        let tint = Bitmap.pack(blur.tint)
        let radius = blur.radius * Double(width) / scene.size.width
        let backdrop = scene.layers[order[at]]
        let rest = order[(at + 1)...].map { scene.layers[$0] }
        // Only the rows that show need the blur: those of the frame not hidden by opaque layers
        // above, and those within the three passes' reach of them (beyond it the blur of a band
        // of rows equals the blur of the whole picture).
        let sy = Double(height) / scene.size.height
        let top = min(max(0, Int((backdrop.frame.minY * sy).rounded(.down))), height)
        var shows = top..<min(max(top, Int((backdrop.frame.maxY * sy).rounded(.up))), height)
        if backdrop.transform != .identity || scene.eyeDistance != nil || !usesFastPaths {
            shows = 0..<height  // the general path (the reference): the whole picture
        } else {
            shows = Self.rowsShowing(shows, under: rest, of: scene, snapshots: snapshots, width: width, height: height)
        }
        // A wide blur (16 pixels a pass or more) runs on block averages (`ReducedBlur`, blocks of
        // 8 at the card's 60 pixels a pass) within its tested bound of the full blur; the general
        // path blurs at full size.
        var block = usesFastPaths && radius > 0 ? ReducedBlur.block(forPassRadius: min(radius, 1e6)) : 1
        // The reduced blur reaches three passes of whole blocks, a block more for the block
        // averages and one for the interpolation between block centres.
        let passReach = Int(min(radius, 1e6) / Double(block)) + 1
        let reach = radius > 0 ? (3 * passReach + (block > 1 ? 2 : 0)) * block + 1 : 0
        let band = shows.isEmpty ? 0..<0 : max(0, shows.lowerBound - reach)..<min(height, shows.upperBound + reach)
        // On a picture less than five passes wide or high the edges (extended by the full blur,
        // held flat for half a block by the reduced one) weigh too much: blur it at full size.
        if Double(min(width, band.count)) < 5 * radius { block = 1 }
        // The picture beneath is drawn in the rows the blur reads and the rows the layers above do
        // not hide: the second pass draws every pixel of the others (their opaque layers cover
        // them from edge to edge), so drawing them first would be lost work (most of card's frame).
        var beneath = scene
        beneath.layers = order[..<at].map { scene.layers[$0] }
        var drawn = 0..<height
        if shows.count < height {
            let visible = Self.rowsShowing(
                0..<height, under: rest, of: scene, snapshots: snapshots, width: width, height: height)
            drawn = Self.hull(visible, band)
        }
        render(beneath, snapshots: snapshots, into: &out, overPicture: false, rows: drawn)

        var above = scene
        above.layers = rest
        if block > 1, usesFastPaths,
            let columns = Self.wholeColumns(of: backdrop, in: scene, width: width, height: height)
        {
            // The tinted blur laid over the picture's rows that show as the layer would lay it
            // (a whole-texel copy at the layer's opacity), straight from the block averages.
            if !band.isEmpty && backdrop.opacity > 0.0005 {
                let k = PixelMath.weight(Float(min(1, backdrop.opacity)))
                var reduced = ReducedBlur(width: width, height: band.count, block: block)
                out.pixels.withUnsafeMutableBytes {
                    let picture = $0.baseAddress!.assumingMemoryBound(to: UInt32.self) + band.lowerBound * width
                    reduced.blur(picture, radius: min(radius, 1e6))
                    let rows = (shows.lowerBound - band.lowerBound)..<(shows.upperBound - band.lowerBound)
                    reduced.draw(rows: rows, columns: columns, into: picture, tint: tint, weight: k)
                }
            }
        } else if !band.isEmpty {
            var snaps = snapshots
            snaps.elements[.element(Self.blurredKey, .from)] = Self.blurred(
                out, rows: band, radius: radius, block: block, tint: tint)
            // The layer reads the blurred band where the whole picture's rows lie (rows outside
            // the band are hidden, and clamped to its edge).
            var layer = backdrop
            let frame = backdrop.frame.normalized(in: scene.size)
            let scale = Double(height) / Double(band.count)
            layer.content = .snapshot(
                .element(Self.blurredKey, .from),
                contentsRect: Rect(
                    x: frame.minX, y: (frame.minY - Double(band.lowerBound) / Double(height)) * scale,
                    width: frame.width, height: frame.height * scale))
            above.layers = [layer] + rest
            render(above, snapshots: snaps, into: &out, overPicture: true)
            return true
        }
        render(above, snapshots: snapshots, into: &out, overPicture: true)
        return true
    }

    /// Rows `rows` of `picture` blurred by `radius` pixels a pass (on blocks of `block`) and tinted.
    private static func blurred(_ picture: Bitmap, rows: Range<Int>, radius: Double, block: Int, tint: UInt32)
        -> Bitmap
    {
        let width = picture.width
        var blurred = Bitmap(width: width, height: rows.count)
        blurred.pixels.withUnsafeMutableBytes { raw in
            guard width > 0, let p = raw.baseAddress?.assumingMemoryBound(to: UInt32.self) else { return }
            picture.pixels.withUnsafeBytes {
                let source = $0.baseAddress!.assumingMemoryBound(to: UInt32.self) + rows.lowerBound * width
                if block > 1 {
                    var reduced = ReducedBlur(width: width, height: rows.count, block: block)
                    reduced.blur(source, radius: min(radius, 1e6))
                    reduced.draw(into: p)
                } else {
                    p.update(from: source, count: rows.count * width)
                }
            }
            if radius > 0 && block == 1 { BoxBlur.blur(p, width: width, height: rows.count, radius: radius) }
            if tint >> 24 != 0 { Self.tint(p, count: width * rows.count, with: tint) }
        }
        return blurred
    }

    /// The pixel columns of a backdrop that is a plain rectangle on whole pixels (no transform,
    /// corners, mask or shadow, no perspective, its four edges on pixel boundaries), which the
    /// layer covers fully and no others; nil for any other backdrop, or one outside the frame.
    static func wholeColumns(of layer: Layer, in scene: Scene, width: Int, height: Int) -> Range<Int>? {
        guard layer.transform == .identity, scene.eyeDistance == nil, layer.cornerRadius <= 0, layer.mask == nil,
            layer.shadow == nil
        else { return nil }
        let sx = Double(width) / scene.size.width
        let sy = Double(height) / scene.size.height
        let f = layer.frame
        let edges = [f.minX * sx, f.maxX * sx, f.minY * sy, f.maxY * sy]
        guard width > 0, edges.allSatisfy({ $0 == $0.rounded() && abs($0) < 1e9 }), edges[0] < edges[1],
            edges[2] < edges[3]
        else { return nil }
        let columns = max(0, Int(edges[0]))..<min(width, Int(edges[1]))
        return columns.isEmpty ? nil : columns
    }

    /// The rows of `rows` that the layers in `above` do not hide: the ends hidden across the
    /// whole width by an opaque, unturned layer (its rows clear of its rounded corners) are cut.
    static func rowsShowing(
        _ rows: Range<Int>, under above: [Layer], of scene: Scene, snapshots: SnapshotSet, width: Int, height: Int
    ) -> Range<Int> {
        guard scene.eyeDistance == nil else { return rows }
        let sx = Double(width) / scene.size.width
        let sy = Double(height) / scene.size.height
        var hidden: [Range<Int>] = []
        for l in above where l.transform == .identity && l.opacity >= 1 && l.mask == nil {
            switch l.content {
            case .color(let c) where c.alpha >= 1: break
            case .snapshot(let s, _) where snapshots.bitmap(for: s)?.isOpaque == true: break
            default: continue
            }
            let f = l.frame
            let r = min(l.cornerRadius, f.width / 2, f.height / 2)
            guard f.minX * sx <= 0 && f.maxX * sx >= Double(width) else { continue }
            let top = Int(((f.minY + r) * sy).rounded(.up))
            let bottom = Int(((f.maxY - r) * sy).rounded(.down))
            if top < bottom { hidden.append(top..<bottom) }
        }
        var shows = rows
        for _ in hidden.indices {
            for h in hidden {
                if h.contains(shows.lowerBound) { shows = min(h.upperBound, shows.upperBound)..<shows.upperBound }
                if let last = shows.last, h.contains(last) {
                    shows = shows.lowerBound..<max(h.lowerBound, shows.lowerBound)
                }
            }
        }
        return shows
    }

    /// The smallest range holding both `a` and `b` (an empty one holds nothing).
    static func hull(_ a: Range<Int>, _ b: Range<Int>) -> Range<Int> {
        if a.isEmpty { return b }
        if b.isEmpty { return a }
        return min(a.lowerBound, b.lowerBound)..<max(a.upperBound, b.upperBound)
    }

    /// The premultiplied colour `tint` laid over each of `count` pixels, as `over(_:_:)`, eight at a time.
    static func tint(
        _ p: UnsafeMutablePointer<UInt32>, count: Int, with tint: UInt32, vectorised: Bool = Lanes.default.vectorised
    ) {
        let laid = BackdropTint(tint)
        var i = 0
        while vectorised && i &+ 8 <= count {
            PixelMath.store8(laid(PixelMath.load8(p + i)), p + i)
            i &+= 8
        }
        while i < count {
            p[i] = laid(p[i])
            i &+= 1
        }
    }

    /// A premultiplied colour `a` laid over the premultiplied pixel `b`.
    @inline(__always) static func over(_ a: UInt32, _ b: UInt32) -> UInt32 {
        let k = 255 - (a >> 24)
        var result: UInt32 = 0
        for shift in stride(from: 0 as UInt32, through: 24, by: 8) {
            let c = (a >> shift & 0xFF) + ((b >> shift & 0xFF) * k + 127) / 255
            result |= min(c, 255) << shift
        }
        return result
    }
}

/// A premultiplied colour laid over pixels as `Renderer.over(_:_:)` does, one pixel or eight at a time.
///
/// ```swift
/// let dark = BackdropTint(Bitmap.pack(BackdropBlur.dark.tint))
/// let dimmed = dark(0xFFFF_FFFF)   // white under the dark tint
/// ```
struct BackdropTint {
    let color: UInt32
    private let k: SIMD16<UInt16>, rb: SIMD16<UInt16>, ga: SIMD16<UInt16>

    init(_ color: UInt32) {
        self.color = color
        k = SIMD16(repeating: UInt16(255 - (color >> 24)))
        rb = unsafeBitCast(SIMD8<UInt32>(repeating: color & 0x00FF_00FF), to: SIMD16<UInt16>.self)
        ga = unsafeBitCast(SIMD8<UInt32>(repeating: (color >> 8) & 0x00FF_00FF), to: SIMD16<UInt16>.self)
    }

    @inline(__always) func callAsFunction(_ p: UInt32) -> UInt32 { Renderer.over(color, p) }

    @inline(__always) func callAsFunction(_ v: SIMD8<UInt32>) -> SIMD8<UInt32> {
        let m = SIMD8<UInt32>(repeating: 0x00FF_00FF)
        let one = SIMD16<UInt16>(repeating: 1)
        let half = SIMD16<UInt16>(repeating: 127)
        let k = k
        /// `c + (v * k + 127) / 255` per 16-bit lane: `v * k + 127` is at most 65152, where
        /// `(t + t >> 8 + 1) >> 8` is `t / 255` exactly; the sum stays within 255 (`c` is a
        /// premultiplied channel of the tint, at most its alpha, so `over` never caps it).
        @inline(__always) func lanes(_ v: SIMD8<UInt32>, _ c: SIMD16<UInt16>) -> SIMD8<UInt32> {
            let t = unsafeBitCast(v & m, to: SIMD16<UInt16>.self) &* k &+ half
            return unsafeBitCast(c &+ ((t &+ (t &>> 8) &+ one) &>> 8), to: SIMD8<UInt32>.self)
        }
        return lanes(v, rb) | lanes(v &>> 8, ga) &<< 8
    }
}
