import Foundation

/// What a `UIView.animate` block changed: before a view's first animatable change inside the block, its values are
/// noted (`UIView.noteAnimatableChange()`); when the block returns, each value that differs becomes an animation
/// from the noted value to the new one.
///
/// ```
/// animate { view.center = p } ──► capture opened ──► center setter ──► view noted (center, bounds, transform,
///   alpha, background colour, layer corner radius…) ──► block returns ──► changes: [center: old → p]
///   ──► one CABasicAnimation per change on view.layer, keyed by the property ("position")
/// ```
///
/// Captures nest: a block inside another notes its own changes. `performWithoutAnimation` opens a capture that
/// animates nothing.
@MainActor
enum ViewAnimationCapture {
    /// One open block's notes.
    final class Frame {
        /// Whether the block animates (false inside `performWithoutAnimation`).
        let animates: Bool
        /// The views noted, in the order they first changed, with their values then.
        var notes: [(view: UIView, values: [(LayerProperty, AnimatableValue)])] = []
        /// Which views are noted.
        var noted: Set<ObjectIdentifier> = []

        init(animates: Bool) {
            self.animates = animates
        }
    }

    /// Whether a block that animates is open: the views' setters ask before noting.
    private(set) static var isCapturing = false
    /// The open blocks, innermost last.
    private static var frames: [Frame] = []

    /// Runs `body` with a capture open and returns what changed: per view, each property's old and new values.
    static func capture(animates: Bool, _ body: () -> Void) -> [(view: UIView, changes: [PropertyChange])] {
        let frame = Frame(animates: animates)
        frames.append(frame)
        isCapturing = animates
        body()
        frames.removeLast()
        isCapturing = frames.last?.animates ?? false
        guard animates else { return [] }
        return frame.notes.compactMap { note in
            let changes = note.values.compactMap { property, old -> PropertyChange? in
                let new = property.value(of: note.view.layer)
                return new == old ? nil : PropertyChange(property: property, from: old, to: new)
            }
            return changes.isEmpty ? nil : (note.view, changes)
        }
    }

    /// Notes `view`'s values in the innermost block, once.
    static func note(_ view: UIView) {
        guard let frame = frames.last, frame.animates else { return }
        guard frame.noted.insert(ObjectIdentifier(view)).inserted else { return }
        let layer = view.layer
        frame.notes.append((view, animatedProperties.map { ($0, $0.value(of: layer)) }))
    }

    /// The properties a `UIView.animate` block animates.
    static let animatedProperties: [LayerProperty] = [
        .position, .bounds, .transform, .opacity, .backgroundColor, .cornerRadius, .borderWidth, .borderColor,
        .shadowOpacity, .shadowRadius, .shadowOffset, .shadowColor,
    ]

    /// The innermost open block's animation settings, for `UIView.inheritedAnimationDuration`.
    static var inheritedDuration: TimeInterval = 0
}

/// One property a block changed.
struct PropertyChange {
    let property: LayerProperty
    let from: AnimatableValue
    let to: AnimatableValue
}

extension UIView {
    /// Notes the view's animatable values before a change inside a `UIView.animate` block (see
    /// `ViewAnimationCapture`); the setters call it only while a block is open.
    final func noteAnimatableChange() {
        ViewAnimationCapture.note(self)
    }
}
