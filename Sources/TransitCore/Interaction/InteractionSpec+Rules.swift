/// The spec's rules as functions: geometry of the gesture, bounds on progress, the release decision.
extension InteractionSpec {
    /// The finger travel, in points, that means 100% in a container of `size`, with the rate applied.
    ///
    /// ```swift
    /// InteractionSpec(direction: .right).pointsPerUnitProgress(in: Size(width: 390, height: 844)) // 390
    /// ```
    public func pointsPerUnitProgress(in size: Size) -> Double {
        let base: Double
        switch completionDistance {
        case .fraction(let f): base = f * (direction.isHorizontal ? size.width : size.height)
        case .points(let p): base = p
        }
        return max(base, 1e-9) / max(rate, 1e-9)
    }

    /// Progress for a displacement `v` in points along the spec's direction (negative when against it).
    public func progress(for v: Vector, in size: Size, layout: LayoutDirection) -> Double {
        let u = direction.unitVector(for: layout)
        return (v.dx * u.dx + v.dy * u.dy) / pointsPerUnitProgress(in: size)
    }

    /// Whether a gesture may begin at `p` (the begin region, or the tap-to-close region).
    public func admitsBegin(at p: Point, in size: Size, layout: LayoutDirection) -> Bool {
        if let tap = tapToClose, tap.region.contains(p) { return true }
        switch beginRegion {
        case .anywhere:
            return true
        case .edge(let inset):
            switch direction.resolved(for: layout) {
            case .right: return p.x <= inset
            case .left: return p.x >= size.width - inset
            case .down: return p.y <= inset
            default: return p.y >= size.height - inset
            }
        }
    }

    /// The lowest and highest progress the transition can show.
    public var progressBounds: ClosedRange<Double> {
        switch overscroll {
        case .clamp: 0...1
        case .rubberBand(_, let limit): -limit...(1 + limit)
        }
    }

    /// The progress shown for a raw progress: clamped, or with rubber-band resistance beyond 0 and 1.
    ///
    /// ```swift
    /// let spec = InteractionSpec(direction: .right, overscroll: .rubberBand(coefficient: 0.55, limit: 0.2))
    /// spec.boundedProgress(1.5) // about 1.116, always below 1.2
    /// ```
    public func boundedProgress(_ raw: Double) -> Double {
        switch overscroll {
        case .clamp:
            return clamp01(raw)
        case .rubberBand(let c, let limit):
            func resist(_ x: Double) -> Double { limit * (1 - 1 / (x * c / limit + 1)) }
            if raw > 1 { return 1 + resist(raw - 1) }
            if raw < 0 { return -resist(-raw) }
            return raw
        }
    }

    /// Whether a release at progress `p` moving at `velocity` (progress per second) finishes.
    /// `speed` is the finger's speed along the axis in points per second (for the minimum flick).
    public func releaseFinishes(progress p: Double, velocity: Double, speed: Double) -> Bool {
        switch release {
        case .threshold(let t):
            return p >= t
        case .projected(let t, let rate, let minimumFlick):
            return Self.project(p, velocity: abs(speed) < minimumFlick ? 0 : velocity, decelerationRate: rate) >= t
        }
    }

    /// Where progress `p` moving at `velocity` per second comes to rest when it decelerates by
    /// `decelerationRate` each millisecond: `p + (velocity / 1000) * r / (1 - r)`.
    ///
    /// ```swift
    /// InteractionSpec.project(0.3, velocity: 3, decelerationRate: 0.99) // 0.597
    /// ```
    public static func project(_ p: Double, velocity: Double, decelerationRate r: Double) -> Double {
        let rate = min(max(r, 0), 0.999_999)
        return p + velocity / 1000 * rate / (1 - rate)
    }
}
