import Foundation
import ResponderKit

/// The scene class `canvas`: a stroke view written as Apple's pencil samples write one, logging what it
/// collects (BehaviourContract §12).
///
/// ```
/// touchesBegan/Moved/Ended ──► for each coalesced touch of the frame, in order:
///                                  preciseLocation(in: self), force; remember it by estimationUpdateIndex
///                              log "canvas moved: 4 coalesced: (23.33, 10) force 0.2 #2~, …"  (~: expects an update)
/// touchesEstimatedPropertiesUpdated ──► find the sample by its index, take the new force
///                              log "canvas updated #2: force 0.2 -> 0.3 (final)"
/// touchesCancelled ──► the stroke is discarded
/// ```
///
/// A canvas brings its own overrides, so it takes no `hitTest`, `pointInside`, `handles`, `draggable` or
/// `canBecomeFirstResponder`; it needs `userInteractionEnabled` as any view does (the default) and handles
/// every touch type.
@MainActor
final class SceneCanvas: UIView {
    /// One collected sample.
    struct Sample {
        var location: CGPoint
        var force: CGFloat
        var expectsUpdate: Bool
    }

    let id: String
    let log: HandlerLog
    /// The stroke being drawn (or the last one).
    private(set) var samples: [Sample] = []
    /// The samples waiting for updates, by estimation-update index.
    private var pending: [Int: Int] = [:]

    init(frame: CGRect, id: String, log: HandlerLog) {
        self.id = id
        self.log = log
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        samples.removeAll()
        pending.removeAll()
        collect("began", touches, event)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        collect("moved", touches, event)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        collect("ended", touches, event)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        samples.removeAll()
        pending.removeAll()
        log.append("\(id) cancelled: stroke discarded")
    }

    override func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {
        for touch in touches {
            guard let index = touch.estimationUpdateIndex?.intValue, let position = pending[index] else { continue }
            let old = samples[position].force
            samples[position].force = touch.force
            let final = !touch.estimatedPropertiesExpectingUpdates.contains(.force)
            if final {
                samples[position].expectsUpdate = false
                pending[index] = nil
            }
            log.append(
                "\(id) updated #\(index): force \(old.sceneText) -> \(touch.force.sceneText)"
                    + (final ? " (final)" : ""))
        }
    }

    private func collect(_ phase: String, _ touches: Set<UITouch>, _ event: UIEvent?) {
        for touch in touches {
            let coalesced = event?.coalescedTouches(for: touch) ?? [touch]
            var parts: [String] = []
            for sample in coalesced {
                let expects = sample.estimatedPropertiesExpectingUpdates.contains(.force)
                if expects, let index = sample.estimationUpdateIndex?.intValue { pending[index] = samples.count }
                let location = sample.preciseLocation(in: self)
                samples.append(Sample(location: location, force: sample.force, expectsUpdate: expects))
                let index = sample.estimationUpdateIndex.map { " #\($0.intValue)" } ?? ""
                parts.append("\(location.sceneText) force \(sample.force.sceneText)\(index)\(expects ? "~" : "")")
            }
            var line = "\(id) \(phase): \(coalesced.count) coalesced: " + parts.joined(separator: ", ")
            if phase == "began", touch.type == .pencil {
                let altitude = (touch.altitudeAngle * 180 / .pi).sceneText
                let azimuth = (touch.azimuthAngle(in: self) * 180 / .pi).sceneText
                line += "; pencil at altitude \(altitude)° azimuth \(azimuth)°"
            }
            if phase == "ended" { line += "; stroke of \(samples.count) samples" }
            log.append(line)
        }
    }
}
