// The reference boundary: the one place where ResponderKit holds or reads an object without retaining it.
//
// Why: a `weak` reference gives its target a side table, and every retain and release of an object with a side
// table takes the runtime's slow path; and retaining what a list already holds costs two atomic operations per
// read. Delivery reads superviews, a recognizer's view, a window's application and the frame's touches at every
// step, so those references are unretained. Everything that is unsafe about that is in this file:
//
// - `UnretainedReference` is a reference that does not keep its object alive. Its invariant: the owner that
//   set it clears it before the object goes away (a view's `deinit` clears its subviews' superview and its
//   recognizers' view; an application's `deinit` clears its windows' application and its anchor; detaching a
//   window clears the key window). Debug builds also hold a weak witness and trap on a read of a reference whose
//   object is gone, instead of reading freed memory.
// - `withUnretained(_:_:)` lends an object that a list or a local already holds, without a retain. Its invariant:
//   the caller names what keeps the object alive for the call.
// - `replaceShared(in:with:)` walks an array's own buffer, lent for the loop, to test and replace its objects.
//
// The hit-testing walk (`UIView+HitTesting.swift`) and the responder chain's climb (`UIResponder.swift`) are the
// two other boundaries; each states its invariant and is checked in debug builds against the safe path.

/// A reference that does not keep its object alive, and that its owner clears before the object goes away.
///
/// Reading it costs a load: no retain, no side table on the object. See the invariant at the top of this file.
struct UnretainedReference<Object: AnyObject> {
    @usableFromInline var storage: Unmanaged<Object>?
    #if DEBUG
        /// The same object, weakly: a read after the object was freed traps here instead of reading freed memory.
        private weak var witness: Object?
    #endif

    /// A reference to `object` (nil: no object).
    @inline(__always)
    init(_ object: Object?) {
        storage = object.map { Unmanaged.passUnretained($0) }
        #if DEBUG
            witness = object
        #endif
    }

    /// The object, or nil when the reference is clear. The hierarchy code reads superviews through this at every
    /// level of its climbs, so debug builds check the witness on the unretained paths (``withObject(_:)``,
    /// ``unmanaged``) and the lifecycle checks, not here: a weak load per level made debug builds quadratic on
    /// hierarchies thousands of levels deep.
    var object: Object? {
        // Transparent, so debug builds inline it too: the hierarchy's climbs read it at every level.
        @_transparent get { storage?.takeUnretainedValue() }
        set { self = UnretainedReference(newValue) }
    }

    /// Whether the reference is set; a plain load, for delivery to ask at every touch.
    @inline(__always)
    var isSet: Bool { storage != nil }

    /// Runs `body` with the object, which the reference's invariant keeps alive, without retaining it; nil when
    /// the reference is clear.
    @inline(__always)
    func withObject<Result>(_ body: (Object) -> Result) -> Result? {
        #if DEBUG
            precondition(
                storage == nil || witness != nil,
                "an unretained \(Object.self) reference outlived its object: its owner did not clear it")
        #endif
        return storage?._withUnsafeGuaranteedRef(body)
    }

    /// The reference as the runtime's unmanaged reference, for the climb of the responder chain.
    @inline(__always)
    var unmanaged: Unmanaged<Object>? {
        #if DEBUG
            precondition(
                storage == nil || witness != nil,
                "an unretained \(Object.self) reference outlived its object: its owner did not clear it")
        #endif
        return storage
    }
}

// The owners that clear these references do so in their `deinit`, which may run where no actor isolation is known;
// the value is a plain pointer, so handing it across is as safe as the invariant above.
extension UnretainedReference: @unchecked Sendable {}

/// Runs `body` with `object` without retaining it for the call.
///
/// The caller guarantees that something else holds `object` until `body` returns: an array that nothing changes
/// meanwhile (the frame's touches, the frame's windows, a local copy of a touch's recognizers) or an owner that
/// outlives the call. (The holders' own books are what debug builds check: the lifecycle verifier and the leak
/// checks of the random streams.)
@inline(__always)
func withUnretained<Object: AnyObject, Result>(_ object: Object, _ body: (Object) -> Result) -> Result {
    return Unmanaged.passUnretained(object)._withUnsafeGuaranteedRef(body)
}

/// Runs `body` with each object of `objects`, in order, without retaining any of them.
///
/// Reading an element out of an array copies the reference, and the compiler keeps that copy retained for as long
/// as `body` may call out (a recognizer's overridable methods): a retain and a release per element per move. Here
/// each element is read as a plain pointer instead. The invariant: `objects` is an array the caller holds and
/// nothing changes while the loop runs (a local copy of a touch's recognizers), so each object outlives its call.
@inline(__always)
func forEachUnretained<Object: AnyObject>(in objects: [Object], _ body: (Object) -> Void) {
    objects.withUnsafeBufferPointer { buffer in
        guard let base = buffer.baseAddress else { return }
        let raw = UnsafeRawPointer(base)
        for index in 0..<buffer.count {
            let reference = raw.load(fromByteOffset: index * MemoryLayout<Object>.stride, as: Unmanaged<Object>.self)
            #if DEBUG
                precondition(
                    reference.takeUnretainedValue() === objects[index], "forEachUnretained read a wrong element")
            #endif
            reference._withUnsafeGuaranteedRef(body)
        }
    }
}

/// Replaces each object of `objects` that something besides the array also holds with a fresh one from
/// `replacement`, leaving the objects only the array holds in place.
///
/// `isKnownUniquelyReferenced(&objects[index])` makes the array itself unique at every element (a runtime call per
/// element); through the array's buffer it is made unique once. Nothing here reads without a retain: the buffer is
/// the array's own, lent for the loop, and `replacement` must not touch `objects`.
@inline(__always)
func replaceShared<Object: AnyObject>(in objects: inout [Object], with replacement: () -> Object) {
    objects.withUnsafeMutableBufferPointer { buffer in
        for index in buffer.indices where !isKnownUniquelyReferenced(&buffer[index]) {
            buffer[index] = replacement()
        }
    }
}

/// Climbs a chain of unretained references from `start` (included), calling `body` with each object in turn,
/// without retaining any: `next` reads an object's reference to the next one (a view's superview).
///
/// The invariant: each reference in the chain is one its owner clears before its object goes away (as a view
/// clears its subviews' superview), and `body` changes no link of the chain. Debug builds check each link's
/// witness as they read it.
@inline(__always)
func climbUnretained<Object: AnyObject>(
    from start: Object, next: (Object) -> UnretainedReference<Object>, _ body: (Object) -> Void
) {
    body(start)
    var link = next(start).unmanaged
    while let current = link {
        current._withUnsafeGuaranteedRef { object in
            body(object)
            link = next(object).unmanaged
        }
    }
}
