import Foundation

#if !canImport(Darwin)
    /// A time interval in seconds, as Core Foundation declares it: Core Animation's times (`beginTime`, `duration`,
    /// `CACurrentMediaTime()`) are in it.
    public typealias CFTimeInterval = Double
#endif
