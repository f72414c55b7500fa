import Foundation
import Testing
import TransitTestSupport

@testable import TransitRender

/// The closed-form shadow's profiles (`ShadowProfile`), which skip the error function where a
/// pixel lies deep inside the interval, against the formula evaluated at every pixel.
@Suite struct ShadowProfileTests {
    /// The blurred interval's mean over each pixel of `lo..<hi`, by the formula alone.
    static func formula(from a: Double, to b: Double, sigma: Double, lo: Int, hi: Int) -> [Float] {
        // swift-format-ignore: AlwaysUseLowerCamelCase
        // H: the same notation as Renderer+Shadow.swift.
        func H(_ u: Double) -> Double {
            0.5 * u * erfc(-u / 2.squareRoot()) + exp(-0.5 * u * u) / (2 * Double.pi).squareRoot()
        }
        return (lo..<hi).map { i in
            let x = Double(i)
            let s = 1 / sigma
            let c = sigma * (H((b - x) * s) - H((b - x - 1) * s) - H((a - x) * s) + H((a - x - 1) * s))
            return Float(min(max(c, 0), 1))
        }
    }

    @Test func deepInsideTheProfileIsWhatTheFormulaGives() {
        var rng = SeededRandom(seed: 161)
        var skipped = 0
        for case_ in 0..<400 {
            let limit = Int.random(in: 10...3000, using: &rng)
            let l = Double(limit)
            // The renderer's blurs: three box passes of a whole radius.
            let box = Double(Int.random(in: 1...40, using: &rng))
            let sigma = (box * (box + 1)).squareRoot()
            let a = Double.random(in: -l...l, using: &rng)
            let b = a + Double.random(in: 0.01...(3 * l), using: &rng)
            guard let p = ShadowProfile(from: a, to: b, sigma: sigma, limit: limit) else { continue }
            let reference = Self.formula(from: a, to: b, sigma: sigma, lo: p.start, hi: p.start + p.values.count)
            let first = p.values.indices.first { p.values[$0] != reference[$0] }
            #expect(
                first == nil,
                "case \(case_): \(a)..<\(b), sigma \(sigma): pixel \(p.start + (first ?? 0)) differs")
            skipped +=
                (p.start..<(p.start + p.values.count)).filter {
                    Double($0) - a >= 6 * sigma + 2 && b - Double($0) - 1 >= 6 * sigma + 2
                }.count
        }
        // The shortcut was taken, over many pixels.
        #expect(skipped > 10000)
    }
}
