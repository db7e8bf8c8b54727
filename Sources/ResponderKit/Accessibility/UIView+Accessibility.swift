import Foundation

extension UIView: UIAccessibilityIdentification {}

/// The accessibility properties set on a view; the ones left nil take the view's default.
final class AccessibilityStorage {
    var isElement: Bool?
    var label: String?
    var value: String?
    var hint: String?
    var traits: UIAccessibilityTraits?
    var frame: CGRect?
    var activationPoint: CGPoint?
    var elements: [Any]?
    var customActions: [UIAccessibilityCustomAction]?
    var elementsHidden: Bool?
}

// UIKit declares the accessibility properties on NSObject (the informal `UIAccessibility` protocol); ResponderKit
// declares them on UIView, the only kind of element it has. The defaults follow Apple's documentation of each
// property, cited beside it.
extension UIView {
    /// The storage, created on the first write.
    var accessibilityStorageForWriting: AccessibilityStorage {
        if let accessibilityStorage { return accessibilityStorage }
        let storage = AccessibilityStorage()
        accessibilityStorage = storage
        return storage
    }

    /// "The default value for this property is false unless the receiver is a standard UIKit control, in which case
    /// the value is true" (https://developer.apple.com/documentation/objectivec/nsobject/1615141-isaccessibilityelement);
    /// labels are elements too, as on iOS.
    var defaultIsAccessibilityElement: Bool {
        self is UIControl || self is UILabel
    }

    /// "The default value for this property is nil unless the receiver is a UIKit control or view, in which case
    /// the value is a label derived from the control's or view's title"
    /// (https://developer.apple.com/documentation/objectivec/nsobject/1615181-accessibilitylabel): a button's current
    /// title, a label's text.
    var defaultAccessibilityLabel: String? {
        if let button = self as? UIButton { return button.currentTitle }
        if let label = self as? UILabel { return label.text }
        return nil
    }

    /// A slider's value as a whole percentage of its range ("50%"), a switch's "1" or "0", as iOS reports them; nil
    /// for other views (https://developer.apple.com/documentation/objectivec/nsobject/1615117-accessibilityvalue).
    var defaultAccessibilityValue: String? {
        if let slider = self as? UISlider {
            let range = slider.maximumValue - slider.minimumValue
            let fraction = range > 0 ? (slider.value - slider.minimumValue) / range : 0
            return "\(Int(exactly: (fraction * 100).rounded()) ?? 0)%"
        }
        if let toggle = self as? UISwitch { return toggle.isOn ? "1" : "0" }
        return nil
    }

    /// "The default value for this property is UIAccessibilityTraitNone unless the receiver is a UIKit control, in
    /// which case the value is the standard set of traits associated with the control"
    /// (https://developer.apple.com/documentation/objectivec/nsobject/1615202-accessibilitytraits): a button is
    /// `.button`, a switch `.button` and `.toggleButton`, a slider `.adjustable`, a label `.staticText`, an image
    /// view `.image`; a disabled control adds `.notEnabled`, a selected one `.selected`.
    var defaultAccessibilityTraits: UIAccessibilityTraits {
        var traits: UIAccessibilityTraits = []
        switch self {
        case is UISlider: traits.insert(.adjustable)
        case is UISwitch: traits.formUnion([.button, .toggleButton])
        case is UIButton: traits.insert(.button)
        case is UILabel: traits.insert(.staticText)
        case is UIImageView: traits.insert(.image)
        default: break
        }
        if let control = self as? UIControl {
            if !control.isEnabled { traits.insert(.notEnabled) }
            if control.isSelected { traits.insert(.selected) }
        }
        return traits
    }

    /// The view's bounds in screen coordinates: "the default value is CGRectZero unless the receiver is a UIKit
    /// element, in which case the value is the frame of the element"
    /// (https://developer.apple.com/documentation/objectivec/nsobject/1615111-accessibilityframe). A view in no
    /// window gives its bounds in its root view's space.
    var defaultAccessibilityFrame: CGRect {
        let inWindow = convert(bounds, to: nil)
        guard let window else { return inWindow }
        return self === window ? inWindow : window.convert(inWindow, to: nil)
    }

    /// "The default activation point is the center of the accessibility element's frame"
    /// (https://developer.apple.com/documentation/objectivec/nsobject/1615179-accessibilityactivationpoint).
    var defaultAccessibilityActivationPoint: CGPoint {
        let frame = accessibilityFrame
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    /// Steps a slider by a tenth of its range in `direction` (+1 or −1) and sends `valueChanged` when the value
    /// changed, as VoiceOver's swipe up and down do; other views do nothing
    /// (https://developer.apple.com/documentation/objectivec/nsobject/1615076-accessibilityincrement).
    func defaultAccessibilityAdjust(by direction: Float) {
        guard let slider = self as? UISlider, slider.isEnabled else { return }
        let before = slider.value
        slider.value = before + direction * (slider.maximumValue - slider.minimumValue) / 10
        if slider.value != before { slider.sendActions(for: .valueChanged) }
    }
}
