import Foundation
import ResponderKit

extension Scene.Color {
    /// The colour as a `UIColor`: UIKit's fixed colours by name, system colours with their light-mode values.
    @MainActor
    public var uiColor: UIColor {
        switch self {
        case .rgba(let red, let green, let blue, let alpha):
            return UIColor(red: red, green: green, blue: blue, alpha: alpha)
        case .named(let name):
            if let fixed = UIColor.named[name] { return fixed }
            let (red, green, blue) = Self.systemColors[name] ?? (0, 0, 0)
            return UIColor(red: red / 255, green: green / 255, blue: blue / 255, alpha: 1)
        }
    }

    /// iOS's system colours in the light appearance, 0…255.
    static let systemColors: [String: (CGFloat, CGFloat, CGFloat)] = [
        "systemRed": (255, 59, 48), "systemGreen": (52, 199, 89), "systemBlue": (0, 122, 255),
        "systemOrange": (255, 149, 0), "systemYellow": (255, 204, 0), "systemPink": (255, 45, 85),
        "systemPurple": (175, 82, 222), "systemTeal": (48, 176, 199), "systemIndigo": (88, 86, 214),
        "systemBrown": (162, 132, 94), "systemMint": (0, 199, 190), "systemCyan": (50, 173, 230),
        "systemGray": (142, 142, 147), "systemBackground": (255, 255, 255), "label": (0, 0, 0),
    ]
}
