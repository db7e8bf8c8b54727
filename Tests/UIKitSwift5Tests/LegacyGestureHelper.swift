// Code as iOS apps written before Swift concurrency have it, compiled in Swift 5 language mode: classes that are
// not marked @MainActor (an NSObject helper, a plain model object) and free functions create and configure views,
// implement delegate methods and read recognizers. iOS imports UIKit as @preconcurrency, so none of this is an
// error there, and it must not be one here.
import Foundation
import UIKit

/// A recognizer delegate that is not a view or view controller: a plain NSObject, nonisolated.
class SwipeGestureHelper: NSObject, UIGestureRecognizerDelegate {
    let view: UIView
    var log: [String] = []
    private var pan: UIPanGestureRecognizer!

    init(view: UIView) {
        self.view = view
        super.init()
        pan = UIPanGestureRecognizer(target: self, action: Self.handlePan)
        pan.delegate = self
        view.addGestureRecognizer(pan)
    }

    func handlePan(_ recognizer: UIPanGestureRecognizer) {
        let translation = recognizer.translation(in: view)
        log.append("pan \(recognizer.state) \(Int(translation.x))")
        if recognizer.state == .ended {
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.25) {
                self.view.transform = .identity
                self.log.append("reset")
            }
        }
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        let location = touch.location(in: view)
        return location.x < view.bounds.width / 2
    }
}

/// A free function building a view, as factories and helpers do.
func makeHandle(width: CGFloat) -> UIView {
    let handle = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 5))
    handle.isUserInteractionEnabled = false
    handle.backgroundColor = .gray
    return handle
}

/// A model object that drives a view it does not own.
final class SheetModel {
    weak var sheet: UIView?
    var isExpanded = false {
        didSet { sheet?.frame.origin.y = isExpanded ? 100 : 400 }
    }
}

/// A scroll view subclass with a plain deinit and an overridden description.
class ZoomingScrollView: UIScrollView {
    static var freed: [String] = []
    var name = "zoom"

    deinit {
        ZoomingScrollView.freed.append(name)
    }

    override var description: String {
        "ZoomingScrollView(\(name))"
    }
}
