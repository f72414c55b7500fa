import TransitCore
import TransitFiles
import TransitRender

/// Reads an option's text into a typed value, or fails with a usage error that names the option,
/// the text it got (shortened and escaped) and what it expects.
///
/// ```swift
/// let fps = try ValueParser.number(in: 1...240).read("30", "--fps")   // 30
/// try ValueParser.number(in: 1...240).read("0", "--fps")
/// // --fps must be a number in 1...240, not '0'
/// ```
struct ValueParser<T> {
    /// What a valid value looks like, after "must be" (`a number in 1...240`).
    var expected: String
    /// The value, or nil when the text is not one.
    var parse: (String) -> T?
    /// How `--help` writes a default value.
    var describe: (T) -> String
    /// More to say about a text that does not parse (`did you mean ...`), if anything.
    var hint: (String) -> String? = { _ in nil }

    func read(_ text: String, _ name: String) throws(CLIError) -> T {
        guard let value = parse(text) else {
            throw .usage("\(name) must be \(expected), not '\(quoted(text))'" + (hint(text).map { "; " + $0 } ?? ""))
        }
        return value
    }
}

extension ValueParser where T == Double {
    /// A finite number in `range`.
    static func number(in range: ClosedRange<Double>) -> Self {
        Self(
            expected: "a number in \(format(range.lowerBound))...\(format(range.upperBound))",
            parse: { Double($0).flatMap { $0.isFinite && range.contains($0) ? $0 : nil } }, describe: format)
    }
}

extension ValueParser where T == Int {
    /// A whole number in `range`.
    static func integer(in range: ClosedRange<Int>) -> Self {
        Self(
            expected: "a whole number in \(range.lowerBound)...\(range.upperBound)",
            parse: { Int($0).flatMap { range.contains($0) ? $0 : nil } }, describe: { String($0) })
    }
}

extension ValueParser where T == [Double] {
    /// Comma-separated progresses, each a number in 0...1, from one to `count` of them.
    static func progresses(atMost count: Int) -> Self {
        Self(
            expected: "1 to \(count) comma-separated progresses, each a number in 0...1 (as 0,0.25,0.5)",
            parse: { text in
                let values = text.split(separator: ",", omittingEmptySubsequences: false).map { Double($0) }
                guard (1...count).contains(values.count), values.allSatisfy({ $0.map((0...1).contains) ?? false })
                else { return nil }
                return values.compactMap { $0 }
            }, describe: { $0.map(format).joined(separator: ",") })
    }
}

extension ValueParser where T == String {
    /// Any text but the empty string.
    static var text: Self {
        Self(expected: "a non-empty text", parse: { $0.isEmpty ? nil : $0 }, describe: { $0 })
    }

    /// A file or directory path: not empty, no NUL.
    static var path: Self {
        Self(expected: "a path", parse: { $0.isEmpty || $0.contains("\0") ? nil : $0 }, describe: { $0 })
    }

    /// `NAME=VALUE` with a non-empty name (an effect parameter); the text is kept whole.
    static var assignment: Self {
        Self(
            expected: "NAME=VALUE (as -p startRadius=20)",
            parse: { text in text.firstIndex(of: "=").flatMap { $0 == text.startIndex ? nil : text } },
            describe: { $0 })
    }
}

extension ValueParser where T == Size {
    /// `WIDTHxHEIGHT` in points, each in 1...10000 (`390x844`).
    static var size: Self {
        Self(
            expected: "WIDTHxHEIGHT in points, each in 1...10000 (as 390x844)",
            parse: { text in
                let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
                guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]),
                    (1...10_000).contains(w), (1...10_000).contains(h)
                else { return nil }
                return Size(width: w, height: h)
            }, describe: { "\(format($0.width))x\(format($0.height))" })
    }
}

extension ValueParser where T == Point {
    /// `x,y` in points, each finite.
    static var point: Self {
        Self(
            expected: "a point x,y in points (as 120,300)",
            parse: { numbers($0, count: 2).map { Point(x: $0[0], y: $0[1]) } },
            describe: { "\(format($0.x)),\(format($0.y))" })
    }
}

extension ValueParser where T == SharedElement {
    /// `ID:x,y,w,h:x,y,w,h`: the element's frame on the from-screen, then on the to-screen.
    static var sharedElement: Self {
        Self(
            expected:
                "ID:x,y,w,h:x,y,w,h (the element's frame on the from-screen, then on the to-screen, with positive sizes)",
            parse: { text in
                let parts = text.split(separator: ":", omittingEmptySubsequences: false)
                guard parts.count == 3, !parts[0].isEmpty,
                    let a = numbers(parts[1], count: 4), let b = numbers(parts[2], count: 4),
                    a[2] > 0, a[3] > 0, b[2] > 0, b[3] > 0
                else { return nil }
                return SharedElement(
                    id: String(parts[0]), fromFrame: Rect(x: a[0], y: a[1], width: a[2], height: a[3]),
                    toFrame: Rect(x: b[0], y: b[1], width: b[2], height: b[3]))
            }, describe: { $0.id })
    }
}

extension ValueParser where T: RawRepresentable & CaseIterable, T.RawValue == String {
    /// One of an enum's raw values.
    static var choice: Self {
        Self(
            expected: "one of " + T.allCases.map(\.rawValue).joined(separator: ", "),
            parse: { T(rawValue: $0) }, describe: { $0.rawValue })
    }
}

/// `count` comma-separated finite numbers, each within 1e9 in size, or nil.
private func numbers(_ text: some StringProtocol, count: Int) -> [Double]? {
    let values = text.split(separator: ",", omittingEmptySubsequences: false).compactMap { Double($0) }
    guard values.count == count, values.allSatisfy({ $0.isFinite && abs($0) <= 1e9 }) else { return nil }
    return values
}

/// A number as a person writes it: `60`, not `60.0`.
func format(_ x: Double) -> String { formatNumber(x) }

/// Text from the command line as an error message shows it: invalid bytes written `\xff`, at
/// most 40 characters, control characters escaped (`shownText`).
func quoted(_ text: String, limit: Int = 40) -> String {
    shownText(PathBytes.display(text), limit: limit)
}
