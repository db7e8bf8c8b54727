import Foundation

/// A 4 × 4 transformation matrix, with Core Animation's API: a layer's `transform` and `sublayerTransform`.
///
/// Points are row vectors multiplied on the left, as in Core Animation: `(x, y, z, 1) · M`, so `m41`, `m42`, `m43`
/// are the translation. A matrix whose third row and column are those of the identity and whose last column is
/// `(0, 0, 0, 1)` is affine: it is a `CGAffineTransform` (`CATransform3DGetAffineTransform`), and a view's backing
/// layer and the view share it. ResponderKit draws nothing, so depth (`m34` perspective) is stored and
/// interpolated but plays no part in hit-testing.
public struct CATransform3D: Hashable, Sendable, Codable {
    /// Row 1, column 1.
    public var m11: CGFloat
    /// Row 1, column 2.
    public var m12: CGFloat
    /// Row 1, column 3.
    public var m13: CGFloat
    /// Row 1, column 4.
    public var m14: CGFloat
    /// Row 2, column 1.
    public var m21: CGFloat
    /// Row 2, column 2.
    public var m22: CGFloat
    /// Row 2, column 3.
    public var m23: CGFloat
    /// Row 2, column 4.
    public var m24: CGFloat
    /// Row 3, column 1.
    public var m31: CGFloat
    /// Row 3, column 2.
    public var m32: CGFloat
    /// Row 3, column 3.
    public var m33: CGFloat
    /// Row 3, column 4.
    public var m34: CGFloat
    /// Row 4, column 1: the horizontal translation.
    public var m41: CGFloat
    /// Row 4, column 2: the vertical translation.
    public var m42: CGFloat
    /// Row 4, column 3: the depth translation.
    public var m43: CGFloat
    /// Row 4, column 4.
    public var m44: CGFloat

    /// Creates a matrix from its sixteen entries, row by row.
    public init(
        m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat,
        m24: CGFloat, m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat, m41: CGFloat, m42: CGFloat,
        m43: CGFloat, m44: CGFloat
    ) {
        (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
        (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
        (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
        (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
    }

    /// Creates the identity matrix.
    public init() {
        self.init(
            m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0, m31: 0, m32: 0, m33: 1, m34: 0, m41: 0,
            m42: 0, m43: 0, m44: 1)
    }

    /// The identity matrix.
    public static let identity = CATransform3D()

    /// The matrix of an affine transform.
    init(_ affine: CGAffineTransform) {
        self.init(
            m11: affine.a, m12: affine.b, m13: 0, m14: 0, m21: affine.c, m22: affine.d, m23: 0, m24: 0, m31: 0,
            m32: 0, m33: 1, m34: 0, m41: affine.tx, m42: affine.ty, m43: 0, m44: 1)
    }

    /// Whether the matrix is an affine transform of the plane.
    var isAffine: Bool {
        m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0 && m31 == 0 && m32 == 0 && m33 == 1 && m34 == 0 && m43 == 0
            && m44 == 1
    }

    /// The affine part: the entries that act on the plane.
    var affine: CGAffineTransform {
        CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42)
    }

    /// The entries, row by row.
    var entries: [CGFloat] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }

    /// The matrix with the given entries, row by row (16 of them).
    init(entries e: [CGFloat]) {
        self.init(
            m11: e[0], m12: e[1], m13: e[2], m14: e[3], m21: e[4], m22: e[5], m23: e[6], m24: e[7], m31: e[8],
            m32: e[9], m33: e[10], m34: e[11], m41: e[12], m42: e[13], m43: e[14], m44: e[15])
    }

    /// `self · other`: this transform, then `other`.
    func concatenating(_ other: CATransform3D) -> CATransform3D {
        let a = entries
        let b = other.entries
        var result = [CGFloat](repeating: 0, count: 16)
        for row in 0..<4 {
            for column in 0..<4 {
                var sum: CGFloat = 0
                for k in 0..<4 { sum += a[row * 4 + k] * b[k * 4 + column] }
                result[row * 4 + column] = sum
            }
        }
        return CATransform3D(entries: result)
    }
}

/// The identity transform.
public let CATransform3DIdentity = CATransform3D.identity

/// Whether `t` is the identity.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == .identity }

/// Whether two transforms are equal.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }

/// A translation by `(tx, ty, tz)`.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3D.identity
    (t.m41, t.m42, t.m43) = (tx, ty, tz)
    return t
}

/// A scale by `(sx, sy, sz)`.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3D.identity
    (t.m11, t.m22, t.m33) = (sx, sy, sz)
    return t
}

/// A rotation by `angle` radians about the axis `(x, y, z)`; a zero axis gives the identity. About `(0, 0, 1)` it
/// is `CGAffineTransform(rotationAngle: angle)`.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0, length.isFinite else { return .identity }
    let (x, y, z) = (x / length, y / length, z / length)
    let c = cos(angle)
    let s = sin(angle)
    let t = 1 - c
    return CATransform3D(
        m11: t * x * x + c, m12: t * x * y + s * z, m13: t * x * z - s * y, m14: 0,
        m21: t * x * y - s * z, m22: t * y * y + c, m23: t * y * z + s * x, m24: 0,
        m31: t * x * z + s * y, m32: t * y * z - s * x, m33: t * z * z + c, m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1)
}

/// `a` then `b`: the product `a · b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D { a.concatenating(b) }

/// A translation by `(tx, ty, tz)`, then `t`.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat)
    -> CATransform3D
{
    CATransform3DMakeTranslation(tx, ty, tz).concatenating(t)
}

/// A scale by `(sx, sy, sz)`, then `t`.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DMakeScale(sx, sy, sz).concatenating(t)
}

/// A rotation by `angle` about `(x, y, z)`, then `t`.
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat)
    -> CATransform3D
{
    CATransform3DMakeRotation(angle, x, y, z).concatenating(t)
}

/// The inverse of `t`, or `t` itself when it has none (as Core Animation answers).
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    if t.isAffine {
        let affine = t.affine
        let determinant = affine.a * affine.d - affine.b * affine.c
        guard determinant != 0, determinant.isFinite else { return t }
        return CATransform3D(affine.inverted())
    }
    // Gauss–Jordan elimination with partial pivoting.
    var m = t.entries
    var inverse = CATransform3D.identity.entries
    for column in 0..<4 {
        var pivot = column
        for row in column..<4 where Swift.abs(m[row * 4 + column]) > Swift.abs(m[pivot * 4 + column]) { pivot = row }
        guard m[pivot * 4 + column] != 0 else { return t }
        if pivot != column {
            for k in 0..<4 {
                m.swapAt(pivot * 4 + k, column * 4 + k)
                inverse.swapAt(pivot * 4 + k, column * 4 + k)
            }
        }
        let scale = m[column * 4 + column]
        for k in 0..<4 {
            m[column * 4 + k] /= scale
            inverse[column * 4 + k] /= scale
        }
        for row in 0..<4 where row != column {
            let factor = m[row * 4 + column]
            guard factor != 0 else { continue }
            for k in 0..<4 {
                m[row * 4 + k] -= factor * m[column * 4 + k]
                inverse[row * 4 + k] -= factor * inverse[column * 4 + k]
            }
        }
    }
    return CATransform3D(entries: inverse)
}

/// Whether `t` acts on the plane only (it is a `CGAffineTransform`).
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool { t.isAffine }

/// The affine transform of `t`'s plane entries.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform { t.affine }

/// The 4 × 4 matrix of an affine transform.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D { CATransform3D(m) }
