extension Array {
    /// Empties the array and keeps its storage, for delivery's reused buffers, which mostly hold one or two
    /// elements: `removeAll(keepingCapacity:)` goes through the general `replaceSubrange`, even for an empty
    /// array, at several times the cost of removing a few elements from the end.
    @inline(__always)
    mutating func clearKeepingCapacity() {
        guard count > 4 else {
            while !isEmpty { removeLast() }
            return
        }
        removeAll(keepingCapacity: true)
    }
}
