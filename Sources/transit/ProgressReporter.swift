import Foundation

/// Reports progress through long work on standard error: a bar redrawn in place when standard
/// error is a terminal, a plain line at every tenth of the way otherwise (logs, CI), nothing when
/// quiet.
///
/// ```swift
/// try ProgressReporter.run(total: 120, quiet: false) { (progress) throws(CLIError) in
///     for i in 0..<120 { render(i); progress.advance(label: "fade forward") }
/// }
/// ```
struct ProgressReporter {
    enum Style {
        /// `[#####-----]  50%  60/120  fade forward`, redrawn with a carriage return.
        case bar
        /// `transit: 60/120 frames (50%)` at each tenth.
        case lines
        case silent
    }

    let total: Int
    let style: Style
    private(set) var done = 0
    private var lastTenth = 0

    /// A reporter for `total` steps: a bar when standard error is a terminal, lines otherwise.
    init(total: Int, quiet: Bool) {
        self.total = max(1, total)
        style = quiet ? .silent : isatty(2) != 0 ? .bar : .lines
    }

    /// Counts one step done.
    mutating func advance(label: String = "") {
        done += 1
        switch style {
        case .silent: break
        case .bar:
            let width = 30
            let filled = min(done, total) * width / total
            let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
            printError("\r\u{1B}[K[\(bar)] \(pad(percent, 3))%  \(done)/\(total)  \(label)")
        case .lines:
            let tenth = min(10, done * 10 / total)
            if tenth > lastTenth {
                lastTenth = tenth
                printError(
                    "transit: \(done)/\(total) frames (\(percent)%)" + (label.isEmpty ? "" : ", \(label)") + "\n")
            }
        }
    }

    /// Runs `body` with a reporter, then ends the bar's line exactly once (also when `body`
    /// throws), so what follows starts on a fresh line.
    static func run<T>(total: Int, quiet: Bool, _ body: (inout ProgressReporter) throws(CLIError) -> T)
        throws(CLIError) -> T
    {
        var reporter = ProgressReporter(total: total, quiet: quiet)
        defer { if reporter.style == .bar { printError("\n") } }
        return try body(&reporter)
    }

    private var percent: Int { min(done, total) * 100 / total }

    private func pad(_ n: Int, _ width: Int) -> String {
        let s = String(n)
        return String(repeating: " ", count: max(0, width - s.count)) + s
    }
}
