import TransitFiles

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What `posix_spawn` needs set up the same way wherever transit (or its tests) starts a child:
/// its arguments as bytes, and every signal at its default action and unblocked.
///
/// ```swift
/// let argv = SpawnedProcess.arguments(["ffmpeg", "-i", "-"])
/// defer { SpawnedProcess.release(argv) }
/// let started = SpawnedProcess.withCleanSignals(newProcessGroup: true) { attributes in
///     posix_spawn(&pid, "/usr/bin/ffmpeg", nil, &attributes, argv, environ)
/// }
/// ```
public enum SpawnedProcess {
    /// Each argument as a NUL-terminated C string of its bytes (`PathBytes`, so a name that is not
    /// UTF-8 reaches the child as it is), then nil; give it back to `release`.
    public static func arguments(_ arguments: [String]) -> [UnsafeMutablePointer<CChar>?] {
        arguments.map { argument in
            let bytes = PathBytes.bytes(argument)
            let p = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count + 1)
            for (k, b) in bytes.enumerated() { p[k] = CChar(bitPattern: b) }
            p[bytes.count] = 0
            return p
        } + [nil]
    }

    /// Frees what `arguments` allocated.
    public static func release(_ argv: [UnsafeMutablePointer<CChar>?]) {
        for argument in argv { argument?.deallocate() }
    }

    /// Runs `body` with spawn attributes that give the child every signal at its default action
    /// and none blocked (ignored and blocked signals survive exec: transit ignores SIGPIPE and
    /// SIGXFSZ, a test runner may block some), and, with `newProcessGroup`, a process group of its own.
    public static func withCleanSignals<T>(newProcessGroup: Bool, _ body: (inout posix_spawnattr_t) -> T) -> T {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigfillset(&defaults)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        var flags = POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK
        if newProcessGroup {
            posix_spawnattr_setpgroup(&attributes, 0)
            flags |= POSIX_SPAWN_SETPGROUP
        }
        posix_spawnattr_setflags(&attributes, Int16(flags))
        return body(&attributes)
    }
}
