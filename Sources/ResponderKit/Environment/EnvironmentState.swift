import Foundation

/// An application's environment and the objects that show it: the screen and the device.
@MainActor
final class EnvironmentState {
    /// The environment as last set.
    var environment = DeviceEnvironment()
    /// The interface's orientation: the device's, when the device is upright or on its side and the key window's
    /// root view controller supports it; otherwise the last one.
    var interfaceOrientation = UIInterfaceOrientation.portrait
    /// Work for "the next turn of the run loop": appearance `did` callbacks and ended transitions, run at the end
    /// of the next layout pass (`UIApplication.runAtNextTurn`).
    var nextTurnWork: [@MainActor () -> Void] = []
    /// How many `beginGeneratingDeviceOrientationNotifications()` calls are not yet ended.
    var orientationNotificationRequests = 0
    /// The application's screen.
    private(set) lazy var screen = UIScreen(application: application)
    /// The application's device.
    private(set) lazy var device = UIDevice(application: application)
    private weak var application: UIApplication?

    init(application: UIApplication?) {
        self.application = application
    }

    /// The screen's traits in the current environment.
    var screenTraits: UITraitCollection { Self.traits(environment, interfaceOrientation) }

    /// The screen's traits for an environment and an interface orientation.
    static func traits(
        _ environment: DeviceEnvironment, _ orientation: UIInterfaceOrientation
    ) -> UITraitCollection {
        let classes = environment.device.sizeClasses(in: orientation)
        return UITraitCollection(
            style: environment.userInterfaceStyle, horizontal: classes.horizontal, vertical: classes.vertical,
            idiom: environment.device.idiom, scale: environment.device.scale,
            direction: environment.layoutDirection)
    }

    /// The screen's bounds in points, in the interface's orientation.
    var screenBounds: CGRect { CGRect(origin: .zero, size: environment.device.size(in: interfaceOrientation)) }
}

/// The environment of code that runs with no application: the default one.
@MainActor
enum DetachedEnvironment {
    /// The state the fallback screen and device read.
    static let state = EnvironmentState(application: nil)
}
