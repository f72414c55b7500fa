#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A 4x4 homogeneous transform in Core Animation's conventions (`CATransform3D`).
///
/// Points are row vectors multiplied on the left: `p' = p * M`, so translation lives in
/// `m41, m42, m43` and perspective in `m34` (`-1 / eyeDistance`). `a.concatenating(b)`
/// applies `a` first, then `b`, exactly as `CATransform3DConcat(a, b)`.
///
/// ```swift
/// let tilt = Transform3D.perspective(eyeDistance: 900)
///     .concatenating(.rotation(.degrees(15), x: 1, y: 0, z: 0)) // rotate after perspective is set up
/// let p = Transform3D.translation(x: 10, y: 0, z: 0).project(Point(x: 1, y: 2)) // (11, 2)
/// ```
public struct Transform3D: Hashable, Sendable, Codable {
    public var m11, m12, m13, m14: Double
    public var m21, m22, m23, m24: Double
    public var m31, m32, m33, m34: Double
    public var m41, m42, m43, m44: Double

    @inlinable public init(
        m11: Double, m12: Double, m13: Double, m14: Double,
        m21: Double, m22: Double, m23: Double, m24: Double,
        m31: Double, m32: Double, m33: Double, m34: Double,
        m41: Double, m42: Double, m43: Double, m44: Double
    ) {
        self.m11 = m11
        self.m12 = m12
        self.m13 = m13
        self.m14 = m14
        self.m21 = m21
        self.m22 = m22
        self.m23 = m23
        self.m24 = m24
        self.m31 = m31
        self.m32 = m32
        self.m33 = m33
        self.m34 = m34
        self.m41 = m41
        self.m42 = m42
        self.m43 = m43
        self.m44 = m44
    }

