import Foundation

/// The verifier's own record of the estimation-update indices of delivered samples: the last
/// ``limit`` of them, oldest forgotten first.
struct SampleBooks {
    /// How many indices the books keep.
    static let limit = 1_024
    private(set) var indices: Set<Int> = []
    private var order: [Int] = []
    private var next = 0

    /// Notes that a sample with `index` was delivered.
    mutating func note(_ index: Int) {
        guard indices.insert(index).inserted else { return }
        if order.count < Self.limit {
            order.append(index)
        } else {
            indices.remove(order[next])
            order[next] = index
            next = (next + 1) % Self.limit
        }
    }
}

extension LifecycleVerifier {
    /// Checks the samples a delivery carries (BehaviourContract §12): each touch's coalesced samples are in time order
    /// and end at the touch; notes their estimation-update indices for ``estimatedUpdateDelivered(index:)``.
    func checkSamples(_ touches: Set<UITouch>, deliveredTo receiver: TraceSubject) {
        for touch in touches {
            if let index = touch.updateIndex { sampleBooks.note(index) }
            guard !touch.earlierSamples.isEmpty else { continue }
            var time = -TimeInterval.infinity
            for sample in touch.earlierSamples {
                if let index = sample.updateIndex { sampleBooks.note(index) }
                if !(sample.timestamp >= time) {
                    report(
                        .samplesConsistent,
                        "finger \(touch.finger)'s coalesced samples go back in time, from \(time) to \(sample.timestamp)",
                        subjects: [receiver])
                }
                time = sample.timestamp
            }
            if !(touch.timestamp >= time) {
                report(
                    .samplesConsistent,
                    "finger \(touch.finger)'s coalesced samples end at \(time), after the touch (\(touch.timestamp))",
                    subjects: [receiver])
            }
        }
    }

    /// An estimated-properties update is being delivered: it must refer to a sample that was delivered.
    func estimatedUpdateDelivered(index: Int) {
        if !sampleBooks.indices.contains(index) {
            report(.samplesConsistent, "update #\(index) refers to no delivered sample", subjects: [])
        }
    }
}

extension LifecycleVerifier {
    /// A recognizer received touches: their samples are checked like a view's.
    func recognizerReceivedSamples(_ touches: Set<UITouch>, recognizer: UIGestureRecognizer) {
        checkSamples(touches, deliveredTo: subject(recognizer))
    }
}
