import Foundation

/// The benchmark's command line.
struct BenchOptions {
    var out = "BENCHMARKS.md"
    var work = ".build/bench"
    var pixman: String?
    /// The release `transit` binary, for the whole-command comparison with ffmpeg.
    var transit: String?
    var rounds = 9
    var frames = 2000
    var effects: Set<String> = []
    var chart = "Benchmarks/render-times.png"
    var external = true
    var frameOnly = false, frameEffect = "", frameProgress = 0.5, frameThreads = 1, frameRepeats = 1

    init<S: Collection>(_ args: S) where S.Element == String {
        var a = Array(args)
        if a.first == "frame" {
            frameOnly = true
            frameEffect = a.count > 1 ? a[1] : "fade"
            frameProgress = a.count > 2 ? Double(a[2]) ?? 0.5 : 0.5
            frameThreads = a.count > 3 ? Int(a[3]) ?? 1 : 1
            frameRepeats = a.count > 4 ? Int(a[4]) ?? 1 : 1
            return
        }
        while !a.isEmpty {
            let key = a.removeFirst()
            guard !a.isEmpty else { fatalError("\(key) needs a value") }
            let value = a.removeFirst()
            switch key {
            case "--out": out = value
            case "--work": work = value
            case "--pixman": pixman = value
            case "--transit": transit = value
            case "--rounds": rounds = Int(value) ?? rounds
            case "--frames": frames = Int(value) ?? frames
            case "--effects": effects = Set(value.split(separator: ",").map(String.init))
            case "--chart": chart = value
            case "--external": external = value != "no"
            default: fatalError("unknown option \(key)")
            }
        }
    }
}
