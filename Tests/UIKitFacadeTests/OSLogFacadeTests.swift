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

/// A swift-log handler that records lines instead of printing them.
struct CapturingHandler: LogHandler {
    let label: String
    let logs: CapturedLogs
    var metadata: Logging.Logger.Metadata = [:]
    /// Debug and above; trace and above for logs whose label ends in `.signposts`, so their signposts are kept.
    var logLevel: Logging.Logger.Level

    init(label: String, logs: CapturedLogs) {
        self.label = label
        self.logs = logs
        logLevel = label.hasSuffix(".signposts") ? .trace : .debug
    }

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

    /// A view written as profiled touch code is: an interval per drag, an event per move, its id from the signposter.
    final class ProfiledDragView: UIView {
        let signposter: OSSignposter
        private var drag: OSSignpostIntervalState?
        private var moves = 0

        init(frame: CGRect, signposter: OSSignposter) {
            self.signposter = signposter
            super.init(frame: frame)
        }
        required init?(coder: NSCoder) { fatalError("not used") }

        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            let point = touches.first!.location(in: self)
            moves = 0
            drag = signposter.beginInterval(
                "Drag", id: signposter.makeSignpostID(), "from \(point.x, format: .fixed(precision: 0))")
        }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
            moves += 1
            signposter.emitEvent("Move", "\(self.moves)")
        }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
            guard let drag else { return }
            signposter.endInterval("Drag", drag, "\(self.moves) moves")
            self.drag = nil
        }
    }

    @Test(
        "signposts: OSSignposter intervals and events and os_signpost are trace-level lines, in order, with their ids")
    func signposts() throws {
        let logs = CapturedLogs.shared
        let stage = FacadeStage()
        let view = ProfiledDragView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480),
            signposter: OSSignposter(subsystem: "com.example.drag", category: "signposts"))
        stage.window.addSubview(view)
        // Down at the first point, one move, up at the last.
        stage.drag([CGPoint(x: 10, y: 20), CGPoint(x: 30, y: 40), CGPoint(x: 50, y: 60)], from: 0, step: 0.016)
        let log = OSLog(subsystem: "com.example.drag", category: "signposts")
        let id = OSSignpostID(log: log)
        os_signpost(.begin, log: log, name: "Load", signpostID: id)
        os_signpost(.end, log: log, name: "Load", signpostID: id, "%d cards", 3)
        let result = view.signposter.withIntervalSignpost("Layout") { 42 }
        #expect(result == 42)
        let lines = logs.lines(under: "com.example.drag").map { $0.replacing(/\[id \d+\]/, with: "[id #]") }
        #expect(
            lines == [
                "com.example.drag.signposts trace: signpost begin Drag [id #]: from 10",
                "com.example.drag.signposts trace: signpost event Move [exclusive]: 1",
                "com.example.drag.signposts trace: signpost end Drag [id #]: 1 moves",
                "com.example.drag.signposts trace: signpost begin Load [id #]",
                "com.example.drag.signposts trace: signpost end Load [id #]: 3 cards",
                "com.example.drag.signposts trace: signpost begin Layout [exclusive]",
                "com.example.drag.signposts trace: signpost end Layout [exclusive]",
            ])
        // The drag's begin and end share one id; a new one differs.
        let ids = logs.lines(under: "com.example.drag").compactMap { $0.firstMatch(of: /\[id (\d+)\]/)?.output.1 }
        #expect(ids.count == 4 && ids[0] == ids[1] && ids[2] == ids[3] && ids[0] != ids[2])
    }

    @Test("signposts below the handler's level, and on the disabled signposter, are not written nor computed")
    func quietSignposts() {
        let logs = CapturedLogs.shared
        let quiet = OSSignposter(subsystem: "com.example.quiet", category: "touches")
        var computed = 0
        func value() -> Int {
            computed += 1
            return computed
        }
        let state = quiet.beginInterval("Tap", id: quiet.makeSignpostID(), "\(value())")
        quiet.endInterval("Tap", state)
        OSSignposter.disabled.emitEvent("Nothing", "\(value())")
        #expect(!quiet.isEnabled && !OSSignposter.disabled.isEnabled)
        #expect(logs.lines(under: "com.example.quiet") == [])
        #expect(computed == 0)
        #expect(OSSignpostIntervalState.beginState(id: OSSignpostID(9)).signpostID.rawValue == 9)
    }
}
