extension TransitionRegistry {
    /// Remembers a transition described by a spec: its effect, its back effect (the same one
    /// reversed when the spec has none) and the spec's timing for both directions.
    ///
    /// ```swift
    /// var registry = TransitionRegistry<Int>()
    /// try registry.record(spec, for: 7)
    /// registry.transition(for: .back, of: 7)?.timing // the spec's timing, else the back effect's own
    /// ```
    /// - Throws: `CatalogueError` when the spec names an effect the catalogue does not have.
    package mutating func record(_ spec: TransitionSpec, for key: Key, catalogue: EffectCatalogue = .builtIn)
        throws(CatalogueError)
    {
        let forwardEffect = try spec.makeEffect(for: .forward, in: catalogue)
        let backEffect = try spec.makeEffect(for: .back, in: catalogue)
        record(
            forwardEffect, back: backEffect,
            timing: spec.timing(for: forwardEffect, direction: .forward),
            backTiming: spec.timing(for: backEffect, direction: .back), for: key)
    }
}
