import Dispatch
import TransitCore

/// Draws scenes into premultiplied RGBA8 bitmaps on the CPU.
///
/// Layers are drawn in `Scene.drawingOrder` with Core Animation's geometry: perspective-correct
/// textured quads sampled bilinearly, anti-aliased edges, corner radii and mask paths, opacity,
/// shadows, back-face culling for single-sided layers, and pixel-transition content through
/// `PixelKernels`. A layer placed on whole pixels at the snapshots' scale copies its snapshot
/// exactly, so the first and last frames of a transition equal the screens.
///
/// The frame is drawn in bands of sixteen rows, each layer over the band's rows in turn (fused
/// pairs row by row), so a layer's texels stay in cache from one of its rows to the next; what
/// an opaque, fully covering layer hides of a row is not drawn underneath it (nor its shadow,
/// nor the background). With `threads > 1` bands of rows are shared out across
/// threads. The result is the same whatever the thread count.
///
/// ```swift
/// let frame = Renderer().render(effect.evaluate(at: 0.5, in: context), snapshots: snaps)
/// ```
public struct Renderer: Sendable {
    public var kernels: PixelKernels
    /// Horizontal sample lines per pixel row for edge anti-aliasing.
    public var subsamples: Int = 4
    /// Threads the frame's rows are split across (1: the calling thread only).
    public var threads: Int = 1
    /// Whether the special cases run: whole-texel copies, 2-tap translation, occlusion, closed-form
    /// rectangle shadows. Off, every layer takes the general sampler and every shadow the blurred
    /// raster: the reference the fast paths are tested against.
    var usesFastPaths = true
    /// The fusions the plan matches pairs of layers against (`Fusion.table`; tests take rows out
    /// to draw a fusion's reference).
    var fusions = Fusion.table
    /// Whether every row visits every layer (tests: the reference `BandLayers` is checked against);
    /// off, a band's rows visit only the layers drawing in it.
    var visitsEveryLayer = false
    /// Whether a band's layers are drawn row by row, every layer over a row before the next row
    /// (tests: the reference `BandDrawing`'s layer-by-layer runs are checked against).
    var drawsRowByRow = false
    /// How many pixels the compositor's loops take at a time (`Lanes.default`: eight in optimised
    /// builds, one in debug ones; tests ask for eight in debug too).
    var lanes = Lanes.default

    public init(kernels: PixelKernels = .builtIn) { self.kernels = kernels }

    /// Renders a scene at the snapshots' scale: the bitmap is `scene.size * snapshots.scale` pixels.
    public func render(_ scene: Scene, snapshots: SnapshotSet) -> Bitmap {
        var out = Bitmap(
            width: Int((scene.size.width * snapshots.scale).rounded()),
            height: Int((scene.size.height * snapshots.scale).rounded()))
        render(scene, snapshots: snapshots, into: &out)
        return out
    }

    /// The plan `render(_:snapshots:)` draws `scene` by, at the snapshots' scale (for a scene
    /// with a blurred backdrop, the plan of its layers but the backdrops, which are drawn in two
    /// passes).
    func plan(_ scene: Scene, snapshots: SnapshotSet) -> RenderPlan {
        plan(
            scene, snapshots: snapshots, width: Int((scene.size.width * snapshots.scale).rounded()),
            height: Int((scene.size.height * snapshots.scale).rounded()))
    }

    /// The frame plan `render(_:snapshots:)` draws `scene` by, as text: each drawn layer or fused
    /// pair, bottom first, named by its placement or content and fast path (`RenderPlan`).
    ///
    /// ```swift
    /// Renderer().planDescription(of: push.evaluate(at: 0.5, in: context), snapshots: snaps)
    /// // "shaded-pair(translated, solid) + translated"
    /// ```
    public func planDescription(of scene: Scene, snapshots: SnapshotSet) -> String {
        plan(scene, snapshots: snapshots).description
    }

