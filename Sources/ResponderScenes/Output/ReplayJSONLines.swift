import Foundation
import ResponderKit

/// Renders a replay as JSON lines: one object per trace event or handler log line, in order, each with a
/// `"type"` field; objects are named by their scene ids. The schema is in the scene file reference
/// (`responder schema`, "Replay output").
public enum ReplayJSONLines {
    /// The replay as JSON lines, each ending with a newline.
    public static func render(_ result: ReplayResult) -> String {
        var output = ""
        for entry in result.entries { output += line(object(for: entry)) + "\n" }
        for (id, geometry) in result.changedViews {
            var object = geometryObject(geometry)
            object["type"] = "final"
            object["view"] = .string(id)
            output += line(object.mapValues(\.any)) + "\n"
        }
        for leftover in result.leftovers { output += line(["type": "leftover", "text": leftover]) + "\n" }
        return output
    }

    /// One entry as the JSON object its line holds (`String`, `Double`, `Int`, `Bool`, `NSNull`, arrays and
    /// dictionaries of them), for a host that sends it inside messages of its own without writing the line.
    public static func object(for entry: ReplayEntry) -> [String: Any] {
        value(for: entry).mapValues(\.any)
    }

    /// One entry as the JSON object its line holds, typed: what ``object(for:)`` gives, without the cost of
    /// reading `Any` back (a host that writes it at every input message, such as the playground, uses this).
    public static func value(for entry: ReplayEntry) -> [String: Value] {
        let event: TraceEvent
        switch entry {
        case .trace(let traced): event = traced
        case .log(let text): return ["type": "log", "text": .string(text)]
        case .timer(let time): return ["type": "timer", "time": .double(time)]
        }
        switch event {
        case .input(let input): return inputObject(input)
        case .inputRepaired(let repair): return ["type": "inputRepaired", "repair": .string(repair.description)]
        case .hitTestBegan(let window, let point):
            return [
                "type": "hitTestBegan", "window": .string(window.name), "x": .double(Double(point.x)),
                "y": .double(Double(point.y)),
            ]
        case .pointInside(let view, let inside):
            return ["type": "pointInside", "view": .string(view.name), "inside": .bool(inside)]
        case .hitTestSkipped(let view, let reason):
            return ["type": "hitTestSkipped", "view": .string(view.name), "reason": .string(reason.rawValue)]
        case .hitTestReturned(let view, let result):
            return ["type": "hitTestReturned", "view": .string(view.name), "result": Value(result?.name)]
        case .windowPassed(let window): return ["type": "windowPassed", "window": .string(window.name)]
        case .touchBound(let finger, let view, let window):
            return [
                "type": "touchBound", "finger": .int(finger), "view": Value(view?.name), "window": Value(window?.name),
            ]
        case .touchWithheld(let finger, let view, let reason):
            return [
                "type": "touchWithheld", "finger": .int(finger), "view": .string(view.name),
                "reason": .string(reason.rawValue),
            ]
        case .delivered(let responder, let method, let fingers):
            return [
                "type": "delivered", "responder": .string(responder.name), "method": .string(method.rawValue),
                "fingers": .array(fingers.map(Value.int)),
            ]
        case .forwarded(let from, let to, let method):
            return [
                "type": "forwarded", "from": .string(from.name), "to": .string(to.name),
                "method": .string(method.rawValue),
            ]
        case .dropped(let at, let method):
            return ["type": "dropped", "at": .string(at.name), "method": .string(method.rawValue)]
        case .cancelled(let responder, let fingers, let reason):
            return [
                "type": "cancelled", "responder": .string(responder.name), "fingers": .array(fingers.map(Value.int)),
                "reason": .string(reason.description),
            ]
        case .actionSent(let action, let target, let sender):
            return [
                "type": "actionSent", "action": .string(action), "target": Value(target?.name),
                "sender": Value(sender?.name),
            ]
        case .firstResponderChanged(let from, let to):
            return ["type": "firstResponderChanged", "from": Value(from?.name), "to": Value(to?.name)]
        case .recognizerTransition(let recognizer, let from, let to, let reason):
            return [
                "type": "recognizerTransition", "recognizer": .string(recognizer.name),
                "from": .string(from.description), "to": .string(to.description), "reason": .string(reason.description),
            ]
        case .controlEvents(let control, let events):
            return ["type": "controlEvents", "control": .string(control.name), "events": .strings(events.names)]
        case .controlTracking(let control, let change):
            return ["type": "controlTracking", "control": .string(control.name), "change": .string(change.rawValue)]
        case .layout(let view): return ["type": "layout", "view": .string(view.name)]
        case .viewChanged(let view, let geometry):
            var object = geometryObject(geometry)
            object["type"] = "viewChanged"
            object["view"] = .string(view.name)
            return object
        case .estimatedPropertiesUpdated(let receiver, let finger, let index):
            return [
                "type": "estimatedPropertiesUpdated", "receiver": .string(receiver.name), "finger": .int(finger),
                "index": .int(index),
            ]
        case .pointerHovering(let pointer, let view):
            return ["type": "pointerHovering", "pointer": .int(pointer), "view": Value(view?.name)]
        case .scrollRouted(let recognizer, let type):
            return ["type": "scrollRouted", "recognizer": Value(recognizer?.name), "scrollType": .string("\(type)")]
        case .pointerRegionEntered(let pointer, let view, let region, let style):
            return [
                "type": "pointerRegionEntered", "pointer": .int(pointer), "view": .string(view.name),
                "region": .string(region), "style": .string(style),
            ]
        case .pointerRegionExited(let pointer, let view, let region):
            return [
                "type": "pointerRegionExited", "pointer": .int(pointer), "view": Value(view?.name),
                "region": .string(region),
            ]
        case .pencilDelivered(let view, let gesture, let phase):
            return [
                "type": "pencilDelivered", "view": .string(view.name), "gesture": .string(gesture.rawValue),
                "phase": .string("\(phase)"),
            ]
        case .appearance(let controller, let callback):
            return [
                "type": "appearance", "controller": .string(controller.name), "callback": .string(callback.rawValue),
            ]
        case .consoleMessage(let message): return ["type": "consoleMessage", "message": .string(message)]
        case .feedback(let generator, let feedback):
            return ["type": "feedback", "generator": .string(generator), "feedback": .string(feedback.description)]
        case .layoutIssue(let issue):
            return ["type": "layoutIssue", "message": .string(issue.description)]
        case .animationStarted(let subject, let key):
            return ["type": "animationStarted", "subject": .string(subject.name), "key": .string(key)]
        case .animationInterrupted(let subject, let key):
            return ["type": "animationInterrupted", "subject": .string(subject.name), "key": .string(key)]
        case .animationStopped(let subject, let key, let finished):
            return [
                "type": "animationStopped", "subject": .string(subject.name), "key": .string(key),
                "finished": .bool(finished),
            ]
        }
    }

