import Foundation

/// Why a touch was cancelled: every cancellation carries one.
public enum TouchCancelReason: Hashable, Sendable, Codable, CustomStringConvertible {
    /// A gesture recognizer recognized the gesture and took the touch (`cancelsTouchesInView`).
    case recognized(by: TraceSubject)
    /// The touch's view left its window.
    case viewRemoved
    /// The touch's window was hidden or removed from the application.
    case windowHidden
    /// The application cancelled every touch, as for an incoming call.
    case applicationInterrupted
    /// The input stream broke off: a second touch-down for a live finger, or a reset of the input source.
    case inputReset
    /// A responder that received `touchesBegan` was no longer on the path the touch's end took
    /// (the hierarchy changed, or an override did not forward the end); ResponderKit ends it there.
    case chainChanged

    /// A short phrase: `recognized by tap`, `view removed`.
    public var description: String {
        switch self {
        case .recognized(let recognizer): "recognized by \(recognizer)"
        case .viewRemoved: "view removed"
        case .windowHidden: "window hidden"
        case .applicationInterrupted: "application interrupted"
        case .inputReset: "input reset"
        case .chainChanged: "responder chain changed"
        }
    }
}
