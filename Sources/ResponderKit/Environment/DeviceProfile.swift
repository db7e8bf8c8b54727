import Foundation

/// A device's screen as the interface sees it — its size in points, scale, idiom, safe-area insets and how its
/// size classes change in landscape — so a test can say "an iPhone 15 in portrait" (`UIApplication.environment`).
///
/// The presets' figures are Apple's published screen sizes and scales (Human Interface Guidelines › Layout ›
/// Specifications) and the safe-area insets those devices report; a custom device is a value like any other.
///
/// ```swift
/// application.environment = DeviceEnvironment(device: .iPhone15, orientation: .landscapeLeft)
/// UIScreen.main.bounds.size   // 852 × 393
/// ```
public struct DeviceProfile: Hashable, Sendable {
    /// The marketing name, for descriptions (`UIDevice.name` answers the generic `model`, as iOS 16 and later do).
    public var name: String
    /// `UIDevice.model`: "iPhone" or "iPad".
    public var model: String
    /// The idiom: phone or pad.
    public var idiom: UIUserInterfaceIdiom
    /// The screen's size in points, in portrait.
    public var portraitSize: CGSize
    /// Points to pixels (`UIScreen.scale`, the trait collection's `displayScale`).
    public var scale: CGFloat
    /// The safe-area insets of a full-screen window in portrait.
    public var portraitSafeAreaInsets: UIEdgeInsets
    /// The safe-area insets of a full-screen window in landscape, the device's top to the left
    /// (`UIDeviceOrientation.landscapeLeft`); mirrored left to right for the other side.
    public var landscapeSafeAreaInsets: UIEdgeInsets
    /// Whether the width is regular in landscape (iPhone "Plus" and "Max" models, every iPad).
    public var isWidthRegularInLandscape: Bool
    /// The display's highest refresh rate (`UIScreen.maximumFramesPerSecond`).
    public var maximumFramesPerSecond: Int

    /// Creates a device profile.
    public init(
        name: String, model: String, idiom: UIUserInterfaceIdiom, portraitSize: CGSize, scale: CGFloat,
        portraitSafeAreaInsets: UIEdgeInsets = .zero, landscapeSafeAreaInsets: UIEdgeInsets = .zero,
        isWidthRegularInLandscape: Bool = false, maximumFramesPerSecond: Int = 60
    ) {
        self.name = name
        self.model = model
        self.idiom = idiom
        self.portraitSize = portraitSize
        self.scale = scale
        self.portraitSafeAreaInsets = portraitSafeAreaInsets
        self.landscapeSafeAreaInsets = landscapeSafeAreaInsets
        self.isWidthRegularInLandscape = isWidthRegularInLandscape
        self.maximumFramesPerSecond = maximumFramesPerSecond
    }

    /// iPhone 15: 393 × 852 pt at 3×, a Dynamic Island (59 pt at the top in portrait).
    public static let iPhone15 = DeviceProfile(
        name: "iPhone 15", model: "iPhone", idiom: .phone, portraitSize: CGSize(width: 393, height: 852), scale: 3,
        portraitSafeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
        landscapeSafeAreaInsets: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))

    /// iPhone 15 Pro Max: 430 × 932 pt at 3×, 120 Hz, regular width in landscape.
    public static let iPhone15ProMax = DeviceProfile(
        name: "iPhone 15 Pro Max", model: "iPhone", idiom: .phone, portraitSize: CGSize(width: 430, height: 932),
        scale: 3, portraitSafeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
        landscapeSafeAreaInsets: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
        isWidthRegularInLandscape: true, maximumFramesPerSecond: 120)

    /// iPhone SE (3rd generation): 375 × 667 pt at 2×, a home button and a 20 pt status bar.
    public static let iPhoneSE = DeviceProfile(
        name: "iPhone SE (3rd generation)", model: "iPhone", idiom: .phone,
        portraitSize: CGSize(width: 375, height: 667), scale: 2,
        portraitSafeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))

    /// iPad (10th generation): 820 × 1180 pt at 2×.
    public static let iPad = DeviceProfile(
        name: "iPad (10th generation)", model: "iPad", idiom: .pad, portraitSize: CGSize(width: 820, height: 1180),
        scale: 2, portraitSafeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
        landscapeSafeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
        isWidthRegularInLandscape: true)

    /// The screen's size in points for an interface orientation.
    public func size(in orientation: UIInterfaceOrientation) -> CGSize {
        orientation.isLandscape
            ? CGSize(width: portraitSize.height, height: portraitSize.width) : portraitSize
    }

    /// A full-screen window's safe-area insets for an interface orientation.
    public func safeAreaInsets(in orientation: UIInterfaceOrientation) -> UIEdgeInsets {
        switch orientation {
        case .portrait, .unknown: return portraitSafeAreaInsets
        case .portraitUpsideDown:
            let insets = portraitSafeAreaInsets
            return UIEdgeInsets(top: insets.bottom, left: insets.right, bottom: insets.top, right: insets.left)
        case .landscapeRight: return landscapeSafeAreaInsets
        case .landscapeLeft:
            let insets = landscapeSafeAreaInsets
            return UIEdgeInsets(top: insets.top, left: insets.right, bottom: insets.bottom, right: insets.left)
        }
    }

    /// The horizontal and vertical size classes of a full-screen interface in an orientation, as the Human
    /// Interface Guidelines' table gives them: iPad regular in both; iPhone compact × regular in portrait and
    /// compact (regular on Plus and Max models) × compact in landscape.
    public func sizeClasses(in orientation: UIInterfaceOrientation) -> (
        horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass
    ) {
        if idiom == .pad { return (.regular, .regular) }
        if orientation.isLandscape { return (isWidthRegularInLandscape ? .regular : .compact, .compact) }
        return (.compact, .regular)
    }
}
