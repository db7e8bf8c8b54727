import Foundation

/// A layer's sublayers and superlayer. A view's layer's sublayers are its subviews' layers, in the subviews'
/// order, and the layers added to it, where they were added; they are brought up to date when read, so a view
/// hierarchy whose layers nobody reads costs nothing.
extension CALayer {
    /// The layer this one is a sublayer of: for a view's layer, its superview's layer.
    public var superlayer: CALayer? {
        if let view = backingView { return view.superview?.layer }
        return storedSuperlayer
    }

    /// The sublayers, back to front; nil when there are none.
    public var sublayers: [CALayer]? {
        get {
            let layers = currentSublayers()
            return layers.isEmpty ? nil : layers
        }
        set {
            for layer in currentSublayers() where layer.backingView == nil { layer.removeFromSuperlayer() }
            for layer in newValue ?? [] { addSublayer(layer) }
        }
    }

    /// Adds `layer` in front of the other sublayers.
    public func addSublayer(_ layer: CALayer) {
        insertSublayer(layer, at: UInt32(clamping: currentSublayers().count))
    }

    /// Inserts `layer` at `idx` among the sublayers (clamped to their number).
    ///
    /// A view's layer can be added only to another view's layer: that adds the view as a subview.
    /// - Precondition: `layer` is not this layer or one of its ancestors.
    public func insertSublayer(_ layer: CALayer, at idx: UInt32) {
        var ancestor: CALayer? = self
        while let current = ancestor {
            precondition(
                current !== layer, "ResponderKit: cannot add \(layer) as a sublayer of \(self): it is an ancestor")
            ancestor = current.superlayer
        }
        if let view = layer.backingView {
            guard let parent = backingView else {
                preconditionFailure(
                    "ResponderKit: \(layer) is a view's layer: add it to another view's layer, or add the view")
            }
            var current = currentSublayers()
            current.removeAll { $0 === layer }
            let position = Swift.min(Int(idx), current.count)
            // The subview goes just above the last subview layer below `position`.
            let below = current[..<position].compactMap { $0.backingView }.last
            if let below, below.superview === parent {
                parent.insertSubview(view, aboveSubview: below)
            } else {
                parent.insertSubview(view, at: 0)
            }
            current.insert(layer, at: position)
            storedSublayers = current
            return
        }
        layer.removeFromSuperlayer()
        var current = currentSublayers()
        current.insert(layer, at: Swift.min(Int(idx), current.count))
        storedSublayers = current
        layer.storedSuperlayer = self
    }

    /// Inserts `layer` just below `sibling` (at the back when `sibling` is not a sublayer).
    public func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        let current = currentSublayers()
        let index = sibling.flatMap { sibling in current.firstIndex { $0 === sibling } } ?? 0
        insertSublayer(layer, at: UInt32(clamping: index))
    }

    /// Inserts `layer` just above `sibling` (in front when `sibling` is not a sublayer).
    public func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        let current = currentSublayers()
        let index = sibling.flatMap { sibling in current.firstIndex { $0 === sibling }.map { $0 + 1 } } ?? current.count
        insertSublayer(layer, at: UInt32(clamping: index))
    }

    /// Replaces the sublayer `oldLayer` with `newLayer`.
    public func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard let index = currentSublayers().firstIndex(where: { $0 === oldLayer }) else { return }
        oldLayer.removeFromSuperlayer()
        insertSublayer(newLayer, at: UInt32(clamping: index))
    }

    /// Removes the layer from its superlayer (a view's layer: removes the view from its superview). Its animations,
    /// and those of its sublayers, stop (`finished == false`) when it leaves a window.
    public func removeFromSuperlayer() {
        if let view = backingView {
            view.removeFromSuperview()
            return
        }
        guard let parent = storedSuperlayer else { return }
        let wasInWindow = isInWindow
        parent.storedSublayers.removeAll { $0 === self }
        storedSuperlayer = nil
        if wasInWindow { stopAnimationsInTree(reason: "removed from its superlayer") }
    }

    /// The sublayers, with a view's layer's brought up to date with its subviews: each subview's layer (made now if
    /// needed) in the subviews' order, a new one just below the layer of the subview after it, or on top.
    func currentSublayers() -> [CALayer] {
        guard let view = backingView else { return storedSublayers }
        let viewLayers = view.subviews.map { $0.layer }
        var current = storedSublayers.filter { layer in
            layer.backingView == nil || viewLayers.contains { $0 === layer }
        }
        let present = current.filter { $0.backingView != nil }
        let expected = viewLayers.filter { layer in present.contains { $0 === layer } }
        if !present.elementsEqual(expected, by: ===) { current.removeAll { $0.backingView != nil } }
        // From the front: a missing layer goes just below the next subview's layer, or on top (as `addSubview` puts it).
        for index in viewLayers.indices.reversed() where !current.contains(where: { $0 === viewLayers[index] }) {
            let next = index + 1 < viewLayers.count ? current.firstIndex { $0 === viewLayers[index + 1] } : nil
            if let next { current.insert(viewLayers[index], at: next) } else { current.append(viewLayers[index]) }
        }
        storedSublayers = current
        return current
    }

    /// The root of the layer tree: a window's layer for a layer on screen.
    var rootLayer: CALayer {
        var layer = self
        while let parent = layer.superlayer { layer = parent }
        return layer
    }

    /// The view whose layer is this one or the nearest ancestor that is a view's layer.
    var nearestView: UIView? {
        var layer: CALayer? = self
        while let current = layer {
            if let view = current.backingView { return view }
            layer = current.storedSuperlayer
        }
        return nil
    }

    /// Whether the layer is in a window's layer tree.
    var isInWindow: Bool { nearestView?.window != nil }
}
