import TransitCore

/// Typed readers for the values of options, each failing with a usage error that names the
/// option, the text it got and what it expects.
extension ParsedArguments {
    /// A number in `range`, or `fallback` when the option is absent.
    func number(_ key: String, in range: ClosedRange<Double>, default fallback: Double) throws(CLIError) -> Double {
        guard let text = value(key) else { return fallback }
        guard let x = Double(text), x.isFinite, range.contains(x) else {
            throw .usage(
                "\(key) must be a number in \(format(range.lowerBound))...\(format(range.upperBound)), not '\(text)'")
        }
        return x
    }

    /// A size written `WIDTHxHEIGHT` in points (`390x844`), or `fallback` when absent.
    func size(_ key: String, default fallback: Size) throws(CLIError) -> Size {
        guard let text = value(key) else { return fallback }
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]),
            (1...10_000).contains(w), (1...10_000).contains(h)
        else {
            throw .usage("\(key) must be WIDTHxHEIGHT in points, each in 1...10000 (as 390x844), not '\(text)'")
        }
        return Size(width: w, height: h)
    }

    /// A point written `x,y`, if given.
    func point(_ key: String) throws(CLIError) -> Point? {
        guard let text = value(key) else { return nil }
        guard let n = numbers(text, count: 2) else {
            throw .usage("\(key) must be a point x,y in points (as 120,300), not '\(text)'")
        }
        return Point(x: n[0], y: n[1])
    }

    /// The effect parameters given as `-p NAME=VALUE`, by name.
    func effectArguments(_ key: String) throws(CLIError) -> [String: String] {
        var result: [String: String] = [:]
        for text in values(key) {
            guard let eq = text.firstIndex(of: "="), eq != text.startIndex else {
                throw .usage("\(key) must be NAME=VALUE (as -p startRadius=20), not '\(text)'")
            }
            let name = String(text[..<eq]), value = String(text[text.index(after: eq)...])
            if result[name] != nil { throw .usage("parameter '\(name)' is given more than once") }
            result[name] = value
        }
        return result
    }

    /// The shared elements given as `ID:x,y,w,h:x,y,w,h` (frame on the from-screen, then on the to-screen).
    func sharedElements(_ key: String) throws(CLIError) -> [SharedElement] {
        var seen: Set<String> = []
        var result: [SharedElement] = []
        for text in values(key) {
            let parts = text.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count == 3, !parts[0].isEmpty,
                let a = numbers(parts[1], count: 4), let b = numbers(parts[2], count: 4),
                a[2] > 0, a[3] > 0, b[2] > 0, b[3] > 0
            else {
                throw .usage(
                    "\(key) must be ID:x,y,w,h:x,y,w,h (the element's frame on the from-screen, then on the to-screen, with positive sizes), not '\(text)'"
                )
            }
            let id = String(parts[0])
            if !seen.insert(id).inserted { throw .usage("shared element '\(id)' is given more than once") }
            result.append(
                SharedElement(
                    id: id, fromFrame: Rect(x: a[0], y: a[1], width: a[2], height: a[3]),
                    toFrame: Rect(x: b[0], y: b[1], width: b[2], height: b[3])))
        }
        return result
    }
}

/// `count` comma-separated finite numbers, or nil.
private func numbers(_ text: some StringProtocol, count: Int) -> [Double]? {
    let values = text.split(separator: ",", omittingEmptySubsequences: false).compactMap { Double($0) }
    guard values.count == count, values.allSatisfy(\.isFinite) else { return nil }
    return values
}

/// A number as a person writes it: `60`, not `60.0`.
func format(_ x: Double) -> String {
    x == x.rounded() && abs(x) < 1e15 ? String(Int(x)) : String(x)
}
