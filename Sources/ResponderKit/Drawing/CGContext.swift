import Foundation

#if !canImport(Darwin)
    /// A drawing destination with CoreGraphics' API that records what is drawn instead of making pixels: each
    /// fill, stroke, clip, image and text becomes a `DrawingOperation` in `operations`, in device space, with the
    /// colour, width and rule in force.
    ///
    /// The graphics state is CoreGraphics': a current transform (`ctm`) that path construction applies as points are
    /// added, fill and stroke colours, line width, cap, join and dash, alpha, a clip, saved and restored as a stack.
    /// Drawing an empty path records nothing; non-finite coordinates are dropped by the path (see `CGMutablePath`).
    ///
    /// ```swift
    /// let context = CGContext(recordingSize: CGSize(width: 44, height: 44))
    /// context.setFillColor(UIColor.systemRed.cgColor)
    /// context.fillEllipse(in: CGRect(x: 0, y: 0, width: 44, height: 44))
    /// context.operations   // [fill (0, 0, 44×44) … winding]
    /// ```
    public final class CGContext {
        private struct State {
            var ctm = CGAffineTransform.identity
            var fillColor: CGColor?
            var strokeColor: CGColor?
            var lineWidth: CGFloat = 1
            var lineCap = CGLineCap.butt
            var lineJoin = CGLineJoin.miter
            var lineDashPhase: CGFloat = 0
            var lineDashLengths: [CGFloat] = []
            var alpha: CGFloat = 1
            var blendMode = CGBlendMode.normal
            var clipBox: CGRect
            var shadowOffset = CGSize.zero
            var shadowBlur: CGFloat = 0
            var shadowColor: CGColor?
        }

        private var state: State
        private var saved: [State] = []
        private var currentPath = CGMutablePath()
        /// The size of the area drawn into, in points.
        public let size: CGSize
        /// Everything drawn so far, in order.
        public private(set) var operations: [DrawingOperation] = []

        /// Creates a recording context of a size (a negative or non-finite size is taken as zero).
        public init(recordingSize size: CGSize) {
            let width = size.width.isFinite ? Swift.max(0, size.width) : 0
            let height = size.height.isFinite ? Swift.max(0, size.height) : 0
            self.size = CGSize(width: width, height: height)
            state = State(clipBox: CGRect(x: 0, y: 0, width: width, height: height))
        }

        // MARK: - Graphics state

        /// Pushes a copy of the graphics state; `restoreGState()` pops it.
        public func saveGState() {
            saved.append(state)
        }

        /// Restores the state last saved; with none saved, does nothing (CoreGraphics logs an error).
        public func restoreGState() {
            if let last = saved.popLast() { state = last }
        }

        /// The current transform from user space to device space.
        public var ctm: CGAffineTransform { state.ctm }

        /// Moves the origin of user space.
        public func translateBy(x: CGFloat, y: CGFloat) {
            concatenate(CGAffineTransform(translationX: x, y: y))
        }

        /// Scales user space.
        public func scaleBy(x: CGFloat, y: CGFloat) {
            concatenate(CGAffineTransform(scaleX: x, y: y))
        }

        /// Rotates user space by an angle in radians.
        public func rotate(by angle: CGFloat) {
            concatenate(CGAffineTransform(rotationAngle: angle))
        }

        /// Applies a transform before the current one.
        public func concatenate(_ transform: CGAffineTransform) {
            let combined = transform.concatenating(state.ctm)
            guard combined.a.isFinite, combined.b.isFinite, combined.c.isFinite, combined.d.isFinite,
                combined.tx.isFinite, combined.ty.isFinite
            else { return }
            state.ctm = combined
        }

        /// Sets the fill colour.
        public func setFillColor(_ color: CGColor) {
            state.fillColor = color
        }

        /// Sets the fill colour from components.
        public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
            state.fillColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
        }

        /// Sets the fill colour to a grey.
        public func setFillColor(gray: CGFloat, alpha: CGFloat) {
            state.fillColor = CGColor(gray: gray, alpha: alpha)
        }

        /// Sets the stroke colour.
        public func setStrokeColor(_ color: CGColor) {
            state.strokeColor = color
        }

        /// Sets the stroke colour from components.
        public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
            state.strokeColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
        }

        /// Sets the stroke colour to a grey.
        public func setStrokeColor(gray: CGFloat, alpha: CGFloat) {
            state.strokeColor = CGColor(gray: gray, alpha: alpha)
        }

        /// Sets the line width; a negative or non-finite width is ignored.
        public func setLineWidth(_ width: CGFloat) {
            if width.isFinite, width >= 0 { state.lineWidth = width }
        }

        /// Sets how line ends are drawn.
        public func setLineCap(_ cap: CGLineCap) {
            state.lineCap = cap
        }

        /// Sets how line joins are drawn.
        public func setLineJoin(_ join: CGLineJoin) {
            state.lineJoin = join
        }

        /// Sets the dash pattern (empty: solid).
        public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
            state.lineDashPhase = phase
            state.lineDashLengths = lengths
        }

        /// Sets the alpha applied to everything drawn, clamped to 0…1.
        public func setAlpha(_ alpha: CGFloat) {
            state.alpha = alpha.isNaN ? state.alpha : Swift.min(1, Swift.max(0, alpha))
        }

        /// Sets the blend mode.
        public func setBlendMode(_ mode: CGBlendMode) {
            state.blendMode = mode
        }

        /// Sets a shadow.
        public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
            state.shadowOffset = offset
            state.shadowBlur = blur
            state.shadowColor = color
        }

        /// Sets a shadow of CoreGraphics' default colour.
        public func setShadow(offset: CGSize, blur: CGFloat) {
            setShadow(offset: offset, blur: blur, color: CGColor(gray: 0, alpha: 1.0 / 3.0))
        }

        /// Whether edges are antialiased: stored, nothing is rasterised.
        public func setShouldAntialias(_ shouldAntialias: Bool) {}

        /// Whether antialiasing is allowed: stored, nothing is rasterised.
        public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) {}

        /// The current line width.
        public var lineWidth: CGFloat { state.lineWidth }
        /// The current fill colour.
        public var fillColor: CGColor? { state.fillColor }
        /// The current stroke colour.
        public var strokeColor: CGColor? { state.strokeColor }
        /// The current alpha.
        public var alpha: CGFloat { state.alpha }
        /// The bounding box of the clip, in user space... here in device space, as the recording keeps it.
        public var boundingBoxOfClipPath: CGRect { state.clipBox }

        // MARK: - Path construction

        /// Starts a new, empty path.
        public func beginPath() {
            currentPath = CGMutablePath()
        }

        /// Starts a subpath at a point.
        public func move(to point: CGPoint) {
            currentPath.move(to: point, transform: state.ctm)
        }

        /// Adds a line to a point.
        public func addLine(to point: CGPoint) {
            currentPath.addLine(to: point, transform: state.ctm)
        }

        /// Adds lines joining points.
        public func addLines(between points: [CGPoint]) {
            currentPath.addLines(between: points, transform: state.ctm)
        }

        /// Adds a rectangle.
        public func addRect(_ rect: CGRect) {
            currentPath.addRect(rect, transform: state.ctm)
        }

        /// Adds rectangles.
        public func addRects(_ rects: [CGRect]) {
            currentPath.addRects(rects, transform: state.ctm)
        }

        /// Adds an ellipse inscribed in a rectangle.
        public func addEllipse(in rect: CGRect) {
            currentPath.addEllipse(in: rect, transform: state.ctm)
        }

        /// Adds an arc of a circle (`clockwise` in CoreGraphics' unflipped sense; see `CGMutablePath`).
        public func addArc(
            center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
        ) {
            currentPath.addArc(
                center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise,
                transform: state.ctm)
        }

        /// Adds an arc tangent to two lines.
        public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
            currentPath.addArc(
                tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform: state.ctm)
        }

        /// Adds a cubic Bézier curve.
        public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
            currentPath.addCurve(to: end, control1: control1, control2: control2, transform: state.ctm)
        }

        /// Adds a quadratic Bézier curve.
        public func addQuadCurve(to end: CGPoint, control: CGPoint) {
            currentPath.addQuadCurve(to: end, control: control, transform: state.ctm)
        }

        /// Adds a path.
        public func addPath(_ path: CGPath) {
            currentPath.addPath(path, transform: state.ctm)
        }

        /// Closes the current subpath.
        public func closePath() {
            currentPath.closeSubpath()
        }

        /// Whether the current path is empty.
        public var isPathEmpty: Bool { currentPath.isEmpty }

        /// The current point of the path, in user space.
        public var currentPointOfPath: CGPoint { currentPath.currentPoint.applying(state.ctm.inverted()) }

        /// The bounding box of the current path, in device space.
        public var boundingBoxOfPath: CGRect { currentPath.boundingBoxOfPath }

        /// A copy of the current path, in device space; nil when empty.
        public var path: CGPath? { currentPath.isEmpty ? nil : currentPath.copy() }

        // MARK: - Drawing

        /// Fills the current path by a rule and starts a new path.
        public func fillPath(using rule: CGPathFillRule = .winding) {
            let path = takePath()
            guard !path.isEmpty else { return }
            operations.append(.fill(path, color: drawnColor(state.fillColor), rule: rule))
        }

        /// Strokes the current path and starts a new path.
        public func strokePath() {
            let path = takePath()
            guard !path.isEmpty else { return }
            operations.append(
                .stroke(path, color: drawnColor(state.strokeColor), lineWidth: state.lineWidth * ctmScale))
        }

        /// Fills, strokes or both, then starts a new path.
        public func drawPath(using mode: CGPathDrawingMode) {
            let path = takePath()
            guard !path.isEmpty else { return }
            switch mode {
            case .fill, .fillStroke:
                operations.append(.fill(path, color: drawnColor(state.fillColor), rule: .winding))
            case .eoFill, .eoFillStroke:
                operations.append(.fill(path, color: drawnColor(state.fillColor), rule: .evenOdd))
            case .stroke: break
            }
            if mode == .stroke || mode == .fillStroke || mode == .eoFillStroke {
                operations.append(
                    .stroke(path, color: drawnColor(state.strokeColor), lineWidth: state.lineWidth * ctmScale))
            }
        }

        /// Fills a rectangle.
        public func fill(_ rect: CGRect) {
            beginPath()
            addRect(rect)
            fillPath()
        }

        /// Fills rectangles.
        public func fill(_ rects: [CGRect]) {
            beginPath()
            addRects(rects)
            fillPath()
        }

        /// Strokes a rectangle's outline.
        public func stroke(_ rect: CGRect) {
            beginPath()
            addRect(rect)
            strokePath()
        }

        /// Strokes a rectangle's outline with a width.
        public func stroke(_ rect: CGRect, width: CGFloat) {
            saveGState()
            setLineWidth(width)
            stroke(rect)
            restoreGState()
        }

        /// Fills an ellipse.
        public func fillEllipse(in rect: CGRect) {
            beginPath()
            addEllipse(in: rect)
            fillPath()
        }

        /// Strokes an ellipse.
        public func strokeEllipse(in rect: CGRect) {
            beginPath()
            addEllipse(in: rect)
            strokePath()
        }

        /// Strokes line segments between pairs of points.
        public func strokeLineSegments(between points: [CGPoint]) {
            beginPath()
            var index = 0
            while index + 1 < points.count {
                move(to: points[index])
                addLine(to: points[index + 1])
                index += 2
            }
            strokePath()
        }

        /// Clears a rectangle to transparent.
        public func clear(_ rect: CGRect) {
            operations.append(.clear(rect.applying(state.ctm)))
        }

        /// Clips to the current path by a rule, and starts a new path.
        public func clip(using rule: CGPathFillRule = .winding) {
            let path = takePath()
            state.clipBox = state.clipBox.intersection(path.boundingBoxOfPath)
            operations.append(.clip(path, rule: rule))
        }

        /// Clips to a rectangle.
        public func clip(to rect: CGRect) {
            beginPath()
            addRect(rect)
            clip()
        }

        /// Draws an image into a rectangle.
        public func draw(_ image: CGImage, in rect: CGRect) {
            operations.append(
                .image(size: CGSize(width: image.width, height: image.height), in: rect.applying(state.ctm)))
        }

        /// Records text drawn in a rectangle (user space), for `NSString.draw(in:withAttributes:)`-style callers.
        public func recordText(_ text: String, in rect: CGRect) {
            operations.append(.text(text, in: rect.applying(state.ctm)))
        }

        /// Records an image of a size drawn in a rectangle (user space).
        func recordImage(size: CGSize, in rect: CGRect) {
            operations.append(.image(size: size, in: rect.applying(state.ctm)))
        }

        private func takePath() -> CGPath {
            let path = currentPath
            currentPath = CGMutablePath()
            return path
        }

        /// The colour as drawn: with the context's alpha applied.
        private func drawnColor(_ color: CGColor?) -> CGColor? {
            guard state.alpha < 1 else { return color }
            let base = color ?? CGColor(gray: 0, alpha: 1)
            return base.copy(alpha: base.alpha * state.alpha)
        }

        /// How much the transform scales lengths (the square root of its determinant's magnitude).
        private var ctmScale: CGFloat {
            let t = state.ctm
            return (abs(t.a * t.d - t.b * t.c)).squareRoot()
        }
    }

    /// A bitmap image as CoreGraphics holds it: its size in pixels, and what was drawn to make it.
    public final class CGImage: Sendable {
        /// Width in pixels.
        public let width: Int
        /// Height in pixels.
        public let height: Int
        /// What was drawn to make the image, when a renderer made it.
        public let operations: [DrawingOperation]

        /// Creates an image of a size in pixels.
        init(width: Int, height: Int, operations: [DrawingOperation]) {
            self.width = Swift.max(0, width)
            self.height = Swift.max(0, height)
            self.operations = operations
        }
    }
#endif
