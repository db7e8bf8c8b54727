import Foundation
import Testing
import UIKit

/// What deinitializers report. A deinit is nonisolated, as on iOS, so it writes where any thread may.
final class DeinitRecorder: @unchecked Sendable {
    var lines: [String] = []
}

/// A delegate protocol declared as many iOS apps declare theirs.
@MainActor
protocol DrawerDelegate: NSObjectProtocol {
    func drawerDidOpen(_ drawer: DrawerView)
}

final class DrawerView: UIView {
    weak var delegate: DrawerDelegate?
    var recorder: DeinitRecorder?
    var timer: Timer?

    deinit {
        timer?.invalidate()
        recorder?.lines.append("drawer")
    }

    func open() {
        delegate?.drawerDidOpen(self)
    }
}

final class DrawerController: UIViewController, DrawerDelegate {
    var opened: [String] = []
    func drawerDidOpen(_ drawer: DrawerView) {
        opened.append("\(drawer.frame.width)")
    }
}

/// A scroll view subclass with a plain deinit, as zooming image views have.
final class ZoomingImageView: UIScrollView {
    var recorder: DeinitRecorder?

    deinit {
        recorder?.lines.append("zooming")
    }
}

@MainActor
@Suite("ObjectModelTests")
struct ObjectModelTests {
    @Test("recognizers compare by identity with ==, and are Set members and Dictionary keys")
    func recognizerIdentity() {
        let pan = UIPanGestureRecognizer()
        let tap = UITapGestureRecognizer()
        let recognizers: [UIGestureRecognizer] = [pan, tap, pan]
        #expect(recognizers.map { $0 == pan } == [true, false, true])
        #expect(Set(recognizers).count == 2)
        var names: [UIGestureRecognizer: String] = [pan: "pan"]
        names[tap] = "tap"
        #expect(recognizers.map { names[$0] ?? "?" } == ["pan", "tap", "pan"])
        #expect(pan != UIPanGestureRecognizer())
    }

    @Test("isEqual(_:) and hash are identity, as NSObject's, for views, controllers and recognizers")
    func isEqualAndHash() {
        let view = UIView()
        let controller = UIViewController()
        let recognizer = UITapGestureRecognizer()
        let objects: [NSObject] = [view, controller, recognizer]
        #expect(objects.map { $0.isEqual($0) } == [true, true, true])
        #expect(objects.map { $0.isEqual(UIView()) } == [false, false, false])
        #expect(objects.map { $0.hash == $0.hash } == [true, true, true])
        #expect(view.hash == ObjectIdentifier(view).hashValue)
    }

    @Test("an overridden description is what string interpolation and String(describing:) print")
    func describedCard() {
        let card = CardSwipeView(title: "Q", frame: .zero)
        #expect("\(card)" == "<CardSwipeView Q>")
        #expect(String(describing: card) == "<CardSwipeView Q>")
        #expect(card.description == "<CardSwipeView Q>")
    }

    @Test("a delegate declared NSObjectProtocol is a view controller, held weakly")
    func objectProtocolDelegate() {
        let drawer = DrawerView(frame: CGRect(x: 0, y: 0, width: 240, height: 10))
        var controller: DrawerController? = DrawerController()
        drawer.delegate = controller
        drawer.open()
        #expect(controller?.opened == ["240.0"])
        #expect(drawer.delegate?.isEqual(controller) == true)
        controller = nil
        #expect(drawer.delegate == nil)
    }

    @Test("subclasses of UIView and UIScrollView with a plain deinit run it when freed")
    func plainDeinit() {
        let stage = FacadeStage()
        let recorder = DeinitRecorder()
        var drawer: DrawerView? = DrawerView(frame: .zero)
        var zooming: ZoomingImageView? = ZoomingImageView(frame: .zero)
        drawer?.recorder = recorder
        drawer?.timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in }
        zooming?.recorder = recorder
        zooming?.addSubview(drawer!)
        stage.window.addSubview(zooming!)
        drawer = nil
        zooming?.removeFromSuperview()
        zooming = nil
        #expect(recorder.lines == ["zooming", "drawer"])
        #expect(stage.app.leftovers == [])
    }

    @Test("awakeFromNib is open on views and view controllers, and does nothing by default")
    func awakeFromNib() {
        let card = CardSwipeView(title: "N", frame: .zero)
        card.awakeFromNib()
        UIViewController().awakeFromNib()
        #expect(card.log == ["awakeFromNib"])
    }
}
