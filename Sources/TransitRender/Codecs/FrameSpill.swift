import TransitFiles

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Frames parked on disk until they are needed again, so a writer that must see every frame
/// before encoding any (a GIF with one palette for the clip) holds one frame in memory, not the
/// clip. Pixels are stored as runs of equal values (screens are mostly flat colour, so a frame
/// takes a small fraction of its raw size; at worst twice it). The file lies in the output's own
/// directory (not `/tmp`, which may be RAM), and has no name: opened with `O_TMPFILE` where the
/// system has it, else created and unlinked at once, so it disappears when closed or when the
/// process ends, however it ends.
///
/// ```swift
/// let spill = try FrameSpill(name: "clip.gif")
/// let ticket = try spill.park(frame, mask: nil)
/// let (again, _) = try spill.fetch(ticket)   // == frame
/// spill.bytes                                  // what the frames take on disk
/// ```
final class FrameSpill {
    /// Where a parked frame is, and its size.
    struct Ticket {
        var offset: Int64
        var width: Int, height: Int
        /// Bytes of pixel runs and of mask runs (0 when there is no mask).
        var pixelBytes: Int, maskBytes: Int
        var hasMask: Bool
    }

    private let file: UnsafeMutablePointer<FILE>
    private let name: String
    /// The bytes parked so far.
    private(set) var bytes: Int64 = 0

    /// Opens an anonymous temporary file in the directory of `name`, the output being written
    /// (which errors name).
    init(name: String) throws(ImageError) {
        let slash = name.lastIndex(of: "/")
        let directory = slash.map { String(name[...$0]) } ?? "./"
        let fd = Self.anonymousFile(in: directory)
        guard fd >= 0, let file = fdopen(fd, "w+b") else {
            let message = String(cString: strerror(errno))
            if fd >= 0 { close(fd) }
            throw ImageError(.write, name, .system("cannot open a temporary file beside it: \(message)"))
        }
        self.file = file
        self.name = name
    }

    /// A descriptor of a new file in `directory` that no name leads to; -1 with `errno` on failure.
    private static func anonymousFile(in directory: String) -> Int32 {
        let anonymous = AnonymousFile.open(in: directory)
        if anonymous >= 0 { return anonymous }
        var template = PathBytes.bytes(directory + ".transit-spill-XXXXXX").map { CChar(bitPattern: $0) } + [0]
        let fd = mkstemp(&template)
        if fd >= 0 { unlink(template) }
        return fd
    }

    deinit { fclose(file) }

    /// The file's descriptor (where it lies shows in `/proc/self/fd`).
    var descriptor: Int32 { fileno(file) }

    /// Writes a frame and its optional per-pixel mask, and returns where to find them.
    func park(_ image: Bitmap, mask: [Bool]?) throws(ImageError) -> Ticket {
        let pixels = image.pixels.withUnsafeBytes { Self.runs(of: $0.bindMemory(to: UInt32.self)) }
        let maskRuns =
            mask.map { m in m.map { UInt32($0 ? 1 : 0) }.withUnsafeBufferPointer { Self.runs(of: $0) } } ?? []
        let ticket = Ticket(
            offset: bytes, width: image.width, height: image.height, pixelBytes: pixels.count * 4,
            maskBytes: maskRuns.count * 4, hasMask: mask != nil)
        guard fseeko(file, off_t(bytes), SEEK_SET) == 0 else { throw failure("seek") }
        try put(pixels)
        try put(maskRuns)
        bytes += Int64(ticket.pixelBytes + ticket.maskBytes)
        return ticket
    }

    /// The frame and mask parked under `ticket`.
    func fetch(_ ticket: Ticket) throws(ImageError) -> (Bitmap, [Bool]?) {
        guard fseeko(file, off_t(ticket.offset), SEEK_SET) == 0 else { throw failure("seek") }
        let count = ticket.width * ticket.height
        let pixelRuns = try get(ticket.pixelBytes / 4)
        var pixels = [UInt8](repeating: 0, count: count * 4)
        let filled = pixels.withUnsafeMutableBytes { Self.expand(pixelRuns, into: $0.bindMemory(to: UInt32.self)) }
        var mask: [Bool]?
        if ticket.hasMask {
            var values = [UInt32](repeating: 0, count: count)
            let maskRuns = try get(ticket.maskBytes / 4)
            guard values.withUnsafeMutableBufferPointer({ Self.expand(maskRuns, into: $0) }) == count else {
                throw failure("read")
            }
            mask = values.map { $0 != 0 }
        }
        guard filled == count else { throw failure("read") }
        return (Bitmap(width: ticket.width, height: ticket.height, pixels: pixels), mask)
    }

    /// Pairs of (run length, value).
    /// - Complexity: O(n).
    static func runs(of values: UnsafeBufferPointer<UInt32>) -> [UInt32] {
        var out: [UInt32] = []
        var i = 0
        while i < values.count {
            let v = values[i]
            var j = i + 1
            while j < values.count && values[j] == v { j += 1 }
            out.append(UInt32(j - i))
            out.append(v)
            i = j
        }
        return out
    }

    /// Writes the runs into `buffer`, and returns how many values they held (at most the buffer's size).
    static func expand(_ runs: [UInt32], into buffer: UnsafeMutableBufferPointer<UInt32>) -> Int {
        var at = 0
        for k in stride(from: 0, to: runs.count - 1, by: 2) {
            let n = min(Int(runs[k]), buffer.count - at)
            for m in 0..<n { buffer[at + m] = runs[k + 1] }
            at += n
        }
        return at
    }

    private func put(_ words: [UInt32]) throws(ImageError) {
        let written = words.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
        guard written == words.count * 4 else { throw failure("write") }
    }

    private func get(_ count: Int) throws(ImageError) -> [UInt32] {
        var words = [UInt32](repeating: 0, count: count)
        let read = words.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
        guard read == count * 4 else { throw failure("read") }
        return words
    }

    private func failure(_ what: String) -> ImageError {
        ImageError(
            .write, name, .system("cannot \(what) the temporary frame file: \(String(cString: strerror(errno)))"))
    }
}
