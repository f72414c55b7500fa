import Testing
import TransitCore

@Suite("EffectCatalogue")
struct EffectCatalogueTests {
    let catalogue = EffectCatalogue.builtIn

    @Test func theBuiltInCatalogueHasTheSkeletonEffects() {
        #expect(Set(["fade", "slide", "circle-spread"]).isSubset(of: catalogue.names))
    }

    @Test func namesAreUniqueAndKebabCase() {
        #expect(Set(catalogue.names).count == catalogue.names.count)
        for name in catalogue.names {
            #expect(!name.isEmpty && name.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }, "\(name)")
            #expect(!name.hasPrefix("-") && !name.hasSuffix("-") && !name.contains("--"), "\(name)")
        }
    }

    @Test func everyEntryHasASummaryAndDocumentedParameters() {
        for d in catalogue.descriptors {
            #expect(!d.summary.isEmpty, "\(d.name)")
            #expect(Set(d.parameters.map(\.name)).count == d.parameters.count, "\(d.name) repeats a parameter")
            for p in d.parameters {
                #expect(!p.documentation.isEmpty, "\(d.name).\(p.name)")
                if let v = p.defaultValue {
                    #expect(p.kind.accepts(v), "\(d.name).\(p.name)'s default \(v) is not allowed")
                }
            }
        }
    }

    @Test func anUnknownEffectNameSuggestsTheClosestAndListsTheKnownOnes() {
        #expect {
            _ = try catalogue.makeEffect(named: "circel-spread", arguments: [:])
        } throws: { error in
            let message = String(describing: error)
            return message.contains("'circel-spread'") && message.contains("did you mean 'circle-spread'?")
                && catalogue.names.allSatisfy { message.contains($0) }
        }
    }

    @Test func aNameFarFromEveryEffectGetsNoSuggestion() throws {
        let error = try #require(throws: CatalogueError.self) { try catalogue.descriptor(named: "zzzzzzzzzzzz") }
        #expect(error.reason == .unknownEffect("zzzzzzzzzzzz", known: catalogue.names, suggestion: nil))
        #expect(!error.description.contains("did you mean"))
    }

    @Test func anUnknownParameterIsNamedWithTheEffectsParameters() throws {
        let error = try #require(throws: CatalogueError.self) {
            try catalogue.makeEffect(named: "circle-spread", arguments: ["startRadus": "3"])
        }
        #expect(error.description.contains("'startRadus'") && error.description.contains("did you mean 'startRadius'?"))
        #expect(error.description.contains("center") && error.description.contains("duration"))
    }

    @Test(arguments: [
        ("slide", "from", "sideways", "one of left, right, top, bottom, leading, trailing"),
        ("fade", "duration", "quick", "a number in 0.01...10"),
        ("fade", "duration", "99", "a number in 0.01...10"),
        ("circle-spread", "center", "12", "a point x,y in points, each finite and within ±1000000"),
    ])
    func aBadValueNamesTheParameterAndTheExpectedType(
        _ effect: String, _ parameter: String, _ text: String, _ expected: String
    ) throws {
        let error = try #require(throws: CatalogueError.self) {
            try catalogue.makeEffect(named: effect, arguments: [parameter: text])
        }
        #expect(error.reason == .badValue(effect: effect, parameter: parameter, found: text, allowed: expected))
        #expect(error.description.contains("'\(parameter)'") && error.description.contains("expected \(expected)"))
    }

    @Test func aTypedValueOfTheWrongKindIsRejected() throws {
        let error = try #require(throws: CatalogueError.self) {
            try catalogue.makeEffect(named: "fade", parameters: ["duration": .boolean(true)])
        }
        guard case .badValue(_, let parameter, _, _) = error.reason else {
            Issue.record("\(error)")
            return
        }
        #expect(parameter == "duration")
    }

    @Test(arguments: EffectCatalogue.builtIn.names)
    func anEffectRebuiltFromItsParametersIsTheSame(_ name: String) throws {
        let effect = try catalogue.makeEffect(named: name)
        let rebuilt = try catalogue.makeEffect(named: name, parameters: effect.parameters.values)
        #expect(rebuilt.parameters == effect.parameters)
        #expect(rebuilt.timing == effect.timing)
        // And through the command-line text of each value.
        let fromText = try catalogue.makeEffect(
            named: name, arguments: effect.parameters.values.mapValues(\.description))
        #expect(fromText.parameters == effect.parameters)
        #expect(effect.name == name)
    }

    @Test(arguments: EffectCatalogue.builtIn.names)
    func everyParameterDefaultSurvivesARoundTrip(_ name: String) throws {
        let d = try catalogue.descriptor(named: name)
        let defaults = Dictionary(
            uniqueKeysWithValues: d.parameters.compactMap { p in p.defaultValue.map { (p.name, $0) } })
        let effect = try catalogue.makeEffect(named: name, parameters: defaults)
        for (key, value) in defaults { #expect(effect.parameters[key] == value, "\(name).\(key)") }
    }

    @Test func parametersChangeTheEffect() throws {
        let slide = try catalogue.makeEffect(named: "slide", arguments: ["from": "bottom", "duration": "0.5"])
        #expect(slide.parameters["from"] == .choice("bottom"))
        #expect(slide.timing.duration == 0.5)
    }

    @Test func registeringAnEffectWithAKnownNameReplacesIt() {
        var c = EffectCatalogue.builtIn
        let count = c.descriptors.count
        c.register(EffectDescriptor(Fade.self, name: "slide", summary: "Replaced.", parameters: []))
        #expect(c.descriptors.count == count)
        #expect(c.descriptors.first { $0.name == "slide" }?.summary == "Replaced.")
        c.register(EffectDescriptor(Fade.self, name: "my-fade", summary: "Mine.", parameters: []))
        #expect(c.names.last == "my-fade")
    }
}
