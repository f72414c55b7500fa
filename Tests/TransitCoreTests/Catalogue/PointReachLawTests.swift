import Testing
import TransitCore

/// Issue 18, defect 2: every point parameter of every effect, through the one check the CLI's
/// `-p` and `--touch`, specs and the library share, refuses NaN, infinities and points beyond 100
/// times the container's size (or beyond `pointLimit` when no container is known), and accepts
/// every point within that reach, the screen's corners and the far edges of the reach included.
@Suite("Point parameters stay within reach of the container")
struct PointReachLawTests {
    static let pointParameters: [(effect: String, parameter: String)] = EffectCatalogue.builtIn.descriptors
        .flatMap { d in d.parameters.filter { $0.kind == .point }.map { (d.name, $0.name) } }
    static let container = Size(width: 20, height: 40)

    @Test func thereArePointParameters() {
        #expect(Self.pointParameters.count >= 2)
    }

    @Test func everyPointParameterRefusesWhatIsNotFiniteOrOutOfReach() {
        let c = Self.container
        let refused = [
            Point(x: .nan, y: 0), Point(x: 0, y: .nan), Point(x: .infinity, y: 0), Point(x: 0, y: -.infinity),
            Point(x: 2000.001, y: 0), Point(x: -2000.001, y: 0), Point(x: 0, y: 4000.001), Point(x: 1e300, y: 1e300),
        ]
        let accepted = [
            Point(x: 0, y: 0), Point(x: 20, y: 40), Point(x: 2000, y: 4000), Point(x: -2000, y: -4000),
            Point(x: 10, y: 20),
        ]
        for (effect, parameter) in Self.pointParameters {
            for p in refused {
                #expect(throws: CatalogueError.self, "\(effect).\(parameter) = \(p)") {
                    try EffectCatalogue.builtIn.makeEffect(
                        named: effect, parameters: [parameter: .point(p)], container: c)
                }
            }
            for p in accepted {
                #expect(throws: Never.self, "\(effect).\(parameter) = \(p)") {
                    try EffectCatalogue.builtIn.makeEffect(
                        named: effect, parameters: [parameter: .point(p)], container: c)
                }
            }
            // Command-line text goes through the same check.
            #expect(throws: CatalogueError.self) {
                try EffectCatalogue.builtIn.makeEffect(named: effect, arguments: [parameter: "2001,0"], container: c)
            }
            // Without a container, the reach of the largest one.
            #expect(throws: Never.self) {
                try EffectCatalogue.builtIn.makeEffect(
                    named: effect, parameters: [parameter: .point(Point(x: 1e6, y: 0))])
            }
            #expect(throws: CatalogueError.self) {
                try EffectCatalogue.builtIn.makeEffect(named: effect, arguments: [parameter: "1000001,0"])
            }
        }
    }

    @Test func theErrorStatesTheReachInTheContainer() throws {
        let (effect, parameter) = try #require(Self.pointParameters.first)
        do {
            _ = try EffectCatalogue.builtIn.makeEffect(
                named: effect, arguments: [parameter: "3000,0"], container: Self.container)
            Issue.record("accepted")
        } catch {
            #expect(error.description.contains("within 100 times the 20x40 container (±2000, ±4000)"), "\(error)")
        }
    }

    @Test func aSpecPointIsCheckedAgainstTheContainerWhenItBuilds() throws {
        let (effect, parameter) = try #require(Self.pointParameters.first)
        let spec = TransitionSpec(
            effect: EffectSpec(name: effect, parameters: ParameterValues([parameter: .point(Point(x: 3000, y: 0))])))
        #expect(throws: Never.self) { try spec.makeEffect(for: .forward) }
        #expect(throws: CatalogueError.self) {
            try spec.makeEffect(for: .forward, in: .builtIn, container: Self.container)
        }
    }
}
