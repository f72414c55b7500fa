import TransitCore

/// A reader for XML property lists that builds a `SpecValue` in one linear pass: `dict`, `array`,
/// `key`, `string`, `integer`, `real`, `true` and `false`, comments, CDATA, the five predefined
/// entities and character references. Nesting deeper than 512 levels, duplicate keys, DTD
/// declarations (so no entity can expand, billion laughs included) and `data`/`date` values are
/// refused with the key path and line.
///
/// ```swift
/// let tree = try XMLPropertyListReader.read(Array("<plist><dict><key>effect</key><string>fade</string></dict></plist>".utf8))
/// ```
/// - Complexity: O(n) in the document's length; recursion is bounded by `JSONReader.maxDepth`.
enum XMLPropertyListReader {
    static func read(_ bytes: [UInt8]) throws(SpecError) -> SpecValue {
        var reader = Reader(bytes: bytes)
        return try reader.document()
    }

    private struct Tag {
        var name: String
        var isClosing: Bool
        var isEmpty: Bool
    }

    private struct Reader {
        let bytes: [UInt8]
        var i = 0
        var path = SpecPath.root

        init(bytes: [UInt8]) { self.bytes = bytes }

        func fail(_ why: String) -> SpecError {
            var line = 1
            for k in 0..<min(i, bytes.count) where bytes[k] == 0x0A { line += 1 }
            return SpecError(path, .unreadable("not a valid XML property list: \(why) (line \(line))"))
        }

        func starts(_ text: String) -> Bool {
            let t = Array(text.utf8)
            return bytes.count - i >= t.count && bytes[i..<i + t.count].elementsEqual(t)
        }

        /// Skips to just after `end`, or fails.
        mutating func skip(past end: String, what: String) throws(SpecError) {
            let e = Array(end.utf8)
            while i < bytes.count {
                if bytes[i] == e[0] && starts(end) {
                    i += e.count
                    return
                }
                i += 1
            }
            throw fail("the document ends inside \(what)")
        }

        /// Skips white space, comments and processing instructions; refuses DTDs with declarations.
        mutating func skipMisc() throws(SpecError) {
            while i < bytes.count {
                if [0x20, 0x09, 0x0A, 0x0D].contains(bytes[i]) {
                    i += 1
                } else if starts("<!--") {
                    try skip(past: "-->", what: "a comment")
                } else if starts("<?") {
                    try skip(past: "?>", what: "a processing instruction")
                } else if starts("<!DOCTYPE") {
                    let start = i
                    try skip(past: ">", what: "the DOCTYPE")
                    if bytes[start..<i].contains(UInt8(ascii: "[")) {
                        i = start
                        throw fail("DTD declarations are not allowed (no entity may be defined)")
                    }
                } else {
                    return
                }
            }
        }

        mutating func document() throws(SpecError) -> SpecValue {
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { i = 3 }
            try skipMisc()
            var tag = try self.tag()
            var wrapped = false
            if tag.name == "plist" && !tag.isClosing {
                guard !tag.isEmpty else { throw fail("<plist/> holds no value") }
                wrapped = true
                try skipMisc()
                tag = try self.tag()
            }
            let value = try self.value(tag, depth: 0)
            try skipMisc()
            if wrapped {
                let end = try self.tag()
                guard end.name == "plist" && end.isClosing else { throw fail("<plist> holds more than one value") }
                try skipMisc()
            }
            guard i == bytes.count else { throw fail("unexpected content after the document") }
            return value
        }

        /// The tag at `i` (which must be `<`), leaving `i` after its `>`.
        mutating func tag() throws(SpecError) -> Tag {
            guard i < bytes.count, bytes[i] == UInt8(ascii: "<") else { throw fail("expected a tag") }
            i += 1
            let isClosing = i < bytes.count && bytes[i] == UInt8(ascii: "/")
            if isClosing { i += 1 }
            let start = i
            while i < bytes.count, !([0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ">"), UInt8(ascii: "/")].contains(bytes[i]))
            {
                i += 1
            }
            let name = String(decoding: bytes[start..<i], as: UTF8.self)
            var quote: UInt8?
            while i < bytes.count {
                let b = bytes[i]
                if let q = quote {
                    if b == q { quote = nil }
                } else if b == UInt8(ascii: "\"") || b == UInt8(ascii: "'") {
                    quote = b
                } else if b == UInt8(ascii: ">") {
                    i += 1
                    return Tag(name: name, isClosing: isClosing, isEmpty: bytes[i - 2] == UInt8(ascii: "/"))
                }
                i += 1
            }
            throw fail("the document ends inside the tag <\(name.prefix(40))>")
        }

