import TransitCore
import TransitFiles

/// A reader for binary property lists (`bplist00`) that builds a `SpecValue`, checking every
/// offset and count against the file: an object that contains itself (a reference cycle),
/// nesting deeper than 512 levels, shared objects that would expand past `maxValues`, duplicate
/// keys and `data`/`date`/`UID` values are refused with the key path.
///
/// ```swift
/// let tree = try BinaryPropertyListReader.read(bytes)   // bytes start with "bplist00"
/// ```
/// - Complexity: O(n + v), n the file's length and v ≤ `maxValues` the values produced.
enum BinaryPropertyListReader {
    /// The most values a document may expand to (an object referenced twice counts twice).
    static let maxValues = 100_000

    static func read(_ bytes: [UInt8]) throws(SpecError) -> SpecValue {
        var reader = try Reader(bytes: bytes)
        return try reader.document()
    }

    private struct Reader {
        let bytes: [UInt8]
        let offsetSize: Int, refSize: Int, objectCount: Int, top: Int, tableOffset: Int
        var path = SpecPath.root
        var onStack: [Bool]
        var budget = BinaryPropertyListReader.maxValues

        init(bytes: [UInt8]) throws(SpecError) {
            self.bytes = bytes
            func bad(_ why: String) -> SpecError {
                SpecError(.root, .unreadable("not a valid binary property list: \(why)"))
            }
            guard bytes.count >= 8 + 32, bytes.starts(with: Array("bplist00".utf8)) else {
                throw bad("too short, or not version 00")
            }
            let t = bytes.count - 32
            offsetSize = Int(bytes[t + 6])
            refSize = Int(bytes[t + 7])
            let count = Self.unsigned(bytes, t + 8, 8)
            let topObject = Self.unsigned(bytes, t + 16, 8)
            let table = Self.unsigned(bytes, t + 24, 8)
            guard (1...8).contains(offsetSize), (1...8).contains(refSize), count >= 1, count <= UInt64(bytes.count),
                topObject < count, table >= 8, table <= UInt64(t),
                UInt64(t) - table >= count * UInt64(offsetSize)
            else { throw bad("its trailer does not fit the file") }
            objectCount = Int(count)
            top = Int(topObject)
            tableOffset = Int(table)
            onStack = [Bool](repeating: false, count: objectCount)
        }

        static func unsigned(_ b: [UInt8], _ at: Int, _ size: Int) -> UInt64 {
            var v: UInt64 = 0
            for k in 0..<size { v = v << 8 | UInt64(b[at + k]) }
            return v
        }

        func fail(_ why: String) -> SpecError {
            SpecError(path, .unreadable("not a valid binary property list: \(why)"))
        }

        func need(_ at: Int, _ count: Int) throws(SpecError) {
            guard at >= 0, count >= 0, at <= tableOffset, tableOffset - at >= count else {
                throw fail("an object runs past the object table")
            }
        }

        mutating func document() throws(SpecError) -> SpecValue { try object(top, depth: 0) }

        /// The offset of object `ref`.
        func offset(_ ref: Int) throws(SpecError) -> Int {
            guard ref < objectCount else { throw fail("a reference to object \(ref) of \(objectCount)") }
            let o = Self.unsigned(bytes, tableOffset + ref * offsetSize, offsetSize)
            guard o >= 8, o < UInt64(tableOffset) else { throw fail("object \(ref) lies outside the file") }
            return Int(o)
        }

        /// The count in a marker's low nibble, or in the integer that follows it; `at` moves past it.
        func count(_ low: UInt8, _ at: inout Int) throws(SpecError) -> Int {
            if low < 15 { return Int(low) }
            try need(at, 1)
            let marker = bytes[at]
            guard marker >> 4 == 1, marker & 0xF <= 3 else { throw fail("a count that is not an integer") }
            let size = 1 << Int(marker & 0xF)
            try need(at + 1, size)
            let v = Self.unsigned(bytes, at + 1, size)
            guard v <= UInt64(bytes.count) else { throw fail("a count larger than the file") }
            at += 1 + size
            return Int(v)
        }

