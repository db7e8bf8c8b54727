import Foundation

/// The open sessions, at most ``PlaygroundLimits/maximumSessions`` at once.
@MainActor
final class SessionRegistry {
    private let catalog: SceneCatalog
    private let limits: PlaygroundLimits
    private var sessions: [Int: PlaygroundSession] = [:]
    private var nextID = 0

    init(catalog: SceneCatalog, limits: PlaygroundLimits) {
        self.catalog = catalog
        self.limits = limits
    }

    /// How many sessions are open.
    var count: Int { sessions.count }

    /// Opens a session, or returns nil when the limit is reached.
    func open() -> PlaygroundSession? {
        guard sessions.count < limits.maximumSessions else { return nil }
        nextID += 1
        let session = PlaygroundSession(id: nextID, catalog: catalog, limits: limits)
        sessions[nextID] = session
        return session
    }

    /// Closes a session and frees its application.
    func close(_ id: Int) {
        sessions[id] = nil
    }
}
