import Foundation
import Testing
import TransitCore
import TransitTestSupport

/// Issue 18, defect 2: the renderer never converts an unchecked number to an integer. Every effect
/// of the catalogue, run by the binary (so a trap is a signal, not a lost test process) with each
/// parameter at the low and then the high end of its range, points at the far corners of their
/// reach (100 times the container's size) and the touch point there too, renders and exits 0.
@Suite("Extreme parameters render")
struct ExtremeParametersTests {
    static let size = Size(width: 20, height: 40)

    /// `-p` arguments with every number, integer and point at one end of its range.
    static func arguments(_ d: EffectDescriptor, high: Bool) -> [String] {
        let reach = ParameterKind.reach(of: size)
        return d.parameters.flatMap { p -> [String] in
            let value: String
            switch p.kind {
            case .number(let r): value = formatNumber(high ? r.upperBound : r.lowerBound)
            case .integer(let r): value = String(high ? r.upperBound : r.lowerBound)
            case .point:
                value =
                    high
                    ? "\(formatNumber(reach.x)),\(formatNumber(reach.y))"
                    : "-\(formatNumber(reach.x)),-\(formatNumber(reach.y))"
            case .choice(let c): value = (high ? c.last : c.first) ?? ""
            case .boolean: value = String(high)
            case .color: value = high ? "#FFFFFF00" : "#000000"
            case .file: return []  // a file has no range; the mask tests read one
            }
            return ["-p", "\(p.name)=\(value)"]
        }
    }

    @Test(arguments: EffectCatalogue.builtIn.names)
    func everyEffectRendersWithEveryParameterAtEitherEndOfItsRange(_ name: String) throws {
        let d = try EffectCatalogue.builtIn.descriptor(named: name)
        for high in [false, true] {
            let tmp = try TemporaryDirectory(prefix: "transit-extreme")
            let touch = high ? "2000,4000" : "-2000,-4000"
            let arguments =
                ["render", name] + Self.arguments(d, high: high) + [
                    "--touch", touch, "--size", "20x40", "--scale", "1", "--fps", "10", "--duration", "0.3", "--quiet",
                    "--out", "o",
                ]
            let r = try Spawn.run(arguments, in: tmp.path, timeout: 120)
            #expect(
                r.status == 0 && r.signal == nil && !r.timedOut, "transit \(arguments.joined(separator: " ")): \(r)")
        }
    }
}
