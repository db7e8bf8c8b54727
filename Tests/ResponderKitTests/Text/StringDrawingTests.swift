import Foundation
import ResponderKit
import Testing

/// `String.boundingRect(with:options:attributes:context:)`, `size(withAttributes:)` and `NSAttributedString`'s, as
/// touch components size their buttons and hit areas with them, through the application's `TextMeasurement`.
@MainActor
@Suite("StringDrawingTests")
struct StringDrawingTests {
    /// A swipe-action button written as open-source ones are: its title's bounding rectangle decides its height,
    /// and so where a tap lands.
    final class ActionButton: UIButton {
        var titleHeight: CGFloat {
            guard let title = currentTitle, let font = titleLabel?.font else { return 0 }
            return title.boundingRect(
                with: CGSize(width: bounds.width, height: .greatestFiniteMagnitude),
                options: [.usesLineFragmentOrigin], attributes: [NSAttributedString.Key.font: font], context: nil
            ).integral.height
        }
    }

    /// A monospaced stand-in: 10 points a character, 20 a line, wrapping at `maximumWidth`.
    static let monospaced = TextMeasurement { request in
        let count = request.text.count
        let perLine =
            request.maximumWidth.isFinite
            ? max(1, Int(exactly: (request.maximumWidth / 10).rounded(.down)) ?? 1) : max(count, 1)
        var lines = max(1, (count + perLine - 1) / perLine)
        if request.numberOfLines > 0 { lines = min(lines, request.numberOfLines) }
        return CGSize(width: CGFloat(min(count, perLine) * 10), height: CGFloat(lines * 20))
    }

    @Test("boundingRect wraps within the width with .usesLineFragmentOrigin, is one line above the baseline without it")
    func boundingRects() {
        let app = UIApplication(clock: ManualClock())
        app.makeCurrent()
        app.textMeasurement = Self.monospaced
        let font = UIFont.systemFont(ofSize: 15)
        let text = "Delete forever"  // 14 characters
        let wrapped = text.boundingRect(
            with: CGSize(width: 60, height: 1000), options: .usesLineFragmentOrigin, attributes: [.font: font],
            context: nil)
        #expect(wrapped == CGRect(x: 0, y: 0, width: 60, height: 60))
        let oneLine = text.boundingRect(with: CGSize(width: 60, height: 1000), attributes: [.font: font], context: nil)
        #expect(oneLine == CGRect(x: 0, y: -font.ascender, width: 140, height: 20))
        let context = NSStringDrawingContext()
        let truncated = text.boundingRect(
            with: CGSize(width: 60, height: 2.5 * font.lineHeight),
            options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine], attributes: [.font: font], context: context)
        #expect(truncated.height == 40 && context.totalBounds == truncated && context.actualScaleFactor == 1)
        #expect(text.size(withAttributes: [.font: font]) == CGSize(width: 140, height: 20))
        #expect((text as NSString).size(withAttributes: nil) == CGSize(width: 140, height: 20))
        let attributed = NSAttributedString(string: text, attributes: [.font: font])
        #expect(
            attributed.boundingRect(
                with: CGSize(width: 100, height: 100), options: .usesLineFragmentOrigin, context: nil
            ).height == 40)
        #expect(attributed.size() == CGSize(width: 140, height: 20))
    }

    @Test("in the standard model a title's bounding height is its lines times the font's line height, rounded up")
    func standardModel() {
        let app = UIApplication(clock: ManualClock())
        app.makeCurrent()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        let button = ActionButton(frame: CGRect(x: 0, y: 0, width: 74, height: 80))
        button.setTitle("Delete", for: .normal)
        window.addSubview(button)
        let font = UIFont.systemFont(ofSize: 15)
        #expect(button.titleHeight == (font.lineHeight).rounded(.up))
        button.setTitle("Delete this message for good", for: .normal)
        #expect(button.titleHeight > 2 * font.lineHeight)
        // Without a font, string drawing measures in 12 points.
        let plain = "Delete".size(withAttributes: nil)
        #expect(abs(plain.height - UIFont.systemFont(ofSize: 12).lineHeight) < 0.34)
    }
}
