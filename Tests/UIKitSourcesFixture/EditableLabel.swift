// A label that can become first responder, offers copy but not paste, handles a key command and sends an action up
// the responder chain.
import ResponderKit

final class EditableLabel: UILabel {
    var log: [String] = []

    override var canBecomeFirstResponder: Bool { true }

    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        if action == #selector(copy(_:)) {
            return true
        }
        if action == #selector(paste(_:)) {
            return false
        }
        return super.canPerformAction(action, withSender: sender)
    }

    override var keyCommands: [UIKeyCommand]? {
        [
            UIKeyCommand(input: "c", modifierFlags: .command, action: #selector(copyText)),
            UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: #selector(cancelEditing(_:))),
        ]
    }

    @objc func copyText() {
        log.append("copyText")
    }

    @objc func cancelEditing(_ command: UIKeyCommand) {
        log.append("cancelEditing \(command.input == UIKeyCommand.inputEscape ? "escape" : "?")")
    }

    /// Asks whoever handles "save" up the chain, as `UIApplication.shared.sendAction(…, to: nil, …)` does on iOS.
    @discardableResult
    func requestSave(in application: UIApplication) -> Bool {
        application.sendAction(#selector(DocumentViewController.saveDocument(_:)), to: nil, from: self, for: nil)
    }
}

final class DocumentViewController: UIViewController {
    var saves: [String] = []

    @objc func saveDocument(_ sender: Any?) {
        saves.append("saved from \(sender.map { "\(type(of: $0))" } ?? "nil")")
    }
}
