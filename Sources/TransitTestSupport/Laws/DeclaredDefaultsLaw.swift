import TransitCore

/// The declared-defaults law: an effect built from empty parameters, from `transit list`'s
/// defaults, and by each of `builders` (its factory and memberwise initialiser called with no
/// arguments) is the same value, and its `parameters` rebuild it. Returns the first violation.
///
/// ```swift
/// #expect(declaredDefaultsViolation(named: "push", builtBy: [("push()", .push()), ("Push()", Push())]) == nil)
/// ```
public func declaredDefaultsViolation(
    named name: String, builtBy builders: [(label: String, effect: any Effect)],
    in catalogue: EffectCatalogue = .builtIn
) -> LawViolation? {
    func violation(_ detail: String) -> LawViolation {
        LawViolation(law: "declared defaults", effect: name, detail: detail)
    }
    guard let d = try? catalogue.descriptor(named: name) else { return violation("not in the catalogue") }
    let fromEmpty = d.make(ParameterValues())
    let listed = Dictionary(uniqueKeysWithValues: d.parameters.compactMap { p in p.defaultValue.map { (p.name, $0) } })
    let fromListed: any Effect
    do { fromListed = try catalogue.makeEffect(named: name, parameters: listed) } catch {
        return violation("the listed defaults do not build it: \(error)")
    }
    if let diff = effectDifference(fromListed, fromEmpty) {
        return violation("built from the listed defaults and from empty parameters: \(diff)")
    }
    for (key, value) in listed where fromEmpty.parameters[key] != value {
        let actual = fromEmpty.parameters[key].map(\.description) ?? "absent"
        return violation("'\(key)' is listed with default \(value) but is \(actual) when absent")
    }
    for key in fromEmpty.parameters.values.keys where d.parameter(named: key) == nil {
        return violation("its parameters include '\(key)', which the catalogue does not list")
    }
    for (label, effect) in builders {
        if let diff = effectDifference(effect, fromEmpty) {
            return violation("\(label) and empty parameters build different effects: \(diff)")
        }
    }
    if let diff = effectDifference(d.make(fromEmpty.parameters), fromEmpty) {
        return violation("its parameters do not rebuild it: \(diff)")
    }
    return nil
}
