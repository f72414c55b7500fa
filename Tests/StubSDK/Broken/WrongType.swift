// Deliberately broken: a Double where Core Animation takes a Float. The self-test expects failure.
#if canImport(UIKit)
    import UIKit

    func brokenOpacity(_ layer: CALayer, _ value: Double) {
        layer.opacity = value
    }
#endif
