#if canImport(UIKit)
    import UIKit
    import CoreImage
    import TransitCore

    /// Draws pixel transitions with Core Image, building the filter chain the core's `CoreImageFilter` gives.
    @MainActor enum CoreImagePixels {
        private static let context = CIContext()

        /// One image of a pixel-transition layer from the screens' snapshots, or nil without a mapping.
        /// A transition's own mask image is not used: the host's noise stands in (as the table notes).
        static func render(_ transition: PixelTransition, _ images: [Snapshot: CGImage]) -> CGImage? {
            guard let mapping = CoreImageFilter(transition), let from = images[.screen(.from)] else { return nil }
            let extent = CIImage(cgImage: from).extent
            var previous: CIImage?
            for stage in mapping.stages {
                guard let filter = CIFilter(name: stage.name) else { return nil }
                for (key, value) in stage.inputs {
                    filter.setValue(object(value, images: images, previous: previous, extent: extent), forKey: key)
                }
                previous = filter.outputImage?.cropped(to: extent)
            }
            return previous.flatMap { context.createCGImage($0, from: extent) }
        }

        private static func object(
            _ value: CoreImageValue, images: [Snapshot: CGImage], previous: CIImage?, extent: CGRect
        ) -> Any? {
            switch value {
            case .number(let x): return NSNumber(value: x)
            case .vector(let v) where v.count == 4: return CIVector(x: v[0], y: v[1], z: v[2], w: v[3])
            case .vector(let v): return CIVector(x: v.first ?? 0, y: v.count > 1 ? v[1] : 0)
            case .color(let c): return CIColor(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
            case .image(.screen(let side)): return images[.screen(side)].map { CIImage(cgImage: $0) }
            case .image(.previous): return previous
            case .image(.mask): return CIFilter(name: "CIRandomGenerator")?.outputImage?.cropped(to: extent)
            case .image(.shading): return CIFilter(name: "CIRadialGradient")?.outputImage?.cropped(to: extent)
            }
        }
    }
#endif
