// Controls that hide themselves a while after the last touch: delayed performs cancelled and re-armed.
import ResponderKit

final class PlayerControlsView: UIView {
    private(set) var isShowingControls = true
    var log: [String] = []

    func showControls() {
        isShowingControls = true
        log.append("show")
        PlayerControlsView.cancelPreviousPerformRequests(
            withTarget: self, selector: #selector(hideControls), object: nil)
        perform(#selector(hideControls), with: nil, afterDelay: 3)
    }

    @objc func hideControls() {
        isShowingControls = false
        log.append("hide")
    }

    func flash(_ message: String) {
        perform(#selector(showMessage(_:)), with: message, afterDelay: 0.5)
    }

    @objc(showMessageNamed:) func showMessage(_ message: String) {
        log.append("message \(message)")
    }

    /// The selector names UIKit gives, for the test to compare.
    static let hideSelector = #selector(PlayerControlsView.hideControls)
    static let messageSelector = #selector(showMessage(_:))
}
