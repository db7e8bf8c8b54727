// A view controller with an inactivity timer, written as on iOS in a file that imports Foundation and Dispatch
// beside UIKit: its `Timer`, `DispatchQueue` and `DispatchTime` must be the application's clock's.
import Dispatch
import Foundation
import QuartzCore
import UIKit

final class ResetTimerViewController: UIViewController {
    private var inactivityTimer: Timer?
    private(set) var events: [String] = []
    private var lastTouch = DispatchTime.now()

    override func viewDidLoad() {
        super.viewDidLoad()
        restartTimer()
    }

    func restartTimer() {
        inactivityTimer?.invalidate()
        inactivityTimer = Timer.scheduledTimer(
            timeInterval: 1, target: self, selector: Selector(Self.inactive), userInfo: nil, repeats: false)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        lastTouch = .now()
        restartTimer()
        DispatchQueue.main.async { [weak self] in
            self?.events.append("touched")
        }
    }

    func inactive() {
        let idle = Double(DispatchTime.now().uptimeNanoseconds - lastTouch.uptimeNanoseconds) / 1e9
        events.append("inactive after \(idle) s")
    }
}
