import Foundation

/// A layer that would draw its sublayers `instanceCount` times, each copy shifted by `instanceTransform` and
/// delayed by `instanceDelay`; stored, never drawn (its sublayers are hit-tested once, as the originals).
@preconcurrency @MainActor
open class CAReplicatorLayer: CALayer {
    /// How many copies (1 by default: the sublayers alone).
    open var instanceCount = 1
    /// The transform from one copy to the next.
    open var instanceTransform = CATransform3D.identity
    /// The delay of each copy's animations after the previous one's.
    open var instanceDelay: CFTimeInterval = 0
    /// The colour each copy is tinted with.
    open var instanceColor: CGColor?
    /// How much each copy's red component drops.
    open var instanceRedOffset: Float = 0
    /// How much each copy's green component drops.
    open var instanceGreenOffset: Float = 0
    /// How much each copy's blue component drops.
    open var instanceBlueOffset: Float = 0
    /// How much each copy's alpha drops.
    open var instanceAlphaOffset: Float = 0
    /// Whether depth is kept among the copies.
    open var preservesDepth = false

    /// Creates a replicator with one instance.
    public override init() {
        super.init()
    }

    /// Creates a copy of `layer`'s stored values (a presentation layer).
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAReplicatorLayer else { return }
        instanceCount = other.instanceCount
        instanceTransform = other.instanceTransform
        instanceDelay = other.instanceDelay
        instanceColor = other.instanceColor
        instanceRedOffset = other.instanceRedOffset
        instanceGreenOffset = other.instanceGreenOffset
        instanceBlueOffset = other.instanceBlueOffset
        instanceAlphaOffset = other.instanceAlphaOffset
        preservesDepth = other.preservesDepth
    }

    /// Creates a layer from an archive: a plain replicator.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
