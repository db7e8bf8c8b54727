import Foundation

/// The application's side of layer animations: its engine, made when the first animation is added, and what the
/// trace and the verifier hear.
extension UIApplication {
    /// The engine that runs this application's layer animations.
    var animationEngine: AnimationEngine {
        if let engine = motion.engine { return engine }
        let engine = AnimationEngine(application: self)
        motion.engine = engine
        return engine
    }

    /// Whether any layer animation runs: one load when none ever did.
    var hasAnimations: Bool {
        guard let engine = motion.engine else { return false }
        return !engine.running.isEmpty
    }

    /// The animations running on this application's clock, as `leftovers` names them.
    public var runningAnimations: [String] {
        motion.engine?.leftovers ?? []
    }

    /// The views whose layers have animations running now, each once, in the order their first running animation
    /// was added: what an embedder draws at presentation values (`view.layer.presentation()`) frame by frame,
    /// while hit-testing keeps reading their model geometry.
    public var viewsWithRunningAnimations: [UIView] {
        guard let engine = motion.engine, !engine.running.isEmpty else { return [] }
        var seen: Set<ObjectIdentifier> = []
        var views: [UIView] = []
        for animation in engine.running {
            guard let view = animation.layerReference.object?.backingView,
                seen.insert(ObjectIdentifier(view)).inserted
            else { continue }
            views.append(view)
        }
        return views
    }

    /// An animation reached its begin time.
    func animationStarted(_ animation: LayerAnimation) {
        guard trace.isObserved else { return }
        trace.record(.animationStarted(subject: animationSubject(animation), key: animation.key))
    }

    /// An animation stopped: at its end (`finished`) or removed.
    func animationStopped(_ animation: LayerAnimation, finished: Bool) {
        for completion in animation.animation.transactionCompletions { completion.animationStopped() }
        animation.animation.transactionCompletions = []
        activeVerifier?.animationStopped(animation, finished: finished)
        guard trace.isObserved else { return }
        trace.record(.animationStopped(subject: animationSubject(animation), key: animation.key, finished: finished))
    }

    /// An animation was removed before its end (its stop is delivered after the current work).
    func animationInterrupted(_ animation: LayerAnimation) {
        activeVerifier?.animationInterrupted(animation)
        guard trace.isObserved else { return }
        trace.record(.animationInterrupted(subject: animationSubject(animation), key: animation.key))
    }

    private func animationSubject(_ animation: LayerAnimation) -> TraceSubject {
        guard let layer = animation.layerReference.object else { return TraceSubject(name: "a freed layer", serial: 0) }
        if let view = layer.backingView { return trace.subject(view) }
        return TraceSubject(name: layer.traceName, serial: 0)
    }
}
