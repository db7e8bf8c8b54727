import Foundation

#if !canImport(Darwin)
    /// The function `CGPath.apply(info:function:)` calls for each element, with the caller's `info` pointer.
    ///
    /// CoreGraphics declares it `@convention(c)`; here `CGPathElement` is a Swift struct, which C cannot
    /// represent, so it is a Swift function type. The closures UIKit code passes (which capture nothing) fit both.
    public typealias CGPathApplierFunction = (UnsafeMutableRawPointer?, UnsafePointer<CGPathElement>) -> Void
#endif
