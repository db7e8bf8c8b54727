import Foundation
import Hummingbird
import HummingbirdWebSocket
import Logging
import NIOCore
import ResponderScenes

/// The browser playground: a Hummingbird server that serves the page and runs one isolated
/// `UIApplication` per page, fed over a WebSocket by the page's pointer input.
///
/// ```
/// GET /                   the page (index.html)
/// GET /assets/{file}      its CSS and JavaScript, from the package's resources
/// GET /api/scenes         the bundled scenes: [{name, title}]
/// GET /api/scenes/{name}  one bundled scene file's text
/// GET /healthz            "ok"
/// GET /ws  (upgrade)      a session: JSON messages both ways (PROTOCOL.md)
///
///  page ──text frames──► collate (≤ maximumMessageSize) ──► PlaygroundSession.receive (main actor)
///  page ◄──────── one writer, in order ◄── replies, timer traces, idle expiry ◄──┘
/// ```
///
/// ```swift
/// try await Playground(configuration: .init(port: 8080)).run()
/// ```
public struct Playground: Sendable {
    /// Where the server listens and what it starts with.
    public struct Configuration: Sendable {
        /// The address to bind: loopback unless told otherwise.
        public var host: String
        /// The port; 0 picks a free one.
        public var port: Int
        /// The bundled scene a new page starts with; nil for the catalogue's first.
        public var scene: String?
        /// The limits on sessions and messages.
        public var limits: PlaygroundLimits

        /// Creates a configuration.
        public init(
            host: String = "127.0.0.1", port: Int = 8080, scene: String? = nil, limits: PlaygroundLimits = .init()
        ) {
            self.host = host
            self.port = port
            self.scene = scene
            self.limits = limits
        }
    }

    /// The configuration.
    public var configuration: Configuration
    /// The scenes of the page's menu.
    public var catalog: SceneCatalog

    /// Creates a playground.
    public init(configuration: Configuration = .init(), catalog: SceneCatalog = .bundled) {
        self.configuration = configuration
        self.catalog = catalog
    }

    /// Creates the playground `responder serve` runs: `scene` is a bundled scene's name or a scene file's
    /// path (a file joins the menu, first); nil starts on the first bundled scene.
    public init(scene: String?, host: String, port: Int, catalog: SceneCatalog = .bundled) throws(ProtocolError) {
        var catalog = catalog
        var name = scene
        if let scene, catalog.entry(named: scene) == nil {
            guard let data = FileManager.default.contents(atPath: scene) else {
                let names = catalog.entries.map(\.name).joined(separator: ", ")
                throw ProtocolError(
                    "unknown-scene", "'\(scene)' is neither a scene file nor a bundled scene (\(names))")
            }
            let file = URL(fileURLWithPath: scene).lastPathComponent
            catalog.entries.insert(.init(name: file, title: file, text: String(decoding: data, as: UTF8.self)), at: 0)
            name = file
        }
        self.init(configuration: .init(host: host, port: port, scene: name), catalog: catalog)
    }

    /// Runs the server until it is stopped; `onRunning` gets the address it listens on
    /// (`http://127.0.0.1:8080/`).
    public func run(onRunning: @escaping @Sendable (String) -> Void = { print("playground: \($0)") }) async throws {
        let application = await makeApplication(onRunning: onRunning)
        try await application.runService()
    }

    /// The Hummingbird application, for running or for testing in-process.
    @MainActor
    public func makeApplication(
        onRunning: @escaping @Sendable (String) -> Void = { _ in }
    ) -> some ApplicationProtocol {
        let router = makeRouter()
        var logger = Logger(label: "responder.playground")
        logger.logLevel = .warning
        let host = configuration.host
        return Application(
            router: router,
            server: .http1WebSocketUpgrade(
                webSocketRouter: router,
                configuration: .init(
                    ws: .init(maxFrameSize: max(configuration.limits.maximumMessageSize * 4, 1 << 16)))),
            configuration: .init(address: .hostname(host, port: configuration.port), serverName: "responder"),
            onServerRunning: { channel in
                let port = channel.localAddress?.port ?? 0
                let shownHost = host.contains(":") ? "[\(host)]" : host
                onRunning("http://\(shownHost):\(port)/")
            },
            logger: logger)
    }

    /// The routes, for tests that drive them through `app.test(.router)`.
    @MainActor
    func makeRouter() -> Router<BasicWebSocketRequestContext> {
        let assets = PlaygroundAssets()
        let catalog = self.catalog
        let limits = configuration.limits
        let initialScene = configuration.scene
        let registry = SessionRegistry(catalog: catalog, limits: limits)
        let router = Router(context: BasicWebSocketRequestContext.self)
        router.get("/") { _, _ in
            try Self.response(for: assets.asset(named: "index.html"))
        }
        router.get("/assets/{file}") { _, context in
            let name = try context.parameters.require("file")
            return try Self.response(for: assets.asset(named: name))
        }
        router.get("/api/scenes") { _, _ in
            let list = catalog.entries.map { ServerMessage.SceneEntry(name: $0.name, title: $0.title) }
            let data = try JSONEncoder().encode(list)
            return Response(
                status: .ok, headers: [.contentType: "application/json"],
                body: .init(byteBuffer: ByteBuffer(bytes: data)))
        }
        router.get("/api/scenes/{name}") { _, context in
            let name = try context.parameters.require("name")
            guard let entry = catalog.entry(named: name) else { throw HTTPError(.notFound) }
            return Response(
                status: .ok, headers: [.contentType: "text/yaml; charset=utf-8"],
                body: .init(byteBuffer: ByteBuffer(string: entry.text)))
        }
        router.get("/healthz") { _, _ in "ok" }
        router.ws("/ws") { inbound, outbound, context in
            let scene = context.request.uri.queryParameters.get("scene") ?? initialScene
            try await PlaygroundConnection(limits: limits, registry: registry)
                .run(inbound: inbound, outbound: outbound, scene: scene)
        }
        return router
    }

    private static func response(for asset: PlaygroundAssets.Asset?) throws -> Response {
        guard let asset else { throw HTTPError(.notFound) }
        return Response(
            status: .ok, headers: [.contentType: asset.contentType, .cacheControl: "no-cache"],
            body: .init(byteBuffer: ByteBuffer(bytes: asset.data)))
    }
}
