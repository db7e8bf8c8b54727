import Foundation
import Hummingbird
import HummingbirdTesting
import HummingbirdWebSocket
import HummingbirdWSTesting
import NIOCore
import Testing

@testable import ResponderPlayground

@Suite("PlaygroundRouteTests")
struct PlaygroundRouteTests {
    @MainActor
    static func makeApplication(limits: PlaygroundLimits = .init()) -> some ApplicationProtocol {
        Playground(configuration: .init(host: "127.0.0.1", port: 0, limits: limits)).makeApplication()
    }

    @Test("the page is served from the package's resources")
    @MainActor
    func page() async throws {
        try await Self.makeApplication().test(.router) { client in
            try await client.execute(uri: "/", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "text/html; charset=utf-8")
                #expect(String(buffer: response.body).contains("<svg id=\"stage\""))
            }
            try await client.execute(uri: "/assets/playground.js", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "text/javascript; charset=utf-8")
                #expect(String(buffer: response.body).contains("pointerdown"))
            }
            try await client.execute(uri: "/assets/playground.css", method: .get) { response in
                #expect(response.headers[.contentType] == "text/css; charset=utf-8")
                #expect(String(buffer: response.body).contains("touch-action: none"))
            }
        }
    }

    @Test(
        "only the page's own assets are served",
        arguments: ["/assets/nothing.js", "/assets/..%2FPackage.swift", "/nope"])
    @MainActor
    func unknownAssets(path: String) async throws {
        try await Self.makeApplication().test(.router) { client in
            try await client.execute(uri: path, method: .get) { response in
                #expect(response.status == .notFound)
            }
        }
    }

    @Test("the bundled scenes are listed and served, seed 004's first")
    @MainActor
    func scenes() async throws {
        try await Self.makeApplication().test(.router) { client in
            let first = try await client.execute(uri: "/api/scenes", method: .get) { response in
                #expect(response.status == .ok)
                let list = try JSONSerialization.jsonObject(with: Data(buffer: response.body)) as? [[String: String]]
                #expect((list?.count ?? 0) > 1)
                return list?.first?["name"] ?? ""
            }
            #expect(first == "01-hit-test-log")
            try await client.execute(uri: "/api/scenes/\(first)", method: .get) { response in
                #expect(response.status == .ok)
                #expect(String(buffer: response.body).contains("DView"))
            }
            try await client.execute(uri: "/api/scenes/no-such-scene", method: .get) { response in
                #expect(response.status == .notFound)
            }
            try await client.execute(uri: "/healthz", method: .get) { response in
                #expect(String(buffer: response.body) == "ok")
            }
        }
    }

    @Test("a WebSocket session says hello, draws the scene and answers a click with its trace")
    @MainActor
    func webSocketSession() async throws {
        _ = try await Self.makeApplication().test(.live) { client in
            try await client.ws("/ws") { inbound, outbound, _ in
                var messages = inbound.messages(maxSize: 1 << 22).makeAsyncIterator()
                let hello = try await Self.next(&messages)
                #expect(hello["type"] as? String == "hello")
                let scene = try await Self.next(&messages)
                #expect(scene["type"] as? String == "scene")
                try await outbound.write(.text(Seed004.click))
                let trace = try await Self.next(&messages)
                #expect(trace["type"] as? String == "trace")
                let lines = (trace["events"] as? [[String: Any]] ?? []).compactMap { $0["text"] as? String }
                let asked = lines.filter { $0.contains("can answer") || $0.hasPrefix("hit view") }
                let start = asked.firstIndex(of: "UIWindow can answer 1") ?? 0
                #expect(Array(asked[start...].prefix(Seed004.questions.count)) == Seed004.questions)
                #expect(asked.first == "UIStatusBarWindow can answer 1")
                #expect(lines.contains("finger 1 -> AView in UIWindow"))
                try await outbound.close(.normalClosure, reason: nil)
            }
        }
    }

    @Test("malformed and oversized messages get an error and the session goes on")
    @MainActor
    func badMessages() async throws {
        _ = try await Self.makeApplication(limits: .init(maximumMessageSize: 4096)).test(.live) { client in
            try await client.ws("/ws") { inbound, outbound, _ in
                var messages = inbound.messages(maxSize: 1 << 22).makeAsyncIterator()
                _ = try await Self.next(&messages)
                _ = try await Self.next(&messages)
                try await outbound.write(.text("{not json"))
                let reply1 = try await Self.next(&messages)
                #expect(reply1["code"] as? String == "malformed")
                try await outbound.write(.text(#"{"type":"teleport"}"#))
                let reply2 = try await Self.next(&messages)
                #expect(reply2["code"] as? String == "unknown-type")
                try await outbound.write(.text(#"{"type":"input","samples":[{"finger":1}]}"#))
                let reply3 = try await Self.next(&messages)
                #expect(reply3["code"] as? String == "invalid-message")
                try await outbound.write(.text(String(repeating: " ", count: 5000) + "{}"))
                let reply4 = try await Self.next(&messages)
                #expect(reply4["code"] as? String == "message-too-large")
                try await outbound.write(.binary(ByteBuffer(string: "{}")))
                let reply5 = try await Self.next(&messages)
                #expect(reply5["code"] as? String == "binary-message")
                try await outbound.write(
                    .text(#"{"type":"loadScene","yaml":"windows:\n  - id: w\n    fram: [0, 0, 1, 1]\n"}"#))
                let error = try await Self.next(&messages)
                #expect(error["code"] as? String == "unknown-key")
                #expect(error["line"] as? Int == 3)
                #expect(error["column"] as? Int == 5)
                try await outbound.write(.text(Seed004.click))
                let reply6 = try await Self.next(&messages)
                #expect(reply6["type"] as? String == "trace")
                try await outbound.close(.normalClosure, reason: nil)
            }
        }
    }

    @Test("a page over the session limit is told so and closed")
    @MainActor
    func sessionLimit() async throws {
        _ = try await Self.makeApplication(limits: .init(maximumSessions: 0)).test(.live) { client in
            try await client.ws("/ws") { inbound, _, _ in
                var messages = inbound.messages(maxSize: 1 << 22).makeAsyncIterator()
                let reply7 = try await Self.next(&messages)
                #expect(reply7["code"] as? String == "too-many-sessions")
                let end = try await messages.next()
                #expect(end == nil)
            }
        }
    }

    @Test("an idle session expires")
    @MainActor
    func idleExpiry() async throws {
        _ = try await Self.makeApplication(limits: .init(idleTimeout: .milliseconds(200))).test(.live) { client in
            try await client.ws("/ws") { inbound, _, _ in
                var messages = inbound.messages(maxSize: 1 << 22).makeAsyncIterator()
                _ = try await Self.next(&messages)
                _ = try await Self.next(&messages)
                let reply8 = try await Self.next(&messages)
                #expect(reply8["code"] as? String == "session-expired")
                let end = try await messages.next()
                #expect(end == nil)
            }
        }
    }

    static func next(_ messages: inout WebSocketInboundMessageStream.AsyncIterator) async throws -> [String: Any] {
        guard case .text(let text) = try await messages.next() else { return [:] }
        return (try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]) ?? [:]
    }
}

/// Seed 004's click on DView's area and the questions it asks first.
enum Seed004 {
    static let click = #"""
        {"type":"input","samples":[{"finger":1,"phase":"began","x":150,"y":150,"t":1000,"pointerType":"mouse"},
        {"finger":1,"phase":"ended","x":150,"y":150,"t":1080,"pointerType":"mouse"}]}
        """#
    static let questions = [
        "UIWindow can answer 1", "UIView can answer 1", "hit view: _UILayoutGuide -> nil",
        "hit view: _UILayoutGuide -> nil", "AView can answer 1", "DView can answer 0", "hit view: DView -> nil",
    ]
}
