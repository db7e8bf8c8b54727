import Foundation

/// Where a random stream's decisions come from: a seeded generator for the random tester, the fuzzer's bytes
/// for coverage-guided fuzzing. Every decision is `next(below:)`, so the same source gives the same stream.
public protocol EntropySource {
    /// A number in `0..<bound` (`bound` ≥ 1).
    mutating func next(below bound: Int) -> Int
    /// Whether the source has run out (a byte source); a stream then stops adding steps.
    var isExhausted: Bool { get }
}

/// SplitMix64: a small, fast, seeded generator; the same seed gives the same numbers on every platform.
public struct SeededEntropy: EntropySource, RandomNumberGenerator {
    private var state: UInt64

    /// Creates a generator from a seed.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound`, by multiply-shift.
    public mutating func next(below bound: Int) -> Int {
        Int(truncatingIfNeeded: next().multipliedFullWidth(by: UInt64(Swift.max(1, bound))).high)
    }

    /// A seeded generator never runs out.
    public var isExhausted: Bool { false }
}

/// The fuzzer's input, read one or two bytes per decision; zero once the bytes run out.
public struct ByteEntropy: EntropySource {
    private let bytes: [UInt8]
    private var index = 0

    /// Creates a source reading `bytes`.
    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The next byte (or two, for bounds above 256) modulo `bound`.
    public mutating func next(below bound: Int) -> Int {
        guard bound > 1 else { return 0 }
        var value = Int(nextByte())
        if bound > 256 { value = value << 8 | Int(nextByte()) }
        return value % bound
    }

    private mutating func nextByte() -> UInt8 {
        guard index < bytes.count else { return 0 }
        defer { index += 1 }
        return bytes[index]
    }

    /// Whether every byte was read.
    public var isExhausted: Bool { index >= bytes.count }
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
