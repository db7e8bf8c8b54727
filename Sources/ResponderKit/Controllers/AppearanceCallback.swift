import Foundation

/// The appearance callback a trace records.
public enum AppearanceCallback: String, Hashable, Sendable, Codable {
    /// `viewWillAppear(_:)`.
    case viewWillAppear
    /// `viewIsAppearing(_:)`.
    case viewIsAppearing
    /// `viewDidAppear(_:)`.
    case viewDidAppear
    /// `viewWillDisappear(_:)`.
    case viewWillDisappear
    /// `viewDidDisappear(_:)`.
    case viewDidDisappear
}
