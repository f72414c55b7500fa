import Testing
import TransitCore
import TransitTestSupport

@testable import TransitRender

/// Gradient layers whose gradient does not change along a pixel row (drawn as one colour a row)
/// against the general path, on random gradients, directions, placements and opacities.
@Suite struct GradientRowTests {
    @Test func rowsOfOneColourAreWhatThePixelByPixelGradientGives() {
        MaskedFastPathTests.expectTheGeneralPathsPixels(seed: 155, count: 120) { rng, w, h, size in
            func r(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &rng) }
            let end: Point = [Point(x: 0, y: 1), Point(x: 1, y: 0), Point(x: 1, y: 1), Point(x: 0, y: -1)][
                Int.random(in: 0..<4, using: &rng)]
            // Along one axis (start and end share the other coordinate), or diagonal.
            let along = r(-0.2...0.5)
            let start =
                end.x == 0 ? Point(x: 0, y: along) : end.y == 0 ? Point(x: along, y: 0) : Point(x: along, y: along)
            let g = Gradient(
                stops: [.init(0, Color(red: r(0...1), green: r(0...1), blue: 1, alpha: r(0...1))), .init(1, .white)],
                start: start, end: end)
            var layer = Layer(
                id: "bar", content: .gradient(g),
                frame: Rect(
                    x: r(-5...size.width), y: r(-5...size.height), width: r(1...size.width), height: r(1...size.height))
            )
            layer.opacity = Bool.random(using: &rng) ? 1 : r(0.05...1)
            switch Int.random(in: 0..<3, using: &rng) {
            case 0: break
            case 1: layer.transform = .rotation(.degrees(90), x: 0, y: 0, z: 1)
            default: layer.transform = RendererFastPathTests.transform(size: size, using: &rng)
            }
            let snaps = RendererFastPathTests.opaqueScreens(w, h, using: &rng)
            let below = Layer(id: "from", content: .snapshot(.screen(.from)), frame: Rect(size: size))
            return (Scene(size: size, background: .white, layers: [below, layer]), snaps)
        }
    }
}