        mutating func object(_ ref: Int, depth: Int) throws(SpecError) -> SpecValue {
            guard depth <= JSONReader.maxDepth else {
                throw fail("arrays and dictionaries nested deeper than \(JSONReader.maxDepth) levels")
            }
            budget -= 1
            guard budget >= 0 else { throw fail("shared objects expand to more than \(maxValues) values") }
            var at = try offset(ref)
            let marker = bytes[at]
            at += 1
            let low = marker & 0xF
            switch marker >> 4 {
            case 0:
                switch marker {
                case 0x00: return .null
                case 0x08: return .bool(false)
                case 0x09: return .bool(true)
                default: throw fail("unknown marker 0x\(hex(marker))")
                }
            case 1:
                guard low <= 4 else { throw fail("an integer of unsupported size") }
                let size = 1 << Int(low)
                try need(at, size)
                let v = Self.unsigned(bytes, at + max(0, size - 8), min(size, 8))
                return .number(size >= 8 ? Double(Int64(bitPattern: v)) : Double(v))
            case 2:
                guard low == 2 || low == 3 else { throw fail("a real of unsupported size") }
                try need(at, 1 << Int(low))
                let x =
                    low == 2
                    ? Double(Float(bitPattern: UInt32(Self.unsigned(bytes, at, 4))))
                    : Double(bitPattern: Self.unsigned(bytes, at, 8))
                guard x.isFinite else { throw fail("a real that is not finite") }
                return .number(x)
            case 5:
                let n = try count(low, &at)
                try need(at, n)
                guard bytes[at..<at + n].allSatisfy({ $0 < 0x80 }) else {
                    throw fail("an ASCII string with other bytes")
                }
                return .string(String(decoding: bytes[at..<at + n], as: UTF8.self))
            case 6:
                let n = try count(low, &at)
                try need(at, 2 * n)
                let units = (0..<n).map { UInt16(Self.unsigned(bytes, at + 2 * $0, 2)) }
                var scalars = String.UnicodeScalarView()
                var iterator = units.makeIterator()
                var decoder = UTF16()
                var finished = false
                while !finished {
                    switch decoder.decode(&iterator) {
                    case .scalarValue(let s): scalars.append(s)
                    case .emptyInput: finished = true
                    case .error: throw fail("a UTF-16 string with a lone surrogate")
                    }
                }
                return .string(String(scalars))
            case 0xA:
                let n = try count(low, &at)
                try need(at, n * refSize)
                return try container(ref) { (reader) throws(SpecError) -> SpecValue in
                    var items: [SpecValue] = []
                    // The path grows and shrinks in place: copying it at every level made deep documents O(n x depth).
                    for k in 0..<n {
                        reader.path.components.append(.index(k))
                        let child = Int(Self.unsigned(reader.bytes, at + k * reader.refSize, reader.refSize))
                        items.append(try reader.object(child, depth: depth + 1))
                        reader.path.components.removeLast()
                    }
                    return .array(items)
                }
            case 0xD:
                let n = try count(low, &at)
                try need(at, 2 * n * refSize)
                return try container(ref) { (reader) throws(SpecError) -> SpecValue in
                    var members: [String: SpecValue] = [:]
                    for k in 0..<n {
                        let keyRef = Int(Self.unsigned(reader.bytes, at + k * reader.refSize, reader.refSize))
                        guard case .string(let key) = try reader.object(keyRef, depth: depth + 1) else {
                            throw reader.fail("a dictionary key that is not a string")
                        }
                        reader.path.components.append(.key(key))
                        if members[key] != nil {
                            throw reader.fail("duplicate key; each key may appear once in a dictionary")
                        }
                        let valueRef = Int(
                            Self.unsigned(reader.bytes, at + (n + k) * reader.refSize, reader.refSize))
                        members[key] = try reader.object(valueRef, depth: depth + 1)
                        reader.path.components.removeLast()
                    }
                    return .object(members)
                }
            case 3: throw fail("a date value, which specs do not use")
            case 4: throw fail("a data value, which specs do not use")
            default: throw fail("unknown marker 0x\(hex(marker))")
            }
        }

        /// Reads a container's members while marking it as open, so a reference back to it is a cycle.
        mutating func container(_ ref: Int, _ members: (inout Reader) throws(SpecError) -> SpecValue)
            throws(SpecError) -> SpecValue
        {
            guard !onStack[ref] else { throw fail("an array or dictionary that contains itself") }
            onStack[ref] = true
            defer { onStack[ref] = false }
            return try members(&self)
        }
    }
}
