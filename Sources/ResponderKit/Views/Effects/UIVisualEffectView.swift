import Foundation

/// A view that applies a visual effect (a blur, vibrancy) to what is behind it and to its `contentView`.
///
/// Its subviews go in ``contentView``, which fills it, so a touch inside the effect view lands on the content
/// view or one of the content's subviews (BehaviourContract §2). UIKit raises an exception when a subview is added
/// to the effect view itself; ResponderKit records UIKit's message in the trace (`console:`) and adds the view to
/// the content view, where UIKit asks for it.
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
    /// The view the effect view's content goes in: it fills the effect view and resizes with it.
    public let contentView: UIView

    /// The effect applied, or nil for none.
    open var effect: UIVisualEffect?

    /// Creates an effect view with an effect (or none), its frame zero.
    public init(effect: UIVisualEffect?) {
        contentView = UIView(frame: .zero)
        self.effect = effect
        super.init(frame: .zero)
        installContentView()
    }

    /// Creates the view from an archive, as UIKit's `init?(coder:)`: ResponderKit reads no archives (no effect).
    public required init?(coder: NSCoder) {
        contentView = UIView(frame: .zero)
        super.init(coder: coder)
        installContentView()
    }

    private func installContentView() {
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        super.addSubview(contentView)
        touchOptions.redirectsSubviews = true
    }

    /// A view added to the effect view itself goes to the content view, after UIKit's message.
    final func redirectSubview(_ view: UIView) -> UIView {
        let application = window?.application ?? UIApplication.current
        if let trace = application?.trace, trace.isObserved {
            trace.record(
                .consoleMessage(
                    "<\(TraceTypeName.of(view))> has been added as a subview to <\(TraceTypeName.of(self))> "
                        + "effect=\(effect?.effectName ?? "none"). Do not add subviews directly to the visual effect "
                        + "view itself, instead add them to the -contentView."))
        }
        return contentView
    }
}
