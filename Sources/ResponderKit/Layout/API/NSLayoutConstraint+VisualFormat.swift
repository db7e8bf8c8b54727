import Foundation

extension NSLayoutConstraint {
    /// Options of ``constraints(withVisualFormat:options:metrics:views:)``: which attribute to align every view
    /// of the format on, and the direction horizontal formats run in. The raw values are UIKit's.
    public struct FormatOptions: OptionSet, Sendable, Hashable {
        /// The raw value.
        public let rawValue: UInt
        /// Creates options from a raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Aligns the views' left edges.
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        /// Aligns the views' right edges.
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        /// Aligns the views' top edges.
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        /// Aligns the views' bottom edges.
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        /// Aligns the views' leading edges.
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        /// Aligns the views' trailing edges.
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        /// Aligns the views' horizontal centres.
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        /// Aligns the views' vertical centres.
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        /// Aligns the views' last baselines.
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        /// Aligns the views' first baselines.
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        /// The alignment bits.
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)
        /// Horizontal formats run from leading to trailing (the default).
        public static let directionLeadingToTrailing = FormatOptions([])
        /// Horizontal formats run from left to right.
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        /// Horizontal formats run from right to left.
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        /// The direction bits.
        public static let directionMask = FormatOptions(rawValue: 3 << 16)
        /// Vertical spacing is measured between edges (the default).
        public static let spacingEdgeToEdge = FormatOptions([])
        /// Vertical spacing is measured between baselines.
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        /// The spacing bit.
        public static let spacingMask = FormatOptions(rawValue: 1 << 19)
    }

    /// The standard spacing of a visual format's `-` between two views: 8 points.
    public static let visualFormatSiblingSpacing: CGFloat = 8
    /// The standard spacing of a visual format's `-` between a view and its superview's edge: 20 points.
    public static let visualFormatSuperviewSpacing: CGFloat = 20

    /// The constraints a visual format string describes (Apple's "Visual Format Language"), not yet active:
    /// `"H:|-[name]-8-[field(>=120@750)]-|"`, `"V:[title]-(>=12)-[body(==title)]"`.
    ///
    /// `H:` (the default) lays the views out along the x axis, leading to trailing unless `options` give a
    /// direction; `V:` along the y axis. `|` is the superview of the views around it; `-` alone is the standard
    /// spacing (8 points between views, 20 to the superview's edge), `-n-` or `-(predicates)-` a spacing, and two
    /// views written side by side (`[a][b]`) touch. A view's `(predicates)` constrain its width (`H:`) or height
    /// (`V:`): each is an optional relation (`==`, `<=`, `>=`), a number, a metric name or another view's name
    /// (its size), and an optional `@priority`. `options` align every view of the format on one attribute.
    ///
    /// A format UIKit cannot parse raises there; here it is a layout issue recorded in the trace
    /// (``LayoutIssue/invalidConstraint(constraint:reason:)``) and the answer is empty.
    public class func constraints(
        withVisualFormat format: String, options: FormatOptions = [], metrics: [String: Any]?, views: [String: Any]
    ) -> [NSLayoutConstraint] {
        var parser = VisualFormatParser(format: format, options: options, metrics: metrics ?? [:], views: views)
        do {
            return try parser.parse()
        } catch {
            let item = views.values.lazy.compactMap { $0 as AnyObject? }.first
            LayoutIssue.record(.invalidConstraint(constraint: format, reason: error.message), near: item)
            return []
        }
    }
}

/// Why a visual format cannot be parsed, with the position UIKit's message points at.
struct VisualFormatError: Error {
    let message: String
}

/// Reads one visual format string into constraints.
@MainActor
struct VisualFormatParser {
    let format: String
    let options: NSLayoutConstraint.FormatOptions
    let metrics: [String: Any]
    let views: [String: Any]
    private var characters: [Character]
    private var position = 0
    private var isVertical = false

    init(format: String, options: NSLayoutConstraint.FormatOptions, metrics: [String: Any], views: [String: Any]) {
        self.format = format
        self.options = options
        self.metrics = metrics
        self.views = views
        characters = Array(format.filter { !$0.isWhitespace })
    }

    /// One relation to something: a constant, a metric or a view, with a priority.
    private struct Predicate {
        var relation: NSLayoutConstraint.Relation = .equal
        var constant: CGFloat = 0
        var view: UIView?
        var priority: UILayoutPriority = .required
    }

    /// What lies between two items of the format.
    private enum Connection {
        /// `[a][b]`: touching.
        case flush
        /// `-`: the standard spacing.
        case standard
        /// `-n-` or `-(…)-`.
        case predicates([Predicate])
    }

