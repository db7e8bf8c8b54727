// `import CoreGraphics` where there is no CoreGraphics: Foundation has `CGFloat`, `CGPoint`, `CGSize` and `CGRect`
// everywhere; ResponderKit adds `CGAffineTransform` and `CGVector` where they are missing. Foundation is reached
// through ResponderKit only, so that ResponderKit's clock types keep shadowing Foundation's in a file that imports
// this module and UIKit.
@_exported import ResponderKit
