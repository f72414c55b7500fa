import TransitCore
import TransitRender

/// JSON text laid out for reading and diffing: each field of an object on its own line, arrays
/// of objects or arrays one element a line, arrays of plain values (a transform's 16 numbers, a
/// colour) on one line. Numbers, strings and key order are kept byte for byte, so the layout
/// changes nothing a reader of the JSON sees.
///
/// ```swift
/// PrettyJSON.format(#"{"size":[390,844],"layers":[{"id":"a"}]}"#)
/// // {
/// //   "size": [390, 844],
/// //   "layers": [
/// //     {
/// //       "id": "a"
/// //     }
/// //   ]
/// // }
/// ```
public enum PrettyJSON {
    /// `json` (valid JSON text, as `SceneJSON` writes it) laid out with `indent` spaces a level.
    public static func format(_ json: String, indent: Int = 2) -> String {
        var tokens = Tokens(Array(json.utf8))
        var out: [UInt8] = []
        out.reserveCapacity(json.utf8.count * 2)
        write(&tokens, into: &out, depth: 0, indent: indent)
        return String(decoding: out, as: UTF8.self)
    }

    /// The JSON text as a stream of its values' pieces, whitespace outside strings skipped.
    private struct Tokens {
        let bytes: [UInt8]
        var at = 0
        init(_ bytes: [UInt8]) { self.bytes = bytes }

        mutating func skipSpace() {
            while at < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[at]) { at += 1 }
        }
        mutating func peek() -> UInt8? {
            skipSpace()
            return at < bytes.count ? bytes[at] : nil
        }
        /// A string, number, literal or one punctuation byte, as it is written.
        mutating func scalarOrPunctuation() -> ArraySlice<UInt8> {
            skipSpace()
            let start = at
            guard at < bytes.count else { return [] }
            if bytes[at] == UInt8(ascii: "\"") {
                at += 1
                while at < bytes.count, bytes[at] != UInt8(ascii: "\"") {
                    at += bytes[at] == UInt8(ascii: "\\") ? 2 : 1
                }
                at = min(at + 1, bytes.count)
            } else if "{}[]:,".utf8.contains(bytes[at]) {
                at += 1
            } else {
                while at < bytes.count, !"{}[]:, \n\r\t".utf8.contains(bytes[at]) { at += 1 }
            }
            return bytes[start..<at]
        }
        /// Whether the array starting here holds only plain values (no objects or arrays).
        func arrayIsFlat() -> Bool {
            var i = at + 1
            var inString = false
            while i < bytes.count {
                let b = bytes[i]
                if inString {
                    if b == UInt8(ascii: "\\") { i += 1 } else if b == UInt8(ascii: "\"") { inString = false }
                } else if b == UInt8(ascii: "\"") {
                    inString = true
                } else if b == UInt8(ascii: "{") || b == UInt8(ascii: "[") {
                    return false
                } else if b == UInt8(ascii: "]") {
                    return true
                }
                i += 1
            }
            return true
        }
    }

    private static func newline(_ out: inout [UInt8], _ depth: Int, _ indent: Int) {
        out.append(UInt8(ascii: "\n"))
        out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: depth * indent))
    }

    /// One value and everything inside it.
    private static func write(_ t: inout Tokens, into out: inout [UInt8], depth: Int, indent: Int) {
        guard let first = t.peek() else { return }
        let isObject = first == UInt8(ascii: "{")
        guard isObject || first == UInt8(ascii: "[") else {
            out.append(contentsOf: t.scalarOrPunctuation())
            return
        }
        let flat = !isObject && t.arrayIsFlat()
        out.append(contentsOf: t.scalarOrPunctuation())
        let close = UInt8(ascii: isObject ? "}" : "]")
        if t.peek() == close {
            out.append(contentsOf: t.scalarOrPunctuation())
            return
        }
        while true {
            if !flat { newline(&out, depth + 1, indent) }
            if isObject {
                out.append(contentsOf: t.scalarOrPunctuation())  // the key
                _ = t.scalarOrPunctuation()  // ":"
                out.append(contentsOf: ": ".utf8)
            }
            write(&t, into: &out, depth: depth + 1, indent: indent)
            let next = t.scalarOrPunctuation()
            if next.first == UInt8(ascii: ",") {
                out.append(contentsOf: flat ? ", ".utf8 : ",".utf8)
                continue
            }
            if !flat { newline(&out, depth, indent) }
            out.append(contentsOf: next)
            return
        }
    }
}
