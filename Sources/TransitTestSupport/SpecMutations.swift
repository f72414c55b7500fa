import Foundation
import TransitCore

/// Random changes to spec documents for fuzz tests: in the value tree (deleted keys, wrong types,
/// out-of-range numbers, unknown names and keys) or in the bytes (truncated, flipped, spliced).
///
/// ```swift
/// var rng = SeededRandom(seed: 1)
/// let changed = SpecMutations.mutate(.object(["effect": .string("fade")]), using: &rng)
/// ```
public enum SpecMutations {
    /// One random change somewhere in the tree.
    public static func mutate(_ v: SpecValue, using rng: inout some RandomNumberGenerator) -> SpecValue {
        switch v {
        case .object(var o) where !o.isEmpty && Int.random(in: 0..<3, using: &rng) > 0:
            let key = o.keys.sorted().randomElement(using: &rng)!
            switch Int.random(in: 0..<6, using: &rng) {
            case 0: o[key] = nil
            case 1: o[key + "x"] = o[key]
            default: o[key] = mutate(o[key]!, using: &rng)
            }
            return .object(o)
        case .array(var a) where !a.isEmpty && Int.random(in: 0..<3, using: &rng) > 0:
            let i = Int.random(in: a.indices, using: &rng)
            if Bool.random(using: &rng) { a[i] = mutate(a[i], using: &rng) } else { a.remove(at: i) }
            return .array(a)
        case .number(let x) where Bool.random(using: &rng):
            return .number([x * 1000, -x - 1, x + 0.5, 1e9, 0].randomElement(using: &rng)!)
        case .string(let s) where Bool.random(using: &rng):
            var chars = Array(s)
            if !chars.isEmpty {
                chars.swapAt(Int.random(in: chars.indices, using: &rng), Int.random(in: chars.indices, using: &rng))
            }
            return .string(String(chars) + (Bool.random(using: &rng) ? "" : "z"))
        default:
            return [
                .null, .bool(true), .number(0.5), .number(-3), .string("left"), .string(""), .array([.number(1)]),
                .array([]), .object([:]), .object(["threshold": .number(0.5)]),
            ].randomElement(using: &rng)!
        }
    }

    /// Truncated, flipped, spliced or wholly random bytes.
    public static func mutateBytes(_ data: Data, using rng: inout some RandomNumberGenerator) -> Data {
        var bytes = [UInt8](data)
        switch Int.random(in: 0..<4, using: &rng) {
        case 0: bytes = Array(bytes.prefix(Int.random(in: 0...bytes.count, using: &rng)))
        case 1:
            for _ in 0..<Int.random(in: 1...8, using: &rng) where !bytes.isEmpty {
                bytes[Int.random(in: bytes.indices, using: &rng)] = UInt8.random(in: 0...255, using: &rng)
            }
        case 2:
            let i = Int.random(in: 0...bytes.count, using: &rng)
            let j = Int.random(in: i...bytes.count, using: &rng)
            bytes.removeSubrange(i..<j)
        default: bytes = (0..<Int.random(in: 0...64, using: &rng)).map { _ in UInt8.random(in: 0...255, using: &rng) }
        }
        return Data(bytes)
    }
}
