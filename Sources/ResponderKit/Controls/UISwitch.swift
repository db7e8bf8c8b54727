import Foundation

/// A control that offers an on/off choice.
///
/// A tap (a lift inside the switch) toggles `isOn`, then sends `valueChanged` and `primaryActionTriggered`
/// after `touchUpInside`. Setting `isOn` or calling `setOn(_:animated:)` from code sends nothing, as in UIKit.
/// Like a button, a switch wins a one-finger single tap over tap recognizers of its ancestors. ResponderKit
/// does not model dragging the knob: a drag that lifts inside toggles like a tap.
@preconcurrency @MainActor
open class UISwitch: UIControl {
    /// Whether the switch is on.
    open var isOn = false

    /// Creates a switch, off, with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a switch from an archive, as UIKit's `init?(coder:)`: ResponderKit reads no archives (zero frame).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Sets the state of the switch; sends no control events.
    open func setOn(_ on: Bool, animated: Bool) {
        isOn = on
    }

    override func claimsDefaultGesture(of recognizer: UIGestureRecognizer) -> Bool {
        recognizer.isSingleFingerSingleTap
    }

    override func touchUpInsideSent(with event: UIEvent?) {
        isOn.toggle()
        sendTouchEvent(.valueChanged, event)
        sendTouchEvent(.primaryActionTriggered, event)
    }
}
