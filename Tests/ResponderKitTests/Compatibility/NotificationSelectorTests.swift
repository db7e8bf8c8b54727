import Foundation
import ResponderKit
import Testing

/// `NotificationCenter.addObserver(_:selector:name:object:)`, as UIKit code registers for keyboard and app
/// notifications.
@MainActor
@Suite("NotificationSelectorTests")
struct NotificationSelectorTests {
    final class KeyboardWatcher {
        var log: [String] = []
        func keyboardWillShow(_ notification: Notification) {
            let height = (notification.userInfo?["height"] as? Double) ?? -1
            log.append("\(notification.name.rawValue) height \(height)")
        }
    }

    @Test("a selector observer gets each notification posted on the main thread until it is removed")
    func selectorObserver() {
        let center = NotificationCenter()
        let watcher = KeyboardWatcher()
        center.addObserver(
            watcher, selector: Selector(named: "keyboardWillShow:", KeyboardWatcher.keyboardWillShow),
            name: UIResponder.keyboardWillShowNotification, object: nil)
        center.post(name: UIResponder.keyboardWillShowNotification, object: nil, userInfo: ["height": 291.0])
        center.post(name: UIResponder.keyboardWillHideNotification, object: nil)
        center.removeObserver(watcher)
        center.post(name: UIResponder.keyboardWillShowNotification, object: nil, userInfo: ["height": 1.0])
        #expect(watcher.log == ["UIKeyboardWillShowNotification height 291.0"])
    }

    @Test("an observer freed without removing itself gets nothing and nothing crashes")
    func freedObserver() {
        let center = NotificationCenter()
        var watcher: KeyboardWatcher? = KeyboardWatcher()
        weak let freed = watcher
        center.addObserver(
            watcher!, selector: Selector(named: "keyboardWillShow:", KeyboardWatcher.keyboardWillShow),
            name: UIResponder.keyboardWillShowNotification, object: nil)
        watcher = nil
        #expect(freed == nil)
        center.post(name: UIResponder.keyboardWillShowNotification, object: nil)
    }
}
