import SelectorRewriting
import Testing

/// Rewrites one file given as text.
private func rewrite(_ text: String, path: String = "Card.swift") -> SelectorRewriter.Output {
    SelectorRewriter.rewrite(files: [(path, text)])[0]
}

/// The rewritten text without the `#sourceLocation` line the rewriter puts first.
private func body(_ output: SelectorRewriter.Output) -> String {
    String(output.text.drop { $0 != "\n" }.dropFirst())
}

@Suite("SelectorRewriterTests")
struct SelectorRewriterTests {
    @Test(
        "#selector becomes a Selector with UIKit's name and a call of the method",
        arguments: [
            ("#selector(tap)", "Selector(named: \"tap\", { (target: Card) in target.tap })"),
            ("#selector(tap(_:))", "Selector(named: \"tap:\", { (target: Card) in target.tap(_:) })"),
            ("#selector(Self.tap(_:))", "Selector(named: \"tap:\", { (target: Card) in target.tap(_:) })"),
            (
                "#selector(Card.touched(_:forEvent:))",
                "Selector(named: \"touched:forEvent:\", { (target: Card) in target.touched(_:forEvent:) })"
            ),
            (
                "#selector(tap(sender:))",
                "Selector(named: \"tapWithSender:\", { (target: Card) in target.tap(sender:) })"
            ),
            ("#selector(tap(with:))", "Selector(named: \"tapWith:\", { (target: Card) in target.tap(with:) })"),
            (
                "#selector(UIView.removeFromSuperview)",
                "Selector(named: \"removeFromSuperview\", { (target: UIView) in target.removeFromSuperview })"
            ),
            ("#selector(copy(_:))", "Selector(\"copy:\")"),
        ])
    func selectorMapping(original: String, mapped: String) {
        let output = rewrite("class Card: UIView {\n    func f() { _ = \(original) }\n}\n")
        #expect(output.diagnostics == [])
        #expect(body(output) == "class Card: UIView {\n    func f() { _ = \(mapped) }\n}\n")
    }

