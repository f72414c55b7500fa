import TransitCore
import TransitRender

/// A small writer of JSON text with keys in the order written, so the same value always gives the
/// same bytes (Foundation's encoders sort or shuffle keys and print numbers at full noise).
///
/// Numbers are written in Swift's shortest round-trip form, integers without a fraction, and
/// values within 1e-12 of a whole number as that number; non-finite numbers become `null`.
///
/// ```swift
/// var json = JSONText()
/// json.object { o in o.field("width") { $0.number(390) } }
/// json.text   // {"width":390}
/// ```
struct JSONText {
    private(set) var text = ""

    /// A number (`null` when not finite).
    mutating func number(_ v: Double) { text += Self.format(v) }

    /// A quoted string with JSON escapes.
    mutating func string(_ s: String) {
        text += "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case "<": text += "\\u003c"  // never `</script>` inside an inlined script
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    text.unicodeScalars.append(scalar)
                }
            }
        }
        text += "\""
    }

    mutating func bool(_ b: Bool) { text += b ? "true" : "false" }
    mutating func null() { text += "null" }
    /// Text that is already JSON.
    mutating func raw(_ json: String) { text += json }

    /// An array of numbers.
    mutating func numbers(_ values: [Double]) {
        text += "["
        for (i, v) in values.enumerated() {
            if i > 0 { text += "," }
            number(v)
        }
        text += "]"
    }

    /// An array whose elements `body` writes, one per call of `element`.
    mutating func array<S: Sequence>(_ items: S, _ body: (inout JSONText, S.Element) -> Void) {
        text += "["
        var first = true
        for item in items {
            if !first { text += "," }
            first = false
            body(&self, item)
        }
        text += "]"
    }

    /// An object whose fields `body` writes.
    mutating func object(_ body: (inout ObjectWriter) -> Void) {
        var o = ObjectWriter(json: self)
        text = ""
        o.json.text += "{"
        body(&o)
        o.json.text += "}"
        self = o.json
    }

    /// Writes the fields of one object.
    struct ObjectWriter {
        fileprivate var json: JSONText
        private var count = 0
        fileprivate init(json: JSONText) { self.json = json }

        /// A field whose value `value` writes.
        mutating func field(_ key: String, _ value: (inout JSONText) -> Void) {
            if count > 0 { json.text += "," }
            count += 1
            json.string(key)
            json.text += ":"
            value(&json)
        }

        mutating func number(_ key: String, _ v: Double) { field(key) { $0.number(v) } }
        mutating func string(_ key: String, _ s: String) { field(key) { $0.string(s) } }
        mutating func bool(_ key: String, _ b: Bool) { field(key) { $0.bool(b) } }
        mutating func numbers(_ key: String, _ v: [Double]) { field(key) { $0.numbers(v) } }
    }

    /// The JSON form of a number.
    static func format(_ v: Double) -> String {
        guard v.isFinite else { return "null" }
        let whole = v.rounded()
        if abs(v - whole) < 1e-12 && abs(whole) < 1e15 { return String(Int64(whole)) }
        return "\(v)"
    }
}
