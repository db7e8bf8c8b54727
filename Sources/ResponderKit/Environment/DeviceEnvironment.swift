import Foundation

/// Where an application's interface runs: the device, how it is held, and the system settings traits read.
///
/// Set `UIApplication.environment` to change it; the screen, the full-screen windows, the trait collections and
/// the view controllers follow as on a device that rotates or switches to dark mode (see `UIApplication.environment`).
public struct DeviceEnvironment: Hashable, Sendable {
    /// The device.
    public var device: DeviceProfile
    /// How the device is held. A flat or unknown orientation keeps the interface in its last orientation.
    public var orientation: UIDeviceOrientation
    /// The system appearance: light or dark.
    public var userInterfaceStyle: UIUserInterfaceStyle
    /// The system language's direction.
    public var layoutDirection: UITraitEnvironmentLayoutDirection
    /// `UIDevice.systemVersion`.
    public var systemVersion: String
    /// Settings › Apple Pencil › double tap: `UIPencilInteraction.preferredTapAction` (factory setting: switch to
    /// the eraser).
    public var pencilPreferredTapAction: UIPencilPreferredAction = .switchEraser
    /// Settings › Apple Pencil › squeeze: `UIPencilInteraction.preferredSqueezeAction` (factory setting: the tool
    /// palette).
    public var pencilPreferredSqueezeAction: UIPencilPreferredAction = .showContextualPalette
    /// Settings › Apple Pencil › Only Draw with Apple Pencil: `UIPencilInteraction.prefersPencilOnlyDrawing`.
    public var prefersPencilOnlyDrawing = false
    /// Settings › Apple Pencil › Show Hover Preview: `UIPencilInteraction.prefersHoverToolPreview`.
    public var prefersHoverToolPreview = true

    /// Creates an environment; by default an iPhone 15 held upright, in light mode, left to right, on iOS 18.
    public init(
        device: DeviceProfile = .iPhone15, orientation: UIDeviceOrientation = .portrait,
        userInterfaceStyle: UIUserInterfaceStyle = .light,
        layoutDirection: UITraitEnvironmentLayoutDirection = .leftToRight, systemVersion: String = "18.0"
    ) {
        self.device = device
        self.orientation = orientation
        self.userInterfaceStyle = userInterfaceStyle
        self.layoutDirection = layoutDirection
        self.systemVersion = systemVersion
    }
}
