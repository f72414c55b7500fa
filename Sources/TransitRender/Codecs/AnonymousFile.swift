import TransitFiles

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file with no name in a given directory, where the system has them (Linux's `O_TMPFILE`):
/// nothing is left behind however the process ends, and `link(to:)` gives it a name once it is
/// complete.
///
/// ```swift
/// let fd = AnonymousFile.open(in: "out/")                   // -1 where unsupported
/// // write(fd, ...)
/// AnonymousFile.link(fd, to: "out/.clip.gif.tmp")          // now it has a name
/// ```
enum AnonymousFile {
    /// A read-write descriptor of a new file with no name in `directory` (a path ending in `/`,
    /// or empty for the working directory), created with `mode` less the umask; -1 with `errno`
    /// set where the system or the file system has no such files.
    static func open(in directory: String, mode: mode_t = 0o600) -> Int32 {
        #if os(Linux) && (arch(x86_64) || arch(arm64))
            // Glibc's O_TMPFILE macro does not import; its value is __O_TMPFILE (0o20000000 on
            // these architectures) | O_DIRECTORY. Linux 3.11; not every file system.
            let flags = 0o20_000_000 | O_DIRECTORY | O_RDWR | O_CLOEXEC
            return PathBytes.withCString(directory.isEmpty ? "." : directory) { Glibc.open($0, flags, mode) }
        #else
            errno = EOPNOTSUPP
            return -1
        #endif
    }

    /// Gives the anonymous file `fd` the name `path` (through `/proc/self/fd`); false with `errno` set on failure.
    static func link(_ fd: Int32, to path: String) -> Bool {
        #if os(Linux)
            PathBytes.withCString(path) { linkat(AT_FDCWD, "/proc/self/fd/\(fd)", AT_FDCWD, $0, AT_SYMLINK_FOLLOW) }
                == 0
        #else
            false
        #endif
    }
}
