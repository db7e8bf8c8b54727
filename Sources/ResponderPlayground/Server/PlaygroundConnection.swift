import Foundation
import HummingbirdWebSocket
import NIOCore
import NIOWebSocket

/// One page's WebSocket: collates its frames into messages, hands them to its session, and writes every
/// reply, timer trace and expiry notice through one writer, in order.
struct PlaygroundConnection: Sendable {
    let limits: PlaygroundLimits
    let registry: SessionRegistry

    /// What the writer sends.
    private enum Outgoing: Sendable {
        case message(String)
        case close(WebSocketErrorCode, String)
    }

    /// How often timers and idleness are checked.
    static let tick = Duration.milliseconds(10)

    func run(inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter, scene: String?) async throws {
        guard let session = await registry.open() else {
            let error = ProtocolError(
                "too-many-sessions", "the playground has \(limits.maximumSessions) open pages already; try later")
            try await outbound.write(.text(ServerMessage.failure(error).json))
            try await outbound.close(.policyViolation, reason: "too many sessions")
            return
        }
        let id = session.id
        let (stream, continuation) = AsyncStream.makeStream(of: Outgoing.self)
        for message in await session.start(scene: scene) { continuation.yield(.message(message.json)) }
        let idleTimeout = limits.idleTimeout
        do {
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask {
                    for await item in stream {
                        switch item {
                        case .message(let text): try await outbound.write(.text(text))
                        case .close(let code, let reason):
                            try await outbound.close(code, reason: reason)
                            return
                        }
                    }
                }
                group.addTask {
                    while !Task.isCancelled {
                        try? await Task.sleep(for: Self.tick)
                        let (messages, expired) = await MainActor.run {
                            (session.fireDueTimers(), ContinuousClock.now - session.lastActivity > idleTimeout)
                        }
                        for message in messages { continuation.yield(.message(message.json)) }
                        if expired {
                            let error = ProtocolError("session-expired", "the session was idle too long and has ended")
                            continuation.yield(.message(ServerMessage.failure(error).json))
                            continuation.yield(.close(.goingAway, "idle"))
                            return
                        }
                    }
                }
                try await read(inbound, session: session, continuation: continuation)
                continuation.finish()
                group.cancelAll()
            }
        } catch {
            continuation.finish()
        }
        // The scene's views are freed here, on the main actor; the session itself is let go of off it.
        await MainActor.run { session.end() }
        await registry.close(id)
    }

    /// Handles one message's text: decoded here, off the main actor; a scene file is decoded off it too, and
    /// the replies are written as JSON off it, so only the engine's work, the build and the reply's values hold
    /// the main actor that every session shares.
    static func receive(_ text: String, session: PlaygroundSession, limits: PlaygroundLimits) async -> [String] {
        let message: ClientMessage
        do throws(ProtocolError) {
            message = try ClientMessage.decode(text, limits: limits)
        } catch {
            return await MainActor.run { session.failed(error) }.map(\.json)
        }
        guard case .loadScene(let yaml) = message else {
            return await MainActor.run { session.handle(message) }.map(\.json)
        }
        let decoded = await Task.detached { PlaygroundSession.decodeScene(yaml, name: nil, limits: limits) }.value
        return await MainActor.run { session.install(decoded, text: yaml, name: nil, title: nil) }.map(\.json)
    }

    /// Collates frames into messages, enforcing the size limit without closing the connection.
    private func read(
        _ inbound: WebSocketInboundStream, session: PlaygroundSession, continuation: AsyncStream<Outgoing>.Continuation
    ) async throws {
        var buffer = ByteBuffer()
        var oversized = false
        var binary = false
        for try await frame in inbound {
            switch frame.opcode {
            case .text:
                binary = false
            case .binary:
                binary = true
            case .continuation:
                break
            }
            if !oversized {
                if buffer.readableBytes + frame.data.readableBytes > limits.maximumMessageSize {
                    oversized = true
                    buffer.clear()
                } else {
                    var data = frame.data
                    buffer.writeBuffer(&data)
                }
            }
            guard frame.fin else { continue }
            let replies: [String]
            if oversized {
                replies = [
                    ServerMessage.failure(
                        ProtocolError(
                            "message-too-large", "a message may have at most \(limits.maximumMessageSize) bytes")
                    ).json
                ]
            } else if binary {
                replies = [ServerMessage.failure(ProtocolError("binary-message", "messages are JSON text")).json]
            } else {
                replies = await Self.receive(String(buffer: buffer), session: session, limits: limits)
            }
            for reply in replies { continuation.yield(.message(reply)) }
            buffer.clear()
            oversized = false
            binary = false
        }
    }
}
