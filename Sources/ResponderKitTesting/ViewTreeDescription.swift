import Foundation
import ResponderKit

/// A text picture of a view tree, one line per view, indented by depth, like UIKit's `recursiveDescription`: each
/// view's type and identifier, frame, the state that decides where touches go, its accessibility, and its gesture
/// recognizers with their states.
///
/// ```
/// UIWindow frame=(0 0; 320 480)
///   UIButton "buy" frame=(20 40; 120 44) label="Buy" traits=[button] highlighted
///     gestures: UITapGestureRecognizer(possible)
///   UIView "overlay" frame=(0 0; 320 480) alpha=0.5 userInteraction=off
/// ```
public struct ViewTreeDescription: Hashable, Sendable, CustomStringConvertible {
    /// The lines, one per view (and one per view's gesture recognizers), indented two spaces per level.
    public var lines: [String]

    /// The tree as text.
    public var description: String { lines.joined(separator: "\n") }

    /// Whether some line contains `text`: `#expect(tree.contains("\"buy\" (UIButton)"))`.
    public func contains(_ text: String) -> Bool {
        lines.contains { $0.contains(text) }
    }

    /// The line of the view with the accessibility identifier, without its indentation.
    public func line(for identifier: String) -> String? {
        lines.first { $0.contains(" \"\(identifier)\" ") || $0.hasSuffix(" \"\(identifier)\"") }?
            .trimmingCharacters(in: .whitespaces)
    }

    /// Describes `root` and everything below it.
    @MainActor
    public init(_ root: UIView) {
        var lines: [String] = []
        func visit(_ view: UIView, depth: Int) {
            let indent = String(repeating: "  ", count: depth)
            lines.append(indent + Self.describe(view))
            if let recognizers = view.gestureRecognizers, !recognizers.isEmpty {
                let names = recognizers.map { recognizer in
                    let type = String(describing: Swift.type(of: recognizer))
                    return "\(type)(\(recognizer.state)\(recognizer.isEnabled ? "" : ", disabled"))"
                }
                lines.append(indent + "  gestures: " + names.joined(separator: ", "))
            }
            for subview in view.subviews { visit(subview, depth: depth + 1) }
        }
        visit(root, depth: 0)
        self.lines = lines
    }

    @MainActor
    private static func describe(_ view: UIView) -> String {
        var parts = [String(describing: type(of: view))]
        if let identifier = view.accessibilityIdentifier { parts.append("\"\(identifier)\"") }
        let frame = view.frame
        parts.append(
            "frame=(\(ViewNames.number(frame.minX)) \(ViewNames.number(frame.minY)); "
                + "\(ViewNames.number(frame.width)) \(ViewNames.number(frame.height)))")
        if let scroll = view as? UIScrollView {
            parts.append(
                "contentOffset=(\(ViewNames.number(scroll.contentOffset.x)) \(ViewNames.number(scroll.contentOffset.y)))"
            )
        }
        if view.isHidden { parts.append("hidden") }
        if view.alpha < 1 { parts.append("alpha=\(ViewNames.number(view.alpha))") }
        if !view.isUserInteractionEnabled { parts.append("userInteraction=off") }
        if view.isAccessibilityElement {
            if let label = view.accessibilityLabel { parts.append("label=\"\(label)\"") }
            if let value = view.accessibilityValue { parts.append("value=\"\(value)\"") }
            let traits = traitNames(view.accessibilityTraits)
            if !traits.isEmpty { parts.append("traits=[\(traits.joined(separator: ", "))]") }
        }
        if let control = view as? UIControl {
            if !control.isEnabled { parts.append("disabled") }
            if control.isSelected { parts.append("selected") }
            if control.isHighlighted { parts.append("highlighted") }
        }
        if let slider = view as? UISlider { parts.append("sliderValue=\(ViewNames.number(CGFloat(slider.value)))") }
        if view.isFirstResponder { parts.append("firstResponder") }
        return parts.joined(separator: " ")
    }

    private static func traitNames(_ traits: UIAccessibilityTraits) -> [String] {
        let named: [(UIAccessibilityTraits, String)] = [
            (.button, "button"), (.link, "link"), (.image, "image"), (.selected, "selected"),
            (.staticText, "staticText"), (.notEnabled, "notEnabled"), (.adjustable, "adjustable"),
            (.header, "header"), (.toggleButton, "toggleButton"), (.searchField, "searchField"),
            (.keyboardKey, "keyboardKey"), (.updatesFrequently, "updatesFrequently"),
        ]
        return named.compactMap { traits.contains($0.0) ? $0.1 : nil }
    }
}

extension EventGenerator {
    /// The generator's window's view tree, after the layout pass.
    public func viewTree() -> ViewTreeDescription {
        application.layoutPendingViews()
        return ViewTreeDescription(window)
    }

    /// The last gesture's trace, one line per event, as `DispatchTrace` prints them.
    public var lastGestureLines: [String] {
        lastGestureTrace.compactMap { $0.text() }
    }

    /// The last gesture's recognizer transitions, in order: `"tap: possible -> ended"`, reasons left out.
    public var lastGestureTransitions: [String] {
        lastGestureTrace.compactMap { event in
            guard case .recognizerTransition(let recognizer, let from, let to, _) = event, from != to else {
                return nil
            }
            return "\(recognizer): \(from) -> \(to)"
        }
    }

    /// The last gesture's actions and control events, in order: `"action tapped -> controller"`,
    /// `"slider sends valueChanged"`.
    public var lastGestureActions: [String] {
        lastGestureTrace.compactMap { event in
            switch event {
            case .actionSent, .controlEvents: event.text()
            default: nil
            }
        }
    }
}
