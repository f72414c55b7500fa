import TransitCore
import TransitTestSupport

@testable import TransitRender

/// Small deterministic images for the codec tests.
enum CodecTestImages {
    /// A smooth diagonal colour ramp, `phase` shifting it sideways (one frame of a moving clip).
    static func ramp(width: Int = 48, height: Int = 32, phase: Int = 0) -> Bitmap {
        var b = Bitmap(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let u = Double((x + phase) % width) / Double(width)
                let v = Double(y) / Double(height)
                b[x, y] = Bitmap.pack(Color(red: u, green: v, blue: 1 - (u + v) / 2, alpha: 1))
            }
        }
        return b
    }

    /// Opaque noise from a seeded generator.
    static func noise(width: Int = 40, height: Int = 30, seed: UInt64) -> Bitmap {
        var rng = SeededRandom(seed: seed)
        var px = [UInt8](repeating: 255, count: width * height * 4)
        for i in stride(from: 0, to: px.count, by: 4) {
            for c in 0..<3 { px[i + c] = UInt8.random(in: 0...255, using: &rng) }
        }
        return Bitmap(width: width, height: height, pixels: px)
    }

    /// The palette colours as a set of packed words, for comparing palettes.
    static func set(_ palette: [SIMD3<UInt8>]) -> Set<UInt32> {
        Set(palette.map { UInt32($0.x) | UInt32($0.y) << 8 | UInt32($0.z) << 16 })
    }
}
