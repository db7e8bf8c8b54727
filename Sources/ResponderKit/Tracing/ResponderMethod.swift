import Foundation

/// The responder methods that deliver events; the trace names them.
public enum ResponderMethod: String, Hashable, Sendable, Codable, CaseIterable {
    /// `touchesBegan(_:with:)`
    case touchesBegan
    /// `touchesMoved(_:with:)`
    case touchesMoved
    /// `touchesEnded(_:with:)`
    case touchesEnded
    /// `touchesCancelled(_:with:)`
    case touchesCancelled
    /// `pressesBegan(_:with:)`
    case pressesBegan
    /// `pressesChanged(_:with:)`
    case pressesChanged
    /// `pressesEnded(_:with:)`
    case pressesEnded
    /// `pressesCancelled(_:with:)`
    case pressesCancelled
    /// `motionBegan(_:with:)`
    case motionBegan
    /// `motionEnded(_:with:)`
    case motionEnded
    /// `motionCancelled(_:with:)`
    case motionCancelled
    /// `remoteControlReceived(with:)`
    case remoteControlReceived
}