    mutating func parse() throws(VisualFormatError) -> [NSLayoutConstraint] {
        if characters.count >= 2, characters[1] == ":", characters[0] == "H" || characters[0] == "V" {
            isVertical = characters[0] == "V"
            position = 2
        }
        var constraints: [NSLayoutConstraint] = []
        var previous: UIView?
        var leadingSuperview = false
        var pending: Connection?
        if peek() == "|" {
            position += 1
            leadingSuperview = true
            pending = try connection()
        }
        var sequence: [UIView] = []
        while peek() == "[" {
            let (view, sizes) = try viewItem()
            sequence.append(view)
            constraints += sizes
            if let previous {
                constraints += try spacing(from: previous, to: view, pending ?? .flush, toSuperview: false)
            } else if leadingSuperview, let superview = view.superview {
                constraints += try spacing(from: superview, to: view, pending ?? .flush, toSuperview: true)
            } else if leadingSuperview {
                throw VisualFormatError(
                    message: "Unable to interpret '|' character, because the related view doesn't have a superview")
            }
            previous = view
            pending = atEnd ? nil : try connection()
        }
        guard let last = previous else { throw failure("Expected a view") }
        if peek() == "|" {
            position += 1
            guard let superview = last.superview else {
                throw VisualFormatError(
                    message: "Unable to interpret '|' character, because the related view doesn't have a superview")
            }
            constraints += try spacing(from: last, to: superview, pending ?? .flush, toSuperview: true, trailing: true)
        } else if pending != nil {
            throw failure("Expected a view or '|'")
        }
        guard atEnd else { throw failure("Unexpected '\(characters[position])'") }
        constraints += try alignments(sequence)
        return constraints
    }

    private var atEnd: Bool { position >= characters.count }
    private func peek() -> Character? { atEnd ? nil : characters[position] }

    private func failure(_ what: String) -> VisualFormatError {
        VisualFormatError(
            message: "Unable to parse constraint format: \(what) at character \(position) of \"\(format)\"")
    }

    /// `-`, `-n-`, `-(…)-`, or nothing before `[`.
    private mutating func connection() throws(VisualFormatError) -> Connection {
        guard peek() == "-" else { return .flush }
        position += 1
        if peek() == "[" || peek() == "|" { return .standard }
        let predicates = try predicateList()
        guard peek() == "-" else { throw failure("Expected '-'") }
        position += 1
        return .predicates(predicates)
    }

    /// `n`, `metric` or `(p, p, …)`.
    private mutating func predicateList() throws(VisualFormatError) -> [Predicate] {
        guard peek() == "(" else { return [try predicate()] }
        position += 1
        var list = [try predicate()]
        while peek() == "," {
            position += 1
            list.append(try predicate())
        }
        guard peek() == ")" else { throw failure("Expected ')'") }
        position += 1
        return list
    }

    /// `(==|<=|>=)? (number | metric | view) (@priority)?`.
    private mutating func predicate() throws(VisualFormatError) -> Predicate {
        var predicate = Predicate()
        let rest = String(characters[position...])
        for (text, relation) in [
            ("==", NSLayoutConstraint.Relation.equal), ("<=", .lessThanOrEqual), (">=", .greaterThanOrEqual),
        ]
        where rest.hasPrefix(text) {
            predicate.relation = relation
            position += 2
            break
        }
        let object = token()
        guard !object.isEmpty else { throw failure("Expected a number, a metric or a view") }
        if let number = Double(object) {
            predicate.constant = CGFloat(number)
        } else if let value = metric(object) {
            predicate.constant = value
        } else if let view = views[object] as? UIView {
            predicate.view = view
        } else {
            throw VisualFormatError(
                message:
                    "Unable to parse constraint format: '\(object)' is not a key in the views or metrics dictionary")
        }
        if peek() == "@" {
            position += 1
            let text = token()
            guard let value = Double(text).map({ CGFloat($0) }) ?? metric(text), value.isFinite else {
                throw failure("Expected a priority")
            }
            predicate.priority = UILayoutPriority(Float(value))
        }
        return predicate
    }

    /// The longest run of name or number characters.
    private mutating func token() -> String {
        let start = position
        while let character = peek(), character.isLetter || character.isNumber || character == "_" || character == "." {
            position += 1
        }
        return String(characters[start..<position])
    }

    private func metric(_ name: String) -> CGFloat? {
        switch metrics[name] {
        case let value as CGFloat: value
        case let value as Double: CGFloat(value)
        case let value as Float: CGFloat(value)
        case let value as Int: CGFloat(value)
        case let value as NSNumber: CGFloat(value.doubleValue)
        default: nil
        }
    }