    @Test("import os, os.log and os.signpost become import OSLog, keeping the columns when they can")
    func osImports() {
        let output = rewrite(
            "import os\nimport os.log\nimport os.signpost\nimport OSLog\nimport struct os.OSLog\n@testable import os\n")
        #expect(output.diagnostics == [])
        #expect(
            body(output)
                == "import OSLog\nimport OSLog \nimport OSLog      \nimport OSLog\nimport struct os.OSLog\n@testable import OSLog\n"
        )
    }

    @Test("#if os(iOS) reads as true, keeping its columns; other platform conditions keep the host's answer")
    func osIOSConditions() {
        let original = """
            #if os(iOS) || os(tvOS)
            import UIKit
            #elseif os(macOS)
            import AppKit
            #endif
            #if !os( iOS ) && os(Linux)
            let host = "linux"
            #elseif os(iOS) && targetEnvironment(simulator)
            let host = "simulator"
            #endif
            let name = "os(iOS)"

            """
        let output = rewrite(original)
        #expect(output.diagnostics == [])
        #expect(
            body(output) == """
                #if true    || os(tvOS)
                import UIKit
                #elseif os(macOS)
                import AppKit
                #endif
                #if !true      && os(Linux)
                let host = "linux"
                #elseif true    && targetEnvironment(simulator)
                let host = "simulator"
                #endif
                let name = "os(iOS)"

                """)
    }

    @Test("a bare #selector takes the labels and the @objc name of the method the class declares in another file")
    func bareSelectorUsesDeclaration() {
        let outputs = SelectorRewriter.rewrite(files: [
            ("A.swift", "class Card: UIView {\n    func f() { _ = #selector(handle) }\n}\n"),
            (
                "B.swift",
                "extension Card {\n    @objc(handleGesture:) func handle(_ recognizer: UIPanGestureRecognizer) {}\n}\n"
            ),
        ])
        #expect(outputs.flatMap(\.diagnostics) == [])
        #expect(
            body(outputs[0]).contains("Selector(named: \"handleGesture:\", { (target: Card) in target.handle(_:) })"))
        #expect(
            body(outputs[1])
                == "extension Card {\n\(String(repeating: " ", count: 26))func handle(_ recognizer: UIPanGestureRecognizer) {}\n}\n"
        )
    }

    @Test("@objc, @IBOutlet and @objcMembers are blanked out in place, keeping every line and column")
    func attributesBlanked() {
        let output = rewrite(
            "@objcMembers class Card: UIView {\n    @IBOutlet weak var title: UILabel!\n    @objc dynamic var x = 1\n}\n"
        )
        #expect(
            body(output)
                == "             class Card: UIView {\n              weak var title: UILabel!\n          dynamic var x = 1\n}\n"
        )
    }

    @Test("the generated file names the original first, so compiler errors point at it")
    func sourceLocation() {
        let output = rewrite("let x = 1\n", path: "/app/Views/Card.swift")
        #expect(output.text == "#sourceLocation(file: \"/app/Views/Card.swift\", line: 1)\nlet x = 1\n")
    }

    @Test("an optional requirement leaves its protocol for a stand-in that implementing classes adopt")
    func optionalRequirement() {
        let outputs = SelectorRewriter.rewrite(files: [
            (
                "Delegate.swift",
                """
                @objc protocol CardDelegate: AnyObject {
                    @objc optional func cardDidTap(_ card: Card)
                }
                class Card: UIView {
                    weak var delegate: CardDelegate?
                    func tap() { delegate?.cardDidTap?(self) }
                }

                """
            ),
            (
                "Controller.swift",
                "class Controller: UIViewController, CardDelegate {\n    func cardDidTap(_ card: Card) {}\n}\n"
            ),
        ])
        #expect(outputs.flatMap(\.diagnostics) == [])
        #expect(
            body(outputs[0]) == """
                      protocol CardDelegate: AnyObject {
                \(String(repeating: " ", count: 48))
                }
                class Card: UIView {
                    weak var delegate: CardDelegate?
                    func tap() { (delegate as? any _CardDelegate_cardDidTap_)?.cardDidTap(self) }
                }

                #sourceLocation()
                // Generated by the UIKitSources plugin.
                @MainActor protocol _CardDelegate_cardDidTap_: AnyObject { func cardDidTap(_ card: Card) }

                """)
        #expect(body(outputs[1]).hasSuffix("extension Controller: _CardDelegate_cardDidTap_ {}\n"))
    }

    @Test(
        "a construct the plugin cannot map is an error at the original line and column that says what to do",
        arguments: [
            (
                "class Card: UIView {\n    func f() {\n        observe(#selector(getter: isHidden))\n    }\n}\n", 3, 17,
                "#selector(getter: …) names a property accessor, which needs the Objective-C runtime; write a method "
                    + "that reads or sets the property and select it"
            ),
            (
                "struct Model {\n    let s = #selector(tap)\n}\n", 2, 13,
                "#selector(tap) in 'Model', which is not a class: a selector names a method of a class; qualify it, "
                    + "as #selector(MyClass.tap)"
            ),
            (
                "let s = #selector(tap)\n", 1, 9,
                "#selector(tap) outside a class: qualify it with the class, as #selector(MyClass.tap)"
            ),
            (
                "class Card: UIView {\n    let s = #selector(makeAction())\n}\n", 2, 13,
                "#selector(makeAction()) is not a method reference the UIKitSources plugin can map; name the method, "
                    + "as #selector(Type.method(_:))"
            ),
            (
                "@objc protocol CardDelegate {\n    @objc optional var tint: Int { get }\n}\n", 2, 5,
                "an optional property requirement needs the Objective-C runtime; make it an optional method "
                    + "(`@objc optional func value() -> T`) or a required property with a default in an extension"
            ),
            (
                "@objc protocol A { @objc optional func done() }\n@objc protocol B { @objc optional func done() }\n"
                    + "func f(x: AnyObject?) {\n    x?.done?()\n}\n", 4, 5,
                "'done' is an optional requirement of several @objc protocols (A, B); call it through a variable of "
                    + "one protocol's type"
            ),
        ] as [(String, Int, Int, String)])
    func refusals(source: String, line: Int, column: Int, message: String) {
        let output = rewrite(source)
        #expect(
            output.diagnostics == [RewriteDiagnostic(file: "Card.swift", line: line, column: column, message: message)])
    }

    @Test("a diagnostic prints in the compiler's format")
    func diagnosticFormat() {
        let output = rewrite("let s = #selector(tap)\n", path: "/app/Card.swift")
        #expect(
            output.diagnostics.map(\.description) == [
                "/app/Card.swift:1:9: error: #selector(tap) outside a class: qualify it with the class, as "
                    + "#selector(MyClass.tap)"
            ])
    }
}
