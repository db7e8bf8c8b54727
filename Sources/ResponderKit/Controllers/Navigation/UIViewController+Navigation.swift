import Foundation

extension UIViewController {
    /// The nearest navigation controller among this controller's ancestors (its parent, its parent's parent, …), or
    /// nil; a navigation controller's own is the one that contains it, not itself (BehaviourContract §17).
    public var navigationController: UINavigationController? {
        var ancestor = parent
        while let current = ancestor {
            if let navigation = current as? UINavigationController { return navigation }
            ancestor = current.parent
        }
        return nil
    }
}
