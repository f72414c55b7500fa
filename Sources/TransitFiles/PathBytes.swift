/// File names as bytes inside a `String`: a command-line argument that is not valid UTF-8 keeps
/// each invalid byte as one private-use character (U+F780 + the byte's low 7 bits, for bytes
/// 0x80...0xFF), and every system call gets the original bytes back, so `bad\xff.png` opens the
/// file it names. Valid UTF-8 is unchanged. (Python calls this "surrogateescape"; Swift strings
/// cannot hold lone surrogates, so a private-use block stands in.)
///
/// ```swift
/// let name = PathBytes.string(fromArgument: argv[1])   // "bad\u{F7FF}.png" for bytes "bad\xff.png"
/// PathBytes.withCString(name) { open($0, O_RDONLY) }    // opens "bad\xff.png"
/// PathBytes.display(name)                                // "bad\xff.png"
/// ```
public enum PathBytes {
    static let escapeBase: UInt32 = 0xF700

    /// Decodes bytes as UTF-8, keeping each byte of an invalid sequence as an escape character.
    /// - Complexity: O(n).
    public static func string(fromBytes bytes: some Collection<UInt8>) -> String {
        let b = Array(bytes)
        var scalars = String.UnicodeScalarView()
        var i = 0
        while i < b.count {
            let (scalar, length) = decode(b, at: i)
            if let scalar {
                scalars.append(scalar)
                i += length
            } else {
                scalars.append(Unicode.Scalar(escapeBase + UInt32(b[i]))!)
                i += 1
            }
        }
        return String(scalars)
    }

    /// A C string argument (`CommandLine.unsafeArgv[i]`) decoded as by `string(fromBytes:)`.
    public static func string(fromArgument pointer: UnsafePointer<CChar>) -> String {
        var count = 0
        while pointer[count] != 0 { count += 1 }
        return pointer.withMemoryRebound(to: UInt8.self, capacity: count) {
            string(fromBytes: UnsafeBufferPointer(start: $0, count: count))
        }
    }

    /// The byte an escape character stands for, or nil for any other character.
    public static func escapedByte(_ scalar: Unicode.Scalar) -> UInt8? {
        (escapeBase + 0x80...escapeBase + 0xFF).contains(scalar.value) ? UInt8(scalar.value - escapeBase) : nil
    }

    /// The bytes a path stands for.
    public static func bytes(_ path: String) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(path.utf8.count)
        for scalar in path.unicodeScalars {
            if let byte = escapedByte(scalar) { out.append(byte) } else { out.append(contentsOf: String(scalar).utf8) }
        }
        return out
    }

    /// Calls `body` with the path's bytes as a NUL-terminated C string, for system calls.
    public static func withCString<R>(_ path: String, _ body: (UnsafePointer<CChar>) throws -> R) rethrows -> R {
        var bytes = bytes(path).map { CChar(bitPattern: $0) }
        bytes.append(0)
        return try bytes.withUnsafeBufferPointer { try body($0.baseAddress!) }
    }

    /// The path as messages show it, and the one way every path or name reaches the terminal:
    /// escaped bytes written `\xff`, control characters (C0, DEL, C1, the line and paragraph
    /// separators) written `\u{1B}`, so a name cannot split a line or drive the terminal.
    ///
    /// ```swift
    /// PathBytes.display("\u{1B}]0;title\u{07}")   // "\\u{1B}]0;title\\u{7}"
    /// ```
    /// - Complexity: O(n).
    public static func display(_ path: String) -> String {
        guard path.unicodeScalars.contains(where: { escapedByte($0) != nil || isControl($0) }) else { return path }
        var out = ""
        for scalar in path.unicodeScalars {
            if let byte = escapedByte(scalar) {
                out += "\\x" + hex(byte)
            } else if isControl(scalar) {
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Whether a character moves the cursor or drives the terminal instead of showing.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        return v < 0x20 || v == 0x7F || (0x80..<0xA0).contains(v) || v == 0x2028 || v == 0x2029
    }

    /// The scalar of a valid UTF-8 sequence at `i` and its length, or nil when the sequence is
    /// invalid; in the escape block it is invalid too, so a name keeps its bytes.
    private static func decode(_ b: [UInt8], at i: Int) -> (Unicode.Scalar?, Int) {
        guard let (scalar, length) = utf8Scalar(in: b, at: i), escapedByte(scalar) == nil else { return (nil, 1) }
        return (scalar, length)
    }

    /// The character of the UTF-8 sequence starting at `i` and its length in bytes, or nil when
    /// the sequence is not valid UTF-8 (a stray or truncated byte, an overlong form, a surrogate).
    package static func utf8Scalar(in b: [UInt8], at i: Int) -> (Unicode.Scalar, Int)? {
        let lead = b[i]
        if lead < 0x80 { return (Unicode.Scalar(lead), 1) }
        let length: Int
        let minimum: UInt32
        var value: UInt32
        switch lead {
        case 0xC2...0xDF: (length, minimum, value) = (2, 0x80, UInt32(lead & 0x1F))
        case 0xE0...0xEF: (length, minimum, value) = (3, 0x800, UInt32(lead & 0x0F))
        case 0xF0...0xF4: (length, minimum, value) = (4, 0x10000, UInt32(lead & 0x07))
        default: return nil
        }
        guard i + length <= b.count else { return nil }
        for k in 1..<length {
            guard b[i + k] & 0xC0 == 0x80 else { return nil }
            value = value << 6 | UInt32(b[i + k] & 0x3F)
        }
        guard value >= minimum, let scalar = Unicode.Scalar(value) else { return nil }
        return (scalar, length)
    }
}

/// Two hexadecimal digits (`0F`), as file names and the spec readers show a byte.
package func hex(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 15)])
}
