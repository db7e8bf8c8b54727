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
        /// Each touch's path from down to up or cancel, in the order the touches began; every sample, coalesced
        /// ones included.
        var paths: [(finger: Int, points: [CGPoint])] = []
        /// The force of each point of each path, 0…1 of the maximum, for pencil paths (empty for fingers).
        var forces: [[Double]] = []
        /// A pencil path's tilt at its first sample, in degrees, by path index.
        var tilts: [Int: (altitude: Double, azimuth: Double)] = [:]
        /// Each hovering pointer's path, from its first sample to its exit (or the end).
        var hoverPaths: [(pencil: Bool, points: [CGPoint], exited: Bool)] = []
        /// Each wheel step and each trackpad scroll (its changes added up): where, and how far it moved content.
        var scrolls: [(point: CGPoint, delta: CGPoint, isTrackpad: Bool)] = []

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
                            forces.append([])
                            if sample.type == .pencil, sample.altitudeAngle != .pi / 2 || sample.azimuthAngle != 0 {
                                tilts[paths.count - 1] = (
                                    Double(sample.altitudeAngle) * 180 / .pi, Double(sample.azimuthAngle) * 180 / .pi
                                )
                            }
                        }
                        if let index = open[sample.finger] {
                            paths[index].points.append(sample.location)
                            if sample.type == .pencil {
                                let maximum = sample.maximumPossibleForce > 0 ? sample.maximumPossibleForce : 1
                                forces[index].append(Double(sample.force / maximum))
                            }
                        }
                        if sample.phase == .ended || sample.phase == .cancelled { open[sample.finger] = nil }
                    }
                case .input(.hover(let hover)):
                    let last = hoverPaths.lastIndex { !$0.exited }
                    if hover.phase == .exited {
                        if let last { hoverPaths[last].exited = true }
                    } else if let last {
                        hoverPaths[last].points.append(hover.location)
                    } else {
                        hoverPaths.append((hover.type == .pencil, [hover.location], false))
                    }
                case .input(.scroll(let scroll)):
                    let isTrackpad = scroll.type == .continuous
                    if isTrackpad, scroll.phase != .began, let last = scrolls.indices.last, scrolls[last].isTrackpad,
                        scrolls[last].point == scroll.location
                    {
                        scrolls[last].delta.x += scroll.translation.x
                        scrolls[last].delta.y += scroll.translation.y
                    } else if scroll.phase == .changed || scroll.phase == .began {
                        scrolls.append((scroll.location, scroll.translation, isTrackpad))
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
