import Foundation
import Logging

/// The level of a log message, as the unified logging system has them.
public struct OSLogType: Equatable, Hashable, RawRepresentable, Sendable {
    /// The level's number, as `os_log_type_t` has it.
    public let rawValue: UInt8

    /// Creates a level from its number.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// The default level: a notice (`Logger.notice`, `Logger.log`).
    public static let `default` = OSLogType(rawValue: 0x00)
    /// Information that may help troubleshoot.
    public static let info = OSLogType(rawValue: 0x01)
    /// Information useful while developing, not kept by default.
    public static let debug = OSLogType(rawValue: 0x02)
    /// An error in the process.
    public static let error = OSLogType(rawValue: 0x10)
    /// A fault: a bug in the program.
    public static let fault = OSLogType(rawValue: 0x11)

    /// swift-log's level for this one: debug, info, notice, error, critical; any other number a notice.
    var level: Logging.Logger.Level {
        switch self {
        case .debug: .debug
        case .info: .info
        case .error: .error
        case .fault: .critical
        default: .notice
        }
    }
}
