import Dispatch
import Foundation

// On Linux a file that imports Foundation (or Dispatch) beside UIKit sees two `Timer`s, two `DispatchQueue`s and two
// `DispatchTime`s at file scope: Swift prefers neither module's, and an expression such as `Timer.scheduledTimer(…)`
// may even settle on Foundation's wall-clock one. A member type is found before any module's type by code inside
// the class and its subclasses, and touch code lives in subclasses of NSObject (responders, recognizers, the
// NSObject helpers that serve as delegates and targets): these aliases make `Timer`, `DispatchQueue`,
// `DispatchTime` and `DispatchWorkItem` there name the application's clock, whatever the file imports.

extension NSObject {
    /// ResponderKit's timer on the application's clock, found before Foundation's by code in any NSObject subclass
    /// (views, view controllers, recognizers, delegates), whatever else the file imports.
    public typealias Timer = ResponderKit.Timer
    /// ResponderKit's main queue on the application's clock, found before Dispatch's by code in any NSObject
    /// subclass.
    public typealias DispatchQueue = ResponderKit.DispatchQueue
    /// A time on the application's clock, found before Dispatch's by code in any NSObject subclass.
    public typealias DispatchTime = ResponderKit.DispatchTime
    /// Cancellable work on the application's clock, found before Dispatch's by code in any NSObject subclass.
    public typealias DispatchWorkItem = ResponderKit.DispatchWorkItem
}
