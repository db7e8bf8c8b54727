import Foundation

extension TraceEvent {
    /// One line of text for this event, or nil when the style leaves it out.
    ///
    /// `X can answer 1` is X's `point(inside:with:)` answering true; `hit view: X` marks X's `hitTest(_:with:)`
    /// returning (whatever it returned), as in the seeds' log.
    public func text(_ style: TraceTextStyle = .standard) -> String? {
        switch self {
        case .pointInside(let view, let inside):
            return "\(view) can answer \(inside ? 1 : 0)"
        case .hitTestReturned(let view, let result):
            if style == .hitTestOnly { return "hit view: \(view)" }
            return "hit view: \(view)" + (result.map { $0 == view ? "" : " -> \($0)" } ?? " -> nil")
        case .hitTestSkipped(let view, let reason):
            guard style == .standard else { return nil }
            return "\(view) skipped: \(reason.phrase)"
        default:
            guard style == .standard else { return nil }
            return standardText
        }
    }

    private var standardText: String {
        switch self {
        case .input(let input): return "input: \(input.summary)"
        case .inputRepaired(let repair): return "repaired: \(repair)"
        case .hitTestBegan(let window, let point): return "hit-test \(window) at \(point.compact)"
        case .windowPassed(let window): return "\(window) found nothing: next window"
        case .touchBound(let finger, let view, let window):
            return "finger \(finger) -> \(view.map(\.name) ?? "no view") in \(window.map(\.name) ?? "no window")"
        case .touchWithheld(let finger, let view, let reason):
            return "finger \(finger) withheld from \(view): \(reason.rawValue)"
        case .delivered(let responder, let method, let fingers):
            return "\(responder).\(method.rawValue)\(fingers.fingerList)"
        case .forwarded(let from, let to, let method): return "\(from) -> \(to) \(method.rawValue)"
        case .dropped(let at, let method): return "\(at) -> end of chain: \(method.rawValue) dropped"
        case .cancelled(let responder, let fingers, let reason):
            return "\(responder).touchesCancelled\(fingers.fingerList): \(reason)"
        case .actionSent(let action, let target, let sender):
            let from = sender.map { " from \($0)" } ?? ""
            return target.map { "action \(action) -> \($0)\(from)" } ?? "action \(action)\(from): no target"
        case .firstResponderChanged(let from, let to):
            return "first responder: \(from.map(\.name) ?? "none") -> \(to.map(\.name) ?? "none")"
        case .recognizerTransition(let recognizer, let from, let to, let reason):
            let phrase = reason.description
            return "\(recognizer): \(from) -> \(to)" + (phrase.isEmpty ? "" : " (\(phrase))")
        case .controlEvents(let control, let events):
            return "\(control) sends \(events.names.joined(separator: ", "))"
        case .controlTracking(let control, let change):
            return "\(control) \(change.rawValue) tracking"
        case .layout(let view): return "layout \(view)"
        case .viewChanged(let view, let geometry):
            return "\(view) changed: \(geometry.summary)"
        case .estimatedPropertiesUpdated(let receiver, let finger, let index):
            return "\(receiver).touchesEstimatedPropertiesUpdated[\(finger)] #\(index)"
        case .pointerHovering(let pointer, let view):
            return "pointer \(pointer) hovers over \(view.map(\.name) ?? "nothing")"
        case .scrollRouted(let recognizer, let type):
            return recognizer.map { "\(type) scroll -> \($0)" } ?? "\(type) scroll: no pan allows it: dropped"
        case .pointerRegionEntered(let pointer, let view, let region, let style):
            return "pointer \(pointer) enters region \(region) of \(view): \(style)"
        case .pointerRegionExited(let pointer, let view, let region):
            return "pointer \(pointer) leaves region \(region) of \(view.map(\.name) ?? "a freed view")"
        case .pencilDelivered(let view, let gesture, let phase):
            return gesture == .tap ? "pencil double tap -> \(view)" : "pencil squeeze \(phase) -> \(view)"
        case .appearance(let controller, let callback): return "\(controller).\(callback.rawValue)"
        case .consoleMessage(let message): return "console: \(message)"
        case .feedback(let generator, let feedback): return "feedback: \(generator) \(feedback)"
        case .layoutIssue(let issue): return issue.description
        case .animationStarted(let subject, let key): return "animation \(key) of \(subject) started"
        case .animationInterrupted(let subject, let key): return "animation \(key) of \(subject) interrupted"
        case .animationStopped(let subject, let key, let finished):
            return "animation \(key) of \(subject) stopped (finished: \(finished))"
        case .pointInside, .hitTestReturned, .hitTestSkipped:
            return text(.standard) ?? ""
        }
    }
}

