// Written as an iOS custom switch is written: a UIControl whose thumb is a CAShapeLayer moved with an explicit
// CABasicAnimation inside a CATransaction; a tap toggles it and sends .valueChanged.
import QuartzCore
import UIKit

final class ToggleSwitch: UIControl {
    private let track = CAShapeLayer()
    private let thumb = CALayer()
    private(set) var isOn = false
    var animationsFinished = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        track.path = UIBezierPath(roundedRect: bounds, cornerRadius: bounds.height / 2).cgPath
        track.fillColor = UIColor.lightGray.cgColor
        layer.addSublayer(track)
        thumb.frame = CGRect(x: 2, y: 2, width: bounds.height - 4, height: bounds.height - 4)
        thumb.cornerRadius = thumb.bounds.height / 2
        thumb.backgroundColor = UIColor.white.cgColor
        layer.addSublayer(thumb)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    var thumbOnScreenX: CGFloat {
        (thumb.presentation() ?? thumb).position.x
    }

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        setOn(!isOn, animated: true)
        sendActions(for: .valueChanged)
    }

    func setOn(_ on: Bool, animated: Bool) {
        isOn = on
        let x = on ? bounds.width - bounds.height / 2 : bounds.height / 2
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        if animated {
            let move = CABasicAnimation(keyPath: "position.x")
            move.fromValue = thumb.presentation()?.position.x ?? thumb.position.x
            move.toValue = x
            move.duration = 0.2
            move.timingFunction = CAMediaTimingFunction(name: .easeOut)
            CATransaction.setCompletionBlock { [weak self] in self?.animationsFinished += 1 }
            thumb.add(move, forKey: "move")
        }
        thumb.position.x = x
        track.fillColor = on ? UIColor.systemGreen.cgColor : UIColor.lightGray.cgColor
        CATransaction.commit()
    }
}
