import Foundation
import ResponderScenes

extension PlaygroundSession {
    /// Replies to a message that could not be decoded (its arrival still counts as activity).
    public func failed(_ error: ProtocolError) -> [ServerMessage] {
        lastActivity = .now
        return [.failure(error)]
    }

    /// Decodes a scene a page sent, within the playground's limits; safe to call from any thread.
    ///
    /// The connection calls it off the main actor, where every session lives, and then hands the result to
    /// ``install(_:text:name:title:)``: a large or hostile file (an alias bomb, a deep tree) costs its own
    /// session the decoding time, bounded by ``PlaygroundLimits/sceneLimits``, while the others keep answering.
    public nonisolated static func decodeScene(
        _ text: String, name: String?, limits: PlaygroundLimits
    ) -> Result<Scene, SceneFileError> {
        do throws(SceneFileError) {
            let decoder = SceneDecoder(
                limits: limits.sceneLimits, viewClasses: Set(SceneClassRegistry.builtInViewClasses))
            return .success(try decoder.decode(text, file: name.map { "\($0).yaml" } ?? "scene.yaml"))
        } catch {
            return .failure(error)
        }
    }
}
