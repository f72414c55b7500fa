import TransitCore

/// Scene evaluation per frame for every catalogue effect: median and p99 time, heap allocations.
struct SceneResult {
    var name: String
    var median: Double, p99: Double  // nanoseconds
    var baselineMedian: Double  // `Scene.showing(.from, in:)`, interleaved
    var allocationsPerFrame: Double
    var isTiled: Bool
    var targetNanoseconds: Double { isTiled ? 50_000 : 10_000 }
    var meetsTime: Bool { median <= targetNanoseconds }
}

enum SceneBench {
    /// The effects whose scenes are many tiles (their target is 50 us).
    static let tiled: Set<String> = ["explode", "lines", "fold"]

    static func run(catalogue: EffectCatalogue, context: TransitionContext, frames: Int) -> [SceneResult] {
        catalogue.descriptors.map { d in
            let effect = d.make(ParameterValues())
            func progress(_ i: Int) -> Double { Double(i % 101) / 100 }
            for i in 0..<64 { sink &+= effect.evaluate(at: progress(i), in: context).layers.count }
            var i = 0
            let s = interleaved(
                rounds: frames,
                [
                    { time { sink &+= Scene.showing(.from, in: context).layers.count } },
                    {
                        i += 1
                        let p = progress(i)
                        return time { sink &+= effect.evaluate(at: p, in: context).layers.count }
                    },
                ])
            let before = Heap.allocations
            for i in 0..<frames { sink &+= effect.evaluate(at: progress(i), in: context).layers.count }
            let allocations = Double(Heap.allocations - before) / Double(frames)
            return SceneResult(
                name: d.name, median: s[1].median, p99: s[1].p99, baselineMedian: s[0].median,
                allocationsPerFrame: allocations, isTiled: tiled.contains(d.name))
        }
    }
}
