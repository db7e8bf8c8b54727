import Foundation
import ResponderKit
import Testing

/// `UIVisualEffectView`: its content view fills it and takes its touches, its subviews go in the content view,
/// and a subview added to the effect view itself gets UIKit's message and lands in the content view
/// (BehaviourContract §2).
@MainActor
@Suite("VisualEffectViewTests")
struct VisualEffectViewTests {
    @Test("§2 a blur's content view fills it and resizes with it: a touch on the blur lands on its content")
    func contentViewTakesTouches() {
        let stage = Stage()
        let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
        blur.frame = CGRect(x: 20, y: 300, width: 280, height: 120)
        stage.window.addSubview(blur)
        blur.contentView.accessibilityIdentifier = "content"
        let button = stage.view("button", CGRect(x: 10, y: 10, width: 80, height: 40), in: blur.contentView)
        #expect(blur.contentView.frame == CGRect(x: 0, y: 0, width: 280, height: 120))
        #expect(blur.subviews.count == 1 && blur.subviews.first === blur.contentView)
        stage.app.touch(.began, at: CGPoint(x: 40, y: 330), time: 0)
        stage.app.touch(.ended, at: CGPoint(x: 40, y: 330), time: 0.1)
        #expect(stage.window.hitTest(CGPoint(x: 200, y: 400), with: nil) === blur.contentView)
        // The blur grows: its content view follows, and so does the content's hit area.
        blur.frame = CGRect(x: 20, y: 300, width: 280, height: 170)
        #expect(blur.contentView.frame == CGRect(x: 0, y: 0, width: 280, height: 170))
        #expect(stage.window.hitTest(CGPoint(x: 200, y: 460), with: nil) === blur.contentView)
        #expect(button.superview === blur.contentView)
        #expect(stage.log.lines == ["button.began[1]", "button.ended[1]"])
    }

    @Test("§2 a subview added to the effect view itself gets UIKit's message and goes to the content view")
    func directSubviewRedirected() {
        let stage = Stage()
        let recorder = stage.app.trace.recorder()
        let blur = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
        blur.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        stage.window.addSubview(blur)
        let badge = stage.view("badge", CGRect(x: 0, y: 0, width: 50, height: 50), in: blur)
        let label = UILabel(frame: CGRect(x: 60, y: 0, width: 50, height: 20))
        blur.insertSubview(label, at: 0)
        blur.bringSubviewToFront(blur.contentView)
        #expect(badge.superview === blur.contentView)
        #expect(
            blur.contentView.subviews.map { $0.accessibilityIdentifier ?? "\(type(of: $0))" } == ["UILabel", "badge"])
        #expect(blur.subviews.count == 1)
        let messages = recorder.events.compactMap { event -> String? in
            if case .consoleMessage(let message) = event { return message }
            return nil
        }
        #expect(
            messages == [
                "<LoggingView> has been added as a subview to <UIVisualEffectView> effect=dark. Do not add subviews "
                    + "directly to the visual effect view itself, instead add them to the -contentView.",
                "<UILabel> has been added as a subview to <UIVisualEffectView> effect=dark. Do not add subviews "
                    + "directly to the visual effect view itself, instead add them to the -contentView.",
            ])
        stage.app.touch(.began, at: CGPoint(x: 10, y: 10), time: 0)
        stage.app.touch(.ended, at: CGPoint(x: 10, y: 10), time: 0.1)
        #expect(stage.log.lines == ["badge.began[1]", "badge.ended[1]"])
    }

    @Test("effects compare by their styles, as UIKit's do, and describe themselves")
    func effectValues() {
        #expect(UIBlurEffect(style: .light).isEqual(UIBlurEffect(style: .light)))
        #expect(!UIBlurEffect(style: .light).isEqual(UIBlurEffect(style: .dark)))
        let vibrancy = UIVibrancyEffect(blurEffect: UIBlurEffect(style: .systemThinMaterial), style: .secondaryLabel)
        #expect(
            vibrancy.isEqual(
                UIVibrancyEffect(blurEffect: UIBlurEffect(style: .systemThinMaterial), style: .secondaryLabel)))
        #expect(!vibrancy.isEqual(UIVibrancyEffect(blurEffect: UIBlurEffect(style: .systemThinMaterial))))
        #expect(
            vibrancy.hash
                == UIVibrancyEffect(blurEffect: UIBlurEffect(style: .systemThinMaterial), style: .secondaryLabel).hash)
        #expect(UIBlurEffect(style: .prominent).description == "<UIBlurEffect: prominent>")
        #expect(vibrancy.description == "<UIVibrancyEffect: vibrancy secondaryLabel over systemThinMaterial>")
        let view = UIVisualEffectView(effect: nil)
        #expect(view.effect == nil)
        view.effect = vibrancy
        #expect(view.effect === vibrancy)
    }
}
