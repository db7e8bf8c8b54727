import Foundation
import ResponderKit

extension SceneAssembly {
    /// Applies every view's Auto Layout settings and makes its constraints, once every view and view controller
    /// is made: `translatesAutoresizingMaskIntoConstraints`, `layoutMargins`, then each constraint as the anchor
    /// API makes it, activated unless the file says `active: false`. Windows get their safe-area insets first.
    ///
    /// A constraint between views with no common ancestor is the error UIKit raises on activation, at the
    /// constraint's line.
    func makeConstraints() throws(SceneFileError) {
        for (spec, window) in zip(scene.windows, windows) {
            if let insets = spec.safeAreaInsets { window.simulatedSafeAreaInsets = Self.edgeInsets(insets) }
            try makeConstraints(of: spec.view)
        }
        for spec in scene.views where spec.layout != nil { try makeConstraints(of: spec) }
    }

    private func makeConstraints(of spec: Scene.View) throws(SceneFileError) {
        guard let layout = spec.layout, let view = views[spec.id] else { return }
        if !(view is UIWindow) {
            view.translatesAutoresizingMaskIntoConstraints = layout.translatesAutoresizingMask
        }
        if let margins = layout.layoutMargins { view.layoutMargins = Self.edgeInsets(margins) }
        for declared in layout.constraints {
            let second = try item(for: declared, of: view, spec: spec)
            let constraint = NSLayoutConstraint(
                item: view, attribute: Self.attribute(declared.anchor), relatedBy: Self.relation(declared.relation),
                toItem: second, attribute: declared.target.map { Self.attribute($0.anchor) } ?? .notAnAttribute,
                multiplier: CGFloat(declared.multiplier), constant: CGFloat(declared.constant))
            constraint.priority = UILayoutPriority(declared.priority)
            constraint.identifier = declared.identifier
            if declared.isActive { constraint.isActive = true }
            constraints.append((constraint, location(declared.location ?? spec.location)))
        }
    }

    /// The second item of a declared constraint: a view, or one of its guides; nil for a constant.
    private func item(for declared: Scene.Constraint, of view: UIView, spec: Scene.View) throws(SceneFileError)
        -> AnyObject?
    {
        guard let target = declared.target else { return nil }
        let place = location(declared.location ?? spec.location)
        let owner: UIView
        if let id = target.view {
            guard let named = views[id] else {
                throw SceneFileError(
                    .missingReference, at: place, "constraint target '\(target.written)' names no view of the scene")
            }
            owner = named
        } else {
            guard let superview = view.superview else {
                throw SceneFileError(
                    .missingReference, at: place,
                    "constraint '\(target.written)' of '\(spec.id)': the view has no superview")
            }
            owner = superview
        }
        guard Self.haveCommonAncestor(view, owner) else {
            throw SceneFileError(
                .invalidValue, at: place,
                "Unable to activate constraint with anchors '\(spec.id).\(declared.anchor.rawValue)' and "
                    + "'\(target.written)' because they have no common ancestor (they are in different windows "
                    + "or trees), which UIKit raises on")
        }
        switch target.guide {
        case nil: return owner
        case .safeArea: return owner.safeAreaLayoutGuide
        case .margins: return owner.layoutMarginsGuide
        case .readableContent: return owner.readableContentGuide
        }
    }

    /// Whether the two views are in one tree.
    private static func haveCommonAncestor(_ first: UIView, _ second: UIView) -> Bool {
        var ancestors: Set<ObjectIdentifier> = []
        var view: UIView? = first
        while let current = view {
            ancestors.insert(ObjectIdentifier(current))
            view = current.superview
        }
        view = second
        while let current = view {
            if ancestors.contains(ObjectIdentifier(current)) { return true }
            view = current.superview
        }
        return false
    }

    static func edgeInsets(_ insets: Scene.Insets) -> UIEdgeInsets {
        UIEdgeInsets(
            top: CGFloat(insets.top), left: CGFloat(insets.left), bottom: CGFloat(insets.bottom),
            right: CGFloat(insets.right))
    }

    static func attribute(_ anchor: Scene.Constraint.Anchor) -> NSLayoutConstraint.Attribute {
        switch anchor {
        case .leading: .leading
        case .trailing: .trailing
        case .left: .left
        case .right: .right
        case .top: .top
        case .bottom: .bottom
        case .centerX: .centerX
        case .centerY: .centerY
        case .width: .width
        case .height: .height
        case .firstBaseline: .firstBaseline
        case .lastBaseline: .lastBaseline
        }
    }

    static func relation(_ relation: Scene.Constraint.Relation) -> NSLayoutConstraint.Relation {
        switch relation {
        case .equal: .equal
        case .greaterThanOrEqual: .greaterThanOrEqual
        case .lessThanOrEqual: .lessThanOrEqual
        }
    }
}
