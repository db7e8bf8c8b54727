import Foundation

// Asked of the platform, not of `canImport(CoreGraphics)`: where there is no Apple SDK this package's own
// `CoreGraphics` module (a façade over this one) is importable too, and it needs this type.
#if !canImport(Darwin)
    /// An affine transformation matrix for two-dimensional drawing and geometry, with CoreGraphics' API.
    ///
    /// CoreGraphics is missing where ResponderKit usually runs, so the package supplies this type with the same
    /// members. The matrix maps a point `(x, y)` to `(a·x + c·y + tx, b·x + d·y + ty)`:
    ///
    /// ```
    /// | a  b  0 |
    /// | c  d  0 |
    /// | tx ty 1 |
    /// ```
    ///
    /// ```swift
    /// let t = CGAffineTransform(translationX: 10, y: 0).rotated(by: .pi / 2)
    /// CGPoint(x: 1, y: 0).applying(t)   // (10, 1)
    /// ```
    public struct CGAffineTransform: Hashable, Sendable, Codable {
        /// The entry at position [1,1] in the matrix.
        public var a: CGFloat
        /// The entry at position [1,2] in the matrix.
        public var b: CGFloat
        /// The entry at position [2,1] in the matrix.
        public var c: CGFloat
        /// The entry at position [2,2] in the matrix.
        public var d: CGFloat
        /// The entry at position [3,1] in the matrix: the horizontal translation.
        public var tx: CGFloat
        /// The entry at position [3,2] in the matrix: the vertical translation.
        public var ty: CGFloat

        /// Creates a transform from its six matrix entries.
        public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
            self.tx = tx
            self.ty = ty
        }

        /// Creates the identity transform.
        public init() {
            self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        }

        /// The identity transform: it leaves every point where it is.
        public static let identity = CGAffineTransform()

        /// Creates a transform that moves points by `(tx, ty)`.
        public init(translationX tx: CGFloat, y ty: CGFloat) {
            self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
        }

        /// Creates a transform that scales by `sx` horizontally and `sy` vertically.
        public init(scaleX sx: CGFloat, y sy: CGFloat) {
            self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
        }

        /// Creates a transform that rotates by `angle` radians; positive angles turn clockwise on a screen
        /// whose y axis points down, as in UIKit.
        public init(rotationAngle angle: CGFloat) {
            let cosine = cos(angle)
            let sine = sin(angle)
            self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
        }

        /// Whether this is the identity transform.
        public var isIdentity: Bool {
            a == 1 && b == 0 && c == 0 && d == 1 && tx == 0 && ty == 0
        }

        /// The transform that applies `self` first and then `t2`.
        public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
            CGAffineTransform(
                a: a * t2.a + b * t2.c,
                b: a * t2.b + b * t2.d,
                c: c * t2.a + d * t2.c,
                d: c * t2.b + d * t2.d,
                tx: tx * t2.a + ty * t2.c + t2.tx,
                ty: tx * t2.b + ty * t2.d + t2.ty
            )
        }

        /// The inverse transform, or `self` unchanged when the matrix cannot be inverted, as CoreGraphics does.
        public func inverted() -> CGAffineTransform {
            let determinant = a * d - b * c
            guard determinant != 0, determinant.isFinite else { return self }
            let ia = d / determinant
            let ib = -b / determinant
            let ic = -c / determinant
            let id = a / determinant
            return CGAffineTransform(
                a: ia, b: ib, c: ic, d: id,
                tx: -(tx * ia + ty * ic),
                ty: -(tx * ib + ty * id)
            )
        }

        /// The transform made by translating first and then applying `self`.
        public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
            CGAffineTransform(translationX: x, y: y).concatenating(self)
        }

        /// The transform made by scaling first and then applying `self`.
        public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
            CGAffineTransform(scaleX: x, y: y).concatenating(self)
        }

        /// The transform made by rotating by `angle` radians first and then applying `self`.
        public func rotated(by angle: CGFloat) -> CGAffineTransform {
            CGAffineTransform(rotationAngle: angle).concatenating(self)
        }
    }
#endif

extension CGPoint {
    /// The point transformed by `t`.
    @inlinable
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// The size transformed by `t`; translation does not affect a size.
    @inlinable
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// Whether the two rectangles have equal origins and sizes: `==`, inlined. Foundation's `==` on Linux is a call
    /// that is not inlined, and a scroll view's bounds setter compares on every frame of a drag.
    @inline(__always)
    func isEqual(to other: CGRect) -> Bool {
        origin.x == other.origin.x && origin.y == other.origin.y && size.width == other.size.width
            && size.height == other.size.height
    }

    /// The smallest rectangle containing the four corners of this rectangle transformed by `t`.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        if isNull { return self }
        let r = standardized
        let corners = [
            CGPoint(x: r.minX, y: r.minY).applying(t),
            CGPoint(x: r.maxX, y: r.minY).applying(t),
            CGPoint(x: r.minX, y: r.maxY).applying(t),
            CGPoint(x: r.maxX, y: r.maxY).applying(t),
        ]
        var minX = corners[0].x
        var maxX = minX
        var minY = corners[0].y
        var maxY = minY
        for corner in corners.dropFirst() {
            minX = Swift.min(minX, corner.x)
            maxX = Swift.max(maxX, corner.x)
            minY = Swift.min(minY, corner.y)
            maxY = Swift.max(maxY, corner.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
