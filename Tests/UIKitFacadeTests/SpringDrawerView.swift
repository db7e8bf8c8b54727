// Written as an iOS side drawer is written: a tap on the handle springs the drawer open with
// UIView.animate(usingSpringWithDamping:), a tap on the dimming view closes it; both check the presentation layer
// to tell whether the drawer is still moving.
import UIKit

final class SpringDrawerView: UIView {
    let drawer = UIView()
    let dimming = UIView()
    let handle = UIButton(type: .system)
    private(set) var isOpen = false
    private(set) var log: [String] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        dimming.frame = bounds
        dimming.backgroundColor = UIColor.black.withAlphaComponent(0.4)
        dimming.alpha = 0
        dimming.addGestureRecognizer(UITapGestureRecognizer(target: self, action: Self.close))
        addSubview(dimming)
        drawer.frame = CGRect(x: -240, y: 0, width: 240, height: bounds.height)
        drawer.backgroundColor = .white
        addSubview(drawer)
        handle.frame = CGRect(x: 0, y: 40, width: 44, height: 44)
        handle.addTarget(self, action: Self.open, for: .touchUpInside)
        addSubview(handle)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    var drawerOnScreenX: CGFloat {
        (drawer.layer.presentation() ?? drawer.layer).frame.minX
    }

    func open() {
        guard !isOpen else { return }
        isOpen = true
        log.append("open")
        UIView.animate(
            withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.75, initialSpringVelocity: 0.5, options: []
        ) {
            self.drawer.frame.origin.x = 0
            self.dimming.alpha = 1
        } completion: { finished in
            self.log.append("opened \(finished)")
        }
    }

    func close() {
        guard isOpen else { return }
        isOpen = false
        log.append("close")
        UIView.animate(withDuration: 0.25, delay: 0, options: [.curveEaseIn, .beginFromCurrentState]) {
            self.drawer.frame.origin.x = -self.drawer.bounds.width
            self.dimming.alpha = 0
        } completion: { finished in
            self.log.append("closed \(finished)")
        }
    }
}
