import Foundation
import ResponderKit
import Testing

@MainActor
@Suite("UIControlEventTests")
struct UIControlEventTests {
    @Test(
        "control events and states have UIKit's raw values",
        arguments: [
            (UIControl.Event.touchDown, UInt(1)), (.touchDownRepeat, 2), (.touchDragInside, 4), (.touchDragOutside, 8),
            (.touchDragEnter, 16), (.touchDragExit, 32), (.touchUpInside, 64), (.touchUpOutside, 128),
            (.touchCancel, 256), (.valueChanged, 4096), (.primaryActionTriggered, 8192),
            (.menuActionTriggered, 16384), (.editingDidBegin, 65536), (.editingChanged, 131_072),
            (.editingDidEnd, 262_144), (.editingDidEndOnExit, 524_288), (.allTouchEvents, 0xFFF),
            (.allEditingEvents, 0xF_0000), (.applicationReserved, 0x0F00_0000), (.systemReserved, 0xF000_0000),
            (.allEvents, 0xFFFF_FFFF),
        ])
    func rawValues(event: UIControl.Event, rawValue: UInt) {
        #expect(event.rawValue == rawValue)
    }

    @Test("control states have UIKit's raw values")
    func stateRawValues() {
        #expect(
            [UIControl.State.normal, .highlighted, .disabled, .selected, .focused, .application, .reserved].map(
                \.rawValue)
                == [0, 1, 2, 4, 8, 0x00FF_0000, 0xFF00_0000])
    }

    @Test("an event set describes itself by its events' names, lowest bit first")
    func description() {
        #expect(UIControl.Event([.touchUpInside, .touchDown]).description == "[touchDown, touchUpInside]")
        #expect(UIControl.Event(rawValue: 1 << 24).description == "[0x1000000]")
    }
}