    /// A view's geometry: `frame` and `bounds` as `[x, y, width, height]`, `center` as `[x, y]`, `transform` as
    /// `[a, b, c, d, tx, ty]`, `alpha` and `hidden`.
    static func geometryObject(_ geometry: ViewGeometry) -> [String: Value] {
        let rect = { (rect: CGRect) -> Value in
            .doubles([rect.origin.x, rect.origin.y, rect.size.width, rect.size.height].map(Double.init))
        }
        let transform = geometry.transform
        return [
            "frame": rect(geometry.frame), "bounds": rect(geometry.bounds),
            "center": .doubles([Double(geometry.center.x), Double(geometry.center.y)]),
            "transform": .doubles(
                [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].map(Double.init)),
            "alpha": .double(Double(geometry.alpha)), "hidden": .bool(geometry.isHidden),
        ]
    }

    static func inputObject(_ input: InputEvent) -> [String: Value] {
        var object: [String: Value] = ["type": "input", "time": .double(input.timestamp)]
        switch input {
        case .touches(let frame):
            object["kind"] = "touches"
            object["touches"] = .array(frame.samples.map { .object(sampleObject($0)) })
        case .press(let press):
            object["kind"] = "press"
            object["press"] = .string(String(describing: press.type))
            object["phase"] = .string(String(describing: press.phase))
        case .motion(let phase, _):
            object["kind"] = "motion"
            object["phase"] = .string(phase.rawValue)
        case .remoteControl(let subtype, _):
            object["kind"] = "remoteControl"
            object["subtype"] = .string(String(describing: subtype))
        case .interruption: object["kind"] = "interruption"
        case .inputReset: object["kind"] = "inputReset"
        case .estimatedUpdate(let update):
            object["kind"] = "estimatedUpdate"
            object["index"] = .int(update.estimationUpdateIndex)
            object["properties"] = .strings(update.updatedProperties.names)
        case .hover(let hover):
            object["kind"] = "hover"
            object["pointer"] = .int(hover.pointer)
            object["pointerType"] = .string(pointerType(hover.type))
            object["phase"] = .string(hover.phase.rawValue)
            object["x"] = .double(Double(hover.location.x))
            object["y"] = .double(Double(hover.location.y))
        case .scroll(let scroll):
            object["kind"] = "scroll"
            object["scrollType"] = .string(String(describing: scroll.type))
            object["phase"] = .string(scroll.phase.rawValue)
            object["dx"] = .double(Double(scroll.translation.x))
            object["dy"] = .double(Double(scroll.translation.y))
        case .pencil(let pencil):
            object["kind"] = "pencil"
            object["gesture"] = .string(pencil.gesture.rawValue)
            object["phase"] = .string("\(pencil.phase)")
            if let hover = pencil.hover {
                object["x"] = .double(Double(hover.location.x))
                object["y"] = .double(Double(hover.location.y))
                object["z"] = .double(Double(hover.zOffset))
            }
        }
        return object
    }

