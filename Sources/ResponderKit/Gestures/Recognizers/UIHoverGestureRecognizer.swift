import Foundation

/// A continuous recognizer for a pointer hovering over its view without touching: it begins as the pointer
/// enters the view (or one of its subviews), changes as it moves there, and ends as it leaves (BehaviourContract §12).
///
/// ```
/// pointer over the screen ──► hit-test, as for a touch ──► hover recognizers of the hit view and its ancestors
///    newly on the path: began · still on it: changed · no longer on it (or the pointer exited): ended
/// ```
///
/// It takes no touches: a touch is not a hover. A pointer that is not one of `allowedTouchTypes`
/// (`.indirectPointer` and `.pencil` by default) is ignored.
///
/// ```swift
/// let hover = UIHoverGestureRecognizer(target: self, action: #selector(hovered(_:)))
/// card.addGestureRecognizer(hover)
/// @objc func hovered(_ hover: UIHoverGestureRecognizer) {
///     card.isHighlighted = hover.state == .began || hover.state == .changed
/// }
/// ```
@preconcurrency @MainActor
open class UIHoverGestureRecognizer: UIGestureRecognizer {
    /// Where the pointer is, in the window's coordinates, and the window.
    var pointerLocation: CGPoint?
    /// The window the pointer is over.
    weak var pointerWindow: UIWindow?
    /// Whether the hover was refused (a delegate, a failure requirement) for the pointer's stay in the view:
    /// it is not asked again until the pointer leaves.
    var hoverRefused = false

    /// Creates a hover recognizer that sends `action` to `target` as the pointer enters, moves and leaves.
    public override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
        allowedTouchTypes = [
            NSNumber(value: UITouch.TouchType.indirectPointer.rawValue),
            NSNumber(value: UITouch.TouchType.pencil.rawValue),
        ]
    }

    /// Hover recognizers take no touches.
    override var receivesTouches: Bool { false }

    /// Where the pointer is, in `view`'s coordinates (nil: the window's).
    open override func location(in view: UIView?) -> CGPoint {
        guard let pointerLocation else { return super.location(in: view) }
        guard let view else { return pointerLocation }
        return view.convert(pointerLocation, from: pointerWindow)
    }

    /// Returns the recognizer to its initial values.
    open override func reset() {
        super.reset()
        pointerLocation = nil
    }

    /// Whether the recognizer hovers for a pointer of `type`.
    func accepts(_ type: UITouch.TouchType) -> Bool {
        isEnabled && isAttached && allowedTouchTypes.contains(NSNumber(value: type.rawValue))
    }

    /// The pointer entered the view (began) or moved in it (changed).
    func pointerMoved(to location: CGPoint, in window: UIWindow?) {
        pointerLocation = location
        pointerWindow = window
        switch storedState {
        case .possible where !hoverRefused && waitingToRecognize == nil:
            requestTransition(to: .began, reason: .pointerEntered)
            if storedState == .possible && waitingToRecognize == nil { hoverRefused = true }
        case .began, .changed: requestTransition(to: .changed, reason: .pointerMoved)
        default: break
        }
    }

    /// The pointer left the view: the hover ends.
    func pointerExited() {
        hoverRefused = false
        waitingToRecognize = nil
        switch storedState {
        case .began, .changed: requestTransition(to: .ended, reason: .pointerExited)
        default: break
        }
        if let arbiter { arbiter.resetIfDone(self) }
    }
}
