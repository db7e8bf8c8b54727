import Foundation

/// The screen an application's interface is on, with UIKit's API: its bounds in the interface's orientation, its
/// scale and its traits, from the application's `environment`.
///
/// ```swift
/// let window = UIWindow(frame: UIScreen.main.bounds)   // 393 × 852 on the default iPhone 15
/// application.environment.orientation = .landscapeLeft
/// UIScreen.main.bounds.size                              // 852 × 393
/// ```
///
/// `UIScreen.main` is the current application's screen (`UIApplication.current`); with no application, a screen
/// of the default environment.
@preconcurrency @MainActor
open class UIScreen: NSObject, UITraitEnvironment {
    private weak var application: UIApplication?

    init(application: UIApplication?) {
        self.application = application
        super.init()
    }

    private var state: EnvironmentState { application?.environmentState ?? DetachedEnvironment.state }

    /// The current application's screen.
    open class var main: UIScreen {
        (UIApplication.current?.environmentState ?? DetachedEnvironment.state).screen
    }

    /// The screens attached to the device: the main one.
    open class var screens: [UIScreen] { [main] }

    /// The screen's rectangle in points, in the interface's orientation (since iOS 8).
    open var bounds: CGRect { state.screenBounds }

    /// The screen's rectangle in pixels, in portrait whatever the orientation.
    open var nativeBounds: CGRect {
        let device = state.environment.device
        return CGRect(
            x: 0, y: 0, width: device.portraitSize.width * device.scale,
            height: device.portraitSize.height * device.scale)
    }

    /// Points to pixels.
    open var scale: CGFloat { state.environment.device.scale }

    /// Points to the display's physical pixels; the same as `scale` for the modelled devices.
    open var nativeScale: CGFloat { scale }

    /// The display's highest refresh rate.
    open var maximumFramesPerSecond: Int { state.environment.device.maximumFramesPerSecond }

    /// The screen's brightness, from 0 to 1; values outside are clamped and NaN is ignored, as a setting.
    open var brightness: CGFloat = 0.5 {
        didSet { brightness = brightness.isNaN ? oldValue : min(max(brightness, 0), 1) }
    }

    /// The screen's traits: the device's idiom, scale and size classes in the interface's orientation, and the
    /// system's style and layout direction.
    open var traitCollection: UITraitCollection { state.screenTraits }

    /// Called when the screen's traits changed (the device rotated or the system style changed).
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
}
