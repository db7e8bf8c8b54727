import Foundation

/// An alert or action sheet, with UIKit's API, whose buttons are real `UIButton`s a test can tap (each button's
/// `accessibilityLabel` is its action's title).
///
/// ```swift
/// let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
/// alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
/// alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in store.delete() })
/// present(alert, animated: true)
/// // a tap on "Delete" dismisses the alert; its handler runs when the dismissal ends
/// ```
///
/// The alert covers its window with a dimming view that takes every touch outside its buttons (an action sheet's
/// dimming view chooses its cancel action, when it has one). Buttons are 44 pt rows in a 270 pt panel (alert) or
/// along the bottom (action sheet); two alert actions sit side by side, the cancel action on the left; with more,
/// the cancel action is last. UIKit's exceptions — a second cancel action, a preferred action that is not one
/// of the alert's — are refused with its console message in the trace instead. Text fields are not modelled.
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
    /// Alert or action sheet.
    public enum Style: Int, Hashable, Sendable {
        /// A sheet along the bottom of the screen.
        case actionSheet = 0
        /// A centred alert.
        case alert = 1
    }

    /// The alert's message.
    open var message: String?
    /// The alert's style.
    public let preferredStyle: Style
    /// The actions, in the order added.
    public private(set) var actions: [UIAlertAction] = []
    /// The action Return chooses, shown emphasised; must be one of `actions`.
    open var preferredAction: UIAlertAction? {
        didSet {
            if let action = preferredAction, !actions.contains(where: { $0 === action }) {
                consoleMessage("The -preferredAction of an alert controller must be one of its actions.")
                preferredAction = oldValue
            }
        }
    }

    /// Creates an alert.
    public init(title: String?, message: String?, preferredStyle: Style) {
        self.preferredStyle = preferredStyle
        super.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        modalPresentationStyle = .custom
    }

    /// Creates an alert from an archive, as UIKit's `init?(coder:)`: an empty alert.
    public required init?(coder: NSCoder) {
        preferredStyle = .alert
        super.init(coder: coder)
        modalPresentationStyle = .custom
    }

    /// Adds an action. A second `.cancel` action is refused, with UIKit's message.
    open func addAction(_ action: UIAlertAction) {
        if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
            consoleMessage("UIAlertController can only have one action with a style of UIAlertActionStyleCancel")
            return
        }
        actions.append(action)
        if isViewLoaded { layOutButtons() }
    }

    /// Chooses an action as a tap on its button does: the alert is dismissed, then the handler runs. A disabled
    /// action, or one of another alert, does nothing.
    open func chooseAction(_ action: UIAlertAction) {
        guard action.isEnabled, actions.contains(where: { $0 === action }), !isBeingDismissed else { return }
        dismiss(animated: true) { action.handler?(action) }
    }

    /// The dimming view covering the window, with the panel of buttons.
    open override func loadView() {
        let dimming = UIView(frame: .zero)
        dimming.accessibilityIdentifier = "UIAlertController.dimming"
        let panel = UIView(frame: .zero)
        panel.accessibilityIdentifier = "UIAlertController.panel"
        dimming.addSubview(panel)
        dimming.addGestureRecognizer(
            UITapGestureRecognizer(target: self, action: Selector(UIAlertController.dimmingTapped)))
        view = dimming
        layOutButtons()
    }

    /// Positions the panel and its buttons in the dimming view.
    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layOutButtons()
    }

    private func dimmingTapped() {
        guard preferredStyle == .actionSheet, let cancel = actions.first(where: { $0.style == .cancel }) else {
            return
        }
        chooseAction(cancel)
    }

    /// The actions in the order their buttons show.
    private var orderedActions: [UIAlertAction] {
        let others = actions.filter { $0.style != .cancel }
        guard let cancel = actions.first(where: { $0.style == .cancel }) else { return others }
        if preferredStyle == .alert, actions.count == 2 { return [cancel] + others }
        return others + [cancel]
    }

    private func layOutButtons() {
        guard let dimming = viewIfLoaded, let panel = dimming.subviews.first else { return }
        let rowHeight: CGFloat = 44
        let headerHeight: CGFloat = (title == nil && message == nil) ? 0 : 60
        let ordered = orderedActions
        let sideBySide = preferredStyle == .alert && ordered.count == 2
        let rows = sideBySide ? 1 : ordered.count
        let size = dimming.bounds.size
        let width = preferredStyle == .alert ? Swift.min(270, size.width) : Swift.max(0, size.width - 16)
        let height = headerHeight + CGFloat(rows) * rowHeight
        let origin =
            preferredStyle == .alert
            ? CGPoint(x: (size.width - width) / 2, y: (size.height - height) / 2)
            : CGPoint(x: 8, y: size.height - height - 8)
        panel.frame = CGRect(origin: origin, size: CGSize(width: width, height: height))
        for (index, action) in ordered.enumerated() {
            let button = action.button ?? makeButton(for: action, in: panel)
            button.frame =
                sideBySide
                ? CGRect(x: CGFloat(index) * width / 2, y: headerHeight, width: width / 2, height: rowHeight)
                : CGRect(x: 0, y: headerHeight + CGFloat(index) * rowHeight, width: width, height: rowHeight)
        }
    }

    private func makeButton(for action: UIAlertAction, in panel: UIView) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle(action.title, for: .normal)
        button.accessibilityLabel = action.title
        button.isEnabled = action.isEnabled
        button.addAction(
            UIAction { [weak self, weak action] _ in
                guard let self, let action else { return }
                self.chooseAction(action)
            }, for: .touchUpInside)
        action.button = button
        panel.addSubview(button)
        return button
    }
}
