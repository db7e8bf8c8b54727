import Foundation

/// An object that has an identifier for UI tests to find it by, as UIKit's `UIAccessibilityIdentification`
/// (https://developer.apple.com/documentation/uikit/uiaccessibilityidentification).
@preconcurrency @MainActor
public protocol UIAccessibilityIdentification: AnyObject {
    /// A string that identifies the element; users never hear it.
    var accessibilityIdentifier: String? { get set }
}
