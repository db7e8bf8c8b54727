import Foundation
import ResponderKit

/// The scenes that ship with ResponderScenes, one per lesson of the seeds, in teaching order.
///
/// They are package resources (`Sources/ResponderScenes/Bundled/`), found with `Bundle.module`, so
/// `responder demo` works from any directory.
public enum BundledScenes {
    /// A bundled lesson: its file (without `.yaml`), what it shows, and how its trace is best printed.
    public struct Lesson: Sendable, Hashable {
        /// The file name without the extension.
        public var file: String
        /// One or two sentences saying what to look for.
        public var summary: String
        /// `.hitTestOnly` for the seed's hit-test log, `.standard` otherwise.
        public var style: TraceTextStyle
    }

    /// The lessons, in order.
    public static let lessons: [Lesson] = [
        Lesson(
            file: "01-hit-test-log",
            summary: "Seed 004's swizzled log, line for line. The status-bar window covers the screen, so it "
                + "answers 1; the status bar answers 0 and asks its five item views' point(inside:) itself (0 each, "
                + "no 'hit view' line), so the bar and its window return nil and the app window is asked. UIWindow "
                + "and UIView answer 1; the controller's two hidden layout guides, in front, return nil at once "
                + "('hit view: _UILayoutGuide' twice, no 'can answer'); AView answers 1, DView (front-most) and "
                + "BView 0, so AView is the hit view. A second tap lands in DView.",
            style: .hitTestOnly),
        Lesson(
            file: "02-hit-test-pruning",
            summary:
                "Hidden, non-interactive and transparent views are skipped with their subtrees; an image view cuts off its subviews.",
            style: .standard),
        Lesson(
            file: "03-button-under-cover",
            summary:
                "Seed 000's exercise: the semi-transparent cover passes touches on the button through to it, and keeps the rest.",
            style: .standard),
        Lesson(
            file: "04-enlarged-hit-area",
            summary: "Seed 002: pointInside grows the small view's bounds by 10 points on each side.", style: .standard),
        Lesson(
            file: "05-circular-view",
            summary: "Seed 004: pointInside answers a circle, so the square's corners fall through to the window.",
            style: .standard),
        Lesson(
            file: "06-click-through",
            summary: "Seed 004: touches in area 2 go through the blue view to the red one under it.", style: .standard),
        Lesson(
            file: "07-interception",
            summary:
                "Seed 002: a hitTest that always answers the red view; one where only the subviews respond; windows that return nil and self.",
            style: .standard),
        Lesson(
            file: "08-out-of-bounds-child",
            summary:
                "Seed 000's exercise: a child hanging outside its parent still responds because the parent asks its subviews anyway.",
            style: .standard),
        Lesson(
            file: "09-drag",
            summary:
                "Seed 002: touchesMoved translates the view's transform by location − previousLocation, so it follows the finger.",
            style: .standard),
        Lesson(
            file: "10-responder-chain",
            summary:
                "Seeds 001/002: the event climbs leaf → child controller → container view → container controller → window → application.",
            style: .standard),
        Lesson(
            file: "11-many-handlers",
            summary: "Seed 002: each override calls super, so inner, outer and the chain above all handle one event.",
            style: .standard),
        Lesson(
            file: "12-first-responder-events",
            summary:
                "Seed 000: presses, shakes and remote-control commands go to the first responder, not to a hit view.",
            style: .standard),
        Lesson(
            file: "13-gesture-tap-delegate",
            summary: "Seed 004: a tap recognizer on an interactive image view; its delegate refuses the left half.",
            style: .standard),
        Lesson(
            file: "14-gesture-long-press",
            summary:
                "Seed 004: a long press begins after 0.5 s, reports changes while the finger moves, and ends on lift.",
            style: .standard),
        Lesson(file: "15-gesture-swipes", summary: "Seed 004: one swipe recognizer per direction.", style: .standard),
        Lesson(
            file: "16-gesture-pinch-rotation",
            summary: "Seed 004: pinch and rotation recognize together (Simultaneously) and reset after each change.",
            style: .standard),
        Lesson(
            file: "17-gesture-pan",
            summary: "Seed 004: a pan moves the view by its translation and resets it (setTranslation) each time.",
            style: .standard),
        Lesson(
            file: "18-drawer",
            summary:
                "Seed 004's drawer: the main view follows the pan, shrinking by offsetX × 60 / 320, snaps right on release, and a tap brings it home.",
            style: .standard),
        Lesson(
            file: "19-scroll-view-button",
            summary:
                "A button in a scroll view highlights 0.15 s late; a quick tap gets began and ended together; a quick "
                + "drag scrolls and the button never hears of it; a button that tracks keeps its touch; with "
                + "delaysContentTouches false and touchesShouldCancel true, the drag cancels the button and scrolls.",
            style: .standard),
        Lesson(
            file: "20-pager-of-lists",
            summary:
                "A horizontal pager of vertical lists: a vertical drag scrolls the list (the pager cannot scroll "
                + "vertically, so its pan fails), a horizontal drag moves the pager, which snaps to a page on the lift.",
            style: .standard),
        Lesson(
            file: "21-pull-past-the-edge",
            summary:
                "Pulling a list past its top rubber-bands the offset and springs back on the display's ticks; "
                + "bounces false stops at the edge; alwaysBounceVertical bounces a short content.",
            style: .standard),
        Lesson(
            file: "22-pencil-and-hover",
            summary:
                "A 240 Hz pencil stroke shown at 60 Hz: each frame's touch comes with its four coalesced samples, whose "
                + "estimated forces are updated after the stroke; a hover recognizer shows a card while the pointer is "
                + "over the link, and a tap on the link works meanwhile.",
            style: .standard),
        Lesson(
            file: "23-pinch-to-zoom-a-photo",
            summary:
                "A pinch zooms a photo about the point between the fingers (the content offset moves with the scale), "
                + "fingers that also pan drag it along, and a scale past 3× or below 1× eases back about the last "
                + "centroid, the offset ending inside the content; scrollViewDidEndZooming comes once, after the bounce.",
            style: .standard),
        Lesson(
            file: "24-auto-layout",
            summary:
                "Views placed only by constraints are hit where the solver puts them, in the layout pass before the "
                + "first touch: a card below the safe area between the margins, a button half its width; of two "
                + "required widths that contradict, UIKit breaks the one activated last and says so.",
            style: .standard),
    ]

