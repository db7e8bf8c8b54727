import Foundation

/// The page and its assets, read once from the package's resources: the server works from any directory,
/// and only these files can ever be served.
struct PlaygroundAssets: Sendable {
    /// A file to serve.
    struct Asset: Sendable {
        var data: Data
        var contentType: String
    }

    private let assets: [String: Asset]

    /// Reads every file of the resources folder.
    init() {
        var assets: [String: Asset] = [:]
        let folder =
            Bundle.module.url(forResource: "Resources", withExtension: nil)
            ?? Bundle.module.bundleURL.appendingPathComponent("Resources")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for name in names {
            guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path) else {
                continue
            }
            assets[name] = Asset(data: data, contentType: Self.contentType(of: name))
        }
        self.assets = assets
    }

    /// The asset with a file name, or nil.
    func asset(named name: String) -> Asset? { assets[name] }

    /// The names of the assets.
    var names: [String] { assets.keys.sorted() }

    static func contentType(of name: String) -> String {
        switch (name as NSString).pathExtension {
        case "html": "text/html; charset=utf-8"
        case "css": "text/css; charset=utf-8"
        case "js": "text/javascript; charset=utf-8"
        case "svg": "image/svg+xml"
        case "png": "image/png"
        case "md", "txt": "text/plain; charset=utf-8"
        default: "application/octet-stream"
        }
    }
}