    /// Renders a scene into an existing bitmap, overwriting every pixel. The scene is scaled to
    /// the bitmap's size.
    public func render(_ scene: Scene, snapshots: SnapshotSet, into out: inout Bitmap) {
        render(scene, snapshots: snapshots, into: &out, overPicture: false)
    }

    /// Renders a scene into `out`; with `overPicture` the layers are drawn over what `out` holds
    /// (its pixels take the background's place: the second pass of `renderBackdrops`). With
    /// `rows`, the layers are drawn in those rows only and the others keep what they hold (the
    /// picture beneath a backdrop, of which the layers above hide the rest).
    func render(
        _ scene: Scene, snapshots: SnapshotSet, into out: inout Bitmap, overPicture: Bool, rows: Range<Int>? = nil
    ) {
        if renderBackdrops(scene, snapshots: snapshots, into: &out) { return }
        let plan = self.plan(
            scene, snapshots: snapshots, width: out.width, height: out.height, overPicture: overPicture)
        if let t = plan.kernel { pixelTransition(t, snapshots: snapshots, into: &out) }
        execute(plan, background: Bitmap.pack(scene.background), over: overPicture, into: &out, rows: rows)
    }

    /// The frame plan of `scene` on a frame of `width` x `height`: the layers prepared, each
    /// classified, each pair of neighbours matched against `fusions`. With `overPicture` the
    /// layers are drawn over the frame's pixels (no kernel drawn first).
    func plan(_ scene: Scene, snapshots: SnapshotSet, width: Int, height: Int, overPicture: Bool = false) -> RenderPlan
    {
        var layers: [PreparedLayer] = []
        var order = scene.drawingOrder[...]
        // A full-frame pixel transition drawn first is rendered by its kernel straight into the
        // output: no intermediate frame, no extra pass, no background to clear.
        var kernel: PixelTransition?
        if !overPicture, let first = order.first, case .pixelTransition(let t) = scene.layers[first].content,
            Self.fillsFrame(scene.layers[first], of: scene), snapshots.from.width == width,
            snapshots.from.height == height,
            snapshots.to.width == width, snapshots.to.height == height
        {
            kernel = t
            order = order.dropFirst()
        }
        if scene.size.width > 0, scene.size.height > 0 {
            let toPixels = scene.perspectiveTransform.concatenating(
                .scale(x: Double(width) / scene.size.width, y: Double(height) / scene.size.height))
            for index in order {
                if let l = prepare(
                    scene.layers[index], toPixels: toPixels, pixelsPerPoint: Double(width) / scene.size.width,
                    snapshots: snapshots, width: width, height: height)
                {
                    layers.append(l)
                }
            }
        }
        return RenderPlan(
            kernel: kernel, layers: layers, width: width, height: height, subsamples: subsamples,
            table: usesFastPaths ? fusions : [])
    }

