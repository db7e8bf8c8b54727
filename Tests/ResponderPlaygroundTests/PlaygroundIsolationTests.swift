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
        let start = ContinuousClock.now
        let replies = await PlaygroundConnection.receive(
            loadScene(aliasBomb()), session: session, limits: PlaygroundLimits())
        #expect(milliseconds(ContinuousClock.now - start) < 1000)
        let reply = try #require(replies.first)
        #expect(reply.contains("\"code\":\"alias-expansion\""))
        #expect(reply.contains("\"line\":"))
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

    @Test("while one session loads hostile and large scenes, another keeps answering input within 50 ms")
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
            #expect(replies.first?.hasPrefix("{\"type\":\"trace\"") == true || replies.isEmpty)
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
        let worst = latencies.max() ?? 0
        #expect(worst < 50, "the other session waited \(worst) ms; latencies \(latencies.sorted().suffix(5))")
    }
}

/// The replies of the loading session, collected across tasks.
private actor Results {
    var replies: [String] = []
    var isDone = false

    func add(_ more: [String]) { replies += more }
    func finish() { isDone = true }
}
