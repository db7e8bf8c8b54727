import Foundation

/// Feedback for the outcome of a task: success, warning or error (UIKit's API; see `UIFeedbackGenerator`).
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The outcome.
    public enum FeedbackType: Int, Hashable, Sendable, CustomStringConvertible {
        /// The task succeeded.
        case success = 0
        /// The task produced a warning.
        case warning = 1
        /// The task failed.
        case error = 2

        /// The type's name.
        public var description: String {
            switch self {
            case .success: "success"
            case .warning: "warning"
            case .error: "error"
            }
        }
    }

    /// Gives the feedback of an outcome.
    open func notificationOccurred(_ notificationType: FeedbackType) {
        record(.notification(notificationType))
    }

    /// Gives the feedback of an outcome at a location of the view (iOS 17.5).
    open func notificationOccurred(_ notificationType: FeedbackType, at location: CGPoint) {
        notificationOccurred(notificationType)
    }
}
