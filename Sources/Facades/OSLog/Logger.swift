import Foundation

/// Writes interpolated messages to a log, as `Logger` does on iOS 14 and later.
///
/// ```swift
/// let logger = Logger(subsystem: "com.example.cards", category: "swipe")
/// logger.debug("card \(index, privacy: .public) moved to \(offset, format: .fixed(precision: 1))")
/// ```
///
/// The levels are the unified logging system's: `trace` and `debug` write at ``OSLogType/debug``, `info` at
/// ``OSLogType/info``, `notice` and `log` at ``OSLogType/default``, `warning` and `error` at ``OSLogType/error``,
/// `critical` and `fault` at ``OSLogType/fault``. A message's values are computed only when its level is enabled.
public struct Logger: Sendable {
    /// The log the messages go to.
    let log: OSLog

    /// A logger for the process's default log.
    public init() {
        log = .default
    }

    /// A logger for a subsystem and a category.
    public init(subsystem: String, category: String) {
        log = OSLog(subsystem: subsystem, category: category)
    }

    /// A logger that writes to an existing log object.
    public init(_ logObj: OSLog) {
        log = logObj
    }

    /// Writes a message at the default level.
    public func log(_ message: OSLogMessage) {
        log.write(.default, message.rendered)
    }

    /// Writes a message at a level.
    public func log(level: OSLogType, _ message: OSLogMessage) {
        log.write(level, message.rendered)
    }

    /// Writes a message at the debug level.
    public func trace(_ message: OSLogMessage) {
        log.write(.debug, message.rendered)
    }

    /// Writes a message at the debug level.
    public func debug(_ message: OSLogMessage) {
        log.write(.debug, message.rendered)
    }

    /// Writes a message at the info level.
    public func info(_ message: OSLogMessage) {
        log.write(.info, message.rendered)
    }

    /// Writes a message at the default level.
    public func notice(_ message: OSLogMessage) {
        log.write(.default, message.rendered)
    }

    /// Writes a message at the error level.
    public func warning(_ message: OSLogMessage) {
        log.write(.error, message.rendered)
    }

    /// Writes a message at the error level.
    public func error(_ message: OSLogMessage) {
        log.write(.error, message.rendered)
    }

    /// Writes a message at the fault level.
    public func critical(_ message: OSLogMessage) {
        log.write(.fault, message.rendered)
    }

    /// Writes a message at the fault level.
    public func fault(_ message: OSLogMessage) {
        log.write(.fault, message.rendered)
    }
}
