import Testing
import TransitCore

/// Stand-ins for the adapters' values (`CGPoint`, `UIColor`, SwiftUI's `Color`, `Angle` and
/// `Edge`): types TransitCore does not know, converting the way the adapters do.
struct ForeignPoint: PointConvertible {
    var x: Double, y: Double
    var transitPoint: Point { Point(x: x, y: y) }
}

struct ForeignColor: ColorConvertible {
    /// Extended-sRGB components as UIKit reports them, or nil for a colour with none (a pattern).
    var components: (Double, Double, Double, Double)?
    var transitColor: Color? { components.map { Color(extendedRed: $0.0, green: $0.1, blue: $0.2, alpha: $0.3) } }
}

struct ForeignAngle: AngleConvertible {
    var degrees: Double
    var transitAngle: Angle { .degrees(degrees) }
}

struct ForeignEdge: EdgeConvertible {
    var edge: Edge
    var transitEdge: Edge { edge }
}

/// The foreign-arguments law over the catalogue: every parameter that is a point, a colour, an
/// angle or an edge is taken by its effect's factory as an app's own value (through the
/// `...Convertible` protocols), and the value the effect stores, as its `parameters` show it, is
/// the converted one; a colour with no sRGB value leaves the parameter's default.
@Suite("Foreign arguments")
struct ForeignArgumentsLawTests {
    struct Arguments {
        var point: ForeignPoint, color: ForeignColor, angle: ForeignAngle, edge: ForeignEdge
    }

    /// Values unlike every default, so a factory that dropped one would show it.
    static let arguments = Arguments(
        point: ForeignPoint(x: 12, y: 34), color: ForeignColor(components: (0.2, 0.4, 0.6, 0.8)),
        angle: ForeignAngle(degrees: 30), edge: ForeignEdge(edge: .top))
    static let expected: [String: ParameterValue] = [
        "point": .point(Point(x: 12, y: 34)), "color": .color(Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)),
        "angle": .number(30 * .pi / 180), "edge": .choice("top"),
    ]

    typealias Factory = (name: String, converted: [String: String], build: @Sendable (Arguments) -> any Effect)

    /// Each catalogue effect with such parameters: which parameter takes which kind of value, and
    /// its factory called with the foreign values; written by scripts/catalogue-tables from the
    /// factories' signatures (CatalogueFactories.swift), checked here against the catalogue.
    static let factories = catalogueForeignFactories

    /// Parameters of these kinds that no factory takes: `disintegrate`'s shadow offset (a
    /// displacement written as a point) is set through the catalogue or the initialiser only.
    static let notFactoryArguments: Set<String> = ["disintegrate.shadowOffset"]

    /// The kind of app value a catalogue parameter stands for, or nil for a plain number, flag...
    static func kind(of p: ParameterSpec) -> String? {
        switch p.kind {
        case .point: "point"
        case .color: "color"
        case .choice(let c) where Set(c) == Set(Edge.allCases.map(\.rawValue)): "edge"
        case .number where p.name == "angle": "angle"
        default: nil
        }
    }

    @Test func everyPointColourAngleAndEdgeParameterHasItsFactoryListed() {
        var inCatalogue: [String: [String: String]] = [:]
        for d in EffectCatalogue.builtIn.descriptors {
            for p in d.parameters where !Self.notFactoryArguments.contains("\(d.name).\(p.name)") {
                if let k = Self.kind(of: p) { inCatalogue[d.name, default: [:]][p.name] = k }
            }
        }
        let listed = Dictionary(Self.factories.map { ($0.name, $0.converted) }, uniquingKeysWith: { a, _ in a })
        #expect(listed == inCatalogue)
    }

    @Test(arguments: factories.map(\.name))
    func aFactoryStoresTheConvertedValue(_ name: String) throws {
        let factory = try #require(Self.factories.first { $0.name == name })
        let effect = factory.build(Self.arguments)
        for (parameter, kind) in factory.converted {
            let stored = try #require(effect.parameters[parameter], "\(name).\(parameter) not stored")
            let want = try #require(Self.expected[kind])
            if case .number(let a) = stored, case .number(let b) = want {
                #expect(abs(a - b) < 1e-12, "\(name).\(parameter)")
            } else {
                #expect(stored == want, "\(name).\(parameter)")
            }
        }
    }

    @Test(arguments: factories.filter { $0.converted.values.contains("color") }.map(\.name))
    func aColourWithNoSRGBValueLeavesTheDefault(_ name: String) throws {
        let factory = try #require(Self.factories.first { $0.name == name })
        var arguments = Self.arguments
        arguments.color = ForeignColor(components: nil)
        let effect = factory.build(arguments)
        let defaults = try EffectCatalogue.builtIn.makeEffect(named: name).parameters
        for (parameter, kind) in factory.converted where kind == "color" {
            #expect(effect.parameters[parameter] == defaults[parameter], "\(name).\(parameter)")
        }
    }
}
