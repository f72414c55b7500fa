import TransitCore

extension Renderer {
    /// The snapshot keys under which the picture beneath a blurred backdrop, and its blurred copy,
    /// are handed to the second pass.
    static let beneathKey = "transit.backdrop.beneath", blurredKey = "transit.backdrop.blurred"

    /// Draws a scene with blurred-backdrop layers (`Content.blurredBackdrop`) in two passes: the
    /// layers beneath the topmost such layer are drawn first; that picture is blurred (three box
    /// passes, a Gaussian's look, `radius` points per pass) and tinted; then the picture, the
    /// backdrop layer showing the blurred copy within its frame (with its opacity, corners and
    /// mask) and the layers above it are drawn as one scene. Earlier backdrops are drawn the same
    /// way by the first pass. Returns false, drawing nothing, when the scene has no backdrop layer.
    ///
    /// The blur reads the picture within the layer's untransformed frame, which is all a dimming
    /// layer needs; a rotated backdrop shows the region its frame covers.
    ///
    /// - Complexity: O(pixels) per backdrop layer on top of the scene's own cost.
    func renderBackdrops(_ scene: Scene, snapshots: SnapshotSet, into out: inout Bitmap) -> Bool {
        let order = scene.drawingOrder
        guard
            let at = order.lastIndex(where: {
                if case .blurredBackdrop = scene.layers[$0].content { true } else { false }
            }), case .blurredBackdrop(let blur) = scene.layers[order[at]].content, scene.size.width > 0
        else { return false }
        var beneath = scene
        beneath.layers = order[..<at].map { scene.layers[$0] }
        render(beneath, snapshots: snapshots, into: &out)

        var blurred = out
        let radius = blur.radius * Double(out.width) / scene.size.width
        let width = out.width, height = out.height, tint = Bitmap.pack(blur.tint)
        blurred.pixels.withUnsafeMutableBytes { raw in
            guard let p = raw.baseAddress?.assumingMemoryBound(to: UInt32.self) else { return }
            if radius > 0 { BoxBlur.blur(p, width: width, height: height, radius: radius) }
            if tint >> 24 != 0 { for i in 0..<(width * height) { p[i] = Self.over(tint, p[i]) } }
        }
        var snaps = snapshots
        snaps.elements[.element(Self.beneathKey, .from)] = out
        snaps.elements[.element(Self.blurredKey, .from)] = blurred

        var backdrop = scene.layers[order[at]]
        backdrop.content = .snapshot(
            .element(Self.blurredKey, .from), contentsRect: backdrop.frame.normalized(in: scene.size))
        let rest = order[(at + 1)...].map { scene.layers[$0] }
        // The picture beneath goes first, at the lowest depth of what follows, so it is drawn first.
        var picture = Layer(
            id: Self.beneathKey, content: .snapshot(.element(Self.beneathKey, .from)), frame: Rect(size: scene.size))
        picture.zPosition = min(backdrop.zPosition, rest.map(\.zPosition).min() ?? 0)
        var above = scene
        above.layers = [picture, backdrop] + rest
        render(above, snapshots: snaps, into: &out)
        return true
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
