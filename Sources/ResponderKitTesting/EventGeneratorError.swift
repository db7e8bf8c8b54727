import Foundation
import ResponderKit

/// Why the event generator could not do what it was asked; each error's `description` says it in a sentence.
public enum EventGeneratorError: Error, CustomStringConvertible, Equatable {
    /// The application does not run on a ``ResponderKit/ManualClock``: gestures need time that moves only when told.
    case applicationIsNotOnManualClock
    /// The view is in no window.
    case viewIsNotInHierarchy(String)
    /// The target cannot receive the touch: the explanation names the view that would and why.
    case viewIsNotHittable(HittabilityReport)
    /// No view has the accessibility identifier.
    case unableToFindView(identifier: String)
    /// No view has the accessibility label.
    case unableToFindElement(label: String)
    /// The view with the identifier is not of the expected type.
    case invalidViewType(identifier: String, type: String, expected: String)
    /// The finger is already down.
    case touchForFingerAlreadyExists(index: FingerIndex)
    /// The finger is not down.
    case touchForFingerDoesNotExist(index: FingerIndex)
    /// Every finger is down.
    case fingerLimitReached(limit: Int)
    /// A gesture got a different number of fingers than it needs.
    case invalidFingerCount(count: Int, expected: Int)
    /// The stylus is already down.
    case touchForStylusAlreadyExists
    /// The stylus is not down.
    case touchForStylusDoesNotExist
    /// A duration, distance, velocity or location that is NaN, infinite or out of range.
    case invalidArgument(String)
    /// The character has no key.
    case unknownKeyForCharacter(Character)
    /// A wait stopped before its condition held.
    case waitFailed(WaitOutcome)

    /// A sentence saying what went wrong.
    public var description: String {
        switch self {
        case .applicationIsNotOnManualClock:
            "the application does not run on a ManualClock: create it with UIApplication(clock: ManualClock())"
        case .viewIsNotInHierarchy(let view): "\(view) is in no window"
        case .viewIsNotHittable(let report): report.description
        case .unableToFindView(let identifier):
            "no view has the accessibility identifier \"\(identifier)\""
        case .unableToFindElement(let label): "no accessibility element has the label \"\(label)\""
        case .invalidViewType(let identifier, let type, let expected):
            "the view \"\(identifier)\" is a \(type), not a \(expected)"
        case .touchForFingerAlreadyExists(let index): "finger \(index) is already down"
        case .touchForFingerDoesNotExist(let index): "finger \(index) is not down"
        case .fingerLimitReached(let limit): "all \(limit) fingers are down"
        case .invalidFingerCount(let count, let expected): "the gesture needs \(expected) finger(s), not \(count)"
        case .touchForStylusAlreadyExists: "the stylus is already down"
        case .touchForStylusDoesNotExist: "the stylus is not down"
        case .invalidArgument(let message): message
        case .unknownKeyForCharacter(let character): "no key types \"\(character)\""
        case .waitFailed(let outcome): "the wait stopped: \(outcome)"
        }
    }
}
