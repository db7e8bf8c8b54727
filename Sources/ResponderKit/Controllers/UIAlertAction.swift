import Foundation

/// A button of an alert, with UIKit's API: its title, style and the handler run when it is chosen.
@preconcurrency @MainActor
open class UIAlertAction: NSObject {
    /// How the action looks and where it goes.
    public enum Style: Int, Hashable, Sendable {
        /// An ordinary action.
        case `default` = 0
        /// Cancels: at most one per alert, placed apart (left of two, or last).
        case cancel = 1
        /// Changes or deletes data.
        case destructive = 2
    }

    /// The button's title.
    public let title: String?
    /// The action's style.
    public let style: Style
    /// Whether the button can be chosen; a disabled action's button does not respond.
    open var isEnabled = true {
        didSet { button?.isEnabled = isEnabled }
    }
    /// What runs when the action is chosen, after the alert is dismissed.
    let handler: (@MainActor (UIAlertAction) -> Void)?
    /// The button showing the action, once the alert's view is loaded.
    weak var button: UIButton?

    /// Creates an action.
    public init(title: String?, style: Style, handler: (@MainActor (UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
        super.init()
    }
}
