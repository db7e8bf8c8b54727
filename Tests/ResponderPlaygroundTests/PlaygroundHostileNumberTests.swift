import Foundation
import Hummingbird
import HummingbirdTesting
import HummingbirdWebSocket
import HummingbirdWSTesting
import NIOCore
import Testing

@testable import ResponderPlayground

/// An `input` message of one frame: `(finger, phase, x, y)` at page time `t`.
private func input(_ t: Double, _ samples: (Int, String, Double, Double)...) -> String {
    let items = samples.map { finger, phase, x, y in
        #"{"finger":\#(finger),"phase":"\#(phase)","x":\#(x),"y":\#(y),"t":\#(t),"pointerType":"touch"}"#
    }
    return #"{"type":"input","samples":[\#(items.joined(separator: ","))]}"#
}

/// The pinch lesson's first frames as a page sends them: two fingers down and apart.
private let pinchStart = [
    input(1000, (1, "began", 155, 400), (2, "began", 235, 400)),
    input(1060, (1, "moved", 150.4, 394.1), (2, "moved", 239.6, 405.9)),
]

/// The hostile message of the report: finger 1 moves to `y: 1e40` and lifts, a finite JSON number.
private let hostile = input(1120, (1, "moved", 150.4, 1e40), (2, "moved", 243.3, 412.9))

private func milliseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
}

/// The reproduction of "one hostile number takes the playground down for everyone", and the boundary it now meets.
@Suite("PlaygroundHostileNumberTests")
struct PlaygroundHostileNumberTests {
    @Test("y: 1e40 in the pinch lesson gets an out-of-range error naming the field; the other session answers")
    @MainActor
    func webSocketTranscript() async throws {
        let application = Playground(configuration: .init(host: "127.0.0.1", port: 0)).makeApplication()
        _ = try await application.test(.live) { client in
            // Page B is open on seed 004 all along; page A plays the pinch lesson and sends the hostile message.
            try await client.ws("/ws") { inboundB, outboundB, _ in
                var pageB = inboundB.messages(maxSize: 1 << 22).makeAsyncIterator()
                _ = try await PlaygroundRouteTests.next(&pageB)  // hello
                _ = try await PlaygroundRouteTests.next(&pageB)  // seed 004's scene
                try await client.ws("/ws") { inboundA, outboundA, _ in
                    var pageA = inboundA.messages(maxSize: 1 << 22).makeAsyncIterator()
                    _ = try await PlaygroundRouteTests.next(&pageA)
                    _ = try await PlaygroundRouteTests.next(&pageA)
                    try await outboundA.write(.text(#"{"type":"selectScene","name":"16-gesture-pinch-rotation"}"#))
                    var transcript = ["A: \(try await PlaygroundRouteTests.next(&pageA)["type"] as? String ?? "?")"]
                    for message in pinchStart {
                        try await outboundA.write(.text(message))
                        transcript.append("A: \(try await PlaygroundRouteTests.next(&pageA)["type"] as? String ?? "?")")
                    }
                    try await outboundA.write(.text(hostile))
                    let refusal = try await PlaygroundRouteTests.next(&pageA)
                    transcript.append("A: \(refusal["code"] as? String ?? "?"): \(refusal["message"] as? String ?? "")")
                    // Page A goes on: its fingers lift where they were.
                    try await outboundA.write(
                        .text(input(1180, (1, "ended", 150.4, 394.1), (2, "ended", 239.6, 405.9))))
                    transcript.append("A: \(try await PlaygroundRouteTests.next(&pageA)["type"] as? String ?? "?")")
                    #expect(
                        transcript == [
                            "A: scene", "A: trace", "A: trace",
                            "A: out-of-range: samples[0].y is 1e+40; it must be a finite number within ±1000000000.0",
                            "A: trace",
                        ])
                    try await outboundA.close(.normalClosure, reason: nil)
                }
                // Page B answers, each click timed from its send to its reply.
                var times: [Double] = []
                var replies: [String] = []
                for round in 0..<5 {
                    let down = 2000 + round * 200
                    let click = Seed004.click.replacingOccurrences(of: "1000", with: "\(down)")
                        .replacingOccurrences(of: "1080", with: "\(down + 80)")
                    let start = ContinuousClock.now
                    try await outboundB.write(.text(click))
                    replies.append(try await PlaygroundRouteTests.next(&pageB)["type"] as? String ?? "?")
                    times.append(milliseconds(ContinuousClock.now - start))
                }
                #expect(replies == ["trace", "trace", "trace", "trace", "trace"])
                // Timing claims live in measurements, not in tests (a loaded machine runs the suite): the suite
                // checks that page B is answered at all, and prints how fast. Run alone, this test is the
                // measurement of the issue's "within 100 ms" (its figures are in the issue's closing note).
                let median = times.sorted()[times.count / 2]
                print(
                    "page B's replies after page A's hostile message: \(times.map { Int(saturating: $0) }) ms, median \(Int(saturating: median)) ms"
                )
                #expect(times.allSatisfy { $0 < 10_000 }, "page B's replies took \(times) ms")
                try await outboundB.close(.normalClosure, reason: nil)
            }
        }
    }

    @Test("a hostile number that skips the message reader is dropped by the engine, reported, and the touch ends")
    @MainActor
    func engineBoundary() throws {
        let session = PlaygroundSession(id: 1, catalog: .bundled, limits: PlaygroundLimits())
        _ = session.start(scene: "16-gesture-pinch-rotation")
        func sample(_ finger: Int, _ phase: ClientMessage.InputSample.Phase, _ x: Double, _ y: Double, _ t: Double)
            -> ClientMessage.InputSample
        {
            ClientMessage.InputSample(finger: finger, phase: phase, x: x, y: y, t: t, pointerType: "touch")
        }
        var lines: [String] = []
        let frames: [[ClientMessage.InputSample]] = [
            [sample(1, .began, 155, 400, 1000), sample(2, .began, 235, 400, 1000)],
            [sample(1, .moved, 150.4, 1e40, 1060), sample(2, .moved, 239.6, 405.9, 1060)],
            [sample(1, .ended, 150.4, -.greatestFiniteMagnitude, 1120), sample(2, .ended, 243.3, 412.9, 1120)],
        ]
        for frame in frames {
            for reply in session.handle(.input(frame)) {
                lines += reply.json.components(separatedBy: "\"text\":\"").dropFirst().map {
                    String($0.prefix { $0 != "\"" })
                }
            }
        }
        #expect(
            lines.filter { $0.hasPrefix("repaired") } == [
                "repaired: finger 1 has a value beyond 1000000000: sample dropped",
                "repaired: finger 1 has a value beyond 1000000000: sample dropped",
            ])
        #expect(lines.contains("input: t=0.06 finger 1 moved (150.4, 1e+40), finger 2 moved (239.6, 405.9)"))
        #expect(lines.contains("input: t=0.12 finger 1 ended (150.4, -1.79769e+308), finger 2 ended (243.3, 412.9)"))
        // No finger is left down: a new touch is hit-tested and delivered as the first one was.
        lines = []
        for reply in session.handle(.input([sample(3, .began, 195, 400, 1200)]))
            + session.handle(
                .input([sample(3, .ended, 195, 400, 1260)]))
        {
            lines += reply.json.components(separatedBy: "\"text\":\"").dropFirst().map {
                String($0.prefix { $0 != "\"" })
            }
        }
        #expect(lines.contains("finger 3 -> photo in window"))
        #expect(lines.contains("photo.touchesEnded[3]"))
    }

