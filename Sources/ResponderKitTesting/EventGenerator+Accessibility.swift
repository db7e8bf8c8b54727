import Foundation
import ResponderKit

extension EventGenerator {
    /// Activates an element as VoiceOver's double tap does: `accessibilityActivate()` first; when it returns false (the
    /// default), a tap at the element's `accessibilityActivationPoint`, which must be hittable.
    public func accessibilityActivate(_ target: any EventLocatable) throws {
        try gesture {
            let view = try element(target)
            if view.accessibilityActivate() { return }
            try fingerTap(at: view)
        }
    }

    /// Increments an adjustable element, as VoiceOver's swipe up does (a slider steps by a tenth of its range).
    public func accessibilityIncrement(_ target: any EventLocatable) throws {
        try gesture { try element(target).accessibilityIncrement() }
    }

    /// Decrements an adjustable element, as VoiceOver's swipe down does.
    public func accessibilityDecrement(_ target: any EventLocatable) throws {
        try gesture { try element(target).accessibilityDecrement() }
    }

    /// Performs the element's custom action with `name`, as VoiceOver's actions rotor does; returns its answer.
    @discardableResult
    public func accessibilityPerformCustomAction(named name: String, on target: any EventLocatable) throws -> Bool {
        try gesture {
            let view = try element(target)
            guard let action = view.accessibilityCustomActions?.first(where: { $0.name == name }) else {
                throw EventGeneratorError.invalidArgument(
                    "\(ViewNames.describe(view)) has no custom action \"\(name)\"")
            }
            return action.perform()
        }
    }

    /// The view a target names: a view, a view controller's view, an identifier's or a label's view; a point is the
    /// view hit there.
    private func element(_ target: any EventLocatable) throws -> UIView {
        application.layoutPendingViews()
        switch target {
        case let view as UIView: return view
        case let controller as UIViewController: return controller.view
        case let identifier as String: return try viewWithIdentifier(identifier)
        case let label as AccessibilityLabel: return try viewWithLabel(label.label)
        default:
            let point = try target.resolvedLocation(for: self).point
            guard let view = application.probeHitTest(atScreenPoint: point).view else {
                throw EventGeneratorError.invalidArgument("no view is at \(point)")
            }
            return view
        }
    }
}
