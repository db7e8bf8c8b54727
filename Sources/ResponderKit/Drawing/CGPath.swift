import Foundation

#if !canImport(Darwin)
    /// An immutable graphics path, with CoreGraphics' API: subpaths of lines and quadratic and cubic curves,
    /// which ResponderKit does not draw but can test points against.
    ///
    /// ```swift
    /// let ring = CGMutablePath()
    /// ring.addEllipse(in: CGRect(x: 0, y: 0, width: 100, height: 100))
    /// ring.addEllipse(in: CGRect(x: 25, y: 25, width: 50, height: 50))
    /// ring.contains(CGPoint(x: 50, y: 50))                   // true: winding number 2
    /// ring.contains(CGPoint(x: 50, y: 50), using: .evenOdd) // false: the hole
    /// ```
    ///
    /// `contains(_:using:transform:)` is exact for lines and follows each curve within 0.01 pt; a path that is
    /// one rectangle, ellipse or rounded rectangle is answered analytically. A non-finite point, an empty path
    /// and a path with a non-finite coordinate contain nothing. `CGPath` is `Sendable`, as CoreGraphics' is; a
    /// `CGMutablePath` must not be changed while another thread reads it.
    public class CGPath: Hashable, @unchecked Sendable {
        /// The elements and what the path is known to be.
        var geometry: PathGeometry

        init(geometry: PathGeometry) {
            self.geometry = geometry
        }

        /// Creates a path that is one rectangle: its origin, then clockwise on a screen, closed.
        public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
            self.init(geometry: PathGeometry.rect(rect).applying(transform?.pointee ?? .identity))
        }

        /// Creates a path that is one ellipse inscribed in `rect`, four cubic curves from its right-hand point.
        public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
            self.init(geometry: PathGeometry.ellipse(in: rect).applying(transform?.pointee ?? .identity))
        }

        /// Creates a path that is one rounded rectangle whose corners are quarter ellipses of the given radii.
        ///
        /// CoreGraphics requires each radius to be at most half the side; ResponderKit clamps it there instead
        /// of trapping, and takes a negative radius as 0.
        public convenience init(
            roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
            transform: UnsafePointer<CGAffineTransform>?
        ) {
            let radius = CGSize(width: cornerWidth, height: cornerHeight)
            self.init(
                geometry: PathGeometry.roundedRect(rect, radii: [radius, radius, radius, radius])
                    .applying(transform?.pointee ?? .identity))
        }

        /// Whether the path has no elements.
        public var isEmpty: Bool { geometry.isEmpty }

        /// The end point of the last element (a closed subpath's start), or `.zero` for an empty path.
        public var currentPoint: CGPoint { geometry.currentPoint ?? .zero }

        /// The smallest rectangle holding every point of the path, control points included; `CGRect.null` for an
        /// empty path or one with a non-finite coordinate.
        public var boundingBox: CGRect { geometry.boundingBox }

        /// The smallest rectangle holding the path itself (its curves' extremes, not their control points);
        /// `CGRect.null` for an empty path or one with a non-finite coordinate.
        public var boundingBoxOfPath: CGRect { geometry.boundingBoxOfPath }

        /// Whether the path is exactly one rectangle (as `CGPath(rect:transform:)` and `addRect` make it), and
        /// which.
        public func isRect(_ rect: UnsafeMutablePointer<CGRect>?) -> Bool {
            guard case .rect(let r) = geometry.shape else { return false }
            rect?.pointee = r
            return true
        }

        /// Whether `point` is inside the area the path fills under `rule`, with the path first transformed by
        /// `transform`.
        ///
        /// Every subpath is closed for filling. Points on the top or left edge of a rectangle are inside and on
        /// its bottom or right edge outside, as for `CGRect.contains`. Lines are exact; each curve is followed
        /// within 0.01 pt (`UIBezierPath`'s documentation has the details). A non-finite point, an empty path
        /// and a path with a non-finite coordinate contain nothing.
        public func contains(
            _ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity
        ) -> Bool {
            if transform.isIdentity { return geometry.contains(point, evenOdd: rule == .evenOdd) }
            return geometry.applying(transform).contains(point, evenOdd: rule == .evenOdd)
        }

        /// An immutable copy of the path.
        public func copy() -> CGPath? {
            CGPath(geometry: geometry)
        }

        /// An immutable copy of the path with every point transformed, when given a transform.
        public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
            CGPath(geometry: geometry.applying(transform?.pointee ?? .identity))
        }

        /// A mutable copy of the path.
        public func mutableCopy() -> CGMutablePath? {
            CGMutablePath(geometry: geometry)
        }

        /// A mutable copy of the path with every point transformed, when given a transform.
        public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
            CGMutablePath(geometry: geometry.applying(transform?.pointee ?? .identity))
        }

        /// Calls `block` with each element of the path in order.
        ///
        /// ```swift
        /// path.applyWithBlock { element in
        ///     if element.pointee.type == .addLineToPoint { print(element.pointee.points[0]) }
        /// }
        /// ```
        public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
            let points = UnsafeMutablePointer<CGPoint>.allocate(capacity: 3)
            defer { points.deallocate() }
            points.initialize(repeating: .zero, count: 3)
            for element in geometry.elements {
                let type: CGPathElementType
                switch element {
                case .move(let p):
                    type = .moveToPoint
                    points[0] = p
                case .line(let p):
                    type = .addLineToPoint
                    points[0] = p
                case .quad(let c, let e):
                    type = .addQuadCurveToPoint
                    points[0] = c
                    points[1] = e
                case .curve(let c1, let c2, let e):
                    type = .addCurveToPoint
                    points[0] = c1
                    points[1] = c2
                    points[2] = e
                case .close:
                    type = .closeSubpath
                }
                var pathElement = CGPathElement(type: type, points: points)
                withUnsafePointer(to: &pathElement) { block($0) }
            }
        }

        /// Calls the C function `function` with `info` and each element of the path in order.
        public func apply(info: UnsafeMutableRawPointer?, function: CGPathApplierFunction) {
            applyWithBlock { function(info, $0) }
        }

        /// Two paths are equal when they have the same elements with the same points.
        public static func == (lhs: CGPath, rhs: CGPath) -> Bool {
            lhs.geometry.elements == rhs.geometry.elements
        }

        /// Hashes the elements.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(geometry.elements)
        }
    }
#endif
