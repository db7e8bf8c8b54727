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
            output += line(geometryObject(geometry).merging(["type": "final", "view": id]) { $1 }) + "\n"
        }
        for leftover in result.leftovers { output += line(["type": "leftover", "text": leftover]) + "\n" }
        return output
    }

    /// One entry as the JSON object its line holds (`String`, `Double`, `Int`, `Bool`, `NSNull`, arrays and
    /// dictionaries of them), for a host that sends it inside messages of its own without writing the line.
    public static func object(for entry: ReplayEntry) -> [String: Any] {
        let event: TraceEvent
        switch entry {
        case .trace(let traced): event = traced
        case .log(let text): return ["type": "log", "text": text]
        case .timer(let time): return ["type": "timer", "time": time]
        }
        switch event {
        case .input(let input): return inputObject(input)
        case .inputRepaired(let repair): return ["type": "inputRepaired", "repair": repair.description]
        case .hitTestBegan(let window, let point):
            return ["type": "hitTestBegan", "window": window.name, "x": Double(point.x), "y": Double(point.y)]
        case .pointInside(let view, let inside): return ["type": "pointInside", "view": view.name, "inside": inside]
        case .hitTestSkipped(let view, let reason):
            return ["type": "hitTestSkipped", "view": view.name, "reason": reason.rawValue]
        case .hitTestReturned(let view, let result):
            return ["type": "hitTestReturned", "view": view.name, "result": result?.name ?? NSNull()]
        case .windowPassed(let window): return ["type": "windowPassed", "window": window.name]
        case .touchBound(let finger, let view, let window):
            return [
                "type": "touchBound", "finger": finger, "view": view?.name ?? NSNull(),
                "window": window?.name ?? NSNull(),
            ]
        case .touchWithheld(let finger, let view, let reason):
            return ["type": "touchWithheld", "finger": finger, "view": view.name, "reason": reason.rawValue]
        case .delivered(let responder, let method, let fingers):
            return ["type": "delivered", "responder": responder.name, "method": method.rawValue, "fingers": fingers]
        case .forwarded(let from, let to, let method):
            return ["type": "forwarded", "from": from.name, "to": to.name, "method": method.rawValue]
        case .dropped(let at, let method): return ["type": "dropped", "at": at.name, "method": method.rawValue]
        case .cancelled(let responder, let fingers, let reason):
            return ["type": "cancelled", "responder": responder.name, "fingers": fingers, "reason": reason.description]
        case .actionSent(let action, let target, let sender):
            return [
                "type": "actionSent", "action": action, "target": target?.name ?? NSNull(),
                "sender": sender?.name ?? NSNull(),
            ]
        case .firstResponderChanged(let from, let to):
            return ["type": "firstResponderChanged", "from": from?.name ?? NSNull(), "to": to?.name ?? NSNull()]
        case .recognizerTransition(let recognizer, let from, let to, let reason):
            return [
                "type": "recognizerTransition", "recognizer": recognizer.name, "from": from.description,
                "to": to.description, "reason": reason.description,
            ]
        case .controlEvents(let control, let events):
            return ["type": "controlEvents", "control": control.name, "events": events.names]
        case .controlTracking(let control, let change):
            return ["type": "controlTracking", "control": control.name, "change": change.rawValue]
        case .layout(let view): return ["type": "layout", "view": view.name]
        case .viewChanged(let view, let geometry):
            return geometryObject(geometry).merging(["type": "viewChanged", "view": view.name]) { $1 }
        case .estimatedPropertiesUpdated(let receiver, let finger, let index):
            return ["type": "estimatedPropertiesUpdated", "receiver": receiver.name, "finger": finger, "index": index]
        case .pointerHovering(let pointer, let view):
            return ["type": "pointerHovering", "pointer": pointer, "view": view?.name ?? NSNull()]
        case .scrollRouted(let recognizer, let type):
            return ["type": "scrollRouted", "recognizer": recognizer?.name ?? NSNull(), "scrollType": "\(type)"]
        }
    }

    /// A view's geometry: `frame` and `bounds` as `[x, y, width, height]`, `center` as `[x, y]`, `transform` as
    /// `[a, b, c, d, tx, ty]`, `alpha` and `hidden`.
    static func geometryObject(_ geometry: ViewGeometry) -> [String: Any] {
        let rect = { (rect: CGRect) -> [Double] in
            [Double(rect.origin.x), Double(rect.origin.y), Double(rect.size.width), Double(rect.size.height)]
        }
        let transform = geometry.transform
        return [
            "frame": rect(geometry.frame), "bounds": rect(geometry.bounds),
            "center": [Double(geometry.center.x), Double(geometry.center.y)],
            "transform": [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].map(
                Double.init),
            "alpha": Double(geometry.alpha), "hidden": geometry.isHidden,
        ]
    }

    static func inputObject(_ input: InputEvent) -> [String: Any] {
        var object: [String: Any] = ["type": "input", "time": input.timestamp]
        switch input {
        case .touches(let frame):
            object["kind"] = "touches"
            object["touches"] = frame.samples.map(sampleObject)
        case .press(let press):
            object["kind"] = "press"
            object["press"] = String(describing: press.type)
            object["phase"] = String(describing: press.phase)
        case .motion(let phase, _):
            object["kind"] = "motion"
            object["phase"] = phase.rawValue
        case .remoteControl(let subtype, _):
            object["kind"] = "remoteControl"
            object["subtype"] = String(describing: subtype)
        case .interruption: object["kind"] = "interruption"
        case .inputReset: object["kind"] = "inputReset"
        case .estimatedUpdate(let update):
            object["kind"] = "estimatedUpdate"
            object["index"] = update.estimationUpdateIndex
            object["properties"] = update.updatedProperties.names
        case .hover(let hover):
            object["kind"] = "hover"
            object["pointer"] = hover.pointer
            object["pointerType"] = pointerType(hover.type)
            object["phase"] = hover.phase.rawValue
            object["x"] = Double(hover.location.x)
            object["y"] = Double(hover.location.y)
        case .scroll(let scroll):
            object["kind"] = "scroll"
            object["scrollType"] = String(describing: scroll.type)
            object["phase"] = scroll.phase.rawValue
            object["dx"] = Double(scroll.translation.x)
            object["dy"] = Double(scroll.translation.y)
        }
        return object
    }

    /// A touch sample: `finger`, `phase`, `x`, `y`; a pencil's or pointer's adds `pointerType`, a sample with a
    /// force `force` and `maximumForce`, a tilted one `altitude` and `azimuth` in degrees, a timed one `sampleTime`,
    /// an estimated one `estimationIndex` and `estimated` (the property names).
    static func sampleObject(_ sample: TouchSample) -> [String: Any] {
        var object: [String: Any] = [
            "finger": sample.finger, "phase": sample.phase.description, "x": Double(sample.location.x),
            "y": Double(sample.location.y),
        ]
        if sample.type != .direct { object["pointerType"] = pointerType(sample.type) }
        if sample.maximumPossibleForce > 0 || sample.type == .pencil {
            object["force"] = Double(sample.force)
            object["maximumForce"] = Double(sample.maximumPossibleForce)
        }
        if sample.altitudeAngle != .pi / 2 || sample.azimuthAngle != 0 {
            object["altitude"] = (Double(sample.altitudeAngle) * 1800 / .pi).rounded() / 10
            object["azimuth"] = (Double(sample.azimuthAngle) * 1800 / .pi).rounded() / 10
        }
        if let time = sample.timestamp { object["sampleTime"] = time }
        if let index = sample.estimationUpdateIndex {
            object["estimationIndex"] = index
            object["estimated"] = sample.estimatedProperties.names
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