    /// The identity transform (`CATransform3DIdentity`).
    public static let identity = Transform3D(
        m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
        m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

    /// A translation (`CATransform3DMakeTranslation`).
    @inlinable public static func translation(x: Double, y: Double, z: Double = 0) -> Transform3D {
        var t = identity
        t.m41 = x
        t.m42 = y
        t.m43 = z
        return t
    }

    /// A scale (`CATransform3DMakeScale`).
    @inlinable public static func scale(x: Double, y: Double, z: Double = 1) -> Transform3D {
        var t = identity
        t.m11 = x
        t.m22 = y
        t.m33 = z
        return t
    }

    /// A uniform scale in x and y.
    @inlinable public static func scale(_ s: Double) -> Transform3D { scale(x: s, y: s) }

    /// A rotation about the axis `(x, y, z)` through the origin (`CATransform3DMakeRotation`).
    /// With y pointing down, a positive rotation about z turns clockwise on screen.
    public static func rotation(_ angle: Angle, x: Double, y: Double, z: Double) -> Transform3D {
        let len = (x * x + y * y + z * z).squareRoot()
        guard len > 0 else { return identity }
        let (ux, uy, uz) = (x / len, y / len, z / len)
        let c = cos(angle.radians)
        let s = sin(angle.radians)
        let k = 1 - c
        return Transform3D(
            m11: c + k * ux * ux, m12: k * ux * uy + s * uz, m13: k * ux * uz - s * uy, m14: 0,
            m21: k * ux * uy - s * uz, m22: c + k * uy * uy, m23: k * uy * uz + s * ux, m24: 0,
            m31: k * ux * uz + s * uy, m32: k * uy * uz - s * ux, m33: c + k * uz * uz, m34: 0,
            m41: 0, m42: 0, m43: 0, m44: 1)
    }

    /// Perspective as Core Animation sets it: identity with `m34 = -1 / eyeDistance`.
    @inlinable public static func perspective(eyeDistance: Double) -> Transform3D {
        var t = identity
        t.m34 = -1 / eyeDistance
        return t
    }

    /// `self` applied first, then `other` (`CATransform3DConcat(self, other)`).
    @inlinable public func concatenating(_ o: Transform3D) -> Transform3D {
        Transform3D(
            m11: m11 * o.m11 + m12 * o.m21 + m13 * o.m31 + m14 * o.m41,
            m12: m11 * o.m12 + m12 * o.m22 + m13 * o.m32 + m14 * o.m42,
            m13: m11 * o.m13 + m12 * o.m23 + m13 * o.m33 + m14 * o.m43,
            m14: m11 * o.m14 + m12 * o.m24 + m13 * o.m34 + m14 * o.m44,
            m21: m21 * o.m11 + m22 * o.m21 + m23 * o.m31 + m24 * o.m41,
            m22: m21 * o.m12 + m22 * o.m22 + m23 * o.m32 + m24 * o.m42,
            m23: m21 * o.m13 + m22 * o.m23 + m23 * o.m33 + m24 * o.m43,
            m24: m21 * o.m14 + m22 * o.m24 + m23 * o.m34 + m24 * o.m44,
            m31: m31 * o.m11 + m32 * o.m21 + m33 * o.m31 + m34 * o.m41,
            m32: m31 * o.m12 + m32 * o.m22 + m33 * o.m32 + m34 * o.m42,
            m33: m31 * o.m13 + m32 * o.m23 + m33 * o.m33 + m34 * o.m43,
            m34: m31 * o.m14 + m32 * o.m24 + m33 * o.m34 + m34 * o.m44,
            m41: m41 * o.m11 + m42 * o.m21 + m43 * o.m31 + m44 * o.m41,
            m42: m41 * o.m12 + m42 * o.m22 + m43 * o.m32 + m44 * o.m42,
            m43: m41 * o.m13 + m42 * o.m23 + m43 * o.m33 + m44 * o.m43,
            m44: m41 * o.m14 + m42 * o.m24 + m43 * o.m34 + m44 * o.m44)
    }

    /// `self` then a translation (`CATransform3DTranslate` applies it first; this appends it).
    @inlinable public func translated(x: Double, y: Double, z: Double = 0) -> Transform3D {
        concatenating(.translation(x: x, y: y, z: z))
    }
    /// `self` then a scale.
    @inlinable public func scaled(x: Double, y: Double, z: Double = 1) -> Transform3D {
        concatenating(.scale(x: x, y: y, z: z))
    }
    /// `self` then a rotation.
    public func rotated(_ angle: Angle, x: Double, y: Double, z: Double) -> Transform3D {
        concatenating(.rotation(angle, x: x, y: y, z: z))
    }

    /// Whether this is exactly the identity.
    @inlinable public var isIdentity: Bool { self == .identity }

    /// Whether the transform is affine in x and y (no perspective), so a flat layer stays flat.
    @inlinable public var isAffine: Bool { m14 == 0 && m24 == 0 && m34 == 0 && m44 == 1 }

    /// The determinant of the full 4x4 matrix.
    public var determinant: Double { Minors(self).determinant }

    /// The 2x2 minors of the top two rows (`s`) and of the bottom two (`c`), from which both the
    /// determinant and the inverse are built (Laplace expansion by complementary minors).
    private struct Minors {
        let s0, s1, s2, s3, s4, s5, c0, c1, c2, c3, c4, c5: Double

        init(_ a: Transform3D) {
            s0 = a.m11 * a.m22 - a.m21 * a.m12
            s1 = a.m11 * a.m23 - a.m21 * a.m13
            s2 = a.m11 * a.m24 - a.m21 * a.m14
            s3 = a.m12 * a.m23 - a.m22 * a.m13
            s4 = a.m12 * a.m24 - a.m22 * a.m14
            s5 = a.m13 * a.m24 - a.m23 * a.m14
            c5 = a.m33 * a.m44 - a.m43 * a.m34
            c4 = a.m32 * a.m44 - a.m42 * a.m34
            c3 = a.m32 * a.m43 - a.m42 * a.m33
            c2 = a.m31 * a.m44 - a.m41 * a.m34
            c1 = a.m31 * a.m43 - a.m41 * a.m33
            c0 = a.m31 * a.m42 - a.m41 * a.m32
        }

        var determinant: Double { s0 * c5 - s1 * c4 + s2 * c3 + s3 * c2 - s4 * c1 + s5 * c0 }
    }

    /// The inverse, or `nil` when the matrix is singular (`CATransform3DInvert` returns the input then).
    public var inverted: Transform3D? {
        let a = self
        let minors = Minors(self)
        let (s0, s1, s2, s3, s4, s5) = (minors.s0, minors.s1, minors.s2, minors.s3, minors.s4, minors.s5)
        let (c0, c1, c2, c3, c4, c5) = (minors.c0, minors.c1, minors.c2, minors.c3, minors.c4, minors.c5)
        let det = minors.determinant
        guard det != 0, det.isFinite else { return nil }
        let d = 1 / det
        return Transform3D(
            m11: (a.m22 * c5 - a.m23 * c4 + a.m24 * c3) * d,
            m12: (-a.m12 * c5 + a.m13 * c4 - a.m14 * c3) * d,
            m13: (a.m42 * s5 - a.m43 * s4 + a.m44 * s3) * d,
            m14: (-a.m32 * s5 + a.m33 * s4 - a.m34 * s3) * d,
            m21: (-a.m21 * c5 + a.m23 * c2 - a.m24 * c1) * d,
            m22: (a.m11 * c5 - a.m13 * c2 + a.m14 * c1) * d,
            m23: (-a.m41 * s5 + a.m43 * s2 - a.m44 * s1) * d,
            m24: (a.m31 * s5 - a.m33 * s2 + a.m34 * s1) * d,
            m31: (a.m21 * c4 - a.m22 * c2 + a.m24 * c0) * d,
            m32: (-a.m11 * c4 + a.m12 * c2 - a.m14 * c0) * d,
            m33: (a.m41 * s4 - a.m42 * s2 + a.m44 * s0) * d,
            m34: (-a.m31 * s4 + a.m32 * s2 - a.m34 * s0) * d,
            m41: (-a.m21 * c3 + a.m22 * c1 - a.m23 * c0) * d,
            m42: (a.m11 * c3 - a.m12 * c1 + a.m13 * c0) * d,
            m43: (-a.m41 * s3 + a.m42 * s1 - a.m43 * s0) * d,
            m44: (a.m31 * s3 - a.m32 * s1 + a.m33 * s0) * d)
    }

    /// The homogeneous image of `(x, y, z, 1)`: `(X, Y, Z, W)`.
    @inlinable public func apply(x: Double, y: Double, z: Double = 0) -> (x: Double, y: Double, z: Double, w: Double) {
        (
            x * m11 + y * m21 + z * m31 + m41, x * m12 + y * m22 + z * m32 + m42,
            x * m13 + y * m23 + z * m33 + m43, x * m14 + y * m24 + z * m34 + m44
        )
    }

    /// Projects a point of the z = 0 plane: the image divided by its w.
    @inlinable public func project(_ p: Point) -> Point {
        let h = apply(x: p.x, y: p.y)
        return Point(x: h.x / h.w, y: h.y / h.w)
    }

    /// Element-wise linear interpolation (fine for translations and scales; rotations should be
    /// interpolated by angle and rebuilt).
    public func interpolated(to o: Transform3D, _ t: Double) -> Transform3D {
        func l(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
        return Transform3D(
            m11: l(m11, o.m11), m12: l(m12, o.m12), m13: l(m13, o.m13), m14: l(m14, o.m14),
            m21: l(m21, o.m21), m22: l(m22, o.m22), m23: l(m23, o.m23), m24: l(m24, o.m24),
            m31: l(m31, o.m31), m32: l(m32, o.m32), m33: l(m33, o.m33), m34: l(m34, o.m34),
            m41: l(m41, o.m41), m42: l(m42, o.m42), m43: l(m43, o.m43), m44: l(m44, o.m44))
    }
}
