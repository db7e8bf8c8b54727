import Foundation

/// A view's subviews and spatial index as the hit-testing walk reads them: unretained references, read with no
/// closure, no retain and no exclusivity check.
///
/// Its invariant: `elements` points into the storage of the view's `storedSubviews` array, which keeps the
/// subviews alive and in place until the array next changes, and every change calls `subviewsChanged(_:)`;
/// `sole` is one of those subviews; `index` is the view's `hitIndex`, which the view holds. Debug builds check it
/// at every level the walk reads (`agrees(with:)`).
struct SubviewWalkStorage {
    /// The subviews, back to front.
    private(set) var elements = UnsafeBufferPointer<Unmanaged<UIView>>(start: nil, count: 0)
    /// The only subview, when there is exactly one: a chain of single subviews is walked without reading the
    /// subviews' storage.
    private(set) var sole: Unmanaged<UIView>?
    /// The view's spatial index, when it has one.
    var index = UnretainedReference<SubviewHitIndex>(nil)

    /// Points at the new subviews array's storage.
    mutating func subviewsChanged(_ subviews: [UIView]) {
        sole = subviews.count == 1 ? Unmanaged.passUnretained(subviews[0]) : nil
        guard let base = subviews._baseAddressIfContiguous, !subviews.isEmpty else {
            elements = UnsafeBufferPointer(start: nil, count: 0)
            return
        }
        elements = UnsafeBufferPointer(
            start: UnsafeRawPointer(base).assumingMemoryBound(to: Unmanaged<UIView>.self), count: subviews.count)
    }

    /// Whether this storage still describes `subviews`, the view's array: the same count, pointing at that array's
    /// storage, with `sole` its only element. The debug check of the invariant; constant time.
    func agrees(with subviews: [UIView]) -> Bool {
        guard elements.count == subviews.count else { return false }
        if subviews.count == 1 && sole?.takeUnretainedValue() !== subviews[0] { return false }
        if subviews.count != 1 && sole != nil { return false }
        guard let base = subviews._baseAddressIfContiguous, !subviews.isEmpty else { return elements.isEmpty }
        return UnsafeRawPointer(base) == UnsafeRawPointer(elements.baseAddress)
    }
}
