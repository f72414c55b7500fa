#if arch(x86_64) || arch(arm64)
    /// LLVM's prefetch intrinsic, `void @llvm.prefetch.p0(ptr, i32 rw, i32 locality, i32 cache)`:
    /// `prefetcht0` on x86-64, `prfm pldl1keep` on arm64. Swift has no prefetch of its own; LLVM
    /// takes a function whose name begins with `llvm.` as its intrinsic of that name, so this
    /// declaration (the same parameter types) compiles to the one instruction, in debug builds too
    /// (checked for x86-64 and arm64, Linux and Apple targets; the name's `.p0` is that of every
    /// LLVM with opaque pointers, which every Swift 6 toolchain has). `@_silgen_name` is an
    /// underscored attribute: a toolchain that refused it would fail the build, not drop the hint.
    /// Declared this way the call carries none of the intrinsic's attributes, so the optimiser
    /// takes it as a call that may write memory: loads are not merged across it (the column
    /// tiles ask in a loop of their own, before a tile's rows, not among each row's pixels).
    @_silgen_name("llvm.prefetch.p0")
    private func llvmPrefetch(_ address: UnsafeRawPointer, _ write: Int32, _ locality: Int32, _ data: Int32)
#endif

/// Hints that memory will soon be read, for reads the processor's own prefetcher cannot foresee
/// (the texel rows of turned layers, `TileLookahead`). A hint never faults and never changes what
/// is read, so nothing drawn depends on it; on other architectures it does nothing.
///
/// ```swift
/// Prefetch.read(texels + nextRow * width)  // the line holding that texel, into every cache level
/// ```
enum Prefetch {
    /// Asks for the cache line holding `address` to be read into every cache level. The pointer
    /// must be a real one (inside memory the caller may read), as for any pointer in Swift.
    @inline(__always) static func read<T>(_ address: UnsafePointer<T>) {
        #if arch(x86_64) || arch(arm64)
            llvmPrefetch(UnsafeRawPointer(address), 0, 3, 1)
        #endif
    }
}
