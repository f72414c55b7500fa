import Foundation
import Testing
import TransitCore
import TransitSpecFiles
import TransitTestSupport

/// Random mutations of the example specs (deleted keys, wrong types, out-of-range numbers, unknown
/// names and keys, truncated files, flipped and random bytes) never crash and always end in a
/// valid spec or in errors whose key paths point into the document. Set TRANSIT_FUZZ_CASES for
/// more cases than the default 3000; TRANSIT_FUZZ_SEED for another sequence.
@Suite struct SpecFuzzTests {
    static let cases = Int(ProcessInfo.processInfo.environment["TRANSIT_FUZZ_CASES"] ?? "") ?? 3000
    static let seed = UInt64(ProcessInfo.processInfo.environment["TRANSIT_FUZZ_SEED"] ?? "") ?? 0xF022

    @Test func mutatedExamplesEndInASpecOrAnErrorWithAKeyPath() throws {
        let seeds = try ExampleSpecs.paths.map { path in
            (
                data: try #require(FileManager.default.contents(atPath: path)),
                tree: try SpecFile.value(from: try #require(FileManager.default.contents(atPath: path)))
            )
        }
        var rng = SeededRandom(seed: Self.seed)
        var outcomes = (valid: 0, invalid: 0)
        for n in 0..<Self.cases {
            let seed = seeds.randomElement(using: &rng)!
            var tree: SpecValue?
            let data: Data
            if n % 4 == 3 {
                data = SpecMutations.mutateBytes(seed.data, using: &rng)
            } else {
                var t = seed.tree
                for _ in 0..<Int.random(in: 1...3, using: &rng) { t = SpecMutations.mutate(t, using: &rng) }
                tree = t
                data = SpecFile.encode(t, as: SpecFile.Format.allCases.randomElement(using: &rng)!)
            }
            do throws(SpecFileError) {
                let spec = try SpecFile.decode(data, file: "case-\(n)")
                outcomes.valid += 1
                #expect(try SpecFile.decode(SpecFile.encode(spec), file: "again") == spec, "case \(n)")
            } catch {
                outcomes.invalid += 1
                #expect(!error.errors.isEmpty, "case \(n): \(error)")
                for e in error.errors {
                    #expect(error.description.contains("case-\(n): \(e.keyPath): "), "case \(n)")
                    if let tree {
                        #expect(Self.pointsInto(e.path, tree), "case \(n): \(e) in \(tree)")
                    }
                }
            }
        }
        print(
            "spec fuzz: \(Self.cases) cases from seed \(Self.seed): \(outcomes.valid) valid, \(outcomes.invalid) rejected"
        )
        #expect(outcomes.valid > 0 && outcomes.invalid > Self.cases / 2)
    }

    /// Whether `path` names a value in `tree`, or a missing key of an object in it.
    static func pointsInto(_ path: SpecPath, _ tree: SpecValue) -> Bool {
        var node = tree
        for (i, c) in path.components.enumerated() {
            switch (c, node) {
            case (.key(let k), .object(let o)):
                guard let next = o[k] else { return i == path.components.count - 1 }
                node = next
            case (.index(let j), .array(let a)) where a.indices.contains(j):
                node = a[j]
            default:
                return false
            }
        }
        return true
    }
}
