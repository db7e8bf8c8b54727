// `import OSLog` where there is no unified logging system: the logging API iOS code calls — `Logger`, `OSLog`,
// `os_log` and the message interpolations with their privacy and format options — writing through swift-log, so
// that a Linux process decides where the lines go (`LoggingSystem.bootstrap`) and a test can read them. On iOS the
// same API also comes with `import os` and `import os.log`; there is no module named `os` here (packages take
// `canImport(os)` to mean Darwin's locks), and the UIKitSources plugin spells those imports `import OSLog`. See
// "Bringing an iOS app's code" in ResponderKit's documentation.

import Foundation
import Logging

/// A log object: a subsystem and a category, as `OSLog(subsystem:category:)` makes them.
///
/// Its messages go to swift-log's `Logger` labelled `subsystem.category` (the subsystem alone when the category is
/// empty), so the process's `LoggingSystem` decides where they are written.
public final class OSLog: NSObject, @unchecked Sendable {
    /// The log's subsystem, as `com.example.app`.
    public let subsystem: String
    /// The log's category, as `touches`.
    public let category: String
    /// Whether messages are dropped whatever their level (``disabled``).
    let isDisabled: Bool
    /// The swift-log logger the messages go to.
    let sink: Logging.Logger

    /// The categories with a meaning of their own.
    public struct Category: Sendable {
        /// The category's name.
        public let rawValue: String

        /// Creates a category from its name.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// Signposts that Instruments shows as points of interest.
        public static let pointsOfInterest = Category(rawValue: "PointsOfInterest")
        /// Signposts recorded only while a tool traces the process.
        public static let dynamicTracing = Category(rawValue: "DynamicTracing")
        /// Signposts recorded, with their stack, only while a tool traces the process.
        public static let dynamicStackTracing = Category(rawValue: "DynamicStackTracing")
    }

    /// Creates a log for a subsystem and a category.
    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
        self.isDisabled = false
        self.sink = Logging.Logger(label: category.isEmpty ? subsystem : "\(subsystem).\(category)")
    }

    /// Creates a log for a subsystem and one of the categories with a meaning of their own.
    public convenience init(subsystem: String, category: Category) {
        self.init(subsystem: subsystem, category: category.rawValue)
    }

    private init(disabledLog: ()) {
        subsystem = ""
        category = ""
        isDisabled = true
        sink = Logging.Logger(label: "")
    }

    /// The process's default log: no subsystem, no category.
    public static let `default` = OSLog(subsystem: "", category: "")
    /// A log whose messages are all dropped.
    public static let disabled = OSLog(disabledLog: ())

    /// Whether a message of this level would be written: false for ``disabled``, otherwise whether swift-log's
    /// handler takes the level.
    public func isEnabled(type: OSLogType) -> Bool {
        !isDisabled && sink.logLevel <= type.level
    }

    /// Writes one rendered message, when the level is enabled.
    func write(_ type: OSLogType, _ text: @autoclosure () -> String) {
        guard isEnabled(type: type) else { return }
        sink.log(level: type.level, Logging.Logger.Message(stringLiteral: text()))
    }
}

/// Logs an interpolated message to a log (`.default` unless given) at a level (`.default` unless given).
public func os_log(
    _ type: OSLogType = .default, dso: UnsafeRawPointer = #dsohandle, log: OSLog = .default,
    _ message: OSLogMessage
) {
    log.write(type, message.rendered)
}

/// Logs a `printf`-style message, as iOS code written before `Logger` does: `%@`, `%d`, `%f`, `%s`, … with their
/// flags, widths and precisions, each optionally annotated `{public}` or `{private}`.
///
/// Values are written as Xcode's console shows them while a debugger is attached: `{private}` and dynamic strings
/// are not redacted.
@_disfavoredOverload
public func os_log(
    _ message: StaticString, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default, type: OSLogType = .default,
    _ arguments: any CVarArg...
) {
    log.write(type, LogFormat.render(message.description, arguments))
}

/// Logs a `printf`-style message at a level given first, as `os_log(.debug, log: log, "%@", text)` (iOS 12's
/// spelling of ``os_log(_:dso:log:type:_:)``).
@_disfavoredOverload
public func os_log(
    _ type: OSLogType, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default, _ message: StaticString,
    _ arguments: any CVarArg...
) {
    log.write(type, LogFormat.render(message.description, arguments))
}

/// The `printf`-style formats of `os_log(_:dso:log:type:_:)`.
///
/// A specifier is `%`, an optional `{…}` annotation, flags (`-+ #0'`), a width and a precision of at most four
/// digits each, a length (`h`, `l`, `q`, `L`, `z`, `t`, `j`) and a conversion. Anything else after a `%` — `%n`, a
/// `*` width, an unknown letter, a width of a billion — is written as it stands and takes no argument, so a hostile
/// format cannot make `String(format:)` write through its arguments, read past them or fill the memory.
enum LogFormat {
    /// The conversions a specifier ends with.
    private static let conversions: Set<Character> = [
        "@", "d", "D", "i", "u", "U", "x", "X", "o", "O", "f", "F", "e", "E", "g", "G", "a", "A", "c", "C", "s", "S",
        "p",
    ]
    /// The flags, digits, precision point and length modifiers between `%` and the conversion.
    private static let modifiers: Set<Character> = Set("-+ #0'123456789.hlqLztj")
    /// The most digits a width or a precision may have (at most 9,999 characters of padding): a longer number is
    /// written as it stands, as is a specifier longer than `longestSpecifier` characters.
    private static let longestNumber = 4
    /// The most characters between `%` and the conversion.
    private static let longestSpecifier = 12

    /// `format` with each specifier replaced by its argument, in order; a specifier without an argument left out.
    static func render(_ format: String, _ arguments: [any CVarArg]) -> String {
        var output = ""
        var next = 0
        var characters = format[...]
        while let percent = characters.firstIndex(of: "%") {
            output += characters[..<percent]
            characters = characters[characters.index(after: percent)...]
            if characters.first == "%" {
                output += "%"
                characters = characters.dropFirst()
                continue
            }
            if characters.first == "{", let close = characters.firstIndex(of: "}") {
                characters = characters[characters.index(after: close)...]  // {public}, {private}, {bool}, …
            }
            let body = characters.prefix { modifiers.contains($0) }
            guard body.count <= longestSpecifier, body.endIndex < characters.endIndex,
                conversions.contains(characters[body.endIndex]),
                !body.split(whereSeparator: { !$0.isNumber }).contains(where: { $0.count > longestNumber })
            else {
                output += "%"  // not a specifier: written as it stands
                continue
            }
            let specifier = "%" + characters[...body.endIndex]
            characters = characters[characters.index(after: body.endIndex)...]
            guard next < arguments.count else { continue }
            output += render(specifier, arguments[next])
            next += 1
        }
        return output + characters
    }

    /// One specifier with its argument: objects and strings by their description, numbers by `String(format:)`.
    private static func render(_ specifier: String, _ argument: any CVarArg) -> String {
        switch specifier.last {
        case "@", "s", "S":
            return String(describing: argument)
        default:
            return String(format: specifier, argument)
        }
    }
}
