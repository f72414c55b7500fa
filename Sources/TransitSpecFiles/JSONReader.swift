import TransitCore
import TransitFiles

/// A strict JSON reader (RFC 8259) that builds a `SpecValue` in one linear pass and names the key
/// path and line of every problem: nesting deeper than `maxDepth`, a duplicate key, a number out
/// of `Double`'s range, a lone surrogate, a byte that is not UTF-8, a control character.
///
/// Foundation's `JSONDecoder` keeps the first of two duplicate keys silently and says only "not
/// valid JSON" for most of these; specs and traces are small documents, so a reader of our own
/// is cheap and says exactly what is wrong.
///
/// ```swift
/// let tree = try JSONReader.read(Array(#"{"effect": "fade"}"#.utf8))   // .object(["effect": .string("fade")])
/// ```
/// - Complexity: O(n) in the document's length; recursion is bounded by `maxDepth`.
enum JSONReader {
    /// The deepest nesting of arrays and objects accepted (as Foundation's JSON reader).
    static let maxDepth = 512

    /// The value tree of a JSON document.
    /// - Throws: `SpecError` at the key path where reading stopped, with the line and column.
    static func read(_ bytes: [UInt8]) throws(SpecError) -> SpecValue {
        var reader = Reader(bytes: bytes)
        return try reader.document()
    }

    /// The value tree of a JSON document whose top-level object's array at `key` is checked
    /// element by element like the rest but not kept: the tree holds an empty array there, and
    /// the elements' byte ranges come back instead. A trace of a million samples then costs one
    /// sample's tree at a time, not a million.
    /// - Throws: `SpecError` as `read(_:)`.
    static func read(_ bytes: [UInt8], settingAside key: String) throws(SpecError) -> (SpecValue, [Range<Int>]) {
        var reader = Reader(bytes: bytes)
        reader.asideKey = key
        let value = try reader.document()
        return (value, reader.aside)
    }

    private struct Reader {
        let bytes: [UInt8]
        var i = 0
        var path = SpecPath.root
        /// The top-level key whose array's elements are set aside, not kept (`read(_:settingAside:)`).
        var asideKey: String?
        /// The byte ranges of the elements set aside.
        var aside: [Range<Int>] = []

        init(bytes: [UInt8]) { self.bytes = bytes }

        mutating func document() throws(SpecError) -> SpecValue {
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { i = 3 }
            skipSpace()
            let value = try self.value(depth: 0)
            skipSpace()
            guard i == bytes.count else { throw fail("unexpected \(describe(i)) after the document") }
            return value
        }

        func fail(_ why: String) -> SpecError {
            SpecError(path, .unreadable("not valid JSON: \(why) (line \(position.line), column \(position.column))"))
        }

        var position: (line: Int, column: Int) {
            var line = 1
            var start = 0
            for k in 0..<min(i, bytes.count) where bytes[k] == 0x0A {
                line += 1
                start = k + 1
            }
            return (line, i - start + 1)
        }

        func describe(_ k: Int) -> String {
            guard k < bytes.count else { return "end of file" }
            let b = bytes[k]
            return (0x21...0x7E).contains(b) ? "'\(Character(Unicode.Scalar(b)))'" : "byte 0x" + hex(b)
        }

        mutating func skipSpace() {
            while i < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[i]) { i += 1 }
        }

        mutating func value(depth: Int) throws(SpecError) -> SpecValue {
            guard i < bytes.count else { throw fail("the document ends where a value should be") }
            switch bytes[i] {
            case UInt8(ascii: "{"): return try object(depth: depth + 1)
            case UInt8(ascii: "["): return try array(depth: depth + 1)
            case UInt8(ascii: "\""): return .string(try string())
            case UInt8(ascii: "t"):
                try literal("true")
                return .bool(true)
            case UInt8(ascii: "f"):
                try literal("false")
                return .bool(false)
            case UInt8(ascii: "n"):
                try literal("null")
                return .null
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
            default: throw fail("unexpected \(describe(i)) where a value should be")
            }
        }

        mutating func literal(_ word: String) throws(SpecError) {
            let w = Array(word.utf8)
            guard bytes.count - i >= w.count, Array(bytes[i..<i + w.count]) == w else {
                throw fail("unexpected \(describe(i)) where a value should be")
            }
            i += w.count
        }

        mutating func object(depth: Int) throws(SpecError) -> SpecValue {
            guard depth <= JSONReader.maxDepth else {
                throw fail("arrays and objects nested deeper than \(JSONReader.maxDepth) levels")
            }
            i += 1
            var members: [String: SpecValue] = [:]
            skipSpace()
            if i < bytes.count && bytes[i] == UInt8(ascii: "}") {
                i += 1
                return .object(members)
            }
            while true {
                skipSpace()
                guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else {
                    throw fail("unexpected \(describe(i)) where a key in quotes should be")
                }
                let key = try string()
                // The path grows and shrinks in place: copying it at every level made deep documents O(n x depth).
                path.components.append(.key(key))
                if members[key] != nil { throw fail("duplicate key; each key may appear once in an object") }
                skipSpace()
                guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else {
                    throw fail("unexpected \(describe(i)) where ':' should follow the key")
                }
                i += 1
                skipSpace()
                members[key] = try value(depth: depth)
                path.components.removeLast()
                if try closes(with: "}", "an object") { return .object(members) }
            }
        }

