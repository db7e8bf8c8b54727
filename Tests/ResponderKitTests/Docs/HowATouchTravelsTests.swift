import Foundation
import ResponderKit
import Testing

/// The article "How a touch travels" names files and functions: each must exist where it says, so the page
/// stays true when code moves; and its third path behaves as it tells.
@MainActor
@Suite("HowATouchTravelsTests")
struct HowATouchTravelsTests {
    /// A reference in the article: `Path/File.swift` · `Type.function(labels)`.
    struct Reference: CustomStringConvertible {
        let file: String
        let type: String
        let function: String
        var description: String { "\(file) · \(type).\(function)" }
    }

    static let moduleRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/ResponderKit")

    static func references() throws -> [Reference] {
        let article = try String(
            contentsOf: moduleRoot.appendingPathComponent("ResponderKit.docc/HowATouchTravels.md"), encoding: .utf8)
        // Joined, since a reference may wrap at the end of a line.
        let text = article.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "  ", with: " ")
        let pattern = try NSRegularExpression(pattern: #"`([A-Za-z/+]+\.swift)` · `(\w+)\.(\w+)\("#)
        let range = NSRange(text.startIndex..., in: text)
        return pattern.matches(in: text, range: range).map { match in
            func group(_ index: Int) -> String { String(text[Range(match.range(at: index), in: text)!]) }
            return Reference(file: group(1), type: group(2), function: group(3))
        }
    }

    @Test("every function the article names is declared, on the type it names, in the file it names")
    func namedFunctionsExist() throws {
        let references = try Self.references()
        #expect(references.count >= 30, "the article's references were not found: \(references.count)")
        for reference in references {
            let url = Self.moduleRoot.appendingPathComponent(reference.file)
            guard let source = try? String(contentsOf: url, encoding: .utf8) else {
                Issue.record("\(reference): no such file")
                continue
            }
            let declaresFunction =
                source.contains("func \(reference.function)(") || source.contains("func \(reference.function)<")
            #expect(declaresFunction, "\(reference): no such function in the file")
            let declaresType = ["class", "struct", "enum", "extension"].contains { keyword in
                source.contains("\(keyword) \(reference.type) ") || source.contains("\(keyword) \(reference.type):")
                    || source.contains("\(keyword) \(reference.type)<")
            }
            #expect(declaresType, "\(reference): the file neither declares nor extends \(reference.type)")
        }
    }

    final class LoggingButton: UIControl {
        var log: EventLog?
        var clock: ManualClock?
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            log?.add("button began at \(clock.map { String(format: "%.2f", $0.now) } ?? "?")")
            super.touchesBegan(touches, with: event)
        }
    }

    @Test("the third path: a touch on a button in a scroll view reaches it when the 0.15 s content delay ends")
    func heldTouchReleasedByTimer() {
        let log = EventLog()
        let clock = ManualClock()
        let app = UIApplication(clock: clock)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        window.makeKeyAndVisible()
        let scrollView = UIScrollView(frame: window.bounds)
        scrollView.contentSize = CGSize(width: 320, height: 2000)
        window.addSubview(scrollView)
        let button = LoggingButton(frame: CGRect(x: 20, y: 20, width: 100, height: 44))
        button.log = log
        button.clock = clock
        scrollView.addSubview(button)
        app.touch(.began, at: CGPoint(x: 40, y: 40), time: 1)
        clock.advance(to: 1.1)
        log.add("at 1.10")
        clock.advance(to: 1.2)
        #expect(log.lines == ["at 1.10", "button began at 1.15"])
    }
}
