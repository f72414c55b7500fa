/// LLVM's prefetch intrinsic, `void @llvm.prefetch.p0(ptr, i32 rw, i32 locality, i32 cache)`:
/// `prefetcht0` on x86-64, `prfm pldl1keep` on arm64. Swift has no prefetch of its own; LLVM
/// takes a function whose name begins with `llvm.` as its intrinsic of that name, so this
/// declaration (the same parameter types) compiles to the one instruction, in debug builds too.
@_silgen_name("llvm.prefetch.p0")
private func llvmPrefetch(_ address: UnsafeRawPointer, _ write: Int32, _ locality: Int32, _ data: Int32)

/// Hints that memory will soon be read, for reads the processor's own prefetcher cannot foresee
/// (the texel rows of turned layers, `TileLookahead`). A hint never faults and never changes what
/// is read, so nothing drawn depends on it; were the intrinsic ever refused, `read` could be
/// empty and only time would change.
///
/// ```swift
/// Prefetch.read(texels + nextRow * width)  // the line holding that texel, into every cache level
/// ```
enum Prefetch {
    /// Asks for the cache line holding `address` to be read into every cache level. The pointer
    /// must be a real one (inside memory the caller may read), as for any pointer in Swift.
    @inline(__always) static func read<T>(_ address: UnsafePointer<T>) {
        llvmPrefetch(UnsafeRawPointer(address), 0, 3, 1)
    }
}
