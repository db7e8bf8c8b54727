import Foundation

#if !canImport(Darwin)
    /// How a view places its content when its size changes, with UIKit's cases; stored (the view draws nothing).
    extension UIView {
        /// UIKit's content modes.
        public enum ContentMode: Int, Sendable {
            /// Scaled to fill, ignoring the aspect ratio.
            case scaleToFill = 0
            /// Scaled to fit, keeping the aspect ratio.
            case scaleAspectFit = 1
            /// Scaled to fill, keeping the aspect ratio, clipped.
            case scaleAspectFill = 2
            /// Redrawn when the bounds change.
            case redraw = 3
            /// Centred.
            case center = 4
            /// At the top.
            case top = 5
            /// At the bottom.
            case bottom = 6
            /// At the left.
            case left = 7
            /// At the right.
            case right = 8
            /// At the top left.
            case topLeft = 9
            /// At the top right.
            case topRight = 10
            /// At the bottom left.
            case bottomLeft = 11
            /// At the bottom right.
            case bottomRight = 12
        }

        /// How the view places its content; `.scaleToFill` by default.
        public var contentMode: ContentMode {
            get { traitState?.contentMode ?? .scaleToFill }
            set { traitStateForWriting.contentMode = newValue }
        }

        /// Whether `setNeedsDisplay()` was called since the view was last recorded.
        public var needsDisplay: Bool { traitState?.needsDisplay ?? false }

        /// Marks the view's content as needing to be drawn again.
        public func setNeedsDisplay() {
            traitStateForWriting.needsDisplay = true
        }

        /// Marks part of the view's content as needing to be drawn again.
        public func setNeedsDisplay(_ rect: CGRect) {
            setNeedsDisplay()
        }

        /// Records what the view draws: its background colour filling its bounds, then its `draw(_:)`, in the
        /// view's own coordinates. Clears `needsDisplay`.
        public func recordDrawing() -> [DrawingOperation] {
            let context = CGContext(recordingSize: bounds.size)
            context.translateBy(x: -bounds.origin.x, y: -bounds.origin.y)
            drawContent(into: context)
            return context.operations
        }

        /// Records the view and its visible subviews, back to front, into the current context (or nothing without
        /// one), each in its frame; returns whether anything was drawn. Hidden and fully transparent views are
        /// skipped; a view that clips to bounds clips its subviews.
        @discardableResult
        public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
            guard let context = UIGraphicsGetCurrentContext() else { return false }
            context.saveGState()
            context.translateBy(x: rect.origin.x, y: rect.origin.y)
            if bounds.width > 0, bounds.height > 0, rect.width.isFinite, rect.height.isFinite {
                context.scaleBy(x: rect.width / bounds.width, y: rect.height / bounds.height)
            }
            drawTree(into: context)
            context.restoreGState()
            return true
        }

        private func drawTree(into context: CGContext) {
            guard !isHidden, alpha >= 0.01 else { return }
            context.saveGState()
            context.translateBy(x: -bounds.origin.x, y: -bounds.origin.y)
            if clipsToBounds { context.clip(to: bounds) }
            drawContent(into: context)
            for subview in subviews {
                context.saveGState()
                context.translateBy(x: subview.center.x, y: subview.center.y)
                context.concatenate(subview.transform)
                context.translateBy(
                    x: -subview.bounds.width / 2 + subview.bounds.origin.x,
                    y: -subview.bounds.height / 2 + subview.bounds.origin.y)
                subview.drawTree(into: context)
                context.restoreGState()
            }
            context.restoreGState()
        }

        private func drawContent(into context: CGContext) {
            withCurrentContext(context) {
                if let color = backgroundColor {
                    context.saveGState()
                    context.setFillColor(color.cgColor)
                    context.fill(bounds)
                    context.restoreGState()
                }
                draw(bounds)
            }
            traitState?.needsDisplay = false
        }
    }
#endif
