import Foundation

/// A layer that holds a path and how it would be filled and stroked; stored and animated, never drawn.
///
/// `strokeStart` and `strokeEnd` (0 and 1) say which part of the path the stroke covers: animating `strokeEnd`
/// from 0 to 1 is the usual "draw the line" progress ring.
@preconcurrency @MainActor
open class CAShapeLayer: CALayer {
    /// The shape.
    open var path: CGPath?
    /// The fill colour (opaque black by default); nil fills nothing.
    open var fillColor: CGColor? = CGColor(gray: 0, alpha: 1) {
        willSet { noteChange(.fillColor) }
        didSet { didChange(.fillColor, from: AnimatableValue(color: oldValue)) }
    }
    /// How the inside of the path is decided.
    open var fillRule = CAShapeLayerFillRule.nonZero
    /// The stroke colour (nil by default: no stroke).
    open var strokeColor: CGColor? {
        willSet { noteChange(.strokeColor) }
        didSet { didChange(.strokeColor, from: AnimatableValue(color: oldValue)) }
    }
    /// Where along the path the stroke begins, 0…1.
    open var strokeStart: CGFloat = 0 {
        willSet { noteChange(.strokeStart) }
        didSet { didChange(.strokeStart, from: .scalar(Double(oldValue))) }
    }
    /// Where along the path the stroke ends, 0…1.
    open var strokeEnd: CGFloat = 1 {
        willSet { noteChange(.strokeEnd) }
        didSet { didChange(.strokeEnd, from: .scalar(Double(oldValue))) }
    }
    /// The stroke's width (1 by default).
    open var lineWidth: CGFloat = 1 {
        willSet { noteChange(.lineWidth) }
        didSet { didChange(.lineWidth, from: .scalar(Double(oldValue))) }
    }
    /// The miter limit (10 by default).
    open var miterLimit: CGFloat = 10
    /// The shape of the stroke's ends.
    open var lineCap = CAShapeLayerLineCap.butt
    /// The shape of the stroke's joins.
    open var lineJoin = CAShapeLayerLineJoin.miter
    /// Where in the dash pattern the stroke starts.
    open var lineDashPhase: CGFloat = 0 {
        willSet { noteChange(.lineDashPhase) }
        didSet { didChange(.lineDashPhase, from: .scalar(Double(oldValue))) }
    }
    /// The dash pattern: lengths of painted and unpainted segments.
    open var lineDashPattern: [NSNumber]?

    /// Creates a shape layer with no path.
    public override init() {
        super.init()
    }

    /// Creates a copy of `layer`'s stored values (a presentation layer).
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAShapeLayer else { return }
        path = other.path
        fillColor = other.fillColor
        fillRule = other.fillRule
        strokeColor = other.strokeColor
        strokeStart = other.strokeStart
        strokeEnd = other.strokeEnd
        lineWidth = other.lineWidth
        miterLimit = other.miterLimit
        lineCap = other.lineCap
        lineJoin = other.lineJoin
        lineDashPhase = other.lineDashPhase
        lineDashPattern = other.lineDashPattern
    }

    /// Creates a layer from an archive: a plain shape layer.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
