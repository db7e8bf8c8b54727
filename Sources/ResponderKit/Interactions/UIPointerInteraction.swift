import Foundation

/// Gives a view pointer effects for a mouse or trackpad (UIKit's class; BehaviourContract §12).
///
/// As the pointer moves (`HoverSample`s of an `.indirectPointer`), the view under it is hit-tested as for a
/// touch; the pointer interactions of that view and then of its ancestors are asked for a region at the
/// pointer, and the first to give one holds the pointer. Entering a region asks its style and calls `willEnter`;
/// moving into another region, or to another interaction, or the pointer leaving, calls `willExit` first.
///
/// ```swift
/// button.addInteraction(UIPointerInteraction(delegate: self))
///
/// func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
///     UIPointerStyle(effect: .lift(UITargetedPreview(view: interaction.view!)))
/// }
/// ```
@preconcurrency @MainActor
open class UIPointerInteraction: NSObject, UIInteraction {
    /// The object asked for regions and styles, held weakly.
    open weak var delegate: (any UIPointerInteractionDelegate)?
    /// Whether the interaction takes part; a disabled one is skipped (and one the pointer is in is left).
    open var isEnabled = true {
        didSet { if !isEnabled, oldValue { invalidate() } }
    }
    /// The view the interaction was added to.
    public private(set) weak var view: UIView?

    /// Creates an interaction.
    public init(delegate: (any UIPointerInteractionDelegate)?) {
        self.delegate = delegate
        super.init()
    }

    /// Asks for the region and style again at the pointer's last location, as after a change of the view's
    /// content.
    open func invalidate() {
        view?.window?.application?.pointerRouter.invalidate(self)
    }

    /// Called before the interaction joins (`view`) or leaves (`nil`) a view.
    open func willMove(to view: UIView?) {}

    /// Called after the interaction joined (`view`) or left (`nil`) a view.
    open func didMove(to view: UIView?) {
        let old = self.view
        self.view = view
        if view == nil { old?.window?.application?.pointerRouter.invalidate(self) }
    }
}
