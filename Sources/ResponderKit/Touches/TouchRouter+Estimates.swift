import Foundation

/// The samples delivered with an estimation-update index whose estimated properties expect updates, by index:
/// what an ``EstimatedPropertiesUpdate`` is checked against and delivered for.
///
/// ```
/// sample #42 (force estimated, expects update) ──► delivered ──► record(42: touch, sample)
/// update #42 force 2.1 ──► known? ──► the touch's recognizers, then its view:
///                          │           touchesEstimatedPropertiesUpdated([touch showing sample #42, updated])
///                          │           last update (nothing more expected) ──► forget #42
///                          └─ unknown ──► repaired: dropped (unknownEstimationUpdate)
/// ```
///
/// At most ``limit`` samples wait for updates; past that the oldest is forgotten (a platform that never
/// sends its updates cannot grow the table, nor keep old touches alive).
struct EstimatedUpdates {
    /// A delivered sample that expects updates.
    struct Entry {
        let index: Int
        let touch: UITouch
        var state: TouchState
    }

    /// The most samples that wait for updates at once.
    static let limit = 256
    /// The samples waiting, oldest first.
    private(set) var entries: [Entry] = []

    /// Whether no sample waits for an update.
    var isEmpty: Bool { entries.isEmpty }

    /// Notes that `touch` was delivered with `state`, which expects updates under `index`.
    mutating func record(_ index: Int, touch: UITouch, state: TouchState) {
        if let position = entries.firstIndex(where: { $0.index == index }) { entries.remove(at: position) }
        if entries.count >= Self.limit { entries.removeFirst() }
        entries.append(Entry(index: index, touch: touch, state: state))
    }

    /// Applies `update` to the waiting sample with its index and returns the touch and the updated sample;
    /// nil when no sample waits under that index. A final update (nothing more expected) forgets the sample.
    mutating func apply(_ update: EstimatedPropertiesUpdate, convert: (UITouch, CGPoint) -> CGPoint) -> (
        touch: UITouch, state: TouchState
    )? {
        guard let position = entries.firstIndex(where: { $0.index == update.estimationUpdateIndex }) else {
            return nil
        }
        var entry = entries[position]
        if let force = update.force, force.isFinite { entry.state.force = Swift.max(0, force) }
        if let altitude = update.altitudeAngle, altitude.isFinite {
            entry.state.altitudeAngle = Swift.min(Swift.max(altitude, 0), .pi / 2)
        }
        if let azimuth = update.azimuthAngle, azimuth.isFinite {
            entry.state.azimuthAngle = azimuth.remainder(dividingBy: 2 * .pi)
        }
        if let location = update.location, location.isFinite {
            let point = convert(entry.touch, location)
            entry.state.location = point
            entry.state.preciseLocation = point
        }
        let expecting = entry.state.expectingUpdates.intersection(update.estimatedPropertiesExpectingUpdates)
        entry.state.estimatedProperties.subtract(update.updatedProperties.subtracting(expecting))
        entry.state.expectingUpdates = expecting
        if expecting.isEmpty {
            entries.remove(at: position)
        } else {
            entries[position] = entry
        }
        return (entry.touch, entry.state)
    }

    /// Forgets every waiting sample.
    mutating func removeAll() {
        entries.removeAll()
    }
}

extension TouchRouter {
    /// Notes a delivered sample of `touch` that expects updates of its estimated properties.
    func recordEstimates(of touch: UITouch) {
        guard let index = touch.updateIndex, !touch.estimatedPropertiesExpectingUpdates.isEmpty else { return }
        estimates.record(index, touch: touch, state: touch.state)
    }

    /// Delivers an update of a sample's estimated properties: to the recognizers that received its touch, then
    /// to its view while the view still has the touch (BEHAVIOUR.md §12); an unknown index is dropped.
    ///
    /// Each update gets a new `UITouch` showing the updated sample (an allocation per update: updates are not
    /// on the per-frame path).
    func handle(_ update: EstimatedPropertiesUpdate) {
        let applied = estimates.apply(update) { touch, point in
            touch.window.map { $0.convertFromScreen(point) } ?? point
        }
        guard let (touch, state) = applied else {
            return repair(.unknownEstimationUpdate(index: update.estimationUpdateIndex))
        }
        let updated = UITouch(sampleOf: touch)
        updated.show(state, previous: state, of: touch)
        let touches: Set<UITouch> = [updated]
        activeVerifier?.estimatedUpdateDelivered(index: update.estimationUpdateIndex)
        deliveryDepth += 1
        for recognizer in touch.gestureRecognizers ?? [] where recognizer.isEnabled && recognizer.isAttached {
            if let trace {
                trace.record(
                    .estimatedPropertiesUpdated(
                        receiver: trace.subject(recognizer), finger: touch.finger, index: update.estimationUpdateIndex))
            }
            recognizer.touchesEstimatedPropertiesUpdated(touches)
        }
        // The view gets the update while it has the touch, or after the touch ended for it normally; not after a
        // recognizer took it (`view` is nil) or it was cancelled.
        if let view = touch.view, touch.phase != .cancelled, touch.gate.isActive || touch.phase == .ended {
            if let trace {
                trace.record(
                    .estimatedPropertiesUpdated(
                        receiver: trace.subject(view), finger: touch.finger, index: update.estimationUpdateIndex))
            }
            view.touchesEstimatedPropertiesUpdated(touches)
        }
        deliveryDepth -= 1
        flushPendingCancels()
    }
}
