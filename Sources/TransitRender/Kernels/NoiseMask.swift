import Foundation
import TransitCore

/// A dissolve-order plane: 16-bit values on a grid over the frame, sampled bilinearly. Made
/// either from seeded cloudy noise (value noise in four octaves, equalised so that every value
/// is equally common and the dissolved area grows evenly with progress) or from a user's
/// greyscale image stretched over the grid.
struct NoiseMask {
    let width: Int
    let height: Int
    /// `width * height` values, 0 dissolves first.
    let values: [UInt16]

    /// Seeded noise whose largest blobs are `feature` grid cells across and down, in two octaves.
    init(width: Int, height: Int, seed: Int, feature: (x: Double, y: Double)) {
        self.width = width
        self.height = height
        var sum = [Float](repeating: 0, count: width * height)
        var amplitude: Float = 1
        var period = max(feature.x, 2)
        var periodY = max(feature.y, 2)
        for octave in 0..<2 {
            let lw = Int(Double(width) / period) + 2
            let lh = Int(Double(height) / periodY) + 2
            let lattice = (0..<(lw * lh)).map {
                Float(KernelMath.hash($0 % lw, $0 / lw, seed &* 31 &+ octave) >> 8) / Float(1 << 24)
            }
            for y in 0..<height {
                let fy = Double(y) / periodY
                let ly = Int(fy)
                let ty = Float(KernelMath.smooth(fy - Double(ly)))
                for x in 0..<width {
                    let fx = Double(x) / period
                    let lx = Int(fx)
                    let tx = Float(KernelMath.smooth(fx - Double(lx)))
                    let a = lattice[ly * lw + lx]
                    let b = lattice[ly * lw + lx + 1]
                    let c = lattice[(ly + 1) * lw + lx]
                    let d = lattice[(ly + 1) * lw + lx + 1]
                    sum[y * width + x] +=
                        amplitude * ((a + (b - a) * tx) + ((c + (d - c) * tx) - (a + (b - a) * tx)) * ty)
                }
            }
            amplitude *= 0.5
            period = max(period / 2, 1)
            periodY = max(periodY / 2, 1)
        }
        values = NoiseMask.equalised(sum, total: 1.5)
    }

    /// A user's image stretched over a `width` x `height` grid (luminance as given, 0 first).
    init(width: Int, height: Int, image: GrayImage) {
        self.width = width
        self.height = height
        var v = [UInt16](repeating: 0, count: width * height)
        for y in 0..<height {
            let sy = min(Int((Double(y) + 0.5) * Double(image.height) / Double(height)), image.height - 1)
            for x in 0..<width {
                let sx = min(Int((Double(x) + 0.5) * Double(image.width) / Double(width)), image.width - 1)
                v[y * width + x] = UInt16(image.pixels[sy * image.width + sx]) * 257
            }
        }
        values = v
    }

    /// Values in `0..<total` mapped through their cumulative histogram onto `0...65535`.
    private static func equalised(_ v: [Float], total: Float) -> [UInt16] {
        let bins = 4096
        var histogram = [Int](repeating: 0, count: bins)
        let bin = { (x: Float) in min(max(Int(x / total * Float(bins)), 0), bins - 1) }
        for x in v { histogram[bin(x)] += 1 }
        var cdf = [UInt16](repeating: 0, count: bins)
        var running = 0
        for i in 0..<bins {
            cdf[i] = UInt16(min(65535, (running * 2 + histogram[i]) * 65535 / max(2 * v.count, 1)))
            running += histogram[i]
        }
        return v.map { cdf[bin($0)] }
    }
}

extension NoiseMask {
    /// The largest blobs of the generated grain, in points across and down: XWTransition's
    /// `mask.jpg` used at its own pixel size on a 2x screen, as Core Image uses a mask (never
    /// stretched), has its autocorrelation (cut at the median) halve at 11 points across and
    /// 21.5 down; noise with blobs of these sizes does the same (`DisintegrateKernelTests`).
    static let grainPoints = (x: 26.0, y: 52.0)

    /// The seeded mask with XWTransition's grain for a grid of cells `cellPoints` points wide,
    /// made once and reused while the grid, the cell size and the seed stay the same (every frame
    /// of a clip). The grain keeps its size in points whatever the screen's size.
    static func cached(width: Int, height: Int, seed: Int, cellPoints: Double) -> NoiseMask {
        NoiseMaskCache.shared.mask(
            width: width, height: height, seed: seed,
            feature: (grainPoints.x / cellPoints, grainPoints.y / cellPoints))
    }
}

/// The last generated mask, shared by the threads and frames that draw `disintegrate`.
private final class NoiseMaskCache: @unchecked Sendable {
    static let shared = NoiseMaskCache()
    private let lock = NSLock()
    private var last: (key: [Double], mask: NoiseMask)?

    func mask(width: Int, height: Int, seed: Int, feature: (x: Double, y: Double)) -> NoiseMask {
        let key = [Double(width), Double(height), Double(seed), feature.x, feature.y]
        lock.lock()
        defer { lock.unlock() }
        if let last, last.key == key { return last.mask }
        let mask = NoiseMask(width: width, height: height, seed: seed, feature: feature)
        last = (key, mask)
        return mask
    }
}
