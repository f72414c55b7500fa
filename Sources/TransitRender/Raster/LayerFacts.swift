/// What the frame plan knows of a prepared layer, worked out once a frame (not per band worker,
/// not per row): its rectangle and mask rectangle when they are axis-aligned, whether it hides
/// what lies under its fully covered pixels, whether its texels are all opaque, and its
/// placement. The fusions' predicates (`Fusion.table`) and the row paths read these.
struct LayerFacts: Sendable {
    /// Set for an axis-aligned rectangle, which needs no rasteriser.
    let rect: RectCoverage?
    /// Set when the mask is one axis-aligned rectangle, likewise.
    let maskRect: RectCoverage?
    /// Whether the layer hides what is under its fully covered pixels (opaque, a rectangle, its
    /// mask none or a rectangle).
    let occludes: Bool
    /// Whether the layer's texture has only opaque texels (whatever the layer's opacity), fast paths on.
    let texelsOpaque: Bool
    /// The texture's placement.
    let placement: Placement
    /// For an opaque layer without mask whose outline is convex but not an upright rectangle (a
    /// turned screen): the pixels it covers whole, row by row, which it hides.
    let opaqueOutline: ConvexRows?

    init(_ layer: PreparedLayer, width: Int, height: Int, subsamples: Int) {
        rect = RectCoverage(polygons: layer.shape, width: width, height: height, subsamples: subsamples)
        maskRect = layer.mask.flatMap {
            RectCoverage(polygons: $0.polygons, width: width, height: height, subsamples: subsamples)
        }
        var textured = false
        if case .texture(let bmp, _) = layer.source, bmp.width > 0, bmp.height > 0 {
            textured = true
            texelsOpaque = layer.usesFastPaths && bmp.isOpaque
        } else {
            texelsOpaque = false
        }
        occludes = layer.isOpaque && rect != nil && (layer.mask == nil || maskRect != nil)
        opaqueOutline =
            layer.isOpaque && rect == nil && layer.mask == nil && layer.usesFastPaths
            ? ConvexRows(polygons: layer.shape) : nil
        placement = Placement(map: layer.map, textured: textured)
    }

    /// Whether the copy and 2-tap paths may take the layer's rows (`Placement.stepsWholeTexels`,
    /// fast paths on).
    func stepsWholeTexels(_ layer: PreparedLayer) -> Bool { layer.usesFastPaths && placement.stepsWholeTexels }
}
