import Foundation

/// The object a layer asks for actions and tells about drawing: a view, for its layer.
@preconcurrency @MainActor
public protocol CALayerDelegate: AnyObject {
    /// The action for `event` on `layer`: nil to go on searching, `NSNull()` for none.
    func action(for layer: CALayer, forKey event: String) -> (any CAAction)?
    /// Tells the delegate to lay out the layer's sublayers.
    func layoutSublayers(of layer: CALayer)
}

extension CALayerDelegate {
    /// Nil: go on searching.
    public func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { nil }
    /// Does nothing.
    public func layoutSublayers(of layer: CALayer) {}
}
