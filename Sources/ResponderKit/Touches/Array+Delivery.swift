extension Array where Element: AnyObject {
    /// Whether the array holds `object` itself (`===`).
    ///
    /// A plain loop in a nonisolated function, for delivery's hot paths: a closure written on the main actor
    /// and passed to `contains(where:)` gets a runtime check of the current executor at every call, which
    /// costs more than the comparison it wraps.
    nonisolated func containsIdentical(_ object: Element) -> Bool {
        for element in self where element === object { return true }
        return false
    }
}

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
