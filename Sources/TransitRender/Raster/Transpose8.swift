/// An 8 x 8 matrix of 32-bit values transposed in registers, in four 4 x 4 blocks (on SSE2 each
/// block is `unpcklps`/`unpckhps` and `movlhps`/`movhlps`): the shadow's box blur turns eight rows
/// into lanes and back with it, and the reduced blur transposes its planes with it.
///
/// ```swift
/// let columns = Transpose8.transposed(r0, r1, r2, r3, r4, r5, r6, r7)
/// ```
enum Transpose8 {
    /// Eight rows of eight 32-bit values at `source`, `sourceStride` bytes apart, transposed into
    /// eight rows at `destination`, `destinationStride` bytes apart.
    @inline(__always) static func block<T: SIMDScalar>(
        _ type: T.Type, from source: UnsafeRawPointer, stride sourceStride: Int,
        to destination: UnsafeMutableRawPointer, stride destinationStride: Int
    ) {
        @inline(__always) func row(_ k: Int) -> SIMD8<T> {
            source.loadUnaligned(fromByteOffset: k * sourceStride, as: SIMD8<T>.self)
        }
        let m = transposed(row(0), row(1), row(2), row(3), row(4), row(5), row(6), row(7))
        @inline(__always) func store(_ v: SIMD8<T>, _ k: Int) {
            destination.storeBytes(of: v, toByteOffset: k * destinationStride, as: SIMD8<T>.self)
        }
        store(m.0, 0)
        store(m.1, 1)
        store(m.2, 2)
        store(m.3, 3)
        store(m.4, 4)
        store(m.5, 5)
        store(m.6, 6)
        store(m.7, 7)
    }

    /// The matrix whose rows are `r0` ... `r7`, transposed: row `i` of the result is column `i`.
    @inline(__always) static func transposed<T: SIMDScalar>(
        _ r0: SIMD8<T>, _ r1: SIMD8<T>, _ r2: SIMD8<T>, _ r3: SIMD8<T>, _ r4: SIMD8<T>,
        _ r5: SIMD8<T>, _ r6: SIMD8<T>, _ r7: SIMD8<T>
    ) -> (
        SIMD8<T>, SIMD8<T>, SIMD8<T>, SIMD8<T>, SIMD8<T>, SIMD8<T>, SIMD8<T>,
        SIMD8<T>
    ) {
        @inline(__always) func block(_ a: SIMD4<T>, _ b: SIMD4<T>, _ c: SIMD4<T>, _ d: SIMD4<T>)
            -> (SIMD4<T>, SIMD4<T>, SIMD4<T>, SIMD4<T>)
        {
            let ab0 = SIMD4(a[0], b[0], a[1], b[1])
            let cd0 = SIMD4(c[0], d[0], c[1], d[1])
            let ab2 = SIMD4(a[2], b[2], a[3], b[3])
            let cd2 = SIMD4(c[2], d[2], c[3], d[3])
            return (
                SIMD4(ab0[0], ab0[1], cd0[0], cd0[1]), SIMD4(ab0[2], ab0[3], cd0[2], cd0[3]),
                SIMD4(ab2[0], ab2[1], cd2[0], cd2[1]), SIMD4(ab2[2], ab2[3], cd2[2], cd2[3])
            )
        }
        let left = block(r0.lowHalf, r1.lowHalf, r2.lowHalf, r3.lowHalf)
        let right = block(r0.highHalf, r1.highHalf, r2.highHalf, r3.highHalf)
        let lowerLeft = block(r4.lowHalf, r5.lowHalf, r6.lowHalf, r7.lowHalf)
        let lowerRight = block(r4.highHalf, r5.highHalf, r6.highHalf, r7.highHalf)
        return (
            SIMD8(lowHalf: left.0, highHalf: lowerLeft.0), SIMD8(lowHalf: left.1, highHalf: lowerLeft.1),
            SIMD8(lowHalf: left.2, highHalf: lowerLeft.2), SIMD8(lowHalf: left.3, highHalf: lowerLeft.3),
            SIMD8(lowHalf: right.0, highHalf: lowerRight.0), SIMD8(lowHalf: right.1, highHalf: lowerRight.1),
            SIMD8(lowHalf: right.2, highHalf: lowerRight.2), SIMD8(lowHalf: right.3, highHalf: lowerRight.3)
        )
    }
}