    /// A touch sample: `finger`, `phase`, `x`, `y`; a pencil's or pointer's adds `pointerType`, a sample with a
    /// force `force` and `maximumForce`, a tilted one `altitude` and `azimuth` in degrees, a timed one `sampleTime`,
    /// an estimated one `estimationIndex` and `estimated` (the property names).
    static func sampleObject(_ sample: TouchSample) -> [String: Value] {
        var object: [String: Value] = [
            "finger": .int(sample.finger), "phase": .string(sample.phase.description),
            "x": .double(Double(sample.location.x)), "y": .double(Double(sample.location.y)),
        ]
        if sample.type != .direct { object["pointerType"] = .string(pointerType(sample.type)) }
        if sample.maximumPossibleForce > 0 || sample.type == .pencil {
            object["force"] = .double(Double(sample.force))
            object["maximumForce"] = .double(Double(sample.maximumPossibleForce))
        }
        if sample.altitudeAngle != .pi / 2 || sample.azimuthAngle != 0 {
            object["altitude"] = .double((Double(sample.altitudeAngle) * 1800 / .pi).rounded() / 10)
            object["azimuth"] = .double((Double(sample.azimuthAngle) * 1800 / .pi).rounded() / 10)
        }
        if let time = sample.timestamp { object["sampleTime"] = .double(time) }
        if let index = sample.estimationUpdateIndex {
            object["estimationIndex"] = .int(index)
            object["estimated"] = .strings(sample.estimatedProperties.names)
        }
        return object
    }

    /// `finger`, `pencil` or `pointer`, as scripts name them.
    static func pointerType(_ type: UITouch.TouchType) -> String {
        switch type {
        case .pencil: "pencil"
        case .indirectPointer: "pointer"
        case .indirect: "indirect"
        case .direct: "finger"
        }
    }

    static func line(_ object: [String: Any]) -> String {
        guard
            let data = try? JSONSerialization.data(
                withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes]),
            let text = String(data: data, encoding: .utf8)
        else { return "{}" }
        return text
    }
}

extension ReplayJSONLines {
    /// A value in a JSON line, typed: what ``ReplayJSONLines/object(for:)`` holds as `Any`.
    public enum Value: Sendable, Hashable, ExpressibleByStringLiteral {
        /// `null`.
        case null
        /// `true` or `false`.
        case bool(Bool)
        /// A whole number (a finger, an index).
        case int(Int)
        /// Any other number.
        case double(Double)
        /// A string.
        case string(String)
        /// An array.
        case array([Value])
        /// An object.
        case object([String: Value])

        /// A name, or `null` for none.
        public init(_ name: String?) {
            self = name.map(Value.string) ?? .null
        }

        /// A string.
        public init(stringLiteral value: String) {
            self = .string(value)
        }

        static func doubles(_ values: [Double]) -> Value { .array(values.map(Value.double)) }
        static func strings(_ values: [String]) -> Value { .array(values.map(Value.string)) }

        /// The value as `JSONSerialization` takes it: `String`, `Double`, `Int`, `Bool`, `NSNull`, arrays and
        /// dictionaries of them.
        public var any: Any {
            switch self {
            case .null: NSNull()
            case .bool(let value): value
            case .int(let value): value
            case .double(let value): value
            case .string(let value): value
            case .array(let values): values.map(\.any)
            case .object(let members): members.mapValues(\.any)
            }
        }
    }
}