    /// The URL of a bundled scene file.
    public static func url(_ file: String) -> URL? {
        Bundle.module.url(forResource: file, withExtension: "yaml", subdirectory: "Bundled")
    }

    /// The bundled scene a mistyped name most likely means (`09-drga` → `09-drag`, `drag` → `09-drag`), if one is
    /// close: the name is compared with each file name, and without its number with each name's words.
    public static func closestName(to name: String) -> String? {
        let typed = name.hasSuffix(".yaml") ? String(name.dropLast(5)) : name
        let files = lessons.map(\.file)
        if let match = Suggestion.closest(typed, among: files) { return match }
        let words = files.map { String($0.drop { $0.isNumber || $0 == "-" }) }
        let bare = String(typed.drop { $0.isNumber || $0 == "-" })
        guard let word = Suggestion.closest(bare, among: words), let index = words.firstIndex(of: word) else {
            return nil
        }
        return files[index]
    }

    /// Reads a bundled scene.
    public static func scene(_ file: String) throws(SceneFileError) -> Scene {
        guard let url = url(file) else {
            throw SceneFileError(
                .unreadable, at: SourceLocation(file: "\(file).yaml", line: 1, column: 1),
                "no bundled scene '\(file)'" + (closestName(to: file).map { " (did you mean '\($0)'?)" } ?? ""))
        }
        return try SceneDecoder().decode(contentsOfFile: url.path)
    }
}
