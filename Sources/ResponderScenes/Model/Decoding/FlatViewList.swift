import Foundation

/// A scene file's flat `views` list as ``JSONNodeReader/readScene(_:file:limits:viewClasses:)`` or
/// ``YAMLSubsetReader/readScene(_:file:limits:viewClasses:)`` reads it: the views written in the usual simple
/// form, read straight into ``Scene/View`` values, and the others as nodes, each with its position in the list,
/// for ``SceneReading`` to read (and report on) as it reads any view.
///
/// A view is read straight from the bytes when its keys are among the few ``Key``s, each with a value of the one
/// simple form the schema allows for it and within its range; anything else makes the reader go back to the
/// view's first byte and read it as nodes, so every error and its message come from the usual walk. The values
/// are read as the walk reads them, by ``SceneReading/readViewValue(_:from:into:)`` (and `superview`, which only
/// the flat list has, by ``SceneReading/readSuperview(from:)``).
struct FlatViewList {
    /// The views read straight from the bytes, in list order.
    var views: [Scene.View] = []
    /// Where each of ``views`` names its superview (line << 32 | column), as ``SceneReading/superviewMarks``.
    var marks: [UInt64] = []
    /// The items left as nodes, with their positions in the list, in list order.
    var nodes: [(position: Int, node: SceneNode)] = []

    /// The number of items in the list (a view being read is not one yet).
    var count: Int { marks.count + nodes.count }

    /// How many views of a list are read before its arrays are given the capacity the rest of the file seems to
    /// need.
    static let sampledViews = 64

    /// Reserves room for as many more views as the rest of the text (`remainingBytes`) holds at the sampled
    /// views' mean size (`sampledBytes` for ``count`` items), within the view limit, so a large list's views
    /// (large values) are not copied each time its array doubles; a wrong guess only means the usual growth.
    mutating func reserve(sampledBytes: Int, remainingBytes: Int, maximumViews: Int) {
        let meanSize = max(1, sampledBytes / max(1, count))
        let estimate = min(count + remainingBytes / meanSize + 1, maximumViews)
        views.reserveCapacity(estimate)
        marks.reserveCapacity(estimate)
    }

    /// The keys read straight from the bytes; any other key of a view sends it to the node walk.
    enum Key: UInt32 {
        case id, `class`, superview, frame, bounds, center, hidden, alpha, userInteractionEnabled
        case multipleTouchEnabled, exclusiveTouch, clipsToBounds, tag, draggable, canBecomeFirstResponder, traceName

        /// The view key this key is; nil for `superview`, which only the flat list has. (A switch, not a table:
        /// no lazy global and no bounds check for each key of a large file.)
        var viewKey: SceneReading.ViewKey? {
            switch self {
            case .id: .id
            case .class: .class
            case .superview: nil
            case .frame: .frame
            case .bounds: .bounds
            case .center: .center
            case .hidden: .hidden
            case .alpha: .alpha
            case .userInteractionEnabled: .userInteractionEnabled
            case .multipleTouchEnabled: .multipleTouchEnabled
            case .exclusiveTouch: .exclusiveTouch
            case .clipsToBounds: .clipsToBounds
            case .tag: .tag
            case .draggable: .draggable
            case .canBecomeFirstResponder: .canBecomeFirstResponder
            case .traceName: .traceName
            }
        }

        /// Each key's bytes, by raw value.
        static let names: [[UInt8]] = [
            "id", "class", "superview", "frame", "bounds", "center", "hidden", "alpha", "userInteractionEnabled",
            "multipleTouchEnabled", "exclusiveTouch", "clipsToBounds", "tag", "draggable",
            "canBecomeFirstResponder", "traceName",
        ].map { Array($0.utf8) }

