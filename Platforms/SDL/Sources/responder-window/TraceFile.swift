import Foundation
import ResponderKit
import ResponderScenes

/// Appends the text trace to a file as things happen: the lines `responder replay` prints, trace events and the
/// scene's log interleaved in the order they happened, written out at the end of every frame.
@MainActor
final class TraceFile {
    private let handle: FileHandle
    private var pending = ""
    /// The deadline of the timers firing now, until their first line is written (then the `timer:` line goes
    /// before it); nil outside a firing, or once the line is written.
    private var firingTimer: TimeInterval?

    /// Opens `path` for appending, creating it when missing.
    init(path: String) throws {
        if !FileManager.default.fileExists(atPath: path) {
            guard FileManager.default.createFile(atPath: path, contents: nil) else {
                throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: path])
            }
        }
        handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        _ = try handle.seekToEnd()
    }

    /// Takes one entry, as `ReplayText` renders it (uncoloured, standard style).
    func add(_ entry: ReplayEntry) {
        guard let line = entry.text(.standard) else { return }
        if let deadline = firingTimer, let timerLine = ReplayEntry.timer(deadline).text(.standard) {
            firingTimer = nil
            pending += timerLine
            pending += "\n"
        }
        pending += line
        pending += "\n"
    }

    /// Timers due at `deadline` are about to fire: if they write anything, a `timer: t=…` line goes first, as
    /// `responder replay` writes it.
    func beginTimer(at deadline: TimeInterval) {
        firingTimer = deadline
    }

    /// The timers of the last ``beginTimer(at:)`` have fired.
    func endTimer() {
        firingTimer = nil
    }

    /// Takes the `final:` lines at the end: each view whose geometry changed since `start`, as it is now, as
    /// `responder replay` prints them.
    func addFinalLines(from start: SceneSnapshot, to end: SceneSnapshot) {
        let result = ReplayResult(sceneName: nil, entries: [], leftovers: [], start: start, end: end)
        for line in result.finalLines { pending += line + "\n" }
    }

    /// Takes the leftovers at the end, as `responder replay` prints them.
    func addLeftovers(_ leftovers: [String]) {
        for leftover in leftovers { pending += "leftover: \(leftover)\n" }
    }

    /// Writes what was taken since the last flush.
    func flush() {
        guard !pending.isEmpty else { return }
        try? handle.write(contentsOf: Data(pending.utf8))
        pending = ""
    }

    /// Writes what is left and closes the file.
    func close() {
        flush()
        try? handle.close()
    }
}
