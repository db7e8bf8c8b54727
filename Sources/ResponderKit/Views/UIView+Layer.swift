import Foundation

/// A view's layer: made the first time it is read, of the class's `layerClass`, sharing the view's geometry and
/// visibility (see ``CALayer``). A view whose layer nobody reads carries one empty reference.
extension UIView: CALayerDelegate {
    /// The view's layer, of the class's ``layerClass``: `view.layer.cornerRadius = 8`.
    ///
    /// `layerClass` may name `CALayer`, `CAShapeLayer`, `CAGradientLayer`, `CATextLayer`, `CAReplicatorLayer` or a
    /// subclass of one: Swift cannot make an instance of a class it knows only by its metatype unless the class has a
    /// required initializer, which `CALayer` subclasses written for iOS do not declare, so a subclass of your own
    /// gets an instance of the ResponderKit class it descends from (see <doc:LayersAndAnimations>).
    public var layer: CALayer {
        if let storedLayer { return storedLayer }
        let layer = Self.makeLayer(of: type(of: self).layerClass)
        layer.viewReference = UnretainedReference(self)
        storedLayer = layer
        return layer
    }

    /// A new layer of `layerClass`, or of the nearest ResponderKit layer class it descends from.
    private static func makeLayer(of layerClass: AnyClass) -> CALayer {
        switch layerClass {
        case is CAShapeLayer.Type: CAShapeLayer()
        case is CAGradientLayer.Type: CAGradientLayer()
        case is CATextLayer.Type: CATextLayer()
        case is CAReplicatorLayer.Type: CAReplicatorLayer()
        default: CALayer()
        }
    }

    /// The view's action for a change of its layer's `event`: `NSNull` (none) — a view's layer never animates
    /// implicitly; `UIView.animate` animates it.
    public func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
        NSNull()
    }
}
