import Foundation

#if !canImport(Darwin)
    /// How drawing combines with what is under it, with CoreGraphics' common cases; stored, never composited.
    public enum CGBlendMode: Int32, Hashable, Sendable {
        /// Source over destination.
        case normal = 0
        /// Multiply.
        case multiply = 1
        /// Screen.
        case screen = 2
        /// Overlay.
        case overlay = 3
        /// Darken.
        case darken = 4
        /// Lighten.
        case lighten = 5
        /// Clear.
        case clear = 16
        /// Copy.
        case copy = 17
        /// Source in.
        case sourceIn = 18
        /// Source out.
        case sourceOut = 19
        /// Destination over.
        case destinationOver = 21
        /// Destination in.
        case destinationIn = 22
        /// Destination out.
        case destinationOut = 23
    }
#endif
