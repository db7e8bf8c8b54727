import Foundation

/// Identifies one signpost interval among those of the same name, as `os_signpost_id_t` does.
///
/// ```swift
/// let id = OSSignpostID(log: log)
/// os_signpost(.begin, log: log, name: "Drag", signpostID: id)
/// ```
public struct OSSignpostID: Hashable, Comparable, Sendable {
    /// The identifier's number.
    public let rawValue: UInt64

    /// An identifier from its number.
    public init(_ value: UInt64) {
        rawValue = value
    }

    /// A new identifier, unique in this process.
    public init(log: OSLog) {
        rawValue = SignpostIDs.next()
    }

    /// The identifier of an object: the same object always gives the same identifier (its address).
    public init(log: OSLog, object: AnyObject) {
        rawValue = UInt64(UInt(bitPattern: ObjectIdentifier(object).hashValue))
    }

    /// The identifier for intervals of which only one of a name is open at a time.
    public static let exclusive = OSSignpostID(0xEEEE_B0B5_B2B2_EEEE)
    /// An identifier that marks a failure to make one.
    public static let invalid = OSSignpostID(~0)
    /// The null identifier.
    public static let null = OSSignpostID(0)

    /// Orders identifiers by their numbers.
    public static func < (lhs: OSSignpostID, rhs: OSSignpostID) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}

/// The process's signpost identifiers, handed out in order from 1.
final class SignpostIDs: @unchecked Sendable {
    private static let shared = SignpostIDs()
    private let lock = NSLock()
    private var last: UInt64 = 0

    static func next() -> UInt64 {
        shared.lock.lock()
        defer { shared.lock.unlock() }
        shared.last &+= 1
        return shared.last
    }
}
