import Foundation

/// What the person chose in Settings for a double tap or a squeeze of Apple Pencil (UIKit's enumeration): an app
/// reads it from `UIPencilInteraction.preferredTapAction` / `preferredSqueezeAction` and does it, or explains an
/// alternative. In ResponderKit the choice is part of the application's `DeviceEnvironment`.
public enum UIPencilPreferredAction: Int, Hashable, Sendable, Codable {
    /// Do nothing.
    case ignore
    /// Switch between the current tool and the eraser (the factory setting for a double tap).
    case switchEraser
    /// Switch between the current tool and the previous one.
    case switchPrevious
    /// Show the colour palette.
    case showColorPalette
    /// Show the current tool's ink attributes.
    case showInkAttributes
    /// Show a contextual palette of tools (the factory setting for a squeeze).
    case showContextualPalette
    /// Run the shortcut the person chose.
    case runSystemShortcut
}
