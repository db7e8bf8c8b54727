import Foundation

/// What ``OSSignposter/beginInterval(_:id:)`` returns, for ``OSSignposter/endInterval(_:_:)`` to end.
public final class OSSignpostIntervalState: Codable, @unchecked Sendable {
    /// The interval's identifier.
    public let signpostID: OSSignpostID

    init(id: OSSignpostID) {
        signpostID = id
    }

    /// A state for an interval begun elsewhere (another process, on iOS), to end here.
    public static func beginState(id: OSSignpostID) -> OSSignpostIntervalState {
        OSSignpostIntervalState(id: id)
    }

    private enum CodingKeys: String, CodingKey { case signpostID }

    /// Decodes a state from its identifier's number.
    public required init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        signpostID = OSSignpostID(try container.decode(UInt64.self, forKey: .signpostID))
    }

    /// Encodes the state as its identifier's number.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(signpostID.rawValue, forKey: .signpostID)
    }
}
