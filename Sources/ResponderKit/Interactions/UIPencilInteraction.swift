import Foundation

/// Tells its delegate when a person double-taps or squeezes Apple Pencil (UIKit's class; BehaviourContract §12).
///
/// Add it to a view; while the view is in a visible hierarchy (its window shown, neither it nor an ancestor
/// hidden) and the interaction is enabled, each double tap calls `pencilInteraction(_:didReceiveTap:)` and each
/// squeeze's phases call `pencilInteraction(_:didReceiveSqueeze:)`. These gestures are made on the pencil, not on
/// the screen: there is no hit-test, and every such interaction hears them (windows front to back, then views in
/// the order of their subviews, then interactions in the order added).
///
/// ```swift
/// let pencil = UIPencilInteraction(delegate: self)
/// canvas.addInteraction(pencil)
///
/// func pencilInteraction(_ interaction: UIPencilInteraction, didReceiveTap tap: UIPencilInteraction.Tap) {
///     if UIPencilInteraction.preferredTapAction == .switchEraser { tool.toggleEraser() }
/// }
/// ```
@preconcurrency @MainActor
open class UIPencilInteraction: NSObject, UIInteraction {
    /// A squeeze's phase (a double tap is reported once it is over).
    public enum Phase: Int, Hashable, Sendable, Codable {
        /// The squeeze began.
        case began
        /// The squeeze goes on (the pencil moved or pressed harder).
        case changed
        /// The squeeze ended.
        case ended
        /// The squeeze was cancelled.
        case cancelled
    }

    /// A double tap on Apple Pencil (iOS 17.5).
    @preconcurrency @MainActor
    public final class Tap: NSObject {
        /// When it happened, on the application's clock.
        public let timestamp: TimeInterval
        /// The pencil's pose above the screen, in the interaction's view's coordinates; nil when it was out of range.
        public let hoverPose: UIPencilHoverPose?

        init(timestamp: TimeInterval, hoverPose: UIPencilHoverPose?) {
            self.timestamp = timestamp
            self.hoverPose = hoverPose
            super.init()
        }
    }

    /// One phase of a squeeze of Apple Pencil Pro (iOS 17.5).
    @preconcurrency @MainActor
    public final class Squeeze: NSObject {
        /// When it happened, on the application's clock.
        public let timestamp: TimeInterval
        /// The squeeze's phase.
        public let phase: Phase
        /// The pencil's pose above the screen, in the interaction's view's coordinates; nil when it was out of range.
        public let hoverPose: UIPencilHoverPose?

        init(timestamp: TimeInterval, phase: Phase, hoverPose: UIPencilHoverPose?) {
            self.timestamp = timestamp
            self.phase = phase
            self.hoverPose = hoverPose
            super.init()
        }
    }

    /// The object told of double taps and squeezes, held weakly.
    open weak var delegate: (any UIPencilInteractionDelegate)?
    /// Whether the interaction hears the pencil; a disabled one is skipped.
    open var isEnabled = true
    /// The view the interaction was added to.
    public private(set) weak var view: UIView?

    /// Creates an interaction with no delegate.
    public override init() {
        super.init()
    }

    /// Creates an interaction with a delegate (iOS 17.5).
    public init(delegate: any UIPencilInteractionDelegate) {
        self.delegate = delegate
        super.init()
    }

    /// Called before the interaction joins (`view`) or leaves (`nil`) a view.
    open func willMove(to view: UIView?) {}

    /// Called after the interaction joined (`view`) or left (`nil`) a view.
    open func didMove(to view: UIView?) {
        self.view = view
    }

    /// What the person chose in Settings for a double tap: the current application's
    /// `environment.pencilPreferredTapAction` (`.switchEraser` unless a test sets it).
    public static var preferredTapAction: UIPencilPreferredAction {
        UIApplication.current?.environment.pencilPreferredTapAction ?? .switchEraser
    }

    /// What the person chose in Settings for a squeeze: the current application's
    /// `environment.pencilPreferredSqueezeAction` (`.showContextualPalette` unless a test sets it).
    public static var preferredSqueezeAction: UIPencilPreferredAction {
        UIApplication.current?.environment.pencilPreferredSqueezeAction ?? .showContextualPalette
    }

    /// Whether the person chose "Only Draw with Apple Pencil" in Settings: the current application's
    /// `environment.prefersPencilOnlyDrawing` (false unless a test sets it).
    public static var prefersPencilOnlyDrawing: Bool {
        UIApplication.current?.environment.prefersPencilOnlyDrawing ?? false
    }

    /// Whether the person chose to see a preview of the tool while hovering (Settings): the current application's
    /// `environment.prefersHoverToolPreview` (true unless a test sets it).
    public static var prefersHoverToolPreview: Bool {
        UIApplication.current?.environment.prefersHoverToolPreview ?? true
    }
}
