import Foundation
import ResponderKit
import Testing

@MainActor
@Suite("FirstResponderTests")
struct FirstResponderTests {
    final class Field: UIView {
        var refusesToResign = false
        override var canBecomeFirstResponder: Bool { true }
        override var canResignFirstResponder: Bool { !refusesToResign }
    }

    static func field(_ name: String, in parent: UIView?) -> Field {
        let field = Field(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        field.accessibilityIdentifier = name
        parent?.addSubview(field)
        return field
    }

    @Test("canBecomeFirstResponder is false by default, so becomeFirstResponder fails")
    func defaultRefuses() {
        let stage = Stage()
        let view = stage.view("plain", CGRect(x: 0, y: 0, width: 10, height: 10))
        let recorder = stage.app.trace.recorder()
        #expect(
            [view.canBecomeFirstResponder, view.becomeFirstResponder(), view.isFirstResponder] == [false, false, false])
        #expect(UIViewController().canBecomeFirstResponder == false)
        #expect(recorder.lines == [])
        #expect(stage.app.leftovers == [])
    }

    @Test("becoming first responder makes the old one resign; resigning leaves none")
    func becomeAndResign() {
        let stage = Stage()
        let a = Self.field("a", in: stage.window)
        let b = Self.field("b", in: stage.window)
        let recorder = stage.app.trace.recorder()
        var log: [String] = []
        log.append("a.become \(a.becomeFirstResponder()) a=\(a.isFirstResponder) b=\(b.isFirstResponder)")
        log.append("b.become \(b.becomeFirstResponder()) a=\(a.isFirstResponder) b=\(b.isFirstResponder)")
        log.append("b.resign \(b.resignFirstResponder()) a=\(a.isFirstResponder) b=\(b.isFirstResponder)")
        #expect(
            log == [
                "a.become true a=true b=false", "b.become true a=false b=true", "b.resign true a=false b=false",
            ])
        // The old first responder resigns before the new one takes over, so the trace shows both steps.
        #expect(
            recorder.lines == [
                "first responder: none -> a", "first responder: a -> none", "first responder: none -> b",
                "first responder: b -> none",
            ])
        #expect(stage.app.leftovers == [])
    }

    @Test("a first responder whose canResignFirstResponder is false keeps the status")
    func canResignFalseBlocks() {
        let stage = Stage()
        let a = Self.field("a", in: stage.window)
        let b = Self.field("b", in: stage.window)
        a.becomeFirstResponder()
        a.refusesToResign = true
        let recorder = stage.app.trace.recorder()
        #expect(
            [b.becomeFirstResponder(), a.resignFirstResponder(), a.isFirstResponder, b.isFirstResponder]
                == [false, false, true, false])
        #expect(recorder.lines == [])
        #expect(stage.app.leftovers == [])
    }

    @Test("a view that is not in a window cannot become first responder")
    func notInWindow() {
        let stage = Stage()
        let loose = Self.field("loose", in: nil)
        let parent = UIView(frame: .zero)
        let nested = Self.field("nested", in: parent)
        #expect(
            [loose.becomeFirstResponder(), nested.becomeFirstResponder(), loose.isFirstResponder] == [
                false, false, false,
            ])
        stage.window.addSubview(parent)
        #expect(nested.becomeFirstResponder())
        #expect(stage.app.leftovers == [])
    }

    @Test(
        "removing the first responder, or an ancestor of it, from the window resigns it",
        arguments: ["itself", "ancestor", "moved to another window"])
    func removalResigns(_ how: String) {
        let stage = Stage()
        let parent = UIView(frame: .zero)
        stage.window.addSubview(parent)
        let a = Self.field("a", in: parent)
        a.becomeFirstResponder()
        let recorder = stage.app.trace.recorder()
        switch how {
        case "itself": a.removeFromSuperview()
        case "ancestor": parent.removeFromSuperview()
        default:
            let other = UIWindow(frame: stage.window.frame, application: stage.app)
            other.isHidden = false
            other.addSubview(a)
        }
        #expect(recorder.lines == ["first responder: a -> none"])
        #expect(a.isFirstResponder == false)
        #expect(stage.app.leftovers == [])
    }

    @Test("moving the first responder within its window keeps it first responder")
    func moveWithinWindowKeeps() {
        let stage = Stage()
        let a = Self.field("a", in: stage.window)
        a.becomeFirstResponder()
        let recorder = stage.app.trace.recorder()
        let other = UIView(frame: .zero)
        stage.window.addSubview(other)
        other.addSubview(a)
        #expect(recorder.lines == [])
        #expect(a.isFirstResponder)
        #expect(stage.app.leftovers == [])
    }
}
