// `import UIKit` where there is no UIKit: ResponderKit under the framework's name, as iOS's UIKit brings Foundation,
// CoreGraphics and QuartzCore with it. Foundation comes only through ResponderKit (never re-exported here directly),
// so for a file that imports UIKit alone ResponderKit's `Timer`, `DispatchQueue`, `DispatchTime` and
// `DispatchWorkItem` shadow Foundation's and Dispatch's. A file that also imports Foundation or Dispatch itself sees
// both at file scope; inside an NSObject subclass (views, controllers, recognizers, delegates), where touch code
// lives, the member type aliases of `NSObject` name ResponderKit's first (see `NSObject.Timer`).
@_exported import CoreGraphics
@_exported import QuartzCore
@_exported import ResponderKit