    /// `[name]` or `[name(predicates)]`: the view, and its size constraints.
    private mutating func viewItem() throws(VisualFormatError) -> (UIView, [NSLayoutConstraint]) {
        position += 1
        let name = token()
        guard let view = views[name] as? UIView else {
            throw VisualFormatError(
                message: "Unable to parse constraint format: '\(name)' is not a key in the views dictionary")
        }
        var constraints: [NSLayoutConstraint] = []
        if peek() == "(" {
            let size: NSLayoutConstraint.Attribute = isVertical ? .height : .width
            for predicate in try predicateList() {
                let constraint = NSLayoutConstraint(
                    item: view, attribute: size, relatedBy: predicate.relation, toItem: predicate.view,
                    attribute: predicate.view == nil ? .notAnAttribute : size, multiplier: 1,
                    constant: predicate.constant)
                constraint.priority = predicate.priority
                constraints.append(constraint)
            }
        }
        guard peek() == "]" else { throw failure("Expected ']'") }
        position += 1
        return (view, constraints)
    }

    /// Whether a horizontal format runs right to left with absolute edges (`.directionRightToLeft`).
    private var isRightToLeft: Bool { !isVertical && options.contains(.directionRightToLeft) }

    /// The attributes of the start and end of an item along the format's axis.
    private var edges: (start: NSLayoutConstraint.Attribute, end: NSLayoutConstraint.Attribute) {
        if isVertical { return (.top, .bottom) }
        if options.contains(.directionRightToLeft) { return (.right, .left) }
        if options.contains(.directionLeftToRight) { return (.left, .right) }
        return (.leading, .trailing)
    }

    /// `second.start == first.end + spacing` for each predicate (for a superview on either side, its own edge).
    private func spacing(
        from first: UIView, to second: UIView, _ connection: Connection, toSuperview: Bool, trailing: Bool = false
    ) throws(VisualFormatError) -> [NSLayoutConstraint] {
        let (start, end) = edges
        // Leading superview: view.start == superview.start + gap; trailing: superview.end == view.end + gap.
        let firstAttribute: NSLayoutConstraint.Attribute = toSuperview && !trailing ? start : end
        let secondAttribute: NSLayoutConstraint.Attribute = toSuperview && trailing ? end : start
        let predicates: [Predicate]
        switch connection {
        case .flush: predicates = [Predicate()]
        case .standard:
            var standard = Predicate()
            standard.constant =
                toSuperview
                ? NSLayoutConstraint.visualFormatSuperviewSpacing : NSLayoutConstraint.visualFormatSiblingSpacing
            predicates = [standard]
        case .predicates(let list): predicates = list
        }
        return try predicates.map { predicate throws(VisualFormatError) in
            guard predicate.view == nil else {
                throw VisualFormatError(message: "Unable to parse constraint format: a spacing cannot be a view")
            }
            // Right to left, the gap is measured the other way: `first.left == second.right + gap`.
            let constraint =
                isRightToLeft
                ? NSLayoutConstraint(
                    item: first, attribute: firstAttribute, relatedBy: predicate.relation, toItem: second,
                    attribute: secondAttribute, multiplier: 1, constant: predicate.constant)
                : NSLayoutConstraint(
                    item: second, attribute: secondAttribute, relatedBy: predicate.relation, toItem: first,
                    attribute: firstAttribute, multiplier: 1, constant: predicate.constant)
            constraint.priority = predicate.priority
            return constraint
        }
    }

    /// The alignment `options` ask for, between each view and the next.
    private func alignments(_ sequence: [UIView]) throws(VisualFormatError) -> [NSLayoutConstraint] {
        let table: [(NSLayoutConstraint.FormatOptions, NSLayoutConstraint.Attribute)] = [
            (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
            (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
            (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline),
            (.alignAllFirstBaseline, .firstBaseline),
        ]
        let attributes = table.filter { options.contains($0.0) }.map(\.1)
        for attribute in attributes where attribute.axis == (isVertical ? .vertical : .horizontal) {
            throw VisualFormatError(
                message: "Unable to parse constraint format: options mask required views to be aligned on the axis "
                    + "the format lays them out along")
        }
        var constraints: [NSLayoutConstraint] = []
        for (first, second) in zip(sequence, sequence.dropFirst()) {
            for attribute in attributes {
                constraints.append(
                    NSLayoutConstraint(
                        item: first, attribute: attribute, relatedBy: .equal, toItem: second, attribute: attribute,
                        multiplier: 1, constant: 0))
            }
        }
        return constraints
    }
}
