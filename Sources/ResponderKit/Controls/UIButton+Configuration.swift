import Foundation

/// A configured button (iOS 15's `UIButton.Configuration`) and when its configuration is updated.
///
/// Apple documents what asks for an update and that requests coalesce: `setNeedsUpdateConfiguration()` — "The
/// system calls this method automatically when the button's state changes. If you call this method multiple times
/// before the system calls `updateConfiguration()`, the system calls `updateConfiguration()` once" — and that
/// `configurationUpdateHandler` "is called after `updateConfiguration()`". It does not publish when the update
/// runs; ResponderKit runs it as the first step of the layout pass (BehaviourContract §6, §10):
///
/// ```
/// isHighlighted / isSelected / isEnabled changed ─┐
/// configuration, configurationUpdateHandler set ──┼─► setNeedsUpdateConfiguration(): one pending update per button
/// setNeedsUpdateConfiguration() called ───────────┘        (in an application's window: queued on the application)
///      next layout pass (before the next input, `layoutPendingViews()`, or the button's own `layoutSubviews()`):
///      1. each pending button, in the order first asked: updateConfiguration() ─► configurationUpdateHandler(button)
///         ─► configuration.updated(for: button) applied (when automaticallyUpdatesConfiguration)
///         ─► titleLabel, subtitleLabel, imageView and intrinsicContentSize follow
///      2. constraints, then frames (§14) — so a configured button's hit area is its new size on the next touch
/// ```
///
/// So a touch-down's handler runs before the next touch is delivered, and a lift that both unhighlights and (with
/// `changesSelectionAsPrimaryAction`) selects the button gives one update that sees both. Requests made while the
/// update runs (the handler setting `configuration`) are part of it, not a new one.
///
/// ```swift
/// let like = UIButton(configuration: .filled(), primaryAction: UIAction { _ in model.toggleLike() })
/// like.changesSelectionAsPrimaryAction = true
/// like.configurationUpdateHandler = { button in
///     var configuration = button.configuration
///     configuration?.image = UIImage(systemName: button.isSelected ? "heart.fill" : "heart")
///     button.configuration = configuration
/// }
/// ```
extension UIButton {
    /// A closure that updates a button's configuration for its state (`configurationUpdateHandler`).
    public typealias ConfigurationUpdateHandler = @MainActor (UIButton) -> Void

