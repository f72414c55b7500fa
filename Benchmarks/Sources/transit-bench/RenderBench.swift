import TransitCore
import TransitRender

/// Rendering per frame at the snapshots' size, one core and all cores, each effect interleaved
/// with the two memory-floor baselines: a plain copy and a plain 8-bit blend of the two screens.
struct RenderResult {
    var name: String
    var copy: Double, blend: Double  // medians, nanoseconds
    var oneCore: Double, allCores: Double
    /// One core, the median of the slowest progress value's frames alone (`oneCore` is the median of
    /// all the frames, which a single slow progress value does not move).
    var slowest: Double = .nan
    /// Heap bytes allocated above what was live when the frame started, at the frame's peak.
    var transientPeakBytes: Int64
    /// The frame plans of the scenes (`Renderer.planDescription`), each once, in order.
    var plans: [String] = []
}

enum RenderBench {
    static let progresses = [0.25, 0.5, 0.75]

    /// Copies `from` into `out`: the floor of any frame.
    static func copy(_ s: SnapshotSet, into out: inout Bitmap) {
        out.pixels.withUnsafeMutableBytes { d in s.from.pixels.withUnsafeBytes { d.copyMemory(from: $0) } }
    }

    /// A half-and-half 8-bit blend of the two screens into `out`, packed two channels per lane.
    static func blend(_ s: SnapshotSet, into out: inout Bitmap) {
        out.pixels.withUnsafeMutableBytes { d in
            s.from.pixels.withUnsafeBytes { a in
                s.to.pixels.withUnsafeBytes { b in
                    let o = d.bindMemory(to: UInt32.self)
                    let x = a.bindMemory(to: UInt32.self)
                    let y = b.bindMemory(to: UInt32.self)
                    for i in 0..<o.count {
                        o[i] = half(x[i], y[i])
                    }
                }
            }
        }
    }

    /// The channel-wise mean of two packed pixels, two channels per 32-bit lane.
    @inline(__always) static func half(_ p: UInt32, _ q: UInt32) -> UInt32 {
        let m: UInt32 = 0x00FF_00FF
        let rbSum: UInt32 = (p & m) &* 128 &+ (q & m) &* 128
        let gaSum: UInt32 = ((p >> 8) & m) &* 128 &+ ((q >> 8) & m) &* 128
        return ((rbSum >> 8) & m) | (((gaSum >> 8) & m) << 8)
    }

    /// Times `scenes` (cycled) against both baselines, `rounds` times each.
    static func measure(name: String, scenes: [Scene], snapshots: SnapshotSet, rounds: Int) -> RenderResult {
        var out = Bitmap(width: snapshots.from.width, height: snapshots.from.height)
        let one = Renderer()
        let all = Renderer().with(threads: Machine.cores)
        one.render(scenes[0], snapshots: snapshots, into: &out)  // warm up
        let live = Heap.liveBytes
        Heap.resetPeak()
        for s in scenes { one.render(s, snapshots: snapshots, into: &out) }
        let transient = Heap.peakBytes - live
        var i = 0
        var j = 0
        // One core, each scene's frames apart.
        var byScene = [Samples](repeating: Samples(), count: scenes.count)
        let r = interleaved(
            rounds: rounds,
            [
                { time { copy(snapshots, into: &out) } },
                { time { blend(snapshots, into: &out) } },
                {
                    i += 1
                    let k = i % scenes.count
                    let t = time { one.render(scenes[k], snapshots: snapshots, into: &out) }
                    byScene[k].add(t)
                    return t
                },
                {
                    j += 1
                    let s = scenes[j % scenes.count]
                    return time { all.render(s, snapshots: snapshots, into: &out) }
                },
            ])
        var plans: [String] = []
        for s in scenes {
            let plan = one.planDescription(of: s, snapshots: snapshots)
            if !plans.contains(plan) { plans.append(plan) }
        }
        let slowest = byScene.map(\.median).max() ?? .nan
        return RenderResult(
            name: name, copy: r[0].median, blend: r[1].median, oneCore: r[2].median, allCores: r[3].median,
            slowest: slowest, transientPeakBytes: transient, plans: plans)
    }
}

extension Renderer {
    func with(threads: Int) -> Renderer {
        var r = self
        r.threads = threads
        return r
    }
}

/// One effect's frames (or a baseline's), for instruction counts under callgrind.
enum Frame {
    @inline(never)
    static func run(
        _ name: String, scene: Scene, snapshots: SnapshotSet, threads: Int, repeats: Int, into out: inout Bitmap
    ) {
        let r = Renderer().with(threads: threads)
        for _ in 0..<repeats {
            switch name {
            case "copy": RenderBench.copy(snapshots, into: &out)
            case "blend": RenderBench.blend(snapshots, into: &out)
            default: r.render(scene, snapshots: snapshots, into: &out)
            }
        }
    }
}