        mutating func array(depth: Int) throws(SpecError) -> SpecValue {
            guard depth <= JSONReader.maxDepth else {
                throw fail("arrays and objects nested deeper than \(JSONReader.maxDepth) levels")
            }
            let setsAside = depth == 2 && asideKey != nil && path.components == [.key(asideKey!)]
            i += 1
            var items: [SpecValue] = []
            var count = 0
            skipSpace()
            if i < bytes.count && bytes[i] == UInt8(ascii: "]") {
                i += 1
                return .array(items)
            }
            while true {
                skipSpace()
                path.components.append(.index(count))
                let start = i
                let item = try value(depth: depth)
                if setsAside { aside.append(start..<i) } else { items.append(item) }
                count += 1
                path.components.removeLast()
                if try closes(with: "]", "an array") { return .array(items) }
            }
        }

        /// After a member: true (and past it) at the closing bracket, false after a comma.
        mutating func closes(with closing: Unicode.Scalar, _ container: String) throws(SpecError) -> Bool {
            skipSpace()
            guard i < bytes.count else { throw fail("the document ends inside \(container)") }
            if bytes[i] == UInt8(ascii: ",") {
                i += 1
                return false
            }
            if bytes[i] == UInt8(ascii: closing) {
                i += 1
                return true
            }
            throw fail("unexpected \(describe(i)) where ',' or '\(closing)' should be")
        }

        mutating func number() throws(SpecError) -> Double {
            let start = i
            func digits() -> Int {
                let s = i
                while i < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[i]) { i += 1 }
                return i - s
            }
            if bytes[i] == UInt8(ascii: "-") { i += 1 }
            let leading = i
            guard digits() > 0 else { throw fail("a number needs digits after '-'") }
            if bytes[leading] == UInt8(ascii: "0") && i - leading > 1 { throw fail("a number cannot start with 0") }
            if i < bytes.count && bytes[i] == UInt8(ascii: ".") {
                i += 1
                guard digits() > 0 else { throw fail("a number needs digits after '.'") }
            }
            if i < bytes.count && (bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E")) {
                i += 1
                if i < bytes.count && (bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-")) { i += 1 }
                guard digits() > 0 else { throw fail("a number needs digits in its exponent") }
            }
            let text = String(decoding: bytes[start..<i], as: UTF8.self)
            guard let x = Double(text), x.isFinite else {
                throw fail("the number \(text.prefix(40)) is too large for a 64-bit floating-point number")
            }
            return x
        }

        mutating func string() throws(SpecError) -> String {
            i += 1
            var scalars = String.UnicodeScalarView()
            while true {
                guard i < bytes.count else { throw fail("the document ends inside a string") }
                let b = bytes[i]
                switch b {
                case UInt8(ascii: "\""):
                    i += 1
                    return String(scalars)
                case UInt8(ascii: "\\"):
                    scalars.append(try escape())
                case 0..<0x20:
                    throw fail("control character 0x\(hex(b)) in a string; write it as \\u00\(hex(b))")
                case 0..<0x80:
                    scalars.append(Unicode.Scalar(b))
                    i += 1
                default:
                    scalars.append(try utf8Scalar())
                }
            }
        }

        mutating func escape() throws(SpecError) -> Unicode.Scalar {
            guard i + 1 < bytes.count else { throw fail("the document ends inside a string") }
            let c = bytes[i + 1]
            i += 2
            switch c {
            case UInt8(ascii: "\""): return "\""
            case UInt8(ascii: "\\"): return "\\"
            case UInt8(ascii: "/"): return "/"
            case UInt8(ascii: "b"): return "\u{08}"
            case UInt8(ascii: "f"): return "\u{0C}"
            case UInt8(ascii: "n"): return "\n"
            case UInt8(ascii: "r"): return "\r"
            case UInt8(ascii: "t"): return "\t"
            case UInt8(ascii: "u"):
                let high = try hex4()
                if (0xDC00...0xDFFF).contains(high) {
                    throw fail("lone low surrogate \\u\(hex(UInt8(high >> 8)))\(hex(UInt8(high & 0xFF))) in a string")
                }
                guard (0xD800...0xDBFF).contains(high) else { return Unicode.Scalar(high)! }
                guard i + 1 < bytes.count, bytes[i] == UInt8(ascii: "\\"), bytes[i + 1] == UInt8(ascii: "u") else {
                    throw fail("lone high surrogate \\u\(hex(UInt8(high >> 8)))\(hex(UInt8(high & 0xFF))) in a string")
                }
                i += 2
                let low = try hex4()
                guard (0xDC00...0xDFFF).contains(low) else {
                    throw fail("lone high surrogate \\u\(hex(UInt8(high >> 8)))\(hex(UInt8(high & 0xFF))) in a string")
                }
                return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))!
            default:
                i -= 1
                throw fail("unknown escape \\\(describe(i)) in a string")
            }
        }

        mutating func hex4() throws(SpecError) -> UInt32 {
            guard i + 4 <= bytes.count else { throw fail("\\u needs four hexadecimal digits") }
            var v: UInt32 = 0
            for _ in 0..<4 {
                let b = bytes[i]
                let d: UInt32
                switch b {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): d = UInt32(b - UInt8(ascii: "0"))
                case UInt8(ascii: "a")...UInt8(ascii: "f"): d = UInt32(b - UInt8(ascii: "a") + 10)
                case UInt8(ascii: "A")...UInt8(ascii: "F"): d = UInt32(b - UInt8(ascii: "A") + 10)
                default: throw fail("\\u needs four hexadecimal digits")
                }
                v = v << 4 | d
                i += 1
            }
            return v
        }

        /// One multi-byte UTF-8 character, or an error naming the invalid byte.
        mutating func utf8Scalar() throws(SpecError) -> Unicode.Scalar {
            guard let (scalar, length) = PathBytes.utf8Scalar(in: bytes, at: i) else {
                throw fail("invalid UTF-8 byte 0x\(hex(bytes[i])) in a string")
            }
            i += length
            return scalar
        }
    }
}
