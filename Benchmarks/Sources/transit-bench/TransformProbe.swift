import TransitCore

/// Transformed-layer scenes compared with pixman's bilinear affine path: the to-screen behind,
/// the from-screen over it scaled and turned about its centre.
struct TransformProbe {
    var name: String
    /// Turn about z in degrees (for pixman, and for the flat probe).
    var angle: Double
    var scale: Double
    /// Turn about y in degrees with perspective (pixman draws the flat turn instead).
    var yaw: Double?

    static let all = [
        TransformProbe(name: "affine-layer: turn 10°, scale 0.9", angle: 10, scale: 0.9, yaw: nil),
        TransformProbe(name: "3d-layer: turn 30° about y, scale 0.9", angle: 10, scale: 0.9, yaw: 30),
    ]

    func scene(size: Size) -> Scene {
        let turn: Transform3D =
            yaw.map { .rotation(.degrees($0), x: 0, y: 1, z: 0) } ?? .rotation(.degrees(angle), x: 0, y: 0, z: 1)
        let layer = Layer(id: "from", content: .snapshot(.screen(.from)), frame: Rect(size: size))
            .with(\.transform, Transform3D.scale(scale).concatenating(turn))
        return Scene(
            size: size, eyeDistance: yaw == nil ? nil : 1000,
            layers: [Layer(id: "to", content: .snapshot(.screen(.to)), frame: Rect(size: size)), layer])
    }
}
