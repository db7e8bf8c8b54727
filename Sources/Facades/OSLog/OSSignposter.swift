import Foundation

/// Marks intervals and events for a profiler, as `OSSignposter` does on iOS 15 and later.
///
/// ```swift
/// let signposter = OSSignposter(subsystem: "com.example.cards", category: .pointsOfInterest)
/// let state = signposter.beginInterval("Swipe", id: signposter.makeSignpostID())
/// …
/// signposter.endInterval("Swipe", state)
/// ```
///
/// There is no Instruments here: each signpost is a line written through swift-log at the trace level, as
/// `signpost begin Swipe [id 3]: card 2`, and metadata is computed only when that level is enabled.
public struct OSSignposter: @unchecked Sendable {
    /// The log the signposts go to.
    let log: OSLog

    /// A signposter for the process's default log.
    public init() {
        log = .default
    }

    /// A signposter for a subsystem and a category.
    public init(subsystem: String, category: String) {
        log = OSLog(subsystem: subsystem, category: category)
    }

    /// A signposter for a subsystem and one of the categories with a meaning of their own.
    public init(subsystem: String, category: OSLog.Category) {
        log = OSLog(subsystem: subsystem, category: category)
    }

    /// A signposter that writes to a logger's log.
    public init(logger: Logger) {
        log = logger.log
    }

    /// A signposter that writes to a log object.
    public init(logHandle: OSLog) {
        log = logHandle
    }

    /// A signposter whose signposts are all dropped.
    public static let disabled = OSSignposter(logHandle: .disabled)

    /// Whether its signposts are written (see ``OSLog/signpostsEnabled``).
    public var isEnabled: Bool { log.signpostsEnabled }

    /// A new identifier, unique in this process.
    public func makeSignpostID() -> OSSignpostID {
        OSSignpostID(log: log)
    }

    /// The identifier of an object: the same object always gives the same identifier.
    public func makeSignpostID(from object: AnyObject) -> OSSignpostID {
        OSSignpostID(log: log, object: object)
    }

    /// Begins an interval named `name`; end it with ``endInterval(_:_:)`` and the state this returns.
    public func beginInterval(_ name: StaticString, id: OSSignpostID = .exclusive) -> OSSignpostIntervalState {
        log.signpost(.begin, name: name.description, id: id, message: nil)
        return OSSignpostIntervalState(id: id)
    }

    /// Begins an interval with a message.
    public func beginInterval(
        _ name: StaticString, id: OSSignpostID = .exclusive, _ message: SignpostMetadata
    ) -> OSSignpostIntervalState {
        log.signpost(.begin, name: name.description, id: id, message: message.rendered)
        return OSSignpostIntervalState(id: id)
    }

    /// Begins an interval that an animation spans.
    public func beginAnimationInterval(
        _ name: StaticString, id: OSSignpostID = .exclusive, _ message: SignpostMetadata = ""
    ) -> OSSignpostIntervalState {
        log.signpost(.begin, name: name.description, id: id, message: "animation " + message.rendered)
        return OSSignpostIntervalState(id: id)
    }

    /// Ends the interval `state` began.
    public func endInterval(_ name: StaticString, _ state: OSSignpostIntervalState) {
        log.signpost(.end, name: name.description, id: state.signpostID, message: nil)
    }

    /// Ends the interval `state` began, with a message.
    public func endInterval(_ name: StaticString, _ state: OSSignpostIntervalState, _ message: SignpostMetadata) {
        log.signpost(.end, name: name.description, id: state.signpostID, message: message.rendered)
    }

    /// Marks a single event named `name`.
    public func emitEvent(_ name: StaticString, id: OSSignpostID = .exclusive) {
        log.signpost(.event, name: name.description, id: id, message: nil)
    }

    /// Marks a single event with a message.
    public func emitEvent(_ name: StaticString, id: OSSignpostID = .exclusive, _ message: SignpostMetadata) {
        log.signpost(.event, name: name.description, id: id, message: message.rendered)
    }

    /// Runs `task` inside an interval named `name`, ended when it returns or throws.
    public func withIntervalSignpost<T>(
        _ name: StaticString, id: OSSignpostID = .exclusive, around task: () throws -> T
    ) rethrows -> T {
        let state = beginInterval(name, id: id)
        defer { endInterval(name, state) }
        return try task()
    }

    /// Runs `task` inside an interval named `name` that begins with a message.
    public func withIntervalSignpost<T>(
        _ name: StaticString, id: OSSignpostID = .exclusive, _ message: SignpostMetadata,
        around task: () throws -> T
    ) rethrows -> T {
        let state = beginInterval(name, id: id, message)
        defer { endInterval(name, state) }
        return try task()
    }
}
