/// LLVM's prefetch intrinsic (`prefetcht0` on x86-64, `prfm` on arm64): a hint that never faults.
@_silgen_name("llvm.prefetch.p0")
private func llvmPrefetch(_ address: UnsafeRawPointer, _ write: Int32, _ locality: Int32, _ data: Int32)

enum Prefetch {
    /// Asks for the cache line holding `address` to be read into every cache level.
    @inline(__always) static func read(_ address: UnsafeRawPointer) {
        llvmPrefetch(address, 0, 3, 1)
    }

    @inline(__always) static func read<T>(_ address: UnsafePointer<T>) {
        llvmPrefetch(UnsafeRawPointer(address), 0, 3, 1)
    }
}
