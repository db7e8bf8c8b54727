import Foundation

/// Adding, finding and removing a layer's animations, and its presentation: the model with its animations applied
/// at the clock's time.
extension CALayer {
    /// Adds a copy of `anim` for `key` (replacing, and stopping with `finished == false`, one already there for that
    /// key); a `beginTime` of 0 becomes the clock's current time. The animation runs on the application's clock:
    /// the application of the layer's window, or the current application.
    public func add(_ anim: CAAnimation, forKey key: String?) {
        guard let copy = anim.copy() as? CAAnimation else { return }
        let application = applicationForAnimations
        let now = application.clock.now
        let key = key ?? "animation-\(ObjectIdentifier(copy).hashValue)"
        if let existing = animationEntries.firstIndex(where: { $0.key == key }) {
            let old = animationEntries.remove(at: existing)
            application.animationEngine.interrupt(old)
        }
        if copy.beginTime == 0 { copy.beginTime = now }
        let record = LayerAnimation.make(
            copy, key: key, on: self, begin: copy.beginTime, defaultDuration: CATransaction.currentDuration, now: now)
        animationEntries.append(record)
        CATransaction.animationAdded(copy)
        application.animationEngine.register(record)
    }

    /// The animation added for `key` (the stored copy), or nil.
    public func animation(forKey key: String) -> CAAnimation? {
        animationEntries.last { $0.key == key }?.animation
    }

    /// The keys of the layer's animations, in the order they were added; nil when there are none.
    public func animationKeys() -> [String]? {
        animationEntries.isEmpty ? nil : animationEntries.map(\.key)
    }

    /// Removes the animation for `key`: if it had not ended, its delegate hears `animationDidStop(_:finished:
    /// false)`, and a UIKit animation's completion runs with `false`.
    public func removeAnimation(forKey key: String) {
        guard let index = animationEntries.firstIndex(where: { $0.key == key }) else { return }
        let record = animationEntries.remove(at: index)
        stop(record)
    }

    /// Removes every animation of the layer, each stopping as `removeAnimation(forKey:)` says.
    public func removeAllAnimations() {
        let records = animationEntries
        animationEntries.removeAll()
        for record in records { stop(record) }
    }

    private func stop(_ record: LayerAnimation) {
        guard !record.stopped else { return }
        applicationForAnimations.animationEngine.interrupt(record)
    }

    /// A copy of the layer as it shows at the clock's current time: its model values with its animations applied
    /// in the order they were added. `view.layer.presentation()?.frame` is where a moving view is on screen; its
    /// `frame` (the model) is already where it is going.
    ///
    /// For a subclass of a layer class of ResponderKit's own (not `CALayer`, `CAShapeLayer`, `CAGradientLayer`,
    /// `CATextLayer`, `CAReplicatorLayer`), the answer is nil: Swift cannot make an instance of an unknown subclass,
    /// and iOS also answers nil before a layer is first shown. Fall back to the model (`presentation() ?? layer`).
    public func presentation() -> Self? {
        let copy = makePresentationCopy()
        let time = applicationForAnimationsIfAny?.clock.now ?? 0
        for record in animationEntries { record.apply(at: time, to: copy, model: self) }
        return copy as? Self
    }

    /// The layer itself: a model layer is its own model.
    public func model() -> Self { self }

    /// The property's value as shown at `time`: the model value with the animations of that property applied.
    func presentationValue(of property: LayerProperty, at time: TimeInterval) -> AnimatableValue {
        let relevant = animationEntries.filter { record in
            if case .group = record.content { return true }
            return record.property == property
        }
        guard !relevant.isEmpty else { return property.value(of: self) }
        let copy = makePresentationCopy()
        for record in relevant { record.apply(at: time, to: copy, model: self) }
        return property.value(of: copy)
    }

    /// A layer made on its own with this layer's model values, of this layer's class when it is one of ResponderKit's.
    func makePresentationCopy() -> CALayer {
        let copy: CALayer
        switch self {
        case is CAShapeLayer: copy = CAShapeLayer(layer: self)
        case is CAGradientLayer: copy = CAGradientLayer(layer: self)
        case is CATextLayer: copy = CATextLayer(layer: self)
        case is CAReplicatorLayer: copy = CAReplicatorLayer(layer: self)
        default: copy = CALayer(layer: self)
        }
        return copy
    }

    /// The application whose clock runs this layer's animations: its window's, else the current one.
    var applicationForAnimations: UIApplication {
        applicationForAnimationsIfAny ?? UIApplication.currentForAppTimers("a layer animation")
    }

    /// The application of the layer's window, else the current one, or nil.
    var applicationForAnimationsIfAny: UIApplication? {
        nearestView?.window?.application ?? UIApplication.current
    }

    /// Stops the animations of this layer and its sublayers (it left its window).
    func stopAnimationsInTree(reason: String) {
        var stack: [CALayer] = [self]
        while let layer = stack.popLast() {
            layer.removeAllAnimations()
            stack.append(contentsOf: layer.storedSublayers.filter { $0.backingView == nil })
        }
    }

    // MARK: - Implicit actions

    /// Sets an animatable property of a layer made on its own through `body`, then runs the implicit action for it.
    func changeAnimatable(_ property: LayerProperty, _ body: (CALayer) -> Void) {
        let old = property.value(of: self)
        body(self)
        didChange(property, from: old)
    }

    /// Before an animatable property of a view's layer changes inside a `UIView.animate` block: the view notes its
    /// values.
    func noteChange(_ property: LayerProperty) {
        guard ViewAnimationCapture.isCapturing, let view = backingView else { return }
        view.noteAnimatableChange()
    }

    /// After an animatable property changed from `old`: a layer made on its own and shown in a window runs the
    /// action `action(forKey:)` finds (by default a `CABasicAnimation` from the old presentation value over the
    /// transaction's duration), unless actions are disabled.
    func didChange(_ property: LayerProperty, from old: AnimatableValue) {
        guard backingView == nil, !CATransaction.disableActions(), storedSuperlayer != nil, isInWindow else { return }
        guard property.value(of: self) != old else { return }
        let key = property.keyPath
        guard let action = action(forKey: key), !(action is NSNull) else { return }
        if let basic = action as? CABasicAnimation, basic.fromValue == nil {
            let now = applicationForAnimations.clock.now
            let running = animationEntries.contains { $0.property == property && !$0.stopped }
            // The change starts from what is on screen: the old model value, or a running animation's value now.
            var from = old
            if running,
                let shown = animationEntries.last(where: { $0.property == property })?.value(at: now, model: self)
            {
                from = shown
            }
            basic.fromValue = from.boxed
        }
        action.run(forKey: key, object: self, arguments: nil)
    }
}
