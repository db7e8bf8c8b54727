import DequeModule
import Foundation

/// The methods an app delegate may implement; a delegate that is a `UIResponder` ends the responder chain.
@preconcurrency @MainActor
public protocol UIApplicationDelegate: AnyObject {}
