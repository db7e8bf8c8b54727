import Foundation
import ResponderScenes
import Testing

@testable import ResponderPlayground

/// A 1.6 KB YAML file whose nested anchors stand for 10^9 views.
private func aliasBomb() -> String {
    var text = "windows:\n  - id: w\n    subviews:\n      - &l0 {}\nanchors:\n"
    for level in 1...9 {
        text +=
            "  - &l\(level) {subviews: [\(Array(repeating: "*l\(level - 1)", count: 10).joined(separator: ", "))]}\n"
    }
    return text + "views:\n  - {superview: w, subviews: [*l9]}\n"
}

/// A `loadScene` message.
private func loadScene(_ text: String) -> String {
    let data = try? JSONSerialization.data(withJSONObject: ["type": "loadScene", "yaml": text])
    return String(decoding: data ?? Data(), as: UTF8.self)
}

private func milliseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
}

@Suite("PlaygroundIsolationTests")
struct PlaygroundIsolationTests {
    @Test("an alias bomb sent by a page is refused at a line and column, within a second")
    @MainActor
    func aliasBombRefused() async throws {
        let session = PlaygroundSession(id: 1, catalog: .bundled, limits: PlaygroundLimits())
        _ = session.start()
        // The work itself, timed without awaiting anything: the suite's other tests share these threads, so a
        // wall-clock time around `receive` would measure them too.
        let start = ContinuousClock.now
        let decoded = PlaygroundSession.decodeScene(aliasBomb(), name: nil, limits: PlaygroundLimits())
        let replies = session.install(decoded, text: aliasBomb(), name: nil, title: nil).map(\.json)
        #expect(milliseconds(ContinuousClock.now - start) < 1000)
        let reply = try #require(replies.first)
        #expect(reply.contains("\"code\":\"alias-expansion\""))
        #expect(reply.contains("\"line\":"))
        // The same message through the connection's path (decoded off the main actor) gets the same answer.
        let received = await PlaygroundConnection.receive(
            loadScene(aliasBomb()), session: session, limits: PlaygroundLimits())
        #expect(received.first?.contains("\"code\":\"alias-expansion\"") == true)
    }

    @Test("a scene over the playground's view limit is refused while it is read")
    @MainActor
    func viewLimit() async throws {
        var limits = PlaygroundLimits()
        limits.maximumSceneViews = 100
        let session = PlaygroundSession(id: 1, catalog: .bundled, limits: limits)
        _ = session.start()
        let views = (0..<200).map { "  - {id: v\($0), superview: w}" }.joined(separator: "\n")
        let replies = await PlaygroundConnection.receive(
            loadScene("windows: [{id: w}]\nviews:\n\(views)\n"), session: session, limits: limits)
        #expect(replies.first?.contains("\"code\":\"too-many-views\"") == true)
    }

    @Test(
        "while one session loads hostile and large scenes, another keeps answering input; a load holds the main actor under a second"
    )
    func otherSessionsKeepAnswering() async throws {
        let limits = PlaygroundLimits()
        let (loading, other) = await MainActor.run {
            let loading = PlaygroundSession(id: 1, catalog: .bundled, limits: limits)
            let other = PlaygroundSession(id: 2, catalog: .bundled, limits: limits)
            _ = loading.start()
            _ = other.start()
            return (loading, other)
        }
        // Hostile files and a large legal one: 1,000 views in one flat list.
        let large =
            "windows: [{id: w}]\nviews:\n"
            + (0..<1_000).map { "  - {id: v\($0), superview: w, frame: [\($0 % 300), 10, 20, 20]}" }.joined(
                separator: "\n")
        let messages = [
            loadScene(aliasBomb()), loadScene(large), "{not json", loadScene(aliasBomb()), loadScene(large),
        ]
        let results = Results()
        let loads = Task.detached {
            for message in messages {
                await results.add(await PlaygroundConnection.receive(message, session: loading, limits: limits))
            }
            await results.finish()
        }
        var latencies: [Double] = []
        var t = 0.0
        var phase = "began"
        while latencies.count < 2_000 {
            let input =
                "{\"type\":\"input\",\"samples\":[{\"finger\":1,\"phase\":\"\(phase)\",\"x\":100,\"y\":\(100 + t / 10),\"t\":\(t)}]}"
            let sent = ContinuousClock.now
            let replies = await PlaygroundConnection.receive(input, session: other, limits: limits)
            latencies.append(milliseconds(ContinuousClock.now - sent))
            if let first = replies.first, !first.contains("\"type\":\"trace\"") {
                Issue.record("the other session's reply to input is not a trace: \(first.prefix(200))")
                break
            }
            phase = "moved"
            t += 8
            try await Task.sleep(for: .milliseconds(2))
            if latencies.count >= 40, await results.isDone { break }
        }
        await loads.value
        let replies = await results.replies
        #expect(replies.filter { $0.contains("alias-expansion") }.count == 2)
        #expect(replies.filter { $0.contains("\"type\":\"scene\"") }.count == 2)
        #expect(replies.contains { $0.contains("\"code\":\"malformed\"") })
        let sorted = latencies.sorted()
        let p50 = sorted.isEmpty ? 0 : sorted[sorted.count / 2]
        print(
            "isolation: \(sorted.count) inputs answered while the other session loaded; wall latency p50 \(p50) ms, "
                + "worst \(sorted.last ?? 0) ms (the suite's other tests share the main actor)")
        // Every session shares the main actor: what a load can hold it for is its part there, the install of a
        // decoded scene (decoding runs off the main actor). That part is timed alone, without awaiting anything.
        var stalls: [Double] = []
        for message in messages {
            guard case .loadScene(let yaml)? = try? ClientMessage.decode(message, limits: limits) else { continue }
            let decoded = PlaygroundSession.decodeScene(yaml, name: nil, limits: limits)
            let stall = await MainActor.run {
                let start = ContinuousClock.now
                _ = loading.install(decoded, text: yaml, name: nil, title: nil)
                return milliseconds(ContinuousClock.now - start)
            }
            stalls.append(stall)
        }
        print("isolation: main-actor time of each load: \(stalls.map { String(format: "%.1f ms", $0) })")
        #expect(stalls.count == 4)
        #expect(stalls.allSatisfy { $0 < 1_000 }, "a load held the main actor for \(stalls.max() ?? 0) ms")
    }
}

/// The replies of the loading session, collected across tasks.
private actor Results {
    var replies: [String] = []
    var isDone = false

    func add(_ more: [String]) { replies += more }
    func finish() { isDone = true }
}
