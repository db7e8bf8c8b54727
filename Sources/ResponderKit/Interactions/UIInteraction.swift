import Foundation

/// A behaviour added to a view with `addInteraction(_:)`, with UIKit's protocol: the view tells it when it joins
/// and leaves.
///
/// ```swift
/// final class Highlighter: NSObject, UIInteraction {
///     weak var view: UIView?
///     func willMove(to view: UIView?) {}
///     func didMove(to view: UIView?) { self.view = view }
/// }
/// card.addInteraction(Highlighter())
/// ```
@preconcurrency @MainActor
public protocol UIInteraction: NSObjectProtocol {
    /// The view the interaction belongs to.
    var view: UIView? { get }
    /// Called before the interaction is added to (`view`) or removed from (`nil`) a view.
    func willMove(to view: UIView?)
    /// Called after the interaction was added to (`view`) or removed from (`nil`) a view.
    func didMove(to view: UIView?)
}
