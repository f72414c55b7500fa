#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// XWTransition's explode: the old screen breaks into square tiles that fly to random offsets,
/// spin, shrink and fade, revealing the new screen behind.
///
/// The screen is cut into `columns` columns of square tiles (the last row may be shorter), all
/// regions of one snapshot. Every offset and spin comes from `seed`, so the same seed always
/// gives the same frames. Offsets reach about a quarter of the screen's shorter side. Going back,
/// the detail screen explodes over the list, as in the original.
///
/// ```swift
/// let effect: some Effect = .explode(columns: 10, seed: 7)
/// ```
public struct Explode: DeclaredEffect {
    @usableFromInline static let columnsParameter = EffectParameter.integer(
        \Explode.columns, "columns", 1...64, default: 10, "Tiles across the screen; tiles are square.")
    @usableFromInline static let seedParameter = EffectParameter.integer(
        \Explode.seed, "seed", 0...Int(Int32.max), default: 0, "Seed of the tiles' offsets and spins.")
    @usableFromInline static let durationParameter = EffectParameter.duration(\Explode.duration, default: 1)
    public static let declaredParameters: [any ParameterDeclaration<Explode>] = [
        columnsParameter, seedParameter, durationParameter,
    ]
    public static let descriptor = EffectDescriptor(
        Explode.self, name: "explode",
        summary: "The old screen breaks into tiles that fly apart, spin, shrink and fade.")
    public static var defaults: Explode { Explode() }

    public var columns: Int
    public var seed: Int
    public var duration: Double

    public init(
        columns: Int = Explode.columnsParameter.default, seed: Int = Explode.seedParameter.default,
        duration: Double = Explode.durationParameter.default
    ) {
        self.columns = min(max(columns, 1), 64)
        self.seed = seed
        self.duration = duration
    }

    public var timing: Timing { .curve(.easeInEaseOut, duration: duration) }
    /// The back explodes the screen being left, as the original runs the same animation for the
    /// back (XWCoolAnimator+XWExplode.m lines 14-20), instead of imploding tiles onto the list.
    public var hasOwnBackVariant: Bool { true }

    /// How far a tile may fly, as a fraction of the shorter side (the original's 100 of 375 points).
    static let reach = 0.27
    /// The scale a tile shrinks to.
    static let endScale = 0.01

    public func scene(at progress: Double, in context: TransitionContext) -> Scene {
        if progress <= 0 { return .showing(.from, in: context) }
        if progress >= 1 { return restingScene(in: context) }
        let size = context.size
        let xs = pixelSnappedCuts(length: size.width, count: columns, scale: context.scale)
        let ys = pixelSnappedCuts(length: size.height, step: size.width / Double(columns), scale: context.scale)
        let reach = Self.reach * min(size.width, size.height)
        let scale = lerp(1, Self.endScale, progress)
        var random = SeededGenerator(seed: seed)

        var s = Scene.showing(.to, in: context)
        s.layers.reserveCapacity(1 + (xs.count - 1) * (ys.count - 1))
        var index = 0
        for i in 0..<(xs.count - 1) {
            for j in 0..<(ys.count - 1) {
                let dx = random.next(in: -reach...reach)
                let dy = random.next(in: -reach...reach)
                let spin = random.next(in: -Double.pi...Double.pi)
                var tile = Layer.tile(
                    tileID(.explode, index), of: .from,
                    region: Rect(x: xs[i], y: ys[j], width: xs[i + 1] - xs[i], height: ys[j + 1] - ys[j]), in: size)
                tile.position.x += dx * progress
                tile.position.y += dy * progress
                // A turn about z and a uniform scale, written out (CATransform3D's layout).
                let c = cos(spin * progress) * scale
                let sn = sin(spin * progress) * scale
                tile.transform.m11 = c
                tile.transform.m12 = sn
                tile.transform.m21 = -sn
                tile.transform.m22 = c
                tile.opacity = 1 - progress
                s.layers.append(consume tile)
                index += 1
            }
        }
        return s
    }
}

extension Effect where Self == Explode {
    /// The old screen shatters into `columns` columns of tiles scattered by `seed`.
    public static func explode(
        columns: Int = Explode.columnsParameter.default, seed: Int = Explode.seedParameter.default,
        duration: Double = Explode.durationParameter.default
    ) -> Explode {
        Explode(columns: columns, seed: seed, duration: duration)
    }
}
