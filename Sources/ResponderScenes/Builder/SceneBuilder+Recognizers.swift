import Foundation
import ResponderKit

extension SceneAssembly {
    /// Makes each recognizer with its properties, delegate and action, adds it to its view in scene order,
    /// then sets the failure requirements once every recognizer exists.
    func makeRecognizers() throws(SceneFileError) {
        for spec in scene.recognizers {
            guard recognizers[spec.id] == nil, views[spec.id] == nil, controllers[spec.id] == nil else {
                throw SceneFileError(.duplicateID, at: location(spec.location), "the id '\(spec.id)' is used twice")
            }
            guard let view = views[spec.view] else {
                throw SceneFileError(
                    .missingReference, at: location(spec.location),
                    "recognizer '\(spec.id)' is attached to '\(spec.view)', which is not a view of the scene")
            }
            let recognizer = Self.makeRecognizer(spec.kind)
            recognizer.name = spec.id
            recognizer.isEnabled = spec.isEnabled
            recognizer.cancelsTouchesInView = spec.cancelsTouchesInView
            recognizer.delaysTouchesBegan = spec.delaysTouchesBegan
            recognizer.delaysTouchesEnded = spec.delaysTouchesEnded
            if spec.delegate != Scene.Recognizer.Delegate() || spec.simultaneity != .exclusive {
                let delegate = SceneRecognizerDelegate(spec: spec, log: log)
                recognizer.delegate = delegate
                retained.append(delegate)
            }
            let action = RecognizerAction(id: spec.id, action: spec.action, log: log)
            if let shown = spec.showsView {
                guard let view = views[shown], !(view is UIWindow) else {
                    throw SceneFileError(
                        .missingReference, at: location(spec.location),
                        "recognizer '\(spec.id)' shows '\(shown)', which is not a view of the scene")
                }
                action.shownView = view
            }
            if let pan = recognizer as? UIPanGestureRecognizer {
                pan.allowedScrollTypesMask = spec.scrollTypes.reduce(into: []) { mask, type in
                    mask.insert(type == .discrete ? .discrete : .continuous)
                }
            }
            recognizer.addHandler { action.perform($0) }
            view.addGestureRecognizer(recognizer)
            recognizers[spec.id] = recognizer
        }
        for spec in scene.recognizers {
            for otherID in spec.requiresFailureOf {
                guard let other = recognizers[otherID], otherID != spec.id else {
                    throw SceneFileError(
                        .missingReference, at: location(spec.location),
                        "requireToFail of '\(spec.id)' names '\(otherID)', which is not another recognizer")
                }
                recognizers[spec.id]?.require(toFail: other)
            }
        }
    }

    static func makeRecognizer(_ kind: Scene.Recognizer.Kind) -> UIGestureRecognizer {
        switch kind {
        case .tap(let taps, let touches):
            let tap = UITapGestureRecognizer()
            tap.numberOfTapsRequired = taps
            tap.numberOfTouchesRequired = touches
            return tap
        case .longPress(let duration, let movement, let touches, let taps):
            let press = UILongPressGestureRecognizer()
            press.minimumPressDuration = duration
            press.allowableMovement = CGFloat(movement)
            press.numberOfTouchesRequired = touches
            press.numberOfTapsRequired = taps
            return press
        case .pan(let minimum, let maximum):
            let pan = UIPanGestureRecognizer()
            pan.minimumNumberOfTouches = minimum
            if let maximum { pan.maximumNumberOfTouches = maximum }
            return pan
        case .swipe(let directions, let touches):
            let swipe = UISwipeGestureRecognizer()
            swipe.direction = directions.reduce(into: []) { set, direction in
                switch direction {
                case .right: set.insert(.right)
                case .left: set.insert(.left)
                case .up: set.insert(.up)
                case .down: set.insert(.down)
                }
            }
            swipe.numberOfTouchesRequired = touches
            return swipe
        case .pinch:
            return UIPinchGestureRecognizer()
        case .rotation:
            return UIRotationGestureRecognizer()
        case .screenEdgePan(let edges):
            let edgePan = UIScreenEdgePanGestureRecognizer()
            edgePan.edges = edges.reduce(into: []) { set, edge in
                switch edge {
                case .top: set.insert(.top)
                case .left: set.insert(.left)
                case .bottom: set.insert(.bottom)
                case .right: set.insert(.right)
                }
            }
            return edgePan
        case .hover:
            return UIHoverGestureRecognizer()
        }
    }
}

/// A recognizer's delegate answering as the scene says, logging each refusal.
@MainActor
final class SceneRecognizerDelegate: UIGestureRecognizerDelegate {
    let spec: Scene.Recognizer
    let log: HandlerLog

    init(spec: Scene.Recognizer, log: HandlerLog) {
        self.spec = spec
        self.log = log
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if !spec.delegate.shouldBegin { log.append("\(spec.id) delegate: should not begin") }
        return spec.delegate.shouldBegin
    }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        switch spec.simultaneity {
        case .exclusive: false
        case .all: true
        case .with(let ids): ids.contains(otherGestureRecognizer.name ?? "")
        }
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        guard let rect = spec.delegate.refusesTouchesIn, let view = gestureRecognizer.view else { return true }
        let point = touch.location(in: view)
        guard rect.contains(point) else { return true }
        log.append("\(spec.id) delegate: refuses the touch at \(point.sceneText)")
        return false
    }
}

extension CGPoint {
    /// `(x, y)` with at most two decimals.
    var sceneText: String { "(\(x.sceneText), \(y.sceneText))" }
}

extension CGFloat {
    /// The number with at most two decimals and no trailing zeros: `50`, `80.5`, `-3.14`; `1e+40`, `inf` and
    /// `nan` for what no whole number of fifteen digits can write.
    var sceneText: String {
        let rounded = (self * 100).rounded() / 100
        if Swift.abs(rounded) < 1e15, let whole = Int(exactly: rounded) { return String(whole) }
        return String(format: "%g", Double(rounded.isFinite ? rounded : self))
    }
}
