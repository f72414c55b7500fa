import Foundation

/// Reports progress through long work on standard error: a bar redrawn in place when standard
/// error is a terminal, a plain line at every tenth of the way otherwise (logs, CI), nothing when
/// quiet.
///
/// ```swift
/// var progress = ProgressReporter(total: 120, quiet: false)
/// for i in 0..<120 { render(i); progress.advance(label: "fade forward") }
/// progress.finish()
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
    private var isFinished = false

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
            let width = 30, filled = done * width / total
            let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
            printError("\r\u{1B}[K[\(bar)] \(pad(percent, 3))%  \(done)/\(total)  \(label)")
        case .lines:
            let tenth = done * 10 / total
            if tenth > lastTenth {
                lastTenth = tenth
                printError(
                    "transit: \(done)/\(total) frames (\(percent)%)" + (label.isEmpty ? "" : ", \(label)") + "\n")
            }
        }
    }

    /// Ends the bar's line, so what follows starts on a fresh one. Only the first call counts.
    mutating func finish() {
        if style == .bar && !isFinished { printError("\n") }
        isFinished = true
    }

    private var percent: Int { done * 100 / total }

    private func pad(_ n: Int, _ width: Int) -> String {
        let s = String(n)
        return String(repeating: " ", count: max(0, width - s.count)) + s
    }
}
