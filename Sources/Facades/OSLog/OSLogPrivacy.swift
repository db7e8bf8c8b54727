import Foundation

/// Who may read an interpolated value in the log. Kept for the API: values are not redacted here.
public struct OSLogPrivacy: Equatable, Sendable {
    /// How a private value is shown when redacted.
    public enum Mask: Equatable, Sendable {
        /// A hash of the value, so equal values can be matched.
        case hash
        /// No mask: `<private>`.
        case none
    }

    /// The privacy's kind.
    enum Kind: Equatable, Sendable {
        case auto, `public`, `private`, sensitive
    }

    let kind: Kind
    let mask: Mask

    /// Public for scalars, private for strings and objects: the default.
    public static let auto = OSLogPrivacy(kind: .auto, mask: .none)
    /// Readable by anyone who reads the log.
    public static let `public` = OSLogPrivacy(kind: .public, mask: .none)
    /// Redacted unless a debugger is attached or the system allows it.
    public static let `private` = OSLogPrivacy(kind: .private, mask: .none)
    /// Always redacted in the persisted log.
    public static let sensitive = OSLogPrivacy(kind: .sensitive, mask: .none)

    /// The default privacy with a mask.
    public static func auto(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(kind: .auto, mask: mask) }
    /// Private, with a mask.
    public static func `private`(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(kind: .private, mask: mask) }
    /// Sensitive, with a mask.
    public static func sensitive(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(kind: .sensitive, mask: mask) }
}
