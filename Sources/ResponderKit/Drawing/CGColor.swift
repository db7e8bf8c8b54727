import Foundation

#if !canImport(Darwin)
    /// A colour as CoreGraphics holds it, with CoreGraphics' API: components in a colour space (here sRGB with
    /// alpha, or grey with alpha), held and compared, never drawn.
    public final class CGColor: Hashable, Sendable, CustomStringConvertible {
        /// The colour's components, its alpha last: red, green, blue, alpha, or grey, alpha.
        public let components: [CGFloat]?

        /// Creates an sRGB colour; each component is clamped to 0…1, and a NaN component becomes 0.
        public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
            components = [red, green, blue, alpha].map(CGColor.clamp)
        }

        /// Creates a grey; each component is clamped to 0…1, and a NaN component becomes 0.
        public init(gray: CGFloat, alpha: CGFloat) {
            components = [gray, alpha].map(CGColor.clamp)
        }

        private init(components: [CGFloat]) {
            self.components = components
        }

        static func clamp(_ value: CGFloat) -> CGFloat {
            value.isNaN ? 0 : Swift.min(1, Swift.max(0, value))
        }

        /// The number of components, alpha included: 4 for sRGB, 2 for grey.
        public var numberOfComponents: Int { components?.count ?? 0 }

        /// The alpha (opacity) component.
        public var alpha: CGFloat { components?.last ?? 1 }

        /// The same colour with another alpha.
        public func copy(alpha: CGFloat) -> CGColor? {
            var values = components ?? [0, 1]
            values[values.count - 1] = CGColor.clamp(alpha)
            return CGColor(components: values)
        }

        /// The components, as `CGColor` prints them.
        public var description: String {
            "<CGColor> [" + (components ?? []).map { "\($0)" }.joined(separator: " ") + "]"
        }

        /// Two colours are equal when their components are.
        public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
            lhs.components == rhs.components
        }

        /// Hashes the components.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(components)
        }
    }
#endif
