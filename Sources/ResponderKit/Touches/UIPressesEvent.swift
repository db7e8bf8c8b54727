import Foundation

/// An event that describes the state of physical buttons.
@preconcurrency @MainActor
open class UIPressesEvent: UIEvent {
    var pressList: [UIPress] = []

    /// Every press of the event.
    open var allPresses: Set<UIPress> { Set(pressList) }
}
