import Foundation

#if !canImport(Darwin)
    /// A graphics path that can be built, with CoreGraphics' API.
    ///
    /// Each `add…` method takes an optional transform applied to the points it adds. A line or curve added with
    /// no current point is ignored (CoreGraphics logs a message and ignores it too); an arc with a current point
    /// is joined to it by a line.
    ///
    /// ```swift
    /// let path = CGMutablePath()
    /// path.move(to: CGPoint(x: 0, y: 0))
    /// path.addLine(to: CGPoint(x: 100, y: 0))
    /// path.addQuadCurve(to: CGPoint(x: 0, y: 100), control: CGPoint(x: 100, y: 100))
    /// path.closeSubpath()
    /// ```
    public final class CGMutablePath: CGPath, @unchecked Sendable {
        /// Creates an empty path.
        public init() {
            super.init(geometry: PathGeometry())
        }

        override init(geometry: PathGeometry) {
            super.init(geometry: geometry)
        }

        /// Starts a new subpath at `point`.
        public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
            geometry.append(.move(point.applying(transform)))
        }

        /// Adds a straight line from the current point to `point`.
        public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
            geometry.append(.line(point.applying(transform)))
        }

        /// Adds an open subpath through the points: a move to the first, lines to the rest.
        public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
            for (index, point) in points.enumerated() {
                geometry.append(index == 0 ? .move(point.applying(transform)) : .line(point.applying(transform)))
            }
        }

        /// Adds a closed rectangle: its origin, then clockwise on a screen.
        public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
            geometry.append(contentsOf: PathGeometry.rect(rect).applying(transform))
        }

        /// Adds a closed rectangle for each rectangle.
        public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
            for rect in rects { addRect(rect, transform: transform) }
        }

        /// Adds a closed ellipse inscribed in `rect`: four cubic curves from its right-hand point.
        public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
            geometry.append(contentsOf: PathGeometry.ellipse(in: rect).applying(transform))
        }

        /// Adds a closed rounded rectangle whose corners are quarter ellipses of the given radii, each clamped to
        /// half the side (CoreGraphics traps on larger radii).
        public func addRoundedRect(
            in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity
        ) {
            let radius = CGSize(width: cornerWidth, height: cornerHeight)
            geometry.append(
                contentsOf: PathGeometry.roundedRect(rect, radii: [radius, radius, radius, radius]).applying(transform))
        }

        /// Adds a quadratic curve from the current point to `end`.
        public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
            geometry.append(.quad(control: control.applying(transform), end: end.applying(transform)))
        }

        /// Adds a cubic curve from the current point to `end`.
        public func addCurve(
            to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity
        ) {
            geometry.append(
                .curve(
                    control1: control1.applying(transform), control2: control2.applying(transform),
                    end: end.applying(transform)))
        }

        /// Adds an arc of a circle from `startAngle` to `endAngle` (radians from the positive x axis), joined by
        /// a line to the current point if there is one.
        ///
        /// `clockwise` is meant in CoreGraphics' unflipped space, where y points up: `true` runs toward
        /// decreasing angles, which on a screen (y down) looks counterclockwise. `UIBezierPath`'s `clockwise` is
        /// the opposite. A difference of a full turn or more draws the whole circle.
        public func addArc(
            center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
            transform: CGAffineTransform = .identity
        ) {
            let sweep = PathGeometry.sweep(from: startAngle, to: endAngle, increasing: !clockwise)
            geometry.appendConnected(
                PathGeometry.arc(center: center, radius: radius, startAngle: startAngle, sweep: sweep),
                transform: transform)
        }

        /// Adds an arc of radius `radius` tangent to the line from the current point to `tangent1End` and to the
        /// line from `tangent1End` to `tangent2End`, with a line from the current point to where the arc starts.
        ///
        /// Collinear points or a radius of 0 add a line to `tangent1End`; with no current point the path moves
        /// to `tangent1End`.
        public func addArc(
            tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity
        ) {
            geometry.appendTangentArc(
                tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform: transform)
        }

        /// Adds an arc of a circle from `startAngle` through `delta` radians (positive toward increasing angles),
        /// joined by a line to the current point if there is one. Beyond eight turns either way, `delta` is
        /// clamped to eight turns.
        public func addRelativeArc(
            center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
            transform: CGAffineTransform = .identity
        ) {
            geometry.appendConnected(
                PathGeometry.arc(center: center, radius: radius, startAngle: startAngle, sweep: delta),
                transform: transform)
        }

        /// Closes the current subpath with a line back to its start.
        public func closeSubpath() {
            geometry.append(.close)
        }

        /// Adds every element of `path`, transformed.
        public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
            geometry.append(contentsOf: transform.isIdentity ? path.geometry : path.geometry.applying(transform))
        }
    }
#endif