    /// Draws `plan`'s layers into `out` (over what it holds when `over` or when the plan draws a
    /// kernel first, else over `background`), in `rows` only when given: bands of rows, each
    /// layer in turn over the band's rows (`BandDrawing`) but for the pairs the plan fuses, which
    /// try their fusion's kernel first, row by row.
    private func execute(
        _ plan: RenderPlan, background bg: UInt32, over: Bool, into out: inout Bitmap, rows: Range<Int>?
    ) {
        let width = out.width
        let height = out.height
        let bandHeight = Self.bandHeight
        let drawn = rows?.clamped(to: 0..<height) ?? 0..<height
        let firstBand = drawn.lowerBound / bandHeight
        let bands = drawn.isEmpty ? 0 : (drawn.upperBound + bandHeight - 1) / bandHeight - firstBand
        let workers = max(1, min(threads, bands))
        let covered = over || plan.kernel != nil
        guard !(covered && plan.layers.isEmpty) else { return }
        let subsamples = self.subsamples
        let lanes = self.lanes
        let everyLayer = visitsEveryLayer
        let rowByRow = drawsRowByRow
        let shadedTurn = plan.fusions.map { $0?.name == Fusion.shadedTurn.name }
        withExtendedLifetime(plan) {
            out.pixels.withUnsafeMutableBytes { raw in
                guard let base = raw.baseAddress else { return }
                let dst = SendablePointer(base.assumingMemoryBound(to: UInt32.self))
                let work = { @Sendable (worker: Int) in
                    var layers = plan.layers.indices.map {
                        LayerRows(
                            plan.layers[$0], facts: plan.facts[$0], width: width, height: height,
                            subsamples: subsamples,
                            lanes: lanes
                        )
                    }
                    // The kernels alone, not the fusions (copying a fusion out retains its names and closures).
                    let kernels = plan.fusions.map { $0?.kernel }
                    let scratch = UnsafeMutablePointer<Float>.allocate(capacity: 2 * (width + 1))
                    scratch.initialize(repeating: 0, count: 2 * (width + 1))
                    let bandCoverage = UnsafeMutablePointer<Float>.allocate(capacity: bandHeight * (width + 1))
                    bandCoverage.initialize(repeating: 0, count: bandHeight * (width + 1))
                    let hidden = UnsafeMutablePointer<Range<Int>>.allocate(capacity: bandHeight * layers.count)
                    hidden.initialize(repeating: 0..<0, count: bandHeight * layers.count)
                    defer {
                        scratch.deallocate()
                        bandCoverage.deallocate()
                        hidden.deallocate()
                    }
                    // The layers drawing anything in the band (`BandLayers`), in drawing order.
                    var active: [Int] = []
                    active.reserveCapacity(layers.count)
                    // Through a buffer pointer: the layers are read in place, not copied out of the array.
                    layers.withUnsafeMutableBufferPointer { buffer in
                        guard let rows = buffer.baseAddress else { return }
                        let drawing = BandDrawing(
                            rows: rows, kernels: kernels, shadedTurn: shadedTurn, dst: dst.p, width: width,
                            covered: covered, background: bg, scratch: scratch, bandCoverage: bandCoverage,
                            hidden: hidden, everyRunRowByRow: rowByRow)
                        for band in stride(from: firstBand + worker, to: firstBand + bands, by: workers) {
                            let bandRows =
                                max(
                                    drawn.lowerBound, band * bandHeight)..<min(
                                    drawn.upperBound, (band + 1) * bandHeight)
                            if everyLayer {
                                active = Array(0..<buffer.count)
                            } else {
                                BandLayers.collect(
                                    rows, count: buffer.count, fused: { kernels[$0] != nil }, band: bandRows,
                                    into: &active)
                            }
                            drawing.draw(band: bandRows, active: active)
                        }
                    }
                }
                if workers == 1 { work(0) } else { DispatchQueue.concurrentPerform(iterations: workers, execute: work) }
            }
        }
    }

    /// Rows per band: the unit of work shared out across threads.
    static let bandHeight = 16

