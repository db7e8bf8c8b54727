import Foundation

/// Building a path: subpaths of lines, curves and arcs, other paths appended, transforms, reversal.
extension UIBezierPath {
    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint) {
        geometry.append(.move(point))
    }

    /// Adds a straight line from the current point to `point`; ignored when there is no current point.
    public func addLine(to point: CGPoint) {
        geometry.append(.line(point))
    }

    /// Adds a quadratic curve from the current point to `endPoint`; ignored when there is no current point.
    public func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        geometry.append(.quad(control: controlPoint, end: endPoint))
    }

    /// Adds a cubic curve from the current point to `endPoint`; ignored when there is no current point.
    public func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        geometry.append(.curve(control1: controlPoint1, control2: controlPoint2, end: endPoint))
    }

    /// Adds an arc of a circle, joined by a line to the current point if there is one.
    ///
    /// Angles are in radians from the positive x axis; `clockwise` is as seen on a screen (y down): `true` runs
    /// toward increasing angles (the opposite of `CGMutablePath.addArc`'s `clockwise`). A difference of a full
    /// turn or more draws the whole circle.
    public func addArc(
        withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        let sweep = PathGeometry.sweep(from: startAngle, to: endAngle, increasing: clockwise)
        geometry.appendConnected(
            PathGeometry.arc(center: center, radius: radius, startAngle: startAngle, sweep: sweep),
            transform: .identity)
    }

    /// Closes the current subpath with a line back to its start.
    public func close() {
        geometry.append(.close)
    }

    /// Removes every element; the stroke settings stay.
    public func removeAllPoints() {
        geometry = PathGeometry()
    }

    /// Adds every element of `bezierPath` to this path.
    public func append(_ bezierPath: UIBezierPath) {
        geometry.append(contentsOf: bezierPath.geometry)
    }

    /// A new path with the same shape traced backwards (each subpath from its end to its start) and the same
    /// stroke settings.
    public func reversing() -> UIBezierPath {
        let path = UIBezierPath(geometry: geometry.reversed())
        path.copyStrokeSettings(from: self)
        return path
    }

    /// Transforms every point of the path.
    public func apply(_ transform: CGAffineTransform) {
        geometry = geometry.applying(transform)
    }

    /// Sets the dash pattern for strokes: `count` lengths read from `pattern` (none when it is nil or `count`
    /// is not positive), and the phase to start at.
    public func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        if let pattern, count > 0 {
            lineDashPattern = Array(UnsafeBufferPointer(start: pattern, count: count))
        } else {
            lineDashPattern = []
        }
        lineDashPhase = phase
    }

    /// Reads the dash pattern: the lengths into `pattern` (which must have room for them all), their number into
    /// `count`, and the phase into `phase`; each pointer may be nil.
    public func getLineDash(
        _ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?,
        phase: UnsafeMutablePointer<CGFloat>?
    ) {
        if let pattern {
            for (index, length) in lineDashPattern.enumerated() { pattern[index] = length }
        }
        count?.pointee = lineDashPattern.count
        phase?.pointee = lineDashPhase
    }
}
