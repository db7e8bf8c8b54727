import Foundation

/// A pencil interaction, held weakly while a squeeze it began in goes on.
struct WeakPencilInteraction {
    weak var interaction: UIPencilInteraction?
}

/// Apple Pencil's own gestures, a double tap and a squeeze (BehaviourContract §12): no hit-test, every enabled
/// `UIPencilInteraction` whose view is in a visible hierarchy hears them.
///
/// ```
/// tap ────────► the visible interactions now ──► pencilInteraction(_:didReceiveTap:) each
/// squeeze began ► the visible interactions now, kept ──► didReceiveSqueeze(.began) each
///   changed / ended / cancelled ► the kept ones ──► that phase; one no longer visible or enabled hears
///                                                  .cancelled once and is let go
///   began again while one is under way ► the kept ones hear .cancelled first
///   changed / ended without a began ──► repaired: dropped
/// input reset ──► the squeeze under way is cancelled
/// ```
///
/// Windows are taken front to back, views in the order of their subviews (a view before its subviews), and a
/// view's interactions in the order they were added. The walk runs only for pencil gestures, which a hand makes
/// a few times a minute. Each interaction is checked again just before its call, so a delegate that hides a view
/// or disables another interaction is obeyed at once.
extension PointerRouter {
    func handle(_ sample: PencilSample) {
        var sample = sample
        if let hover = sample.hover, !hover.isUsable {
            repair(.pencilPoseDropped)
            sample.hover = nil
        }
        switch (sample.gesture, sample.phase) {
        case (.tap, _):
            for interaction in visiblePencilInteractions() where hears(interaction) {
                deliver(sample, phase: .ended, to: interaction)
            }
        case (.squeeze, .began):
            cancelSqueeze(at: sample.timestamp)
            let receivers = visiblePencilInteractions()
            squeezeReceivers = receivers.map { WeakPencilInteraction(interaction: $0) }
            for interaction in receivers where hears(interaction) {
                deliver(sample, phase: .began, to: interaction)
            }
        case (.squeeze, let phase):
            guard squeezeReceivers != nil else { return repair(.unmatchedSqueeze) }
            continueSqueeze(sample, phase: phase)
        }
    }

    /// Cancels the squeeze under way, if any: each interaction it began in hears `.cancelled`.
    func cancelSqueeze(at timestamp: TimeInterval) {
        guard squeezeReceivers != nil else { return }
        continueSqueeze(PencilSample(timestamp: timestamp, gesture: .squeeze, phase: .cancelled), phase: .cancelled)
    }

    /// The `leftovers` line of a squeeze under way.
    func squeezeLeftover(_ receivers: [WeakPencilInteraction]) -> String {
        let views = receivers.compactMap { $0.interaction?.view?.traceName }
        return "pencil squeeze under way in \(views.isEmpty ? "no view" : views.joined(separator: ", "))"
    }

    private func continueSqueeze(_ sample: PencilSample, phase: UIPencilInteraction.Phase) {
        let receivers = squeezeReceivers ?? []
        let ends = phase == .ended || phase == .cancelled
        squeezeReceivers = ends ? nil : []
        for receiver in receivers {
            guard let interaction = receiver.interaction else { continue }
            if hears(interaction) {
                deliver(sample, phase: phase, to: interaction)
                if !ends { squeezeReceivers?.append(receiver) }
            } else if interaction.delegate != nil {
                // It left the visible hierarchy or was disabled mid-squeeze: it hears the end now.
                deliver(sample, phase: .cancelled, to: interaction)
            }
        }
    }

    /// Whether `interaction` hears the pencil now: enabled, with a delegate, its view in a visible hierarchy of
    /// one of this application's shown windows.
    private func hears(_ interaction: UIPencilInteraction) -> Bool {
        guard interaction.isEnabled, interaction.delegate != nil, var view = interaction.view else { return false }
        while true {
            if view.isHidden { return false }
            guard let superview = view.superview else { break }
            view = superview
        }
        guard let window = view as? UIWindow else { return false }
        return window.application === application
    }

    /// The enabled interactions of the shown windows' visible views, in delivery order.
    private func visiblePencilInteractions() -> [UIPencilInteraction] {
        var result: [UIPencilInteraction] = []
        for window in application.windowsFrontToBack {
            var stack: [UIView] = [window]
            while let view = stack.popLast() {
                guard !view.isHidden else { continue }
                for case let interaction as UIPencilInteraction in view.interactions where interaction.isEnabled {
                    result.append(interaction)
                }
                stack.append(contentsOf: view.subviews.reversed())
            }
        }
        return result
    }

    private func deliver(_ sample: PencilSample, phase: UIPencilInteraction.Phase, to interaction: UIPencilInteraction)
    {
        guard let delegate = interaction.delegate, let view = interaction.view else { return }
        let pose = sample.hover.map { hover in
            let location = view.window.map { view.convert($0.convertFromScreen(hover.location), from: $0) }
            return UIPencilHoverPose(hover, location: location ?? hover.location)
        }
        if let trace {
            trace.record(.pencilDelivered(view: trace.subject(view), gesture: sample.gesture, phase: phase))
        }
        switch sample.gesture {
        case .tap:
            delegate.pencilInteraction(
                interaction,
                didReceiveTap: UIPencilInteraction.Tap(
                    timestamp: sample.timestamp, hoverPose: pose))
        case .squeeze:
            delegate.pencilInteraction(
                interaction,
                didReceiveSqueeze: UIPencilInteraction.Squeeze(
                    timestamp: sample.timestamp, phase: phase, hoverPose: pose))
        }
    }
}
