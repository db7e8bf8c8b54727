import Foundation

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
