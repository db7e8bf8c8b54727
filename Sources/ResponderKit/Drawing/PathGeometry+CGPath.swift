import Foundation

/// Between `PathGeometry` and `CGPath`: the same storage where ResponderKit supplies `CGPath`, the path's
/// elements through CoreGraphics' API where CoreGraphics exists.
extension PathGeometry {
    /// The geometry of a `CGPath`.
    init(_ path: CGPath) {
        #if canImport(Darwin)
            var geometry = PathGeometry()
            path.applyWithBlock { pointer in
                let element = pointer.pointee
                switch element.type {
                case .moveToPoint: geometry.append(.move(element.points[0]))
                case .addLineToPoint: geometry.append(.line(element.points[0]))
                case .addQuadCurveToPoint:
                    geometry.append(.quad(control: element.points[0], end: element.points[1]))
                case .addCurveToPoint:
                    geometry.append(
                        .curve(control1: element.points[0], control2: element.points[1], end: element.points[2]))
                case .closeSubpath: geometry.append(.close)
                @unknown default: break
                }
            }
            self = geometry
        #else
            self = path.geometry
        #endif
    }

    /// The geometry as a `CGPath`.
    func makeCGPath() -> CGPath {
        #if canImport(Darwin)
            let path = CGMutablePath()
            for element in elements {
                switch element {
                case .move(let p): path.move(to: p)
                case .line(let p): path.addLine(to: p)
                case .quad(let c, let e): path.addQuadCurve(to: e, control: c)
                case .curve(let c1, let c2, let e): path.addCurve(to: e, control1: c1, control2: c2)
                case .close: path.closeSubpath()
                }
            }
            return path
        #else
            return CGPath(geometry: self)
        #endif
    }
}
