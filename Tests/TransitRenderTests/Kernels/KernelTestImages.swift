import TransitCore

@testable import TransitRender

/// Test screens and measurements shared by the kernel tests.
enum KernelTestImages {
    /// A busy opaque image: coordinate-coded stripes, so misplaced pixels show.
    static func pattern(_ w: Int, _ h: Int, seed: UInt32 = 0) -> Bitmap {
        var b = Bitmap(width: w, height: h)
        for y in 0..<h {
            for x in 0..<w {
                let r = UInt32((x * 7 + Int(seed)) & 0xFF)
                let g = UInt32((y * 5) & 0xFF)
                let bl = UInt32(((x ^ y) * 3 + Int(seed)) & 0xFF)
                b[x, y] = r | g << 8 | bl << 16 | 0xFF00_0000
            }
        }
        return b
    }

    static let old = Bitmap(width: 60, height: 80, fill: .black)
    static let new = Bitmap(width: 60, height: 80, fill: .white)
    static let black = Bitmap.pack(.black), white = Bitmap.pack(.white)

    /// Runs the named kernel at `progress` on `old` and `new` with a 1-pixel-per-point extent.
    static func frame(
        _ name: String, _ progress: Double, _ parameters: ParameterValues = ParameterValues(),
        old: Bitmap = old, new: Bitmap = new, mask: GrayImage? = nil
    ) -> Bitmap {
        var effect =
            try! EffectCatalogue.builtIn.makeEffect(named: name, parameters: parameters.values) as! any PixelEffect
        if let mask {
            var masked = Disintegrate(parameters: parameters)
            masked.mask = mask
            effect = masked
        }
        let t = PixelTransition(
            effect, progress: progress, extent: Size(width: Double(old.width), height: Double(old.height)))
        var out = Bitmap(width: old.width, height: old.height)
        try! PixelKernels.builtIn.kernel(for: t)(t, old, new, &out)
        return out
    }

    /// The red channel of a pixel, 0...255.
    static func red(_ b: Bitmap, _ x: Int, _ y: Int) -> Int { Int(b[x, y] & 0xFF) }

    /// Sum of squared differences between horizontal neighbours: high-frequency energy.
    static func detail(_ b: Bitmap) -> Double {
        var e = 0.0
        for y in 0..<b.height {
            for x in 1..<b.width {
                let d = Double(red(b, x, y) - red(b, x - 1, y))
                e += d * d
            }
        }
        return e
    }
}
