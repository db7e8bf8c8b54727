import Foundation

/// How a presented view controller is shown, with UIKit's cases and raw values.
///
/// The style decides the appearance callbacks (BehaviourContract §18): only `.fullScreen` and `.currentContext`
/// take the presenter's view away, so only they give the presenter `viewWillDisappear`/`viewDidDisappear` and,
/// at the dismissal, `viewWillAppear`/`viewDidAppear`. `.automatic`, the default, is a page sheet.
public enum UIModalPresentationStyle: Int, Hashable, Sendable {
    /// The view covers the screen; the presenter's view is removed when the transition ends.
    case fullScreen = 0
    /// A sheet that partly covers the presenter (iOS 13 and later: the presenter stays).
    case pageSheet = 1
    /// A centred sheet (iPad); the presenter stays.
    case formSheet = 2
    /// Over the presenter's context, removing the presenter's view.
    case currentContext = 3
    /// A presentation controller of the app's.
    case custom = 4
    /// Covers the screen; the presenter stays underneath.
    case overFullScreen = 5
    /// Over the presenter's context; the presenter stays underneath.
    case overCurrentContext = 6
    /// A popover (iPad); the presenter stays.
    case popover = 7
    /// No adaptation.
    case none = -1
    /// The system's choice: a page sheet.
    case automatic = -2

    /// Whether this style shows as a sheet in `window`: a page or form sheet (`.automatic` resolves to a page
    /// sheet) where the window's horizontal size class is compact, as on an iPhone in portrait. In a regular-width
    /// window ResponderKit fills the window instead (an iPad's centred sheet is not modelled).
    @MainActor
    func isSheet(in window: UIWindow) -> Bool {
        switch self {
        case .automatic, .pageSheet, .formSheet: return window.traitCollection.horizontalSizeClass != .regular
        default: return false
        }
    }

    /// Whether the presenter's view leaves the window while this style is presented over it.
    var removesPresenterView: Bool { self == .fullScreen || self == .currentContext }
}
