import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// The worked example of the article "Testing your UIKit code on Linux"
// (Sources/ResponderKitTesting/ResponderKitTesting.docc/TestingUIKitCodeOnLinux.md). Each of its code blocks is in
// this file line for line, as `everyCodeBlockIsHere` checks.

final class PhotoScreen: UIViewController {
    let photo = UIImageView(frame: CGRect(x: 0, y: 0, width: 320, height: 320))
    let like = UIButton(frame: CGRect(x: 20, y: 340, width: 120, height: 44))
    var likes = 0
    var zoom: CGFloat = 1

    override func viewDidLoad() {
        photo.isUserInteractionEnabled = true
        photo.accessibilityIdentifier = "photo"
        let doubleTap = UITapGestureRecognizer { [unowned self] _ in likes += 1 }
        doubleTap.numberOfTapsRequired = 2
        photo.addGestureRecognizer(doubleTap)
        photo.addGestureRecognizer(
            UIPinchGestureRecognizer { [unowned self] recognizer in
                if recognizer.state == .ended, let pinch = recognizer as? UIPinchGestureRecognizer {
                    zoom *= pinch.scale
                }
            })
        like.setTitle("Like", for: .normal)
        like.addAction(UIAction { [unowned self] _ in likes += 1 }, for: .touchUpInside)
        view.addSubview(photo)
        view.addSubview(like)
    }
}

@MainActor
@Suite struct TestingArticleTests {
    @Test("the article's worked example: taps, a pinch, a hittability report, an exact wait, the outcome")
    func workedExample() throws {
        let screen = PhotoScreen()
        let generator = try EventGenerator(viewController: screen)
        try generator.fingerDoubleTap(at: "photo")
        try generator.fingerTap(at: AccessibilityLabel("Like"))
        try generator.fingerPinch(at: "photo", fromDistance: 50, toDistance: 150, duration: 0.3)
        #expect(screen.likes == 2)
        #expect(abs(screen.zoom - 3) < 0.01)
        #expect(generator.application.leftovers == [])

        let cover = UIView(frame: CGRect(x: 0, y: 300, width: 320, height: 100))
        cover.accessibilityIdentifier = "toast"
        screen.view.addSubview(cover)
        #expect(throws: EventGeneratorError.self) { try generator.fingerTap(at: AccessibilityLabel("Like")) }
        let report = try #require(
            generator.hittabilityReport(for: screen.like, at: screen.like.accessibilityActivationPoint))
        #expect(
            report.description.hasSuffix(
                "it is covered by \"toast\" (UIView); \"toast\" (UIView) would receive the touch"))

        DispatchQueue.main.asyncAfter(deadline: .now() + 0.4) { cover.removeFromSuperview() }
        let outcome = try generator.wait(until: { generator.viewIsHittable(screen.like) }, timeout: 2)
        #expect(outcome == .conditionMet(after: 0.4))

        try generator.fingerTap(at: screen.like)
        #expect(generator.lastGestureActions.contains("UIButton sends touchUpInside"))
        #expect(generator.viewTree().contains("UIButton frame=(20 340; 120 44) label=\"Like\" traits=[button]"))
    }

    @Test("every code block of the article is in this file, line for line")
    func everyCodeBlockIsHere() throws {
        let here = URL(fileURLWithPath: #filePath)
        let source = try String(contentsOf: here, encoding: .utf8)
        let article = here.deletingLastPathComponent().appendingPathComponent(
            "../../Sources/ResponderKitTesting/ResponderKitTesting.docc/TestingUIKitCodeOnLinux.md")
        let text = try String(contentsOf: article.standardized, encoding: .utf8)
        let blocks = text.components(separatedBy: "```swift\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
        #expect(blocks.count == 5)
        let sourceLines = source.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        for block in blocks {
            let lines = block.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            let found = sourceLines.indices.contains { start in
                start + lines.count <= sourceLines.count && Array(sourceLines[start..<start + lines.count]) == lines
            }
            #expect(found, "not in TestingArticleTests.swift:\n\(block)")
        }
    }
}
