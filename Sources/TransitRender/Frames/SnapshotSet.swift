import TransitCore

/// The images a scene's layers draw from: the two screens, optionally the screens with their
/// shared elements hidden, and the shared elements themselves.
///
/// ```swift
/// let snaps = SnapshotSet(from: listImage, to: detailImage, scale: 2, sharedElements: context.sharedElements)
/// ```
public struct SnapshotSet: Sendable {
    /// Pixels per point of every image here.
    public var scale: Double
    public var from: Bitmap
    public var to: Bitmap
    /// The screens with their shared elements hidden; a missing one falls back to the screen.
    public var backdrops: [Side: Bitmap]
    /// Shared element images by id and side; a missing one is cut from its screen.
    public var elements: [Snapshot: Bitmap]

    /// A set from two screen images. Element images are cut from the screens at the elements' frames.
    public init(
        from: Bitmap, to: Bitmap, scale: Double, sharedElements: [SharedElement] = [],
        backdrops: [Side: Bitmap] = [:], elements: [Snapshot: Bitmap] = [:]
    ) {
        self.from = from
        self.to = to
        self.scale = scale
        self.backdrops = backdrops
        self.elements = elements
        for e in sharedElements {
            for side in Side.allCases where self.elements[.element(e.id, side)] == nil {
                let f = e.frame(on: side)
                let screen = side == .from ? from : to
                self.elements[.element(e.id, side)] = screen.cropped(
                    x: Int((f.minX * scale).rounded()), y: Int((f.minY * scale).rounded()),
                    width: Int((f.width * scale).rounded()), height: Int((f.height * scale).rounded()))
            }
        }
    }

    /// The image for a snapshot, or nil for an element this set does not hold.
    public func bitmap(for s: Snapshot) -> Bitmap? {
        switch s {
        case .screen(let side): side == .from ? from : to
        case .backdrop(let side): backdrops[side] ?? (side == .from ? from : to)
        case .element: elements[s]
        }
    }
}

extension SnapshotSet {
    /// The same images seen from the other direction: the to-screen becomes the from-screen
    /// (what a back transition between the same two screens draws from).
    public var swapped: SnapshotSet {
        var s = self
        s.from = to
        s.to = from
        s.backdrops = Dictionary(uniqueKeysWithValues: backdrops.map { ($0.key.opposite, $0.value) })
        s.elements = Dictionary(uniqueKeysWithValues: elements.map { ($0.key.swapped, $0.value) })
        return s
    }
}