        /// The key whose name is written in `bytes` from `start`, directly followed by `terminator` (a JSON
        /// key's closing quote, a YAML key's colon), and the terminator's index; nil for any other text.
        static func match(_ bytes: [UInt8], at start: Int, terminator: UInt8) -> (key: Key, end: Int)? {
            guard start + 1 < bytes.count else { return nil }
            // The one candidate its first letters allow, then its bytes and the terminator compared.
            let candidate: Key
            switch (bytes[start], bytes[start + 1]) {
            case (UInt8(ascii: "i"), _): candidate = .id
            case (UInt8(ascii: "t"), UInt8(ascii: "a")): candidate = .tag
            case (UInt8(ascii: "t"), _): candidate = .traceName
            case (UInt8(ascii: "c"), UInt8(ascii: "l")):
                guard start + 2 < bytes.count else { return nil }
                candidate = bytes[start + 2] == UInt8(ascii: "a") ? .class : .clipsToBounds
            case (UInt8(ascii: "c"), UInt8(ascii: "e")): candidate = .center
            case (UInt8(ascii: "c"), _): candidate = .canBecomeFirstResponder
            case (UInt8(ascii: "f"), _): candidate = .frame
            case (UInt8(ascii: "a"), _): candidate = .alpha
            case (UInt8(ascii: "b"), _): candidate = .bounds
            case (UInt8(ascii: "h"), _): candidate = .hidden
            case (UInt8(ascii: "s"), _): candidate = .superview
            case (UInt8(ascii: "d"), _): candidate = .draggable
            case (UInt8(ascii: "e"), _): candidate = .exclusiveTouch
            case (UInt8(ascii: "m"), _): candidate = .multipleTouchEnabled
            case (UInt8(ascii: "u"), _): candidate = .userInteractionEnabled
            default: return nil
            }
            let name = names[Int(candidate.rawValue)]
            let end = start + name.count
            guard end < bytes.count, bytes[end] == terminator else { return nil }
            var offset = 0
            while offset < name.count {
                guard bytes[start + offset] == name[offset] else { return nil }
                offset += 1
            }
            return (candidate, end)
        }
    }

    /// What a reader knows of the view it is reading straight from the bytes besides the view itself (which it
    /// reads in place, as the list's last view): where its `superview` value is, and which keys it gave.
    struct Pending {
        /// Where the `superview` value is (line << 32 | column).
        var mark: UInt64 = 0
        /// The ``Key``s read so far, by raw value.
        var seen: UInt32 = 0

        /// Marks `key` read; false when the view gave it already (a repeated key is left to the node walk).
        @inline(__always)
        mutating func firstRead(_ key: Key) -> Bool {
            guard seen & (1 << key.rawValue) == 0 else { return false }
            seen |= 1 << key.rawValue
            return true
        }
    }

    /// Starts reading a view at `location`: an empty one (its id empty until given or made) is appended to
    /// ``views``, for ``SceneReading/readViewValue(_:from:into:)`` to read each key into in place, as the list's
    /// last view. A view is large, and each copy retains its strings: it is made once, in the list, never copied.
    @inline(__always)
    mutating func begin(at location: SourceLocation) { views.append(Scene.View(id: "", location: location)) }

    /// Keeps the view being read, as ``SceneReading`` makes a view of the flat list, with the mark of its
    /// `superview` value; false (the view still unfinished, for ``dropUnfinished()``) when it has no superview
    /// (required in the flat list) or the decoder's known classes do not include its class, for the walk to report.
    @inline(__always)
    mutating func finish(_ pending: Pending, viewClasses: Set<String>?) -> Bool {
        let last = views.count - 1
        guard let superview = views[last].superview else { return false }
        if let viewClasses, !viewClasses.contains(views[last].className) { return false }
        // A missing id is made as the walk makes it.
        if pending.seen & (1 << Key.id.rawValue) == 0 { views[last].id = "\(superview).0" }
        marks.append(pending.mark)
        return true
    }

    /// Drops the view being read, if one was begun and not finished (a reader that declined it reads it as nodes).
    @inline(__always)
    mutating func dropUnfinished() {
        if views.count > marks.count { views.removeLast() }
    }
}
