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
    /// A delivered sample that expects updates, and who received it. It holds no touch and, weakly, its view,
    /// window and recognizers: a sample waiting for an update that never comes must not keep them (and whatever
    /// their handlers hold, the application included) alive.
    struct Entry {
        let index: Int
        let finger: Int
        let type: UITouch.TouchType
        let tapCount: Int
        weak var view: UIView?
        weak var window: UIWindow?
        let recognizers: [WeakRecognizer]
        var state: TouchState
    }

    /// The most samples that wait for updates at once.
    static let limit = 256
    /// The samples waiting, oldest first.
    private(set) var entries: [Entry] = []

    /// Whether no sample waits for an update.
    var isEmpty: Bool { entries.isEmpty }

    /// Notes a delivered sample that expects updates.
    mutating func record(_ entry: Entry) {
        if let position = entries.firstIndex(where: { $0.index == entry.index }) { entries.remove(at: position) }
        if entries.count >= Self.limit { entries.removeFirst() }
        entries.append(entry)
    }

    /// Applies `update` to the waiting sample with its index and returns the entry with the updated sample;
    /// nil when no sample waits under that index. A final update (nothing more expected) forgets the sample.
    mutating func apply(_ update: EstimatedPropertiesUpdate, convert: (UIWindow?, CGPoint) -> CGPoint) -> Entry? {
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
            let point = convert(entry.window, location)
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
        return entry
    }

    /// Forgets every waiting sample.
    mutating func removeAll() {
        entries.removeAll()
    }
}

extension TouchRouter {
    /// Notes that `touch` took a sample expecting updates in this frame: once the frame is delivered, its
    /// samples that reached someone wait for their updates (`recordDeliveredEstimates`).
    func recordEstimates(of touch: UITouch) {
        guard touch.updateIndex != nil, !touch.estimatedPropertiesExpectingUpdates.isEmpty,
            !frameEstimates.contains(where: { $0 === touch })
        else { return }
        frameEstimates.append(touch)
    }

    /// Marks touches as delivered in this frame, while some sample of the frame expects updates: one test on
    /// the per-move path otherwise.
    @inline(__always)
    func noteDelivered(_ touches: Set<UITouch>) {
        guard !frameEstimates.isEmpty else { return }
        for touch in touches { touch.deliveredFrame = frameSerial }
    }

    /// After a frame: the samples expecting updates whose touch reached a view or a recognizer wait for them.
    func recordDeliveredEstimates() {
        for touch in frameEstimates where touch.deliveredFrame == frameSerial {
            let viewHasIt =
                touch.view != nil && touch.phase != .cancelled && (touch.gate.isActive || touch.phase == .ended)
            let recognizers = (touch.gestureRecognizers ?? []).map { WeakRecognizer(recognizer: $0) }
            for state in touch.earlierSamples + [touch.state] {
                guard let index = state.updateIndex, !state.expectingUpdates.isEmpty else { continue }
                estimates.record(
                    EstimatedUpdates.Entry(
                        index: index, finger: touch.finger, type: touch.type, tapCount: touch.tapCount,
                        view: viewHasIt ? touch.view : nil, window: touch.window, recognizers: recognizers,
                        state: state))
            }
        }
        frameEstimates.removeAll(keepingCapacity: true)
    }

    /// Delivers an update of a sample's estimated properties: to the recognizers that received its touch, then
    /// to its view if the view received the sample (BehaviourContract §12); an unknown index is dropped.
    ///
    /// Each update gets a new `UITouch` showing the updated sample (an allocation per update: updates are not
    /// on the per-frame path).
    func handle(_ update: EstimatedPropertiesUpdate) {
        let applied = estimates.apply(update) { window, point in
            window.map { $0.convertFromScreen(point) } ?? point
        }
        guard let entry = applied else {
            return repair(.unknownEstimationUpdate(index: update.estimationUpdateIndex))
        }
        let updated = UITouch(finger: entry.finger, type: entry.type, state: entry.state)
        updated.tapCount = entry.tapCount
        updated.view = entry.view
        updated.window = entry.window
        let touches: Set<UITouch> = [updated]
        activeVerifier?.estimatedUpdateDelivered(index: update.estimationUpdateIndex)
        call(.responder) {
            for reference in entry.recognizers {
                guard let recognizer = reference.recognizer, recognizer.isEnabled, recognizer.isAttached else {
                    continue
                }
                if let trace {
                    trace.record(
                        .estimatedPropertiesUpdated(
                            receiver: trace.subject(recognizer), finger: entry.finger,
                            index: update.estimationUpdateIndex))
                }
                recognizer.touchesEstimatedPropertiesUpdated(touches)
            }
            if let view = entry.view {
                if let trace {
                    trace.record(
                        .estimatedPropertiesUpdated(
                            receiver: trace.subject(view), finger: entry.finger, index: update.estimationUpdateIndex))
                }
                view.touchesEstimatedPropertiesUpdated(touches)
            }
        }
    }
}
