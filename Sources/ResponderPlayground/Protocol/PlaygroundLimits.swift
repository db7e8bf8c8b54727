import Foundation
import ResponderScenes

/// The limits that keep one browser from exhausting the server.
public struct PlaygroundLimits: Sendable, Hashable {
    /// The most sessions (open pages) at once: 32. A page over the limit gets a `too-many-sessions` error.
    public var maximumSessions: Int
    /// How long a session may stay silent before it is closed: 15 minutes.
    public var idleTimeout: Duration
    /// The largest client message, in bytes: 1 MiB. A larger one gets a `message-too-large` error; the
    /// session goes on.
    public var maximumMessageSize: Int
    /// The most samples in one `input` message: 512.
    public var maximumSamplesPerMessage: Int
    /// The largest finger number: 1,000.
    public var maximumFinger: Int
    /// The most input frames one recording keeps: 100,000.
    public var maximumRecordedFrames: Int
    /// The most views (windows included) a page's scene may have: 5,000. A scene is built on the main actor,
    /// which all sessions share, so its size bounds how long one page's load can hold up the others.
    public var maximumSceneViews: Int = 5_000

    /// The limits scene files sent by pages are decoded with: the playground's view limit, at most 500,000
    /// nodes (a 1 MiB message holds fewer), aliases adding at most 20,000 nodes.
    public var sceneLimits: SceneDecoder.Limits {
        SceneDecoder.Limits(
            maximumFileSize: maximumMessageSize, maximumViews: maximumSceneViews, maximumNodes: 500_000,
            aliasAllowance: 20_000)
    }

    /// Creates limits; the defaults are the documented ones.
    public init(
        maximumSessions: Int = 32, idleTimeout: Duration = .seconds(15 * 60), maximumMessageSize: Int = 1 << 20,
        maximumSamplesPerMessage: Int = 512, maximumFinger: Int = 1000, maximumRecordedFrames: Int = 100_000
    ) {
        self.maximumSessions = maximumSessions
        self.idleTimeout = idleTimeout
        self.maximumMessageSize = maximumMessageSize
        self.maximumSamplesPerMessage = maximumSamplesPerMessage
        self.maximumFinger = maximumFinger
        self.maximumRecordedFrames = maximumRecordedFrames
    }
}
