import Foundation

/// A layer that holds a colour gradient; stored and animated, never drawn.
@preconcurrency @MainActor
open class CAGradientLayer: CALayer {
    /// The gradient's colours (`CGColor`s), in order.
    open var colors: [Any]?
    /// Where each colour sits along the gradient, 0…1; nil spreads them evenly.
    open var locations: [NSNumber]?
    /// Where the gradient starts, in unit coordinates ((0.5, 0) by default: the top centre).
    open var startPoint = CGPoint(x: 0.5, y: 0) {
        willSet { noteChange(.startPoint) }
        didSet { didChange(.startPoint, from: .point(oldValue)) }
    }
    /// Where it ends ((0.5, 1) by default: the bottom centre).
    open var endPoint = CGPoint(x: 0.5, y: 1) {
        willSet { noteChange(.endPoint) }
        didSet { didChange(.endPoint, from: .point(oldValue)) }
    }
    /// The kind of gradient.
    open var type = CAGradientLayerType.axial

    /// Creates a gradient layer with no colours.
    public override init() {
        super.init()
    }

    /// Creates a copy of `layer`'s stored values (a presentation layer).
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAGradientLayer else { return }
        colors = other.colors
        locations = other.locations
        startPoint = other.startPoint
        endPoint = other.endPoint
        type = other.type
    }

    /// Creates a layer from an archive: a plain gradient layer.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
