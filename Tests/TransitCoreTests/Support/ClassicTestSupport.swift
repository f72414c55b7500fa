import TransitCore

/// A portrait phone-sized container, left to right.
let phone = TransitionContext(size: Size(width: 390, height: 844))
/// The same container laid out right to left.
let phoneRTL = TransitionContext(size: Size(width: 390, height: 844), layoutDirection: .rightToLeft)

extension Scene {
    /// The layer with this id (the test fails loudly through `!` when it is missing).
    func layer(_ id: String) -> Layer? { layers.first { $0.id == id } }

    /// A layer's corners (top-left, top-right, bottom-right, bottom-left of its bounds) as drawn
    /// in the container, perspective included.
    func corners(of l: Layer) -> [Point] {
        let m = l.containerTransform.concatenating(perspectiveTransform)
        let w = l.bounds.width
        let h = l.bounds.height
        return [Point(x: 0, y: 0), Point(x: w, y: 0), Point(x: w, y: h), Point(x: 0, y: h)].map { m.project($0) }
    }

    /// The drawn area of a layer, positive when its front faces the viewer unmirrored (y down,
    /// corners clockwise on screen) and negative when it shows its back or is mirrored.
    func signedArea(of l: Layer) -> Double {
        let c = corners(of: l)
        var a = 0.0
        for i in 0..<4 {
            let p = c[i]
            let q = c[(i + 1) % 4]
            a += p.x * q.y - q.x * p.y
        }
        return a / 2
    }

    /// The layers a viewer sees: not transparent, and facing the viewer or double-sided.
    var visibleLayerIDs: [String] {
        layers.filter { $0.opacity > 0.0005 && ($0.isDoubleSided || signedArea(of: $0) > 1e-6) }.map(\.id)
    }
}

/// Progress values from 0 to 1 in steps of 1/100.
let progressSteps = (0...100).map { Double($0) / 100 }
