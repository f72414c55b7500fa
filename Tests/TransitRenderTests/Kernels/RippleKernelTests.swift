import Foundation
import Testing
import TransitCore
import TransitTestSupport

@testable import TransitRender

@Suite struct RippleKernelTests {
    typealias I = KernelTestImages

    /// Distance from the centre (30, 40) to the first pixel along +x that is not the old black.
    func ringRadius(_ p: Double) -> Int {
        let out = I.frame("ripple", p, ParameterValues(["width": .number(6), "center": .point(Point(x: 30, y: 40))]))
        return (0..<30).last { out[30 + $0, 40] != I.black } ?? 0
    }

    @Test func theRingGrowsWithProgress() {
        #expect(ringRadius(0.2) < ringRadius(0.4))
        #expect(ringRadius(0.4) < ringRadius(0.6))
    }

    @Test func insideTheRingIsTheNewScreen() {
        let out = I.frame("ripple", 0.6, ParameterValues(["width": .number(6), "center": .point(Point(x: 30, y: 40))]))
        #expect(out[30, 40] == I.white)
        #expect(out[0, 0] == I.black)
    }

    /// The paired-load taps against the four-load sampler on random textures (two columns and
    /// more) and points, many of them outside the texture or on its last column and row: the same
    /// words (the same texels, weights and roundings).
    @Test func pairedTapsSampleAsTheGeneralSamplerDoes() {
        var rng = SeededRandom(seed: 1519)
        for case_ in 0..<200 {
            let w = Int.random(in: 2...40, using: &rng)
            let h = Int.random(in: 1...30, using: &rng)
            let tex = RendererFastPathTests.image(w, h, opaque: false, using: &rng)
            func coordinate(_ n: Int) -> Int32 {
                switch Int.random(in: 0..<4, using: &rng) {
                case 0: Int32(n - 1) << 8  // the last column or row exactly
                case 1: .random(in: -600...Int32(n + 2) << 8, using: &rng)
                default: .random(in: 0...Int32(n - 1) << 8, using: &rng)
                }
            }
            let xi = SIMD8<Int32>((0..<8).map { _ in coordinate(w) })
            let yi = SIMD8<Int32>((0..<8).map { _ in coordinate(h) })
            tex.pixels.withUnsafeBytes {
                let p = $0.baseAddress!.assumingMemoryBound(to: UInt32.self)
                let paired = Taps8(w, h, xi: xi, yi: yi).sample(p)
                let general = KernelMath.sample8(p, w, h, xi: xi, yi: yi)
                #expect(paired == general, "case \(case_): \(w)x\(h) at \(xi), \(yi)")
            }
        }
    }

    /// The polynomial sine and cosine of `pi u` against libm's over `0...1`: within 5e-7.
    @Test func polynomialSineAndCosineFollowTheFunctions() {
        for i in stride(from: 0, through: 4096, by: 8) {
            let u = SIMD8<Float>((0..<8).map { Float(i + $0) / 4103 })
            let (s, c) = KernelMath.sinCosPi8(u)
            for k in 0..<8 {
                #expect(abs(Double(s[k]) - sin(Double.pi * Double(u[k]))) < 5e-7)
                #expect(abs(Double(c[k]) - cos(Double.pi * Double(u[k]))) < 5e-7)
            }
        }
    }

    /// The vector square root against the scalar one over `0...1` and a wider range: within 4e-7 relative.
    @Test func vectorSquareRootFollowsTheScalarOne() {
        var rng = SeededRandom(seed: 1520)
        for _ in 0..<500 {
            let v = SIMD8<Float>(
                (0..<8).map { _ in Float.random(in: 0...(Bool.random(using: &rng) ? 1 : 1e6), using: &rng) })
            let r = KernelMath.squareRoot8(v)
            for k in 0..<8 { #expect(abs(r[k] - v[k].squareRoot()) <= 4e-7 * max(v[k].squareRoot(), 1e-30)) }
        }
        #expect(KernelMath.squareRoot8(SIMD8<Float>()) == SIMD8<Float>())
    }
}
