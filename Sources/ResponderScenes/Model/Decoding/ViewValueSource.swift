import Foundation

/// Where the value of one of a view's keys comes from, for the one reading of those keys,
/// ``SceneReading/readViewValue(_:from:into:)``: a node of the tree (``NodeValue``), or the inline cursor of a fast
/// reader of the flat `views` list (``JSONNodeReader``, ``YAMLSubsetReader``) standing at the value.
///
/// Each method reads the current value in one of the schema's forms, `what` naming it in messages. A node gives
/// the value or throws the located error ``NodeReader`` makes for it. A fast reader gives the value only when it
/// is written in the one simple form the fast reading takes, and within its range; nil otherwise, and the reader
/// then reads the whole view again as nodes, so every error and its location come from the node reading. The
/// reading is generic over the source, so each syntax gets its own specialized copy (no existential in the loop).
protocol ViewValueSource {
    /// What reading a value can throw: ``SceneFileError`` for a node; a fast reader's own errors (the node
    /// budget, text that is not of its syntax), or none.
    associatedtype Failure: Error

    /// A string.
    mutating func string(_ what: String) throws(Failure) -> String?
    /// `true` or `false`.
    mutating func bool(_ what: String) throws(Failure) -> Bool?
    /// A finite number within ``SceneDecoder/maximumMagnitude``, and within `range` when one is given.
    mutating func number(_ what: String, in range: ClosedRange<Double>?) throws(Failure) -> Double?
    /// A whole number within `range`.
    mutating func integer(_ what: String, in range: ClosedRange<Int>) throws(Failure) -> Int?
    /// `[x, y, width, height]` (a node also takes `{x, y, width, height}`), with no negative width or height.
    mutating func rect(_ what: String) throws(Failure) -> CGRect?
    /// `[x, y]` (a node also takes `{x, y}`).
    mutating func point(_ what: String) throws(Failure) -> CGPoint?
    /// The id a view of the flat `views` list names as its superview: a string. (A fast reader gives the string it
    /// read for the view before again when the bytes are the same: a superview's subviews name it one after
    /// another, and no new string is made for each.)
    mutating func superview(_ what: String) throws(Failure) -> String?
}
