import Foundation

extension UIView {
    /// Which of a view's margins and dimensions grow or shrink with its superview's bounds.
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        /// The mask's bits.
        public let rawValue: UInt

        /// A mask of the given bits.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// The distance to the superview's left edge is flexible.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width is flexible.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The distance to the superview's right edge is flexible.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The distance to the superview's top edge is flexible.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height is flexible.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The distance to the superview's bottom edge is flexible.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// How the view follows its superview's bounds when they change size (default: not at all).
    ///
    /// When the superview's `bounds.size` changes (and its `autoresizesSubviews` is true), the size difference
    /// along each axis is shared among the flexible portions — the margins and the dimension the mask names — in
    /// proportion to their current sizes, as UIKit documents ("distribute the size difference proportionally
    /// among the flexible portions"). A view in Auto Layout with `translatesAutoresizingMaskIntoConstraints` gets
    /// the same rule as constraints.
    public var autoresizingMask: AutoresizingMask {
        get { layoutStorage?.autoresizingMask ?? [] }
        set {
            guard newValue != autoresizingMask else { return }
            layout.autoresizingMask = newValue
            if let engine = hierarchyRoot.layoutStorage?.engine, engine.nodeIndex[ObjectIdentifier(self)] != nil {
                engine.structureChanged()
            }
        }
    }

    /// Whether the view resizes its subviews by their `autoresizingMask` when its size changes (default true).
    public var autoresizesSubviews: Bool {
        get { layoutStorage?.autoresizesSubviews ?? true }
        set { layout.autoresizesSubviews = newValue }
    }

    /// The bounds' size changed from `oldSize`: subviews follow their autoresizing masks (those the engine places
    /// follow it instead), and the engine learns of a frame set by code.
    final func boundsSizeDidChange(from oldSize: CGSize) {
        if layoutStorage != nil { layoutFrameDidChange() }
        if let label = self as? UILabel, label.numberOfLines != 1, label.preferredMaxLayoutWidth == 0 {
            invalidateIntrinsicContentSize()
        }
        guard !storedSubviews.isEmpty, autoresizesSubviews else { return }
        let newSize = storedBounds.size
        let engine = hierarchyRoot.layoutStorage?.engine
        for subview in storedSubviews {
            guard let mask = subview.layoutStorage?.autoresizingMask, !mask.isEmpty else { continue }
            if let engine, engine.nodeIndex[ObjectIdentifier(subview)] != nil { continue }
            subview.autoresize(mask, from: oldSize, to: newSize)
        }
    }

    /// Applies an autoresizing mask for a superview size change.
    private func autoresize(_ mask: AutoresizingMask, from oldSize: CGSize, to newSize: CGSize) {
        let frame = engineFrame
        let horizontal = LayoutEngine.autoresizingShares(
            position: frame.minX, size: frame.width, superSize: oldSize.width,
            flexibleBefore: mask.contains(.flexibleLeftMargin), flexibleSize: mask.contains(.flexibleWidth),
            flexibleAfter: mask.contains(.flexibleRightMargin))
        let vertical = LayoutEngine.autoresizingShares(
            position: frame.minY, size: frame.height, superSize: oldSize.height,
            flexibleBefore: mask.contains(.flexibleTopMargin), flexibleSize: mask.contains(.flexibleHeight),
            flexibleAfter: mask.contains(.flexibleBottomMargin))
        let dx = newSize.width - oldSize.width
        let dy = newSize.height - oldSize.height
        let resized = CGRect(
            x: frame.minX + CGFloat(horizontal.positionShare) * dx,
            y: frame.minY + CGFloat(vertical.positionShare) * dy,
            width: max(0, frame.width + CGFloat(horizontal.sizeShare) * dx),
            height: max(0, frame.height + CGFloat(vertical.sizeShare) * dy))
        if resized.size != storedBounds.size { bounds.size = resized.size }
        center = CGPoint(x: resized.midX, y: resized.midY)
    }

    /// The view's frame changed (its centre, or its size): an autoresizing view in the engine, moved by code and
    /// not by the engine, has its constraints follow.
    final func layoutFrameDidChange() {
        guard let storage = layoutStorage, storage.translatesAutoresizingMask else { return }
        guard let engine = hierarchyRoot.layoutStorage?.engine, !engine.isApplying,
            engine.nodeIndex[ObjectIdentifier(self)] != nil
        else { return }
        engine.pendingFrames.append(self)
        engine.markPending()
    }
}
