// One import, as `import UIKit` is one import: code written for UIKit gets Foundation (`CGFloat`, `atan2`,
// `NSNumber`, `NSCoder`, `Date`) with `import ResponderKit` alone. ResponderKit's own `Timer`, `DispatchQueue`,
// `DispatchTime` and `DispatchWorkItem` shadow Foundation's and Dispatch's for such code, so app timers run on
// the application's clock (see <doc:DeterministicTime>); where a file imports Foundation too, `NSObject`'s member
// aliases of those names keep code in NSObject subclasses on the clock (`NSObject+ClockTypes.swift`). The
// `UIKit`, `QuartzCore` and `CoreGraphics` modules (Sources/Facades) re-export this one under those names.
@_exported import Foundation