    @Test("out-of-range numbers in hover and wheel messages are refused with their field")
    func otherMessages() throws {
        let limits = PlaygroundLimits()
        for (text, field) in [
            (#"{"type":"hover","x":1e40,"y":10,"t":5}"#, "hover.x is 1e+40"),
            (#"{"type":"hover","x":10,"y":10,"t":1e300}"#, "hover.t is 1e+300"),
            (#"{"type":"wheel","x":10,"y":10,"dx":1,"dy":1,"t":-1e300}"#, "wheel.t is -1e+300"),
            (input(1e13, (1, "began", 1, 1)), "samples[0].t is 10000000000000.0"),
            (input(0, (1, "began", -1.5e9, 1)), "samples[0].x is -1500000000.0"),
        ] {
            #expect(throws: ProtocolError.self, "\(text)") {
                do throws(ProtocolError) {
                    _ = try ClientMessage.decode(text, limits: limits)
                } catch {
                    #expect(error.code == "out-of-range")
                    #expect(error.message.hasPrefix(field), "\(error.message)")
                    throw error
                }
            }
        }
        // At the bound, and the smallest numbers, are taken as they are.
        #expect(
            try ClientMessage.decode(input(1e12, (1, "began", -1e9, .leastNonzeroMagnitude)), limits: limits)
                == .input([
                    .init(finger: 1, phase: .began, x: -1e9, y: .leastNonzeroMagnitude, t: 1e12, pointerType: "touch")
                ]))
    }
}
