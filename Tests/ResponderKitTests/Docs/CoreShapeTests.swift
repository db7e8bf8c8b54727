import Foundation
import Testing

/// The core's shape that issue 29 asked for, checked in the sources so that it stays: gesture arbitration never names
/// the touch router, delivery has one driver instead of flags, and the unretained walk and climb live under
/// `Internal/`.
@Suite("CoreShapeTests")
struct CoreShapeTests {
    /// `Sources/ResponderKit`.
    static let moduleRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/ResponderKit")

    /// Every Swift file under `folder` of the module, with its text.
    static func sources(under folder: String = "") throws -> [(path: String, text: String)] {
        let root = moduleRoot.appendingPathComponent(folder)
        let paths = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
        return try paths.filter { $0.hasSuffix(".swift") }.sorted().map { path in
            (
                folder.isEmpty ? path : folder + "/" + path,
                try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            )
        }
    }

    /// The lines of `text` that are code, not comments.
    static func codeLines(_ text: String) -> [Substring] {
        text.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
    }

    @Test("nothing under Gestures/ names the touch router: the arbiter hands delivery typed effects")
    func gesturesNameNoRouter() throws {
        let files = try Self.sources(under: "Gestures")
        #expect(files.count > 20)
        let naming = files.filter { file in
            Self.codeLines(file.text).contains { $0.contains("touchRouter") || $0.contains("TouchRouter") }
        }
        #expect(naming.map(\.path) == [])
    }

    @Test("delivery's old flags are gone: calls into app code go through the driver (DeliveryDriver)")
    func oneDriver() throws {
        let files = try Self.sources()
        let flags = ["needsRelease", "DeliveryScope", "scope.insert", "isDraining = ", "flushPendingCancels"]
        let found = files.flatMap { file in
            Self.codeLines(file.text).filter { line in flags.contains { line.contains($0) } }.map {
                "\(file.path): \($0)"
            }
        }
        #expect(found == [])
        let driver = try #require(files.first { $0.path == "Touches/DeliveryDriver.swift" })
        #expect(driver.text.contains("func call<Result>(_ kind: DeliveryDriver.Call"))
    }

    @Test("the unsafe walk, the spatial index and the unretained climb live under Internal/ as named types")
    func speedUnderInternal() throws {
        let files = try Self.sources()
        let unmanagedOutside = files.filter { file in
            !file.path.hasPrefix("Internal/") && (file.path.hasPrefix("Views/") || file.path.hasPrefix("Responders/"))
                && Self.codeLines(file.text).contains {
                    $0.contains("Unmanaged<") || $0.contains("_withUnsafeGuaranteedRef")
                }
        }
        #expect(unmanagedOutside.map(\.path) == [])
        for name in ["HitTestWalk", "ResponderClimb", "SubviewHitIndex", "SubviewWalkStorage"] {
            #expect(files.contains { $0.path == "Internal/\(name).swift" }, "Internal/\(name).swift")
        }
    }
}
