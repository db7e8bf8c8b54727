import Foundation

extension UIView {
    /// What the view's content means for its layout direction (default `.unspecified`).
    ///
    /// `.forceRightToLeft` on a view lays out leading and trailing constraints right to left in it and in the
    /// views below it whose attribute is `.unspecified` — how ResponderKit stands for an app running in Arabic or
    /// Hebrew (UIKit reads the direction from the app's language through the trait collection; set
    /// `.forceRightToLeft` on the window to get the same layout).
    public var semanticContentAttribute: UISemanticContentAttribute {
        get { layoutStorage?.semanticContentAttribute ?? .unspecified }
        set {
            guard newValue != semanticContentAttribute else { return }
            layout.semanticContentAttribute = newValue
            hierarchyRoot.layoutStorage?.engine?.structureChanged()
        }
    }

    /// The direction the view lays out leading and trailing in: its own `semanticContentAttribute` when it forces
    /// one, otherwise the nearest ancestor's that does, otherwise left to right.
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        var view: UIView? = self
        while let current = view {
            switch current.layoutStorage?.semanticContentAttribute ?? .unspecified {
            case .forceRightToLeft: return .rightToLeft
            case .forceLeftToRight, .playback, .spatial: return .leftToRight
            case .unspecified: view = current.storedSuperview
            }
        }
        return .leftToRight
    }

    /// The layout direction for a semantic content attribute: right to left only when it forces it.
    public static func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute)
        -> UIUserInterfaceLayoutDirection
    {
        attribute == .forceRightToLeft ? .rightToLeft : .leftToRight
    }
}
