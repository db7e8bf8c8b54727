import Foundation

/// The constraints a stack view makes for its arrangement, as UIKit's stack view makes them: edges to the
/// stack (or its margins), spacing between neighbours, the distribution's equal lengths or gap guides, the
/// alignment across the axis, and zero length for hidden views.
@MainActor
struct StackArrangement {
    let stack: UIStackView

    /// The anchors of one axis of an item: start, end, centre and length.
    struct Edges {
        var start: NSLayoutAnchor<AnyObject>
        var end: NSLayoutAnchor<AnyObject>
        var center: NSLayoutAnchor<AnyObject>
        var length: NSLayoutAnchor<AnyObject>
    }

    func edges(_ item: AnyObject, horizontal: Bool) -> Edges {
        if horizontal {
            return Edges(
                start: anchor(item, .leading), end: anchor(item, .trailing), center: anchor(item, .centerX),
                length: anchor(item, .width))
        }
        return Edges(
            start: anchor(item, .top), end: anchor(item, .bottom), center: anchor(item, .centerY),
            length: anchor(item, .height))
    }

    func anchor(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute) -> NSLayoutAnchor<AnyObject> {
        NSLayoutAnchor<AnyObject>(item: item, attribute: attribute)
    }

    /// A constraint between two anchors of the same kind.
    func relate(
        _ a: NSLayoutAnchor<AnyObject>, _ relation: NSLayoutConstraint.Relation, _ b: NSLayoutAnchor<AnyObject>,
        constant: CGFloat = 0, multiplier: CGFloat = 1, priority: UILayoutPriority = .required
    ) -> NSLayoutConstraint {
        let constraint = NSLayoutConstraint(
            item: a.item as Any, attribute: a.attribute, relatedBy: relation, toItem: b.item,
            attribute: b.attribute, multiplier: multiplier, constant: constant)
        constraint.priority = priority
        constraint.identifier = "UISV"
        return constraint
    }

    /// The arrangement's constraints; the gap guides of the equal distributions are added to the stack and
    /// returned in `guides`.
    func constraints(guides: inout [UILayoutGuide]) -> [NSLayoutConstraint] {
        let horizontal = stack.axis == .horizontal
        let container: AnyObject = stack.isLayoutMarginsRelativeArrangement ? stack.layoutMarginsGuide : stack
        let main = edges(container, horizontal: horizontal)
        let cross = edges(container, horizontal: !horizontal)
        let visible = stack.arrangedSubviews.filter { !$0.isHidden }
        var result: [NSLayoutConstraint] = []
        for view in stack.arrangedSubviews where view.isHidden {
            let length = edges(view, horizontal: horizontal).length
            let collapse = NSLayoutConstraint(
                item: view, attribute: length.attribute, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                multiplier: 1, constant: 0)
            collapse.identifier = "UISV-hiding"
            result.append(collapse)
        }
        guard let first = visible.first, let last = visible.last else { return result }
        // Along the axis: the ends, then the neighbours.
        result.append(relate(edges(first, horizontal: horizontal).start, .equal, main.start))
        result.append(relate(edges(last, horizontal: horizontal).end, .equal, main.end))
        for (previous, next) in zip(visible, visible.dropFirst()) {
            let before = edges(previous, horizontal: horizontal)
            let after = edges(next, horizontal: horizontal)
            let gap = stack.resolvedSpacing(after: previous)
            switch stack.distribution {
            case .fill, .fillEqually, .fillProportionally:
                result.append(relate(after.start, .equal, before.end, constant: gap))
            case .equalSpacing, .equalCentering:
                result.append(relate(after.start, .greaterThanOrEqual, before.end, constant: gap))
                let guide = UILayoutGuide(kind: .custom, identifier: "UISV-distributing-guide")
                stack.addLayoutGuide(guide)
                guides.append(guide)
                let span = edges(guide, horizontal: horizontal)
                let spanCross = edges(guide, horizontal: !horizontal)
                let centering = stack.distribution == .equalCentering
                result.append(relate(span.start, .equal, centering ? before.center : before.end))
                result.append(relate(span.end, .equal, centering ? after.center : after.start))
                result.append(relate(spanCross.start, .equal, cross.start))
                result.append(relate(spanCross.length, .equal, cross.length, multiplier: 0))
                if let firstGuide = guides.first, firstGuide !== guide {
                    result.append(relate(span.length, .equal, edges(firstGuide, horizontal: horizontal).length))
                }
            }
        }
        switch stack.distribution {
        case .fillEqually:
            let length = edges(first, horizontal: horizontal).length
            for view in visible.dropFirst() {
                result.append(relate(edges(view, horizontal: horizontal).length, .equal, length))
            }
        case .fillProportionally:
            let sizes = visible.map { horizontal ? $0.intrinsicContentSize.width : $0.intrinsicContentSize.height }
            let firstSize = sizes[0]
            let length = edges(first, horizontal: horizontal).length
            for (view, size) in zip(visible, sizes).dropFirst() where firstSize > 0 && size >= 0 {
                result.append(
                    relate(
                        edges(view, horizontal: horizontal).length, .equal, length, multiplier: size / firstSize,
                        priority: UILayoutPriority(999)))
            }
        default:
            break
        }
        // Across the axis.
        for view in visible {
            let edge = edges(view, horizontal: !horizontal)
            switch stack.alignment {
            case .fill:
                result.append(relate(edge.start, .equal, cross.start))
                result.append(relate(edge.end, .equal, cross.end))
            case .leading:
                result.append(relate(edge.start, .equal, cross.start))
                result.append(relate(edge.end, .lessThanOrEqual, cross.end))
            case .trailing:
                result.append(relate(edge.end, .equal, cross.end))
                result.append(relate(edge.start, .greaterThanOrEqual, cross.start))
            case .center:
                result.append(relate(edge.center, .equal, cross.center))
                result.append(relate(edge.start, .greaterThanOrEqual, cross.start))
                result.append(relate(edge.end, .lessThanOrEqual, cross.end))
            case .firstBaseline, .lastBaseline:
                let attribute: NSLayoutConstraint.Attribute =
                    stack.alignment == .firstBaseline ? .firstBaseline : .lastBaseline
                if horizontal && view !== first {
                    result.append(relate(anchor(view, attribute), .equal, anchor(first, attribute)))
                } else if !horizontal {
                    result.append(relate(edge.start, .equal, cross.start))
                }
                result.append(relate(edge.start, .greaterThanOrEqual, cross.start))
                result.append(relate(edge.end, .lessThanOrEqual, cross.end))
            }
            if stack.alignment != .fill {
                // The stack hugs its tallest view when nothing else sizes it.
                result.append(relate(edge.end, .equal, cross.end, priority: UILayoutPriority(49)))
            }
        }
        return result
    }
}
