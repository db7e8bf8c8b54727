import Foundation

/// The tint colour: a view's own, or inherited from the nearest superview that has one, or the system tint colour
/// (UIKit's `tintColor`). Setting it tells the view and every descendant that inherits it (`tintColorDidChange()`),
/// parents before children.
extension UIView {
    /// How the tint colour is adjusted (UIKit dims it under a presented view; ResponderKit draws nothing).
    public enum TintAdjustmentMode: Int, Hashable, Sendable {
        /// The superview's mode, `.normal` at the top.
        case automatic = 0
        /// The tint colour as set.
        case normal = 1
        /// A desaturated tint colour.
        case dimmed = 2
    }

    /// The tint colour in effect: the view's own, or its nearest ancestor's, or the system tint colour.
    var effectiveTintColor: UIColor {
        var view: UIView? = self
        while let current = view {
            if let own = current.traitState?.tintColor { return own }
            view = current.superview
        }
        return UIColor.tintColor
    }

    /// Sets the view's own tint colour (nil: inherit) and tells the views it reaches.
    func setOwnTintColor(_ color: UIColor?) {
        guard traitState?.tintColor != color else { return }
        traitStateForWriting.tintColor = color
        notifyTintChanged()
    }

    /// The tint adjustment mode: the view's own, or its nearest ancestor's when `.automatic`.
    public var tintAdjustmentMode: TintAdjustmentMode {
        get {
            var view: UIView? = self
            while let current = view {
                if let mode = current.traitState?.tintAdjustmentMode, mode != .automatic { return mode }
                view = current.superview
            }
            return .normal
        }
        set {
            traitStateForWriting.tintAdjustmentMode = newValue
            notifyTintChanged()
        }
    }

    /// Tells this view, and each descendant that inherits from it, that the tint changed.
    private func notifyTintChanged() {
        tintColorDidChange()
        for subview in subviews where subview.traitState?.tintColor == nil {
            subview.notifyTintChanged()
        }
    }
}