    /// Everything about a layer that does not depend on the row: projected outline and mask, the
    /// pixel-to-source map, the source, the shadow image. Nil when nothing of it shows.
    private func prepare(
        _ layer: Layer, toPixels: Transform3D, pixelsPerPoint: Double, snapshots: SnapshotSet,
        width: Int, height: Int
    ) -> PreparedLayer? {
        guard layer.opacity > 0.0005, layer.bounds.width > 0, layer.bounds.height > 0 else { return nil }
        let geometry = ProjectedLayer(layerToPixels: layer.containerTransform.concatenating(toPixels))
        if !layer.isDoubleSided && geometry.orientation <= 0 { return nil }
        let tolerance = 0.2 / geometry.pixelsPerPoint
        let bounds = Rect(size: layer.bounds)
        let outline =
            layer.cornerRadius > 0
            ? Path.roundedRect(bounds, cornerRadius: layer.cornerRadius).flattened(tolerance: tolerance)
            : [
                [
                    Point(x: 0, y: 0), Point(x: bounds.width, y: 0), Point(x: bounds.width, y: bounds.height),
                    Point(x: 0, y: bounds.height),
                ]
            ]
        let shape = outline.map(geometry.project)
        let mask = layer.mask.map {
            (polygons: $0.path.flattened(tolerance: tolerance).map(geometry.project), rule: $0.fillRule)
        }

        var shadowImage: ShadowImage?
        if let shadow = layer.shadow, shadow.opacity > 0 {
            shadowImage = makeShadow(
                shadow, shape: shape, mask: mask, opacity: layer.opacity, pixelScale: pixelsPerPoint,
                width: width, height: height)
        }
        var source: Source?
        if let inverse = geometry.inverse {
            switch layer.content {
            case .none: break
            case .color(let c): source = .solid(Bitmap.pack(c))
            case .gradient(let g): source = .gradient(g, lookup: Self.gradientLookup(g))
            case .snapshot(let s, let rect): source = snapshots.bitmap(for: s).map { .texture($0, rect) }
            case .pixelTransition(let t): source = .texture(pixelTransitionFrame(t, snapshots: snapshots), .unit)
            case .blurredBackdrop: break  // drawn by renderBackdrops
            }
            if let s = source {
                var prepared = PreparedLayer(
                    shape: shape, mask: mask, inverse: inverse, layerSize: layer.bounds, source: s,
                    alpha: Float(min(1, layer.opacity)), shadow: shadowImage)
                if !usesFastPaths {
                    prepared.isOpaque = false
                    prepared.usesFastPaths = false
                }
                return prepared
            }
        }
        guard let shadowImage else { return nil }
        return PreparedLayer(
            shape: [], mask: nil, inverse: .identity, layerSize: layer.bounds,
            source: .solid(0), alpha: 0, shadow: shadowImage)
    }

    /// What a layer's pixels come from.
    enum Source {
        case solid(UInt32)
        case gradient(Gradient, lookup: [UInt32])
        case texture(Bitmap, Rect)
    }

    private static func gradientLookup(_ g: Gradient) -> [UInt32] {
        (0...255).map { Bitmap.pack(g.color(at: Double($0) / 255)) }
    }

    /// Whether a layer shows its content over exactly the whole scene, untransformed and opaque.
    private static func fillsFrame(_ l: Layer, of scene: Scene) -> Bool {
        l.bounds == scene.size && l.containerTransform == .identity && l.opacity >= 1 && l.mask == nil
            && l.shadow == nil && l.cornerRadius <= 0
    }

    private func pixelTransitionFrame(_ t: PixelTransition, snapshots: SnapshotSet) -> Bitmap {
        let old = t.isReversed ? snapshots.to : snapshots.from
        var frame = Bitmap(width: old.width, height: old.height)
        pixelTransition(t, snapshots: snapshots, into: &frame)
        return frame
    }

    /// Runs the transition's kernel into `frame` (the size of the screens).
    private func pixelTransition(_ t: PixelTransition, snapshots: SnapshotSet, into frame: inout Bitmap) {
        let old = t.isReversed ? snapshots.to : snapshots.from
        let new = t.isReversed ? snapshots.from : snapshots.to
        if let banded = kernels.bandedKernel(for: t) {
            banded.run(t, old: old, new: new, into: &frame, threads: threads)
            return
        }
        let kernel: PixelKernel
        do { kernel = try kernels.kernel(for: t) } catch { preconditionFailure(error.description) }
        kernel(t, old, new, &frame)
    }
}

/// A raw pointer handed to the band workers, each of which writes only its own rows.
struct SendablePointer<T>: @unchecked Sendable {
    let p: UnsafeMutablePointer<T>
    init(_ p: UnsafeMutablePointer<T>) { self.p = p }
}
