/// Reads the message a page sends most, `{"type":"input","samples":[…]}`, in one pass over its bytes, without
/// `JSONDecoder`: it arrives up to 120 times a second per page, and its decoding cost most of a reply's time on
/// the server (about 78,000 of 380,000 instructions).
///
/// It reads only the plain form pages write: the keys `type` and `samples` once each; in a sample, the known keys
/// once each with their required ones present, strings without escapes, a whole `finger` without a fraction or
/// exponent, and numbers a `Double` holds (not rounded to infinity or to 0). Anything else (an unknown or repeated key, an escape, a number a `Double`
/// cannot hold, a missing field) makes it return nil, and `ClientMessage.decode` takes its general path, which
/// reads every form and names the fault. So whenever this reader returns samples they are the samples that path
/// returns (`InputMessageReaderTests` checks it on random messages and on each form it leaves to that path).
struct InputMessageReader {
    private let bytes: [UInt8]
    private var index = 0

    private init(_ text: String) {
        bytes = Array(text.utf8)
    }

    /// The samples of an input message in the plain form; nil for any other text.
    static func samples(in text: String) -> [ClientMessage.InputSample]? {
        var reader = InputMessageReader(text)
        return reader.message()
    }

    private mutating func message() -> [ClientMessage.InputSample]? {
        guard take(UInt8(ascii: "{")) else { return nil }
        var isInput = false
        var samples: [ClientMessage.InputSample]?
        repeat {
            guard let key = string() else { return nil }
            guard take(UInt8(ascii: ":")) else { return nil }
            switch key {
            case "type":
                guard !isInput, string() == "input" else { return nil }
                isInput = true
            case "samples":
                guard samples == nil, let read = sampleList() else { return nil }
                samples = read
            default: return nil
            }
        } while take(UInt8(ascii: ","))
        guard take(UInt8(ascii: "}")), isInput else { return nil }
        skipSpace()
        guard index == bytes.count else { return nil }
        return samples
    }

    private mutating func sampleList() -> [ClientMessage.InputSample]? {
        guard take(UInt8(ascii: "[")) else { return nil }
        var samples: [ClientMessage.InputSample] = []
        if take(UInt8(ascii: "]")) { return samples }
        repeat {
            guard let sample = sample() else { return nil }
            samples.append(sample)
        } while take(UInt8(ascii: ","))
        return take(UInt8(ascii: "]")) ? samples : nil
    }

    /// The keys a sample may have, each a bit of the set of keys seen.
    private enum Key: Int {
        case finger, phase, x, y, t, force, pointerType, altitudeAngle, azimuthAngle, tiltX, tiltY

        init?(_ name: String) {
            switch name {
            case "finger": self = .finger
            case "phase": self = .phase
            case "x": self = .x
            case "y": self = .y
            case "t": self = .t
            case "force": self = .force
            case "pointerType": self = .pointerType
            case "altitudeAngle": self = .altitudeAngle
            case "azimuthAngle": self = .azimuthAngle
            case "tiltX": self = .tiltX
            case "tiltY": self = .tiltY
            default: return nil
            }
        }

        var bit: Int { 1 << rawValue }

        /// The keys every sample has.
        static var required: Int { Key.finger.bit | Key.phase.bit | Key.x.bit | Key.y.bit | Key.t.bit }
    }

    private mutating func sample() -> ClientMessage.InputSample? {
        guard take(UInt8(ascii: "{")) else { return nil }
        var seen = 0
        var sample = ClientMessage.InputSample(finger: 0, phase: .moved, x: 0, y: 0, t: 0)
        repeat {
            guard let name = string(), let key = Key(name), seen & key.bit == 0 else { return nil }
            seen |= key.bit
            guard take(UInt8(ascii: ":")) else { return nil }
            switch key {
            case .finger:
                guard let finger = wholeNumber() else { return nil }
                sample.finger = finger
            case .phase:
                guard let name = string(), let phase = ClientMessage.InputSample.Phase(rawValue: name) else {
                    return nil
                }
                sample.phase = phase
            case .x, .y, .t:
                guard let value = number() else { return nil }
                switch key {
                case .x: sample.x = value
                case .y: sample.y = value
                default: sample.t = value
                }
            case .pointerType:
                if takeNull() { break }
                guard let type = string() else { return nil }
                sample.pointerType = type
            case .force, .altitudeAngle, .azimuthAngle, .tiltX, .tiltY:
                if takeNull() { break }
                guard let value = number() else { return nil }
                switch key {
                case .force: sample.force = value
                case .altitudeAngle: sample.altitudeAngle = value
                case .azimuthAngle: sample.azimuthAngle = value
                case .tiltX: sample.tiltX = value
                default: sample.tiltY = value
                }
            }
        } while take(UInt8(ascii: ","))
        guard take(UInt8(ascii: "}")), seen & Key.required == Key.required else { return nil }
        return sample
    }

    // MARK: Tokens

    private mutating func skipSpace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    /// Takes `byte` after any space, or takes nothing.
    private mutating func take(_ byte: UInt8) -> Bool {
        skipSpace()
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    private mutating func takeNull() -> Bool {
        skipSpace()
        guard bytes.count - index >= 4, bytes[index] == UInt8(ascii: "n"), bytes[index + 1] == UInt8(ascii: "u"),
            bytes[index + 2] == UInt8(ascii: "l"), bytes[index + 3] == UInt8(ascii: "l")
        else { return false }
        index += 4
        return true
    }

    /// A string without escapes or control characters.
    private mutating func string() -> String? {
        guard take(UInt8(ascii: "\"")) else { return nil }
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                return String(decoding: bytes[start..<index - 1], as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") || byte < 0x20 { return nil }
            index += 1
        }
        return nil
    }

    /// A number in JSON's grammar that a `Double` holds: finite, and 0 only when it is 0.
    private mutating func number() -> Double? {
        skipSpace()
        let start = index
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard let first = digit() else { return nil }
        var isZero = first == 0
        if first == 0 {
            if digit() != nil { return nil }  // a leading zero: not JSON
        } else {
            while digit() != nil {}
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard var next = digit() else { return nil }
            while true {
                isZero = isZero && next == 0
                guard let following = digit() else { break }
                next = following
            }
        }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            guard digit() != nil else { return nil }
            while digit() != nil {}
        }
        // A number too large (infinite) or too small (0 from digits that are not all 0) is left to JSONDecoder,
        // which refuses it.
        guard let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)), value.isFinite,
            value != 0 || isZero
        else { return nil }
        return value
    }

    /// A whole number without sign, fraction or exponent, that an `Int` holds.
    private mutating func wholeNumber() -> Int? {
        skipSpace()
        guard let first = digit() else { return nil }
        var value = first
        if first == 0, index < bytes.count, (0x30...0x39).contains(bytes[index]) { return nil }
        while let next = digit() {
            let (times, overflow) = value.multipliedReportingOverflow(by: 10)
            guard !overflow, case (let sum, false) = times.addingReportingOverflow(next) else { return nil }
            value = sum
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") || bytes[index] | 0x20 == UInt8(ascii: "e") {
            return nil
        }
        return value
    }

    private mutating func digit() -> Int? {
        guard index < bytes.count, (0x30...0x39).contains(bytes[index]) else { return nil }
        index += 1
        return Int(bytes[index - 1] - 0x30)
    }
}
