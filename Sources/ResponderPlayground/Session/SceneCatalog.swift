import Foundation
import ResponderScenes

/// The scenes the page's menu offers: the bundled ones, by name.
public struct SceneCatalog: Sendable {
    /// A scene in the menu.
    public struct Entry: Sendable, Hashable {
        /// The name `selectScene` uses.
        public var name: String
        /// The title the menu shows.
        public var title: String
        /// The scene file's text.
        public var text: String

        /// Creates an entry.
        public init(name: String, title: String, text: String) {
            self.name = name
            self.title = title
            self.text = text
        }
    }

    /// The entries, in menu order.
    public var entries: [Entry]

    /// Creates a catalogue.
    public init(entries: [Entry]) {
        self.entries = entries
    }

    /// The scene with a name.
    public func entry(named name: String) -> Entry? {
        entries.first { $0.name == name }
    }

    /// The scenes bundled with ResponderScenes, one per seed lesson; the first is seed 004's hierarchy.
    public static var bundled: SceneCatalog {
        SceneCatalog(
            entries: BundledScenes.lessons.compactMap { lesson in
                guard let url = BundledScenes.url(lesson.file),
                    let data = FileManager.default.contents(atPath: url.path)
                else { return nil }
                let text = String(decoding: data, as: UTF8.self)
                let title = (try? SceneDecoder().decode(text, file: lesson.file + ".yaml"))?.name ?? lesson.file
                return Entry(name: lesson.file, title: title, text: text)
            })
    }
}
