import Foundation

/// A visual effect a `UIVisualEffectView` applies: a blur (`UIBlurEffect`) or vibrancy (`UIVibrancyEffect`).
/// ResponderKit draws nothing: the effect is a value a test can read, and plays no part in hit-testing.
@preconcurrency @MainActor
open class UIVisualEffect: NSObject {
    /// Creates an effect that applies nothing (a view with it looks as with none).
    public override init() {
        effectName = "none"
        super.init()
    }

    /// Creates an effect with its name in traces and descriptions.
    init(effectName: String) {
        self.effectName = effectName
        super.init()
    }

    /// The effect's name in a trace or a description: `systemMaterial`.
    nonisolated let effectName: String

    /// `<UIBlurEffect: systemMaterial>`.
    open nonisolated override var description: String { "<\(type(of: self)): \(effectName)>" }
}
