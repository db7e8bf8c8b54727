import Foundation
import ResponderKit
import ResponderScenes

/// Why a client message could not be taken.
public struct ProtocolError: Error, Sendable, Hashable {
    /// A stable code: `malformed`, `unknown-type`, `invalid-message`, `message-too-large`, `binary-message`,
    /// `too-many-samples`, `out-of-range`, `unknown-scene`, `scene`, `not-recording`, `recording-too-long`, `too-many-sessions`,
    /// `session-expired`.
    public var code: String
    /// What went wrong, in one sentence.
    public var message: String

    /// Creates an error.
    public init(_ code: String, _ message: String) {
        self.code = code
        self.message = message
    }
}

extension ProtocolError: CustomStringConvertible {
    /// `code: message`.
    public var description: String { "\(code): \(message)" }
}
