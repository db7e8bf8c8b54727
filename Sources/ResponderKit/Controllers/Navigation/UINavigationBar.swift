import Foundation

/// The bar at the top of a navigation controller's view: a view of the standard 44 pt height placed just below the
/// top safe area, above the content, so that touches in it land on the bar and not on the content under it, as on
/// iOS (BehaviourContract §17). Nothing is drawn; `items` follows the controller's stack.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    /// The standard height of a navigation bar in points (UIKit's compact-size bar; the large-title bar is taller).
    public static let standardHeight: CGFloat = 44

    /// The items of the bar, bottom first: the navigation controller's controllers' navigation items.
    open var items: [UINavigationItem]?

    /// The item on top of the stack.
    open var topItem: UINavigationItem? { items?.last }

    /// The item below the top one, whose title the back button shows.
    open var backItem: UINavigationItem? {
        guard let items, items.count > 1 else { return nil }
        return items[items.count - 2]
    }

    /// Whether the bar is translucent (content extends under it); true, as UIKit's default.
    open var isTranslucent = true

    /// Whether the bar shows large titles; stored.
    open var prefersLargeTitles = false
}
