import Foundation

/// The touch bookkeeping shared by the pinch and rotation logics: the first two touches that go
/// down form the pair; later touches are ignored; the gesture's life follows the pair, whose first
/// lift breaks it and whose last lift empties it.
struct TouchPairCore: Sendable, Hashable {
    /// Two touch locations: the first touch's, then the second's.
    struct Pair: Sendable, Hashable {
        var first: CGPoint
        var second: CGPoint

        /// The distance between the two touches.
        var span: CGFloat { first.distance(to: second) }
    }

    /// What a call meant for the pair.
    enum Event: Sendable, Hashable {
        /// Nothing that concerns the pair.
        case none
        /// The second touch went down at `time`: the pair exists from now on.
        case formed(Pair, time: TimeInterval)
        /// A touch of the pair moved at `time`.
        case moved(Pair, time: TimeInterval)
        /// One or both touches of the pair lifted at `time`; `Pair` holds their final locations and
        /// `remaining` how many of the two are still down.
        case broken(Pair, time: TimeInterval, remaining: Int)
        /// The last touch of a broken pair lifted.
        case emptied
        /// The only touch lifted before a second one ever went down.
        case lifted
    }

    /// The pair's touches, at most two, in the order they went down.
    private(set) var table = TouchTable()
    private var clock = MonotonicTime()
    /// The latest time seen, or nil before any input.
    var latestTime: TimeInterval? { clock.latest }
    /// Whether a second touch ever joined the first.
    private(set) var wasFormed = false

    /// Whether a move can change nothing but where the lone touch is and the latest time: no pair formed yet, fewer
    /// than two touches. A driver may then hold moves back, provided it hands over the last one before any other
    /// call: the core is then as if it had seen them all.
    var movesAreIdle: Bool { !wasFormed && table.count < 2 }

    /// The two touches' locations, when both are down.
    var pair: Pair? {
        guard table.count == 2 else { return nil }
        return Pair(first: table.touches[0].location, second: table.touches[1].location)
    }

    /// Takes up to two touches; reports when the pair forms.
    mutating func began(_ samples: [GestureTouchSample]) -> Event {
        let now = clock.advance(to: samples)
        guard !wasFormed else { return .none }
        for sample in samples where table.count < 2 { table.insert(sample) }
        guard let pair else { return .none }
        wasFormed = true
        return .formed(pair, time: now)
    }

    /// Follows the pair's touches.
    mutating func moved(_ samples: [GestureTouchSample]) -> Event {
        let now = clock.advance(to: samples)
        guard table.update(samples) > 0, let pair else { return .none }
        return .moved(pair, time: now)
    }

    /// Lifts touches; reports the pair breaking, or a lone touch lifting.
    mutating func ended(_ samples: [GestureTouchSample]) -> Event {
        let now = clock.advance(to: samples)
        guard samples.contains(where: { table.contains($0.touchID) }) else { return .none }
        table.update(samples)
        let finalPair = pair
        _ = table.remove(samples)
        if let finalPair { return .broken(finalPair, time: now, remaining: table.count) }
        guard table.isEmpty else { return .none }
        return wasFormed ? .emptied : .lifted
    }

    /// Whether any of the samples is one of the pair's touches (which are then dropped).
    mutating func cancelled(_ samples: [GestureTouchSample]) -> Bool {
        _ = clock.advance(to: samples)
        guard samples.contains(where: { table.contains($0.touchID) }) else { return false }
        _ = table.remove(samples)
        return true
    }
}
