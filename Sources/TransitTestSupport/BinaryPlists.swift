/// Hand-made binary property lists for tests of hostile input.
///
/// ```swift
/// let bytes = BinaryPlists.selfContaining(dictionary: true)   // {"a": <itself>}
/// ```
public enum BinaryPlists {
    /// A top object (a dictionary or an array) that holds itself.
    public static func selfContaining(dictionary: Bool) -> [UInt8] {
        var b = Array("bplist00".utf8)
        let offsets = [b.count, b.count + 3]
        b += dictionary ? [0xD1, 0x01, 0x00] : [0xA2, 0x00, 0x00]
        b += [0x51, UInt8(ascii: "a")]
        let table = b.count
        b += offsets.map { UInt8($0) }
        b += [0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0]
        b += [0, 0, 0, 0, 0, 0, 0, UInt8(table)]
        return b
    }
}
