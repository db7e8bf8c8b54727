import Foundation

/// What a navigation bar shows for one view controller: its title and the bar's buttons' models
/// (`UIViewController.navigationItem`).
///
/// A model: ResponderKit stores the values and draws nothing. The navigation controller keeps its bar's `items` in
/// step with its stack, so `navigationBar.topItem` is the top controller's item (BehaviourContract §17).
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    /// The title the bar shows while the item is on top; the controller's `title` when the item was made, and
    /// updated when the controller's `title` changes.
    open var title: String?
    /// A line of text above the title.
    open var prompt: String?
    /// A view shown instead of the title.
    open var titleView: UIView?
    /// Whether the bar hides its back button while the item is on top.
    open var hidesBackButton = false
    /// The title of the back button the next item shows; nil uses this item's title.
    open var backButtonTitle: String?

    /// Creates an item with no title.
    public override init() {
        super.init()
    }

    /// Creates an item with `title`.
    public init(title: String) {
        self.title = title
        super.init()
    }
}
