import Foundation

extension UIControl {
    /// The kinds of event a control sends to its targets, with UIKit's raw values.
    ///
    /// Touch events come from the control's own tracking of a finger; `valueChanged` and
    /// `primaryActionTriggered` come from controls with a value or a primary action (`UISwitch`, `UISlider`,
    /// `UIButton`). A target added for several events is sent its action once per event that happens.
    public struct Event: OptionSet, Hashable, Sendable, CustomStringConvertible {
        /// The bits of the option set.
        public let rawValue: UInt

        /// Creates an event set from its bits.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// A finger touched down in the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A finger touched down again in the control: the touch's `tapCount` is greater than one.
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A tracked finger moved while inside the control (its bounds grown by the drag slop).
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// A tracked finger moved while outside the control (beyond the drag slop).
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// A tracked finger came back inside the control.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// A tracked finger left the control, going beyond the drag slop.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// A tracked finger lifted inside the control (its bounds grown by the drag slop).
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A tracked finger lifted outside the control.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The tracked touch was cancelled: a recognizer took it, the control left its window, an interruption.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed (`UISwitch.isOn`, `UISlider.value`).
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action happened: a button's tap, a switch's toggle.
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// A menu action was triggered.
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// Editing began in a text control.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// The text of a text control changed.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Editing ended in a text control.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Editing ended in a text control because the user pressed return.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every editing event.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Bits an application may use for its own events.
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        /// Bits reserved for the framework.
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)

        /// The single events with a name, in bit order.
        static let named: [(event: Event, name: String)] = [
            (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"),
            (.touchDragInside, "touchDragInside"), (.touchDragOutside, "touchDragOutside"),
            (.touchDragEnter, "touchDragEnter"), (.touchDragExit, "touchDragExit"),
            (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"), (.touchCancel, "touchCancel"),
            (.valueChanged, "valueChanged"), (.primaryActionTriggered, "primaryActionTriggered"),
            (.menuActionTriggered, "menuActionTriggered"), (.editingDidBegin, "editingDidBegin"),
            (.editingChanged, "editingChanged"), (.editingDidEnd, "editingDidEnd"),
            (.editingDidEndOnExit, "editingDidEndOnExit"),
        ]

        /// The set split into single-bit events, lowest bit first.
        var singleEvents: [Event] {
            var result: [Event] = []
            var bits = rawValue
            while bits != 0 {
                let lowest = bits & (~bits &+ 1)
                result.append(Event(rawValue: lowest))
                bits &= ~lowest
            }
            return result
        }

        /// The names of the events in the set, lowest bit first; unnamed bits appear in hexadecimal.
        public var names: [String] {
            singleEvents.map { single in
                Event.named.first { $0.event == single }?.name ?? "0x" + String(single.rawValue, radix: 16)
            }
        }

        /// The names of the events in the set: `[touchDown, touchDownRepeat]`.
        public var description: String {
            "[" + names.joined(separator: ", ") + "]"
        }
    }

    /// The states a control can be in, combined: `normal` is the empty set.
    public struct State: OptionSet, Hashable, Sendable {
        /// The bits of the option set.
        public let rawValue: UInt

        /// Creates a state from its bits.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// Enabled, not highlighted, not selected.
        public static let normal = State([])
        /// A tracked finger is inside the control.
        public static let highlighted = State(rawValue: 1 << 0)
        /// The control is disabled.
        public static let disabled = State(rawValue: 1 << 1)
        /// The control is selected.
        public static let selected = State(rawValue: 1 << 2)
        /// The control has the focus.
        public static let focused = State(rawValue: 1 << 3)
        /// Bits an application may use for its own states.
        public static let application = State(rawValue: 0x00FF_0000)
        /// Bits reserved for the framework.
        public static let reserved = State(rawValue: 0xFF00_0000)
    }
}
