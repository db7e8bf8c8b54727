import Foundation
import ResponderKit

extension ReplaySVG {
    /// What the picture marks, read from the trace.
    struct Facts {
        /// Views whose `point(inside:)` was asked.
        var asked: Set<String> = []
        /// Views whose `hitTest` returned without their `point(inside:)` being asked: an overriding `hitTest`
        /// (theirs or an ancestor's) asked them directly.
        var askedByOverride: Set<String> = []
        /// The control events each control sent, in first-send order.
        var controlEvents: [(String, [String])] = []
        /// Views a touch was bound to.
        var hit: Set<String> = []
        /// Responders that received touch methods, with the methods in first-call order.
        var handled: [String: [String]] = [:]
        /// Responders that handled touches but are not drawn (view controllers, the application).
        var otherHandlers: [(String, [String])] = []
        /// Each touch's path from down to up or cancel, in the order the touches began.
        var paths: [(finger: Int, points: [CGPoint])] = []

        init(_ events: [TraceEvent]) {
            var open: [Int: Int] = [:]
            var returned: Set<String> = []
            var skipped: Set<String> = []
            var handlerOrder: [String] = []
            for event in events {
                switch event {
                case .pointInside(let view, _): asked.insert(view.name)
                case .touchBound(_, let view, _): if let view { hit.insert(view.name) }
                case .hitTestReturned(let view, _): returned.insert(view.name)
                case .hitTestSkipped(let view, _): skipped.insert(view.name)
                case .controlEvents(let control, let sent):
                    if let index = controlEvents.firstIndex(where: { $0.0 == control.name }) {
                        for name in sent.names where !controlEvents[index].1.contains(name) {
                            controlEvents[index].1.append(name)
                        }
                    } else {
                        controlEvents.append((control.name, sent.names))
                    }
                case .delivered(let responder, let method, _):
                    guard method.rawValue.hasPrefix("touches") else { continue }
                    if handled[responder.name] == nil { handlerOrder.append(responder.name) }
                    if !(handled[responder.name, default: []].contains(method.rawValue)) {
                        handled[responder.name, default: []].append(method.rawValue)
                    }
                case .input(.touches(let frame)):
                    for sample in frame.samples {
                        if sample.phase == .began || open[sample.finger] == nil {
                            open[sample.finger] = paths.count
                            paths.append((sample.finger, []))
                        }
                        if let index = open[sample.finger] { paths[index].points.append(sample.location) }
                        if sample.phase == .ended || sample.phase == .cancelled { open[sample.finger] = nil }
                    }
                default: continue
                }
            }
            otherHandlers = handlerOrder.map { ($0, handled[$0] ?? []) }
            askedByOverride = returned.subtracting(asked).subtracting(skipped)
        }

        /// Removes the handlers that are drawn from the legend's list.
        mutating func drawn(_ ids: Set<String>) {
            otherHandlers.removeAll { ids.contains($0.0) }
        }
    }
}
