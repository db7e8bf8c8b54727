// A scroll view that is its own delegate and forwards the callbacks to an outside delegate, as zoomable image views
// do: UIKit's optional delegate methods called with `?`, "if implemented".
import ResponderKit

final class ForwardingScrollView: UIScrollView, UIScrollViewDelegate {
    weak var forwardDelegate: UIScrollViewDelegate?

    override init(frame: CGRect) {
        super.init(frame: frame)
        delegate = self
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        forwardDelegate?.scrollViewWillBeginDragging?(scrollView)
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        forwardDelegate?.scrollViewDidEndDragging?(scrollView, willDecelerate: decelerate)
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        forwardDelegate?.scrollViewDidEndDecelerating?(scrollView)
    }

    func viewForZooming(in scrollView: UIScrollView) -> UIView? {
        return forwardDelegate?.viewForZooming?(in: scrollView) ?? subviews.first
    }

    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
        return forwardDelegate?.scrollViewShouldScrollToTop?(scrollView) ?? true
    }
}
