import Foundation

/// Writes the `trace` message, the one every input message gets back, as JSON text directly: the same text
/// `JSONEncoder` writes with sorted keys and unescaped slashes (`TraceJSONTests` compares them), at a fraction of
/// its cost, because the page's every frame pays for it while other sessions wait for the processor. A number
/// JSON cannot write (not finite) is written `null`.
struct JSONText {
    private(set) var bytes: [UInt8] = []

    /// The `trace` message of a batch.
    static func trace(_ batch: ServerMessage.TraceBatch) -> String {
        var text = JSONText()
        text.bytes.reserveCapacity(1024 + batch.events.count * 160)
        text.raw("{\"cause\":")
        text.string(batch.cause)
        text.raw(",\"events\":[")
        for (index, event) in batch.events.enumerated() {
            if index > 0 { text.raw(",") }
            text.value(event)
        }
        text.raw("],\"time\":")
        text.number(batch.time)
        text.raw(",\"touches\":[")
        for (index, touch) in batch.touches.enumerated() {
            if index > 0 { text.raw(",") }
            text.touch(touch)
        }
        text.raw("],\"type\":\"trace\",\"views\":[")
        for (index, view) in batch.views.enumerated() {
            if index > 0 { text.raw(",") }
            text.raw("{\"alpha\":")
            text.number(view.alpha)
            text.raw(",\"corners\":[")
            for (corner, point) in view.corners.enumerated() {
                if corner > 0 { text.raw(",") }
                text.numbers(point)
            }
            text.raw("],\"isHidden\":")
            text.raw(view.isHidden ? "true" : "false")
            text.raw(",\"serial\":")
            text.integer(view.serial)
            text.raw("}")
        }
        text.raw("]}")
        return String(decoding: text.bytes, as: UTF8.self)
    }

    private mutating func touch(_ touch: ServerMessage.TouchInfo) {
        raw("{\"chain\":[")
        for (index, subject) in touch.chain.enumerated() {
            if index > 0 { raw(",") }
            self.subject(subject)
        }
        raw("],\"finger\":")
        integer(touch.finger)
        raw(",\"phase\":")
        string(touch.phase)
        raw(",\"tapCount\":")
        integer(touch.tapCount)
        if let view = touch.view {
            raw(",\"view\":")
            subject(view)
        }
        raw(",\"x\":")
        number(touch.x)
        raw(",\"y\":")
        number(touch.y)
        raw("}")
    }

    private mutating func subject(_ subject: ServerMessage.Subject) {
        raw("{\"name\":")
        string(subject.name)
        raw(",\"serial\":")
        integer(subject.serial)
        raw("}")
    }

    /// Any value; an object's members in the order of their keys' bytes, as `.sortedKeys` orders them.
    mutating func value(_ value: JSONValue) {
        switch value {
        case .null: raw("null")
        case .bool(let bool): raw(bool ? "true" : "false")
        case .number(let number): self.number(number)
        case .string(let string): self.string(string)
        case .array(let elements):
            raw("[")
            for (index, element) in elements.enumerated() {
                if index > 0 { raw(",") }
                self.value(element)
            }
            raw("]")
        case .object(let members):
            raw("{")
            for (index, member) in members.sorted(by: { $0.0.utf8.lexicographicallyPrecedes($1.0.utf8) })
                .enumerated()
            {
                if index > 0 { raw(",") }
                string(member.0)
                raw(":")
                self.value(member.1)
            }
            raw("}")
        }
    }

    private mutating func numbers(_ values: [Double]) {
        raw("[")
        for (index, value) in values.enumerated() {
            if index > 0 { raw(",") }
            number(value)
        }
        raw("]")
    }

    private mutating func raw(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    private mutating func integer(_ value: Int) {
        bytes.append(contentsOf: String(value).utf8)
    }

    /// A number as `JSONEncoder` writes a `Double`: its shortest description, without a trailing `.0`.
    private mutating func number(_ value: Double) {
        guard value.isFinite else {
            raw("null")
            return
        }
        let text = value.description
        if text.hasSuffix(".0") {
            bytes.append(contentsOf: text.utf8.dropLast(2))
        } else {
            bytes.append(contentsOf: text.utf8)
        }
    }

    /// A string, escaped as `JSONEncoder` escapes it: quotes, backslashes and control characters.
    private mutating func string(_ value: String) {
        bytes.append(UInt8(ascii: "\""))
        // Most strings (names, trace lines) need no escape: their bytes go in at once.
        guard value.utf8.contains(where: { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 < 0x20 }) else {
            bytes.append(contentsOf: value.utf8)
            bytes.append(UInt8(ascii: "\""))
            return
        }
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "\""): raw("\\\"")
            case UInt8(ascii: "\\"): raw("\\\\")
            case 0x0A: raw("\\n")
            case 0x0D: raw("\\r")
            case 0x09: raw("\\t")
            case 0x08: raw("\\b")
            case 0x0C: raw("\\f")
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                raw("\\u00")
                bytes.append(hex[Int(byte >> 4)])
                bytes.append(hex[Int(byte & 0xF)])
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
