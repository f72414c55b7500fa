import CMallocCounter

#if canImport(Glibc)
    import Glibc
#endif

/// Monotonic time in nanoseconds.
@inline(__always) func nanoseconds() -> UInt64 {
    var t = timespec()
    clock_gettime(CLOCK_MONOTONIC, &t)
    return UInt64(t.tv_sec) * 1_000_000_000 + UInt64(t.tv_nsec)
}

/// Times one call of `body`, in nanoseconds.
@inline(__always) func time(_ body: () -> Void) -> Double {
    let t0 = nanoseconds()
    body()
    return Double(nanoseconds() - t0)
}

/// Timings of one subject.
struct Samples {
    var values: [Double] = []
    mutating func add(_ v: Double) { values.append(v) }
    func quantile(_ q: Double) -> Double {
        guard !values.isEmpty else { return .nan }
        let s = values.sorted()
        return s[min(s.count - 1, Int((Double(s.count - 1) * q).rounded()))]
    }
    var median: Double { quantile(0.5) }
    var p99: Double { quantile(0.99) }
}

/// Runs the subjects in turn, `rounds` times (a, b, c, a, b, c, ...), so load changes hit every
/// subject alike; returns each subject's samples.
func interleaved(rounds: Int, _ subjects: [() -> Double]) -> [Samples] {
    var out = [Samples](repeating: Samples(), count: subjects.count)
    for _ in 0..<rounds { for (i, s) in subjects.enumerated() { out[i].add(s()) } }
    return out
}

/// The heap counters of the malloc interposer (CMallocCounter).
struct Heap {
    static var allocations: UInt64 { transit_malloc_read().allocations }
    static var liveBytes: Int64 { transit_malloc_read().liveBytes }
    static var peakBytes: Int64 { transit_malloc_read().peakBytes }
    static func resetPeak() { transit_malloc_reset_peak() }
}

/// Keeps results alive so the optimiser cannot drop the work.
nonisolated(unsafe) var sink = 0

/// The 1-minute load average and the CPU model, for the report header.
enum Machine {
    static func loadAverage() -> Double {
        var l = [Double](repeating: 0, count: 3)
        return getloadavg(&l, 3) > 0 ? l[0] : .nan
    }
    static var cores: Int { Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))) }
}
