import Foundation

/// Where a random stream's decisions come from: a seeded generator for the random tester, the fuzzer's bytes
/// for coverage-guided fuzzing. Every decision is `next(below:)`, so the same source gives the same stream.
public protocol EntropySource {
    /// A number in `0..<bound` (`bound` ≥ 1).
    mutating func next(below bound: Int) -> Int
    /// Whether the source has run out (a byte source); a stream then stops adding steps.
    var isExhausted: Bool { get }
}

extension EntropySource {
    /// True with probability `percent`/100.
    mutating func chance(_ percent: Int) -> Bool {
        next(below: 100) < percent
    }

    /// One element of a non-empty collection.
    mutating func pick<C: RandomAccessCollection>(_ collection: C) -> C.Element where C.Index == Int {
        collection[collection.startIndex + next(below: collection.count)]
    }

    /// A number in `range`.
    mutating func number(in range: ClosedRange<Double>, steps: Int = 1000) -> Double {
        range.lowerBound + (range.upperBound - range.lowerBound) * Double(next(below: steps + 1)) / Double(steps)
    }
}
