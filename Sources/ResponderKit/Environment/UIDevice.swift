import Foundation

/// The device an application runs on, with UIKit's API: its idiom, orientation and system, from the application's
/// `environment`.
///
/// `UIDevice.current` is the current application's device (`UIApplication.current`); with no application, a
/// device of the default environment. Orientation changes post `orientationDidChangeNotification` while
/// `beginGeneratingDeviceOrientationNotifications()` calls outnumber the `end` calls.
@preconcurrency @MainActor
open class UIDevice: NSObject {
    private weak var application: UIApplication?

    init(application: UIApplication?) {
        self.application = application
        super.init()
    }

    private var state: EnvironmentState { application?.environmentState ?? DetachedEnvironment.state }

    /// Posted, with the device as the object, when the device's orientation changes while notifications are on.
    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")

    /// The current application's device.
    open class var current: UIDevice {
        (UIApplication.current?.environmentState ?? DetachedEnvironment.state).device
    }

    /// The device's name: its generic model name, as iOS 16 and later answer apps without the entitlement.
    open var name: String { model }

    /// "iPhone" or "iPad".
    open var model: String { state.environment.device.model }

    /// The model, localized: here the same as `model`.
    open var localizedModel: String { model }

    /// "iOS", or "iPadOS" on an iPad.
    open var systemName: String { userInterfaceIdiom == .pad ? "iPadOS" : "iOS" }

    /// The system's version, from the environment ("18.0" by default).
    open var systemVersion: String { state.environment.systemVersion }

    /// Phone or pad.
    open var userInterfaceIdiom: UIUserInterfaceIdiom { state.environment.device.idiom }

    /// How the device is held. Apple documents `.unknown` until orientation notifications begin, but in an app
    /// UIKit has begun them itself (the application rotates its interface), so apps read the real orientation: so
    /// does ResponderKit.
    open var orientation: UIDeviceOrientation { state.environment.orientation }

    /// Whether the device posts orientation notifications.
    open var isGeneratingDeviceOrientationNotifications: Bool { state.orientationNotificationRequests > 0 }

    /// Starts orientation notifications; calls nest, each needs its `end`.
    open func beginGeneratingDeviceOrientationNotifications() {
        state.orientationNotificationRequests += 1
    }

    /// Ends one `begin` call's orientation notifications; extra calls do nothing.
    open func endGeneratingDeviceOrientationNotifications() {
        state.orientationNotificationRequests = max(0, state.orientationNotificationRequests - 1)
    }

    /// Whether the device runs more than one app at a time: true.
    open var isMultitaskingSupported: Bool { true }

    /// An identifier for the app's vendor on this device: the same for an application's life.
    open var identifierForVendor: UUID? { UUID(uuidString: "5E5F0D1C-0000-4000-8000-000000000001") }
}