        mutating func value(_ tag: Tag, depth: Int) throws(SpecError) -> SpecValue {
            guard !tag.isClosing else { throw fail("unexpected </\(tag.name.prefix(40))> where a value should be") }
            switch tag.name {
            case "dict", "array": return try container(tag, depth: depth + 1)
            case "true", "false":
                if !tag.isEmpty { try end(tag.name) }
                return .bool(tag.name == "true")
            case "string": return .string(tag.isEmpty ? "" : try text(until: "string"))
            case "integer", "real":
                let text = tag.isEmpty ? "" : try text(until: tag.name).trimmingSpaces
                guard let x = Double(text), x.isFinite else {
                    throw fail("<\(tag.name)> holds '\(text.prefix(40))', which is not a finite number")
                }
                return .number(x)
            case "data", "date":
                throw fail("a <\(tag.name)> value, which specs do not use")
            default:
                throw fail("unknown element <\(tag.name.prefix(40))>")
            }
        }

        mutating func end(_ name: String) throws(SpecError) {
            try skipMisc()
            let tag = try self.tag()
            guard tag.isClosing && tag.name == name else { throw fail("expected </\(name)>") }
        }

        /// A `<dict>` (keys and values in turn) or an `<array>`, up to its closing tag.
        mutating func container(_ tag: Tag, depth: Int) throws(SpecError) -> SpecValue {
            guard depth <= JSONReader.maxDepth else {
                throw fail("arrays and dictionaries nested deeper than \(JSONReader.maxDepth) levels")
            }
            let isDict = tag.name == "dict"
            var members: [String: SpecValue] = [:]
            var items: [SpecValue] = []
            // The path grows and shrinks in place: copying it at every level made deep documents O(n x depth).
            while !tag.isEmpty {
                try skipMisc()
                let next = try self.tag()
                if next.isClosing && next.name == tag.name { break }
                if isDict {
                    guard next.name == "key" && !next.isClosing else { throw fail("expected <key> in a <dict>") }
                    let key = next.isEmpty ? "" : try text(until: "key")
                    path.components.append(.key(key))
                    if members[key] != nil { throw fail("duplicate key; each key may appear once in a dictionary") }
                    try skipMisc()
                    members[key] = try value(try self.tag(), depth: depth)
                } else {
                    path.components.append(.index(items.count))
                    items.append(try value(next, depth: depth))
                }
                path.components.removeLast()
            }
            return isDict ? .object(members) : .array(items)
        }

        /// Character data up to `</name>`, with entities and CDATA sections resolved.
        mutating func text(until name: String) throws(SpecError) -> String {
            var out: [UInt8] = []
            while true {
                guard i < bytes.count else { throw fail("the document ends inside <\(name)>") }
                if starts("<![CDATA[") {
                    i += 9
                    let start = i
                    try skip(past: "]]>", what: "a CDATA section")
                    out.append(contentsOf: bytes[start..<i - 3])
                } else if starts("<!--") {
                    try skip(past: "-->", what: "a comment")
                } else if bytes[i] == UInt8(ascii: "<") {
                    let tag = try self.tag()
                    guard tag.isClosing && tag.name == name else { throw fail("expected </\(name)>") }
                    guard let s = String(validating: out, as: UTF8.self) else {
                        throw fail("<\(name)> holds bytes that are not UTF-8")
                    }
                    return s
                } else if bytes[i] == UInt8(ascii: "&") {
                    out.append(contentsOf: try entity().utf8)
                } else {
                    out.append(bytes[i])
                    i += 1
                }
            }
        }

        mutating func entity() throws(SpecError) -> String {
            let start = i
            while i < bytes.count && bytes[i] != UInt8(ascii: ";") && i - start < 12 { i += 1 }
            guard i < bytes.count, bytes[i] == UInt8(ascii: ";") else {
                i = start
                throw fail("'&' must start an entity such as &amp;")
            }
            let name = String(decoding: bytes[start + 1..<i], as: UTF8.self)
            i += 1
            switch name {
            case "lt": return "<"
            case "gt": return ">"
            case "amp": return "&"
            case "quot": return "\""
            case "apos": return "'"
            default:
                let number: UInt32? =
                    name.hasPrefix("#x")
                    ? UInt32(name.dropFirst(2), radix: 16)
                    : name.hasPrefix("#") ? UInt32(name.dropFirst(), radix: 10) : nil
                guard let number, number != 0, let scalar = Unicode.Scalar(number) else {
                    i = start
                    throw fail("unknown entity &\(name.prefix(12));")
                }
                return String(Character(scalar))
            }
        }
    }
}

extension String {
    fileprivate var trimmingSpaces: String {
        String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}
