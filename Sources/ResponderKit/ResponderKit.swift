// One import, as `import UIKit` is one import: code written for UIKit gets Foundation (`CGFloat`, `atan2`,
// `NSNumber`, `NSCoder`, `Date`) with `import ResponderKit` alone. ResponderKit's own `Timer`, `DispatchQueue`,
// `DispatchTime` and `DispatchWorkItem` shadow Foundation's and Dispatch's for such code, so app timers run on
// the application's clock (see <doc:DeterministicTime>).
@_exported import Foundation
