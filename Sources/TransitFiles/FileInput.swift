#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a whole input file with a size cap: only regular files and pipes (so `--from <(...)`
/// works and `--from /dev/zero` is refused at once), at most `limit` bytes, the path taken as
/// bytes (`PathBytes`).
///
/// ```swift
/// let bytes = try FileInput.read("a.png", limit: FileInput.imageLimit)
/// ```
public enum FileInput {
    /// The largest image file read: a 16384 x 16384 PNG of noise fits.
    public static let imageLimit = 256 << 20
    /// The largest spec file read.
    public static let specLimit = 16 << 20
    /// The largest gesture trace read.
    public static let traceLimit = 64 << 20

    /// Why a file could not be read, in a few words (`no such file`, `is a directory`, `is larger than 16 MiB`).
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// The whole contents of a regular file or a pipe of at most `limit` bytes.
    /// - Throws: `Failure` saying why: the system's message, not a regular file or pipe, too large.
    /// - Complexity: O(size), reading at most `limit + 1` bytes.
    public static func read(_ path: String, limit: Int) throws(Failure) -> [UInt8] {
        let fd = PathBytes.withCString(path) { open($0, O_RDONLY | O_CLOEXEC | O_NONBLOCK) }
        guard fd >= 0 else { throw Failure(description: errnoText) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw Failure(description: errnoText) }
        let type = info.st_mode & S_IFMT
        if type == S_IFDIR { throw Failure(description: "is a directory") }
        guard type == S_IFREG || type == S_IFIFO else {
            throw Failure(description: "is not a regular file or a pipe")
        }
        // Blocking reads from here on (O_NONBLOCK only kept open(2) from waiting on a FIFO's writer).
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
        let tooLarge = Failure(description: "is larger than \(limit >> 20) MiB")
        if type == S_IFREG && Int(info.st_size) > limit { throw tooLarge }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw Failure(description: errnoText)
            }
            if n == 0 { return bytes }
            if bytes.count + n > limit { throw tooLarge }
            bytes.append(contentsOf: chunk[..<n])
        }
    }

    private static var errnoText: String {
        String(cString: strerror(errno))
    }

    private static func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
            Glibc.read(fd, buffer, count)
        #else
            Darwin.read(fd, buffer, count)
        #endif
    }
}