extension HitTestSkipReason {
    var phrase: String {
        switch self {
        case .hidden: "hidden"
        case .userInteractionDisabled: "user interaction disabled"
        case .transparent: "alpha below 0.01"
        case .animating: "in an animation"
        }
    }
}

extension [Int] {
    fileprivate var fingerList: String {
        "[" + map(String.init).joined(separator: ", ") + "]"
    }
}

extension CGPoint {
    /// `(x, y)` without trailing zeros: `(50, 80.5)`.
    var compact: String {
        "(\(x.compact), \(y.compact))"
    }
}

extension CGFloat {
    var compact: String { Double(self).compact }
}

extension Double {
    /// The number without a trailing `.0`: `50`, `80.5`.
    var compact: String {
        if Swift.abs(self) < 1e15, let whole = Int(exactly: self) { return String(whole) }
        return String(format: "%g", self)
    }
}

extension InputEvent {
    /// A short description of the input for the trace.
    public var summary: String {
        switch self {
        case .touches(let frame):
            let samples = frame.samples.map {
                "finger \($0.finger) \($0.phase) \($0.location.compact)\($0.pencilSummary)"
            }
            return "t=\(frame.timestamp.compact) " + samples.joined(separator: ", ")
        case .press(let press): return "t=\(press.timestamp.compact) press \(press.type) \(press.phase)"
        case .motion(let phase, let timestamp): return "t=\(timestamp.compact) shake \(phase.rawValue)"
        case .remoteControl(let subtype, let timestamp): return "t=\(timestamp.compact) remote \(subtype)"
        case .interruption(let timestamp): return "t=\(timestamp.compact) interruption"
        case .inputReset(let timestamp): return "t=\(timestamp.compact) input reset"
        case .estimatedUpdate(let update): return "t=\(update.timestamp.compact) \(update.summary)"
        case .hover(let hover):
            let place = hover.phase == .exited ? "exited" : "at \(hover.location.compact)"
            let device = hover.type == .pencil ? "pencil" : "pointer"
            return "t=\(hover.timestamp.compact) hover \(device) \(hover.pointer) \(place)"
        case .scroll(let scroll):
            return "t=\(scroll.timestamp.compact) scroll \(scroll.type) \(scroll.phase.rawValue) "
                + "\(scroll.translation.compact) at \(scroll.location.compact)"
        case .pencil(let pencil):
            let gesture = pencil.gesture == .tap ? "pencil double tap" : "pencil squeeze \(pencil.phase)"
            let pose = pencil.hover.map { " hovering at \($0.location.compact) z \($0.zOffset.compact)" } ?? ""
            return "t=\(pencil.timestamp.compact) \(gesture)\(pose)"
        }
    }
}

extension TouchSample {
    /// What a pencil or pointer sample adds to a finger's, for the trace: ` pencil force 1.5 altitude 52°
    /// azimuth 120° #42`, ` pointer`; empty for a finger's sample.
    var pencilSummary: String {
        guard type != .direct || !isFingerLike else { return "" }
        var text = type == .pencil ? " pencil" : type == .indirectPointer ? " pointer" : ""
        if type == .pencil || maximumPossibleForce > 0 { text += " force \(force.compact)" }
        if altitudeAngle != .pi / 2 || azimuthAngle != 0 {
            text += " altitude \(Self.degrees(altitudeAngle))° azimuth \(Self.degrees(azimuthAngle))°"
        }
        if let index = estimationUpdateIndex { text += " #\(index)" }
        return text
    }

    /// An angle in degrees to a tenth: `52`, `52.5`.
    static func degrees(_ radians: CGFloat) -> String {
        ((Double(radians) * 1800 / .pi).rounded() / 10).compact
    }
}

extension EstimatedPropertiesUpdate {
    /// `update #42 force 2.1`, for the trace.
    var summary: String {
        var text = "update #\(estimationUpdateIndex)"
        if let force { text += " force \(force.compact)" }
        if let altitudeAngle { text += " altitude \(altitudeAngle.compact)" }
        if let azimuthAngle { text += " azimuth \(azimuthAngle.compact)" }
        if let location { text += " at \(location.compact)" }
        if !estimatedPropertiesExpectingUpdates.isEmpty { text += " (more to come)" }
        return text
    }
}
