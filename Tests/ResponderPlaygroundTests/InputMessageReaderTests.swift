import Foundation
import Testing

@testable import ResponderPlayground

/// The hand reader of input messages against `JSONDecoder`, the path it stands in for.
@Suite("InputMessageReaderTests")
struct InputMessageReaderTests {
    /// An input message as `JSONDecoder` reads it.
    private struct Envelope: Decodable {
        var type: String
        var samples: [ClientMessage.InputSample]
    }

    /// A seeded generator (SplitMix64), so every run draws the same messages.
    private struct SeededRandom: RandomNumberGenerator {
        var state: UInt64

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    private static func decoded(_ text: String) -> [ClientMessage.InputSample]? {
        try? JSONDecoder().decode(Envelope.self, from: Data(text.utf8)).samples
    }

    /// A number as a page or a hand might write it: whole, with a fraction, with an exponent, negative.
    private static func number(_ random: inout SeededRandom) -> String {
        let value = Double.random(in: -2_000...2_000, using: &random)
        switch Int.random(in: 0..<6, using: &random) {
        case 0: return String(Int(saturating: value))
        case 1: return String(format: "%.2f", value)
        case 2: return String(format: "%.17g", value)
        case 3: return String(format: "%.3e", value)
        case 4: return String(format: "%.1E", value / 1_000)
        default: return "\(value)"
        }
    }

    private static func space(_ random: inout SeededRandom) -> String {
        ["", "", "", " ", "\n  ", "\t", "\r\n"].randomElement(using: &random)!
    }

    /// A random message in the plain form: keys in any order, optional keys present, null or absent, any space.
    private static func message(_ random: inout SeededRandom) -> String {
        let samples = (0..<Int.random(in: 0...4, using: &random)).map { _ -> String in
            var fields = [
                "\"finger\":\(Int.random(in: 0...12, using: &random))",
                "\"phase\":\"\(["began", "moved", "stationary", "ended", "cancelled"].randomElement(using: &random)!)\"",
                "\"x\":\(number(&random))", "\"y\":\(number(&random))", "\"t\":\(number(&random))",
            ]
            for key in ["force", "altitudeAngle", "azimuthAngle", "tiltX", "tiltY"] {
                switch Int.random(in: 0..<3, using: &random) {
                case 0: fields.append("\"\(key)\":\(number(&random))")
                case 1: fields.append("\"\(key)\":null")
                default: break
                }
            }
            switch Int.random(in: 0..<4, using: &random) {
            case 0: fields.append("\"pointerType\":\"mouse\"")
            case 1: fields.append("\"pointerType\":\"pen\"")
            case 2: fields.append("\"pointerType\":null")
            default: break
            }
            fields.shuffle(using: &random)
            let gap = space(&random)
            return "{" + gap + fields.joined(separator: gap + "," + space(&random)) + space(&random) + "}"
        }
        let members = [
            "\"type\"\(space(&random)):\(space(&random))\"input\"",
            "\"samples\":\(space(&random))[" + samples.joined(separator: "," + space(&random)) + "]",
        ]
        return space(&random) + "{" + members.shuffled(using: &random).joined(separator: ",") + "}" + space(&random)
    }

    @Test("the hand reader reads every plain input message, and reads it as JSONDecoder does (5,000 random messages)")
    func sameAsDecoder() throws {
        var random = SeededRandom(state: 0x1c9e)
        for _ in 0..<5_000 {
            let text = Self.message(&random)
            let expected = try #require(Self.decoded(text), "JSONDecoder reads \(text)")
            let samples = try #require(InputMessageReader.samples(in: text), "the reader reads \(text)")
            #expect(samples == expected, "\(text)")
            #expect(try ClientMessage.decode(text, limits: .init()) == .input(expected))
        }
    }

    @Test(
        "a message the hand reader leaves (an escape, an unknown or repeated key, a missing field, a fraction in finger, a number no Double holds, a leading zero, text after the end) is read by the general path as before"
    )
    func leavesTheRestToTheGeneralPath() throws {
        let plain = #"{"finger":1,"phase":"moved","x":1,"y":2,"t":3}"#
        let cases: [(text: String, readable: Bool)] = [
            (#"{"type":"input","samples":[{"finger":1,"phase":"\u0062egan","x":1,"y":2,"t":3}]}"#, true),
            (#"{"type":"input","samples":[{"finger":1,"phase":"moved","x":1,"y":2,"t":3,"extra":true}]}"#, true),
            (#"{"type":"input","samples":[\#(plain)],"extra":[1,2]}"#, true),
            (#"{"type":"input","type":"input","samples":[\#(plain)]}"#, true),
            (#"{"type":"input","samples":[{"finger":1,"finger":2,"phase":"moved","x":1,"y":2,"t":3}]}"#, true),
            (#"{"type":"input","samples":[{"finger":1,"phase":"moved","x":1,"y":2}]}"#, false),
            (#"{"type":"input","samples":[{"finger":1.0,"phase":"moved","x":1,"y":2,"t":3}]}"#, true),
            (#"{"type":"input","samples":[{"finger":1,"phase":"moved","x":1e400,"y":2,"t":3}]}"#, false),
            (#"{"type":"input","samples":[{"finger":1,"phase":"moved","x":01,"y":2,"t":3}]}"#, false),
            (#"{"type":"input","samples":[\#(plain)]} x"#, false),
            (#"{"type":"input","samples":[{"finger":1,"phase":"moved","x":"1","y":2,"t":3}]}"#, false),
            (#"{"type":"input","samples":[{"finger":1,"phase":"lifted","x":1,"y":2,"t":3}]}"#, false),
            (#"{"type":"hover","x":1,"y":2,"t":3}"#, false),
        ]
        for (text, readable) in cases {
            #expect(InputMessageReader.samples(in: text) == nil, "\(text)")
            let decoded = try? ClientMessage.decode(text, limits: .init())
            if readable {
                #expect(decoded == Self.decoded(text).map(ClientMessage.input), "\(text)")
            } else if case .input? = decoded {
                Issue.record("\(text) was read as input: \(String(describing: decoded))")
            }
        }
    }

    @Test("a tiny number, a subnormal one, zeros and a 19-digit finger read as JSONDecoder reads them")
    func edges() throws {
        for text in [
            #"{"type":"input","samples":[{"finger":1,"phase":"moved","x":1e-400,"y":-0,"t":-0.0e+0}]}"#,
            #"{"type":"input","samples":[{"finger":1,"phase":"moved","x":1e-310,"y":0.000e-999,"t":0}]}"#,
            #"{"type":"input","samples":[{"finger":1,"phase":"moved","x":0.0,"y":-0,"t":-0.0e+0}]}"#,
            #"{"type":"input","samples":[{"finger":9223372036854775807,"phase":"began","x":0.1,"y":2E2,"t":3}]}"#,
        ] {
            #expect(InputMessageReader.samples(in: text) == Self.decoded(text), "\(text)")
        }
        let overflow = #"{"type":"input","samples":[{"finger":9223372036854775808,"phase":"began","x":1,"y":2,"t":3}]}"#
        #expect(InputMessageReader.samples(in: overflow) == nil)
    }
}
