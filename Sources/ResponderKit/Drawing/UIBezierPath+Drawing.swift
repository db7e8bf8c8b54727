import Foundation

#if !canImport(Darwin)
    extension UIBezierPath {
        /// Fills the path in the current context with the current fill colour (`UIColor.setFill()`), by the path's
        /// fill rule; with no current context, nothing.
        @MainActor
        public func fill() {
            guard let context = UIGraphicsGetCurrentContext() else { return }
            context.beginPath()
            context.addPath(cgPath)
            context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
        }

        /// Strokes the path in the current context with the current stroke colour and the path's line width.
        @MainActor
        public func stroke() {
            guard let context = UIGraphicsGetCurrentContext() else { return }
            context.saveGState()
            context.setLineWidth(lineWidth)
            context.beginPath()
            context.addPath(cgPath)
            context.strokePath()
            context.restoreGState()
        }

        /// Intersects the current context's clip with the path.
        @MainActor
        public func addClip() {
            guard let context = UIGraphicsGetCurrentContext() else { return }
            context.beginPath()
            context.addPath(cgPath)
            context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
        }
    }

    extension UIColor {
        /// Makes this the fill and stroke colour of the current context.
        @MainActor
        public func set() {
            setFill()
            setStroke()
        }

        /// Makes this the fill colour of the current context.
        @MainActor
        public func setFill() {
            UIGraphicsGetCurrentContext()?.setFillColor(cgColor)
        }

        /// Makes this the stroke colour of the current context.
        @MainActor
        public func setStroke() {
            UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor)
        }
    }

    extension String {
        /// Records the string drawn in a rectangle of the current context; attributes are not modelled.
        @MainActor
        public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
            UIGraphicsGetCurrentContext()?.recordText(self, in: rect)
        }

        /// Records the string drawn at a point of the current context (in an unbounded rectangle).
        @MainActor
        public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
            UIGraphicsGetCurrentContext()?.recordText(self, in: CGRect(origin: point, size: .zero))
        }
    }
#endif