    /// Creates a system button showing `configuration`, whose `primaryAction` runs on `primaryActionTriggered`.
    public convenience init(configuration: UIButton.Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system, primaryAction: primaryAction)
        self.configuration = configuration
    }

    /// The configuration the button shows; setting a non-nil one makes the button configuration-based.
    ///
    /// Setting it shows it at once (updated for the button's state when `automaticallyUpdatesConfiguration`) and
    /// requests an update (`setNeedsUpdateConfiguration()`), which runs `updateConfiguration()` and
    /// `configurationUpdateHandler` in the next layout pass. Reading it gives what was set, not the copy updated
    /// for the state. Setting it inside the update handler applies it when the handler returns, with no further
    /// update.
    public var configuration: UIButton.Configuration? {
        get { configurationState.configuration }
        set {
            configurationState.configuration = newValue
            if !configurationState.isUpdating { applyConfiguration() }
            setNeedsUpdateConfiguration()
        }
    }

    /// A closure run after `updateConfiguration()` at each configuration update, with the button: the
    /// block-based equivalent of overriding `updateConfiguration()`. Setting it requests an update.
    public var configurationUpdateHandler: ConfigurationUpdateHandler? {
        get { configurationState.updateHandler }
        set {
            configurationState.updateHandler = newValue
            setNeedsUpdateConfiguration()
        }
    }

    /// Whether each update applies `configuration.updated(for: self)` — the configuration with its default colours
    /// resolved for the button's state — rather than `configuration` as set (default true).
    public var automaticallyUpdatesConfiguration: Bool {
        get { configurationState.automaticallyUpdates }
        set {
            guard newValue != configurationState.automaticallyUpdates else { return }
            configurationState.automaticallyUpdates = newValue
            setNeedsUpdateConfiguration()
        }
    }

    /// Whether a tap toggles `isSelected` (Apple: with no menu, "setting this property to true makes the button
    /// toggle its selected state"). The toggle comes after `touchUpInside` and before `primaryActionTriggered`, so
    /// a primary action sees the new value; the state change requests a configuration update.
    public var changesSelectionAsPrimaryAction: Bool {
        get { configurationState.changesSelectionAsPrimaryAction }
        set { configurationState.changesSelectionAsPrimaryAction = newValue }
    }

    /// The label showing a configured button's subtitle, made when an applied configuration first has one.
    public var subtitleLabel: UILabel? { configurationState.subtitleLabel }

    /// Requests a configuration update: `updateConfiguration()`, then `configurationUpdateHandler`, then the
    /// configuration applied, in the next layout pass (see the discussion of `UIButton+Configuration.swift` and
    /// BehaviourContract §6). Several requests before it runs give one update; a request made while the update
    /// runs is part of it.
    public func setNeedsUpdateConfiguration() {
        guard !configurationState.isUpdating, !configurationState.needsUpdate else { return }
        configurationState.needsUpdate = true
        if let application = window?.application {
            application.layoutPass.pendingConfigurationUpdates.append(self)
            application.layoutPass.isNeeded = true
            // A configured button's content may change: its own layout follows in the same pass.
            if isConfigurationBased { setNeedsLayout() }
        } else {
            // Outside an application the button's own layout pass runs the update.
            setNeedsLayout()
        }
    }

    /// Whether the button shows a configuration or has an update handler (Apple: setting either "will opt into
    /// configuration-based behavior").
    var isConfigurationBased: Bool {
        configurationState.configuration != nil || configurationState.updateHandler != nil
    }

    /// Runs the pending configuration update, if there is one: `updateConfiguration()`, the handler, then the
    /// configuration applied.
    func updateConfigurationIfNeeded() {
        guard configurationState.needsUpdate, !configurationState.isUpdating else { return }
        configurationState.needsUpdate = false
        configurationState.isUpdating = true
        updateConfiguration()
        let handler = configurationState.updateHandler
        handler?(self)
        configurationState.isUpdating = false
        applyConfiguration()
    }

    /// Shows `configuration` — updated for the state when `automaticallyUpdatesConfiguration` — in the labels, the
    /// image view and the intrinsic size; nothing changes when the applied configuration is the same.
    func applyConfiguration() {
        var applied = configurationState.configuration
        if configurationState.automaticallyUpdates { applied = applied?.updated(for: self) }
        guard applied != configurationState.applied else { return }
        configurationState.applied = applied
        // The transformers run once per applied configuration, not at each measure and layout.
        configurationState.title = applied?.resolvedTitle
        configurationState.subtitle = applied?.resolvedSubtitle
        if applied == nil { configurationState.subtitleLabel?.text = nil }
        if let applied, !(applied.subtitleText ?? "").isEmpty, configurationState.subtitleLabel == nil {
            let label = UILabel(frame: .zero)
            configurationState.subtitleLabel = label
            addSubview(label)
        }
        if applied != nil, !(applied?.titleText ?? "").isEmpty { _ = titleLabel }
        if applied?.image != nil { _ = imageView }
        contentChanged()
    }
}

extension UIApplication {
    /// Runs the configuration updates buttons in this application's windows asked for, in the order they asked,
    /// as the first step of the layout pass (BehaviourContract §6). Updates that ask for more run in further
    /// rounds, at most `UIView.layoutRoundLimit`; what is still pending then runs before the next input.
    func runConfigurationUpdates() {
        var rounds = 0
        while !layoutPass.pendingConfigurationUpdates.isEmpty, rounds < UIView.layoutRoundLimit {
            rounds += 1
            layoutPass.startConfigurationUpdates()
            for button in layoutPass.configurationUpdatesRunning { button.updateConfigurationIfNeeded() }
            layoutPass.configurationUpdatesRunning.removeAll(keepingCapacity: true)
        }
        if !layoutPass.pendingConfigurationUpdates.isEmpty { layoutPass.isNeeded = true }
    }
}

/// A button's configuration, its handler, and whether an update is pending or running.
struct ButtonConfigurationState {
    /// The configuration as the app set it.
    var configuration: UIButton.Configuration?
    /// The configuration shown: `configuration`, updated for the state at the last update.
    var applied: UIButton.Configuration?
    /// The applied configuration's title and subtitle fonts and colours, through its transformers.
    var title: UIButton.Configuration.ResolvedText?
    var subtitle: UIButton.Configuration.ResolvedText?
    var updateHandler: UIButton.ConfigurationUpdateHandler?
    var automaticallyUpdates = true
    var changesSelectionAsPrimaryAction = false
    /// Whether an update was asked for and has not run.
    var needsUpdate = false
    /// Whether `updateConfiguration()` or the handler is running.
    var isUpdating = false
    var subtitleLabel: UILabel?
}
