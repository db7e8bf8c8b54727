import Foundation

/// A node of the tree as a ``ViewValueSource``: each value read by ``NodeReader``, whose errors (with the node's
/// location) are thrown; it never answers nil.
struct NodeValue: ViewValueSource {
    /// The value's node.
    let node: SceneNode
    /// The reader, lent for the reading (a mapping-form frame records its unknown keys in it).
    var reader: NodeReader

    /// Errors are the node's located errors.
    typealias Failure = SceneFileError

    /// The node as a string.
    mutating func string(_ what: String) throws(SceneFileError) -> String? { try reader.string(node, what) }

    /// The node as a boolean.
    mutating func bool(_ what: String) throws(SceneFileError) -> Bool? { try reader.bool(node, what) }

    /// The node as a number, within `range` when one is given.
    mutating func number(_ what: String, in range: ClosedRange<Double>?) throws(SceneFileError) -> Double? {
        guard let range else { return try reader.number(node, what) }
        return try reader.number(node, what, in: range)
    }

    /// The node as a whole number within `range`.
    mutating func integer(_ what: String, in range: ClosedRange<Int>) throws(SceneFileError) -> Int? {
        try reader.integer(node, what, in: range)
    }

    /// The node as a rectangle.
    mutating func rect(_ what: String) throws(SceneFileError) -> CGRect? { try reader.rect(node, what) }

    /// The node as a point.
    mutating func point(_ what: String) throws(SceneFileError) -> CGPoint? { try reader.point(node, what) }

    /// The node as a superview's id, a string.
    mutating func superview(_ what: String) throws(SceneFileError) -> String? { try reader.string(node, what) }
}
