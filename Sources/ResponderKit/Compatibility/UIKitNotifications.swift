import Foundation

extension UIApplication {
    /// Posted when the app becomes active (UIKit's name; ResponderKit posts none of its own accord: a test posts it).
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    /// Posted when the app is about to become inactive.
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    /// Posted when the app enters the background.
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    /// Posted when the app is about to enter the foreground.
    public static let willEnterForegroundNotification = Notification.Name(
        "UIApplicationWillEnterForegroundNotification")
    /// Posted when the app is about to terminate.
    public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    /// Posted on a memory warning.
    public static let didReceiveMemoryWarningNotification = Notification.Name(
        "UIApplicationDidReceiveMemoryWarningNotification")
}

extension UIResponder {
    /// Posted before the keyboard shows (UIKit's name; ResponderKit models no keyboard: a test posts it).
    public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    /// Posted after the keyboard showed.
    public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    /// Posted before the keyboard hides.
    public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    /// Posted after the keyboard hid.
    public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    /// Posted before the keyboard's frame changes.
    public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    /// The user-info key of the keyboard's final frame (an `NSValue`/`CGRect`).
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// The user-info key of the keyboard animation's duration.
    public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// The user-info key of the keyboard animation's curve.
    public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
}

#if !canImport(Darwin)
    extension NSAttributedString.Key {
        /// The font of the text (a `UIFont`).
        public static let font = NSAttributedString.Key("NSFont")
        /// The colour of the text (a `UIColor`).
        public static let foregroundColor = NSAttributedString.Key("NSColor")
        /// The colour behind the text.
        public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
        /// The paragraph style.
        public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
        /// The letter spacing.
        public static let kern = NSAttributedString.Key("NSKern")
        /// The underline style.
        public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    }

    extension CGRect {
        /// Whether two rectangles are equal (CoreGraphics' `CGRectEqualToRect`).
        public func equalTo(_ rect2: CGRect) -> Bool { self == rect2 }
    }

    extension CGSize {
        /// Whether two sizes are equal (CoreGraphics' `CGSizeEqualToSize`).
        public func equalTo(_ size2: CGSize) -> Bool { self == size2 }
    }

    extension CGPoint {
        /// Whether two points are equal (CoreGraphics' `CGPointEqualToPoint`).
        public func equalTo(_ point2: CGPoint) -> Bool { self == point2 }
    }
#endif

extension UITouch.TouchType {
    /// The pencil's name before iOS 9.1's `.pencil` (UIKit's deprecated `UITouchTypeStylus`).
    @available(*, deprecated, renamed: "pencil")
    public static var stylus: UITouch.TouchType { .pencil }
}

extension UIColor {
    /// A colour from Display P3 components, held as the nearest sRGB ones would be drawn: ResponderKit keeps sRGB
    /// only, so the components are taken as they are (clamped, as every colour's).
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }
}

extension UIBezierPath: Equatable {
    /// Two paths are equal when they are the same object, as `NSObject`'s default `isEqual(_:)` answers.
    nonisolated public static func == (lhs: UIBezierPath, rhs: UIBezierPath) -> Bool { lhs === rhs }
}
