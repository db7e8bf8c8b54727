/// A method of a UIKit or Core Animation delegate protocol that the SDK declares `optional` and ResponderKit declares
/// with a default implementation, since Swift protocols on Linux have no optional requirements.
///
/// iOS code calls such a method as `delegate?.scrollViewDidScroll?(self)`: "if the delegate implements it". Against
/// ResponderKit the method always exists, so the rewriter drops the second `?` when that changes nothing the
/// program can see: the method returns nothing, or returns an optional whose default is nil, or the call's answer
/// is coalesced (`?? true`) to the very answer ResponderKit's default gives. Any other use of a Boolean answer
/// is refused with a message, since an unimplemented method answers nil on iOS and the default answers a value.
package struct UIKitOptionalRequirement: Sendable, Equatable {
    /// What a call answers when the delegate does not implement the method.
    package enum Answer: Sendable, Equatable {
        /// The method returns nothing.
        case nothing
        /// The method returns an optional, and ResponderKit's default returns nil.
        case none
        /// The method returns a Boolean, and ResponderKit's default returns this one.
        case boolean(Bool)
    }

    /// The protocol, as UIKit names it.
    package let protocolName: String
    /// The method's base name.
    package let baseName: String
    /// The argument labels, `_` for none.
    package let labels: [String]
    /// What ResponderKit's default implementation answers.
    package let answer: Answer

    /// The requirements by their method name and labels (`SelectorModuleIndex.key`).
    package static let byKey: [String: [UIKitOptionalRequirement]] = Dictionary(
        grouping: all, by: { SelectorModuleIndex.key($0.baseName, $0.labels) })

    /// Every requirement ResponderKit provides a default for: all of `UIScrollViewDelegate`,
    /// `UIGestureRecognizerDelegate`, `CAAnimationDelegate` and `CALayerDelegate` as ResponderKit declares them (a
    /// test compares this list with ResponderKit's protocols).
    package static let all: [UIKitOptionalRequirement] =
        scrollView + gestureRecognizer + [
            .init("CAAnimationDelegate", "animationDidStart", ["_"], .nothing),
            .init("CAAnimationDelegate", "animationDidStop", ["_", "finished"], .nothing),
            .init("CALayerDelegate", "action", ["for", "forKey"], .none),
            .init("CALayerDelegate", "layoutSublayers", ["of"], .nothing),
        ]

    private static let scrollView: [UIKitOptionalRequirement] = [
        .init("UIScrollViewDelegate", "scrollViewDidScroll", ["_"], .nothing),
        .init("UIScrollViewDelegate", "scrollViewDidZoom", ["_"], .nothing),
        .init("UIScrollViewDelegate", "scrollViewWillBeginDragging", ["_"], .nothing),
        .init(
            "UIScrollViewDelegate", "scrollViewWillEndDragging", ["_", "withVelocity", "targetContentOffset"], .nothing),
        .init("UIScrollViewDelegate", "scrollViewDidEndDragging", ["_", "willDecelerate"], .nothing),
        .init("UIScrollViewDelegate", "scrollViewWillBeginDecelerating", ["_"], .nothing),
        .init("UIScrollViewDelegate", "scrollViewDidEndDecelerating", ["_"], .nothing),
        .init("UIScrollViewDelegate", "scrollViewDidEndScrollingAnimation", ["_"], .nothing),
        .init("UIScrollViewDelegate", "viewForZooming", ["in"], .none),
        .init("UIScrollViewDelegate", "scrollViewWillBeginZooming", ["_", "with"], .nothing),
        .init("UIScrollViewDelegate", "scrollViewDidEndZooming", ["_", "with", "atScale"], .nothing),
        .init("UIScrollViewDelegate", "scrollViewShouldScrollToTop", ["_"], .boolean(true)),
        .init("UIScrollViewDelegate", "scrollViewDidScrollToTop", ["_"], .nothing),
        .init("UIScrollViewDelegate", "scrollViewDidChangeAdjustedContentInset", ["_"], .nothing),
    ]

    private static let gestureRecognizer: [UIKitOptionalRequirement] = [
        .init("UIGestureRecognizerDelegate", "gestureRecognizerShouldBegin", ["_"], .boolean(true)),
        .init(
            "UIGestureRecognizerDelegate", "gestureRecognizer", ["_", "shouldRecognizeSimultaneouslyWith"],
            .boolean(false)),
        .init("UIGestureRecognizerDelegate", "gestureRecognizer", ["_", "shouldRequireFailureOf"], .boolean(false)),
        .init("UIGestureRecognizerDelegate", "gestureRecognizer", ["_", "shouldBeRequiredToFailBy"], .boolean(false)),
        .init("UIGestureRecognizerDelegate", "gestureRecognizer", ["_", "shouldReceive"], .boolean(true)),
    ]

    init(_ protocolName: String, _ baseName: String, _ labels: [String], _ answer: Answer) {
        self.protocolName = protocolName
        self.baseName = baseName
        self.labels = labels
        self.answer = answer
    }
}
