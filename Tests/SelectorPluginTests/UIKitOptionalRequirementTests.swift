import Foundation
import SelectorRewriting
import Testing

/// Rewrites one file given as text, and gives its text without the `#sourceLocation` line the rewriter puts first.
private func rewritten(_ text: String) -> (body: String, diagnostics: [RewriteDiagnostic]) {
    let output = SelectorRewriter.rewrite(files: [("Card.swift", text)])[0]
    return (String(output.text.drop { $0 != "\n" }.dropFirst()), output.diagnostics)
}

/// Calls of UIKit's optional delegate methods (`delegate?.scrollViewDidScroll?(self)`), which ResponderKit declares
/// with default implementations, lose the `?` that asks whether the method is implemented, when the answer cannot
/// differ from iOS's.
@Suite("UIKitOptionalRequirementTests")
struct UIKitOptionalRequirementTests {
    @Test(
        "a call whose answer cannot differ from iOS's loses its second '?', columns kept",
        arguments: [
            ("delegate?.scrollViewDidScroll?(self)", "delegate?.scrollViewDidScroll (self)"),
            ("delegate.scrollViewDidZoom?(self)", "delegate.scrollViewDidZoom (self)"),
            (
                "delegate?.scrollViewDidEndZooming?(self, with: view, atScale: 2)",
                "delegate?.scrollViewDidEndZooming (self, with: view, atScale: 2)"
            ),
            ("_ = delegate?.viewForZooming?(in: self)", "_ = delegate?.viewForZooming (in: self)"),
            (
                "_ = gestureDelegate?.gestureRecognizerShouldBegin?(pan) ?? true",
                "_ = gestureDelegate?.gestureRecognizerShouldBegin (pan) ?? true"
            ),
            (
                "_ = gestureDelegate?.gestureRecognizer?(pan, shouldRecognizeSimultaneouslyWith: tap) ?? false",
                "_ = gestureDelegate?.gestureRecognizer (pan, shouldRecognizeSimultaneouslyWith: tap) ?? false"
            ),
            (
                "animationDelegate?.animationDidStop?(animation, finished: true)",
                "animationDelegate?.animationDidStop (animation, finished: true)"
            ),
        ])
    func rewritesCall(original: String, expected: String) {
        let result = rewritten("class Card: UIScrollView {\n    func f() { \(original) }\n}\n")
        #expect(result.diagnostics == [])
        #expect(result.body == "class Card: UIScrollView {\n    func f() { \(expected) }\n}\n")
    }

    @Test(
        "a Boolean answer used otherwise than coalesced to ResponderKit's default is refused, saying what to write",
        arguments: [
            ("_ = gestureDelegate?.gestureRecognizerShouldBegin?(pan) ?? false", "gestureRecognizerShouldBegin", true),
            ("if gestureDelegate?.gestureRecognizerShouldBegin?(pan) == true {}", "gestureRecognizerShouldBegin", true),
            (
                "_ = gestureDelegate?.gestureRecognizer?(pan, shouldRecognizeSimultaneouslyWith: tap) ?? true",
                "gestureRecognizer", false
            ),
        ])
    func refusesBooleanUse(source: String, name: String, answer: Bool) {
        let result = rewritten("class Card: UIScrollView {\n    func f() {\n        \(source)\n    }\n}\n")
        #expect(result.diagnostics.count == 1)
        #expect(result.diagnostics.first?.line == 3)
        #expect(
            result.diagnostics.first?.message.hasPrefix(
                "'\(name)' is an optional UIGestureRecognizerDelegate method: on iOS this call answers nil when the "
                    + "delegate does not implement it, and ResponderKit's delegate always answers (\(answer) by default)"
            )
                == true)
    }

    @Test("a method of the module's own @objc protocol of the same name is the module's, not UIKit's")
    func moduleProtocolFirst() {
        let result = rewritten(
            """
            @objc protocol Pager: AnyObject {
                @objc optional func scrollViewDidScroll(_ scrollView: UIScrollView)
            }
            class Card: UIScrollView {
                weak var pager: Pager?
                func f() { pager?.scrollViewDidScroll?(self) }
            }

            """)
        #expect(result.diagnostics == [])
        #expect(result.body.contains("(pager as? any _Pager_scrollViewDidScroll_)?.scrollViewDidScroll(self)"))
    }

    /// ResponderKit's declaration of the four protocols, read from its sources: each `func` requirement, as
    /// `name(labels:)`.
    static func declaredRequirements() throws -> Set<String> {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/ResponderKit")
        var keys: Set<String> = []
        for file in [
            "ScrollViews/UIScrollViewDelegate.swift", "Gestures/UIGestureRecognizerDelegate.swift",
            "Layers/CAAnimationDelegate.swift", "Layers/CALayerDelegate.swift",
        ] {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            // The protocol's body: from its declaration to the first line that closes it.
            guard let start = text.range(of: "public protocol "),
                let end = text.range(of: "\n}", range: start.upperBound..<text.endIndex)
            else { continue }
            let body = text[start.upperBound..<end.lowerBound].replacingOccurrences(of: "\n", with: " ")
            let pattern = try NSRegularExpression(pattern: #"func (\w+)\(([^)]*)\)"#)
            let range = NSRange(body.startIndex..., in: body)
            for match in pattern.matches(in: body, range: range) {
                let name = String(body[Range(match.range(at: 1), in: body)!])
                let parameters = String(body[Range(match.range(at: 2), in: body)!])
                let labels = parameters.split(separator: ",").map { parameter in
                    String(parameter.trimmingCharacters(in: .whitespaces).split(separator: " ")[0].filter { $0 != ":" })
                }
                keys.insert(name + "(" + labels.map { $0 + ":" }.joined() + ")")
            }
        }
        return keys
    }

    @Test("the rewriter's list is every requirement ResponderKit declares in the four delegate protocols")
    func listMatchesResponderKit() throws {
        let declared = try Self.declaredRequirements()
        let listed = Set(UIKitOptionalRequirement.byKey.keys)
        #expect(declared.count >= 20)
        #expect(listed == declared)
    }
}
