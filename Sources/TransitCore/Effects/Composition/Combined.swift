/// Several effects played at once over the same screens: each layer id that more than one effect
/// draws becomes one layer (the first effect's, with the others' transforms concatenated onto
/// its transform, their displacements added to its position and their opacities multiplied
/// into its opacity); a layer only one effect draws passes through unchanged, in its place.
///
/// Its name is the effects' names joined by `+` and its parameters are theirs, prefixed with
/// each effect's position (`1.duration`, `2.from`), so the catalogue, specs and the command line
/// build it like any other effect. It runs on the timing of its longest effect.
///
/// ```swift
/// let effect = Fade().combined(with: Zoom())     // "fade+zoom"
/// let same = try EffectCatalogue.builtIn.makeEffect(named: "fade+zoom", arguments: ["2.scale": "0.6"])
/// ```
public struct Combined: Effect {
    public static let descriptor = EffectDescriptor(
        Combined.self, name: "combined", summary: "Several effects at once over the same screens.", parameters: [])

    /// The effects, the first drawing the layers the others adjust.
    public var effects: [any Effect]

    public init(_ effects: [any Effect]) { self.effects = effects }

    /// Not a way to build a combination: a combination is named by its effects
    /// (`EffectCatalogue.makeEffect(named: "fade+slide")`); this gives a plain fade.
    public init(parameters: ParameterValues) { self.init([Fade()]) }

    public var name: String { effects.map { Composition.operand($0.name) }.joined(separator: "+") }
    public var parameters: ParameterValues { Composition.prefixed(effects.map(\.parameters)) }

    /// The timing of the longest effect.
    public var timing: Timing { longest.timing }
    public var backTiming: Timing { longest.backTiming }
    private var longest: any Effect {
        effects.max { $0.timing.duration < $1.timing.duration } ?? Fade()
    }

    /// Each effect draws its own back variant or its forward scene reversed, so the combination
    /// draws both directions itself whenever one of them has its own back variant.
    public var hasOwnBackVariant: Bool { effects.contains { $0.hasOwnBackVariant } }

    public func scene(at progress: Double, in context: TransitionContext) -> Scene {
        merged { $0.evaluate(at: progress, in: context) }
    }

    public func restingScene(in context: TransitionContext) -> Scene { merged { $0.restingScene(in: context) } }
    public func initialScene(in context: TransitionContext) -> Scene { merged { $0.initialScene(in: context) } }
    public func finalScene(in context: TransitionContext) -> Scene { merged { $0.finalScene(in: context) } }

    private func merged(_ scene: (any Effect) -> Scene) -> Scene {
        guard let first = effects.first else { return Scene(size: .zero) }
        return effects.dropFirst().reduce(scene(first)) { Self.merge($0, scene($1)) }
    }

    /// `b`'s layers merged into `a`: a shared id adjusts `a`'s layer; a layer of `b`'s own goes in
    /// just below the shared layer that follows it in `b` (a shade stays under the screen that
    /// covers it), or, with none following, just above the last shared layer before it.
    public static func merge(_ a: Scene, _ b: Scene) -> Scene {
        var out = a
        if out.eyeDistance == nil { out.eyeDistance = b.eyeDistance }
        var pending: [Layer] = []
        var last = -1
        for layer in b.layers {
            guard let i = out.layers.firstIndex(where: { $0.id == layer.id }) else {
                pending.append(layer)
                continue
            }
            out.layers.insert(contentsOf: pending, at: i)
            let j = i + pending.count
            pending = []
            out.layers[j].transform = out.layers[j].transform.concatenating(layer.transform)
            out.layers[j].position = out.layers[j].position + displacement(of: layer, in: b.size)
            out.layers[j].opacity *= layer.opacity
            if out.layers[j].mask == nil { out.layers[j].mask = layer.mask }
            last = j
        }
        out.layers.insert(contentsOf: pending, at: last + 1)
        return out
    }

    /// How far a layer sits from where a layer of its size and anchor rests centred in the container.
    static func displacement(of layer: Layer, in size: Size) -> Vector {
        let rest = Point(
            x: size.width / 2 + (layer.anchorPoint.x - 0.5) * layer.bounds.width,
            y: size.height / 2 + (layer.anchorPoint.y - 0.5) * layer.bounds.height)
        return layer.position - rest
    }
}

extension Effect {
    /// This effect and `other` played at once over the same screens (see `Combined`).
    ///
    /// ```swift
    /// let effect = Push().combined(with: Fade())
    /// ```
    public func combined(with other: any Effect) -> Combined {
        let mine = (self as? Combined)?.effects ?? [self]
        return Combined(mine + [other])
    }
}

extension Effect where Self == Combined {
    /// Several effects at once over the same screens.
    public static func combined(_ effects: any Effect...) -> Combined { Combined(effects) }

    /// Effects in stages: each runs over its own part of the progress (`0...1`) and rests before
    /// and after it, all over the same screens.
    ///
    /// ```swift
    /// let effect: some Effect = .sequence([(ZoomOut(), 0...0.6), (Fade(), 0.4...1)])
    /// ```
    public static func sequence(_ stages: [(effect: any Effect, range: ClosedRange<Double>)]) -> Combined {
        Combined(stages.map { $0.effect.staged($0.range) })
    }
}
