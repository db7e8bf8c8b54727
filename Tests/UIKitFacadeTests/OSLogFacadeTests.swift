import Foundation
import Logging
import OSLog
import Testing
import UIKit

/// What the `OSLog` façade wrote through swift-log: each line as `label level: message`.
final class CapturedLogs: @unchecked Sendable {
    static let shared: CapturedLogs = {
        let logs = CapturedLogs()
        LoggingSystem.bootstrap { label in CapturingHandler(label: label, logs: logs) }
        return logs
    }()

    private let lock = NSLock()
    private var lines: [String] = []

    func add(_ line: String) {
        lock.withLock { lines.append(line) }
    }

    /// The lines written to logs whose label starts with `prefix`, in order.
    func lines(under prefix: String) -> [String] {
        lock.withLock { lines.filter { $0.hasPrefix(prefix) } }
    }
}

/// A swift-log handler that records lines instead of printing them; debug and above.
struct CapturingHandler: LogHandler {
    let label: String
    let logs: CapturedLogs
    var metadata: Logging.Logger.Metadata = [:]
    var logLevel: Logging.Logger.Level = .debug

    subscript(metadataKey key: String) -> Logging.Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        logs.add("\(label) \(event.level): \(event.message)")
    }
}

@MainActor
@Suite("OSLogFacadeTests")
struct OSLogFacadeTests {
    @Test("`import OSLog`: a sketch view's Logger and os_log lines reach swift-log in order, with UIKit's levels")
    func sketchViewLogs() {
        let logs = CapturedLogs.shared
        let stage = FacadeStage()
        let sketch = SketchView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        stage.window.addSubview(sketch)
        stage.drag([CGPoint(x: 10.25, y: 20), CGPoint(x: 30, y: 40), CGPoint(x: 50, y: 60)], from: 0, step: 0.016)
        stage.drag([CGPoint(x: 100, y: 100), CGPoint(x: 120, y: 100)], from: 1, step: 0.016)
        stage.app.touch(.began, at: CGPoint(x: 5, y: 5), time: 2)
        stage.app.cancelAllTouches()
        #expect(sketch.strokes.map(\.count) == [2, 1])
        #expect(
            logs.lines(under: "com.example.sketch") == [
                "com.example.sketch.strokes debug: stroke began at 10.2, 20.0",
                "com.example.sketch.strokes info: stroke 1 ended with 2 points",
                "com.example.sketch.strokes debug: stroke began at 100.0, 100.0",
                "com.example.sketch.strokes info: stroke 2 ended with 1 points",
                "com.example.sketch.legacy info: SketchView holds 2 strokes",
                "com.example.sketch.strokes debug: stroke began at 5.0, 5.0",
                "com.example.sketch.strokes error: stroke cancelled after 1 points: NO",
            ])
    }

    @Test("Logger's levels map to OSLogType and swift-log as the unified log orders them; values are lazy")
    func levels() {
        let logs = CapturedLogs.shared
        let logger = Logger(subsystem: "com.example.levels", category: "")
        var computed = 0
        func value() -> Int {
            computed += 1
            return computed
        }
        logger.trace("trace \(value())")
        logger.debug("debug")
        logger.info("info")
        logger.notice("notice")
        logger.log("log")
        logger.log(level: .fault, "log fault")
        logger.warning("warning")
        logger.error("error")
        logger.critical("critical")
        logger.fault("fault")
        Logger(OSLog.disabled).error("dropped \(value())")
        #expect(computed == 1)
        #expect(
            logs.lines(under: "com.example.levels") == [
                "com.example.levels debug: trace 1", "com.example.levels debug: debug",
                "com.example.levels info: info", "com.example.levels notice: notice",
                "com.example.levels notice: log", "com.example.levels critical: log fault",
                "com.example.levels error: warning", "com.example.levels error: error",
                "com.example.levels critical: critical", "com.example.levels critical: fault",
            ])
        #expect(OSLog.disabled.isEnabled(type: .fault) == false)
        #expect(OSLog(subsystem: "com.example.levels", category: "x").isEnabled(type: .debug))
    }

    @Test("interpolations take UIKit's formats, alignments and privacy options; privacy does not redact here")
    func interpolations() {
        let logs = CapturedLogs.shared
        let log = OSLog(subsystem: "com.example.formats", category: "values")
        let view = UIView(frame: .zero)
        view.accessibilityIdentifier = "card"
        let name = "swipe"
        os_log(
            .info, log: log,
            "\(255, format: .hex) \(255, format: .hex(includePrefix: true, uppercase: true)) \(8, format: .octal(includePrefix: true))"
        )
        os_log(
            .info, log: log,
            "\(7, format: .decimal(explicitPositiveSign: true, minDigits: 3)) \(-7, format: .decimal(minDigits: 2))")
        os_log(
            .info, log: log,
            "\(1.5) \(2.25, format: .fixed(precision: 1)) \(Float(0.5), format: .exponential(precision: 2)) \(CGFloat(3), format: .hybrid)"
        )
        os_log(
            .info, log: log,
            "[\(name, align: .left(columns: 8))] [\(name, align: .right(columns: 8), privacy: .private)] [\(name, privacy: .private(mask: .hash))]"
        )
        os_log(
            .info, log: log,
            "\(true) \(false, format: .answer) \(UIView.self) \(String(describing: Int("3")), privacy: .sensitive)")
        os_log(.info, log: log, "\(view.accessibilityIdentifier ?? "none", privacy: .public) 100%")
        #expect(
            logs.lines(under: "com.example.formats") == [
                "com.example.formats.values info: ff 0XFF 0o10",
                "com.example.formats.values info: +007 -07",
                "com.example.formats.values info: 1.500000 2.2 5.00e-01 3",
                "com.example.formats.values info: [swipe   ] [   swipe] [swipe]",
                "com.example.formats.values info: true NO UIView Optional(3)",
                "com.example.formats.values info: card 100%",
            ])
    }

    @Test("hostile formats and numbers give text, never a crash: %n, * widths, huge widths, paddings and NaN")
    func hostileFormats() {
        let logs = CapturedLogs.shared
        let log = OSLog(subsystem: "com.example.hostile", category: "")
        os_log("%n%*d %99999999999d %.99999f %k %", log: log, type: .error, 1, 2)
        os_log(.error, log: log, "\(7, format: .decimal(minDigits: Int.max), align: .right(columns: Int.max))")
        os_log(
            .error, log: log,
            "\(Double.nan) \(-Double.infinity, format: .fixed(precision: Int.max)) \(Int.min, format: .hex)")
        let lines = logs.lines(under: "com.example.hostile")
        #expect(lines.count == 3)
        #expect(lines.first == "com.example.hostile error: %n%*d %99999999999d %.99999f %k %")
        #expect(lines.dropFirst().first?.count == "com.example.hostile error: ".count + 4096)
        #expect(lines.last == "com.example.hostile error: nan -inf -8000000000000000")
    }

    @Test(
        "os_log's printf formats: specifiers with {public} and {private}, widths, precisions, %% and missing arguments")
    func printfFormats() {
        let logs = CapturedLogs.shared
        let log = OSLog(subsystem: "com.example.printf", category: "legacy")
        os_log("plain", log: log)
        os_log("%{public}@ at %{private}.1f,%5.2f %d%% %ld", log: log, type: .error, "tap", 1.25, 3.5, 40, 7)
        os_log("%@ and %@", log: log, type: .debug, "one")
        os_log("%{public}s %x %05d", log: log, type: .fault, "word", 255, 42)
        os_log("unfinished %", log: log)
        os_log(.debug, log: log, "%@", ["pan", "changed"].joined(separator: " "))
        os_log(.info, log: log, "plain again")
        #expect(
            logs.lines(under: "com.example.printf") == [
                "com.example.printf.legacy notice: plain",
                "com.example.printf.legacy error: tap at 1.2, 3.50 40% 7",
                "com.example.printf.legacy debug: one and ",
                "com.example.printf.legacy critical: word ff 00042",
                "com.example.printf.legacy notice: unfinished %",
                "com.example.printf.legacy debug: pan changed",
                "com.example.printf.legacy info: plain again",
            ])
    }
}
