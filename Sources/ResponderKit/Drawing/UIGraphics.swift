import Foundation

#if !canImport(Darwin)
    /// The stack of current drawing contexts, as UIKit keeps it for the main thread: `draw(_:)`, image renderers
    /// and `UIGraphicsPushContext(_:)` push; the top is `UIGraphicsGetCurrentContext()`.
    @MainActor
    enum GraphicsContextStack {
        static var contexts: [CGContext] = []
        /// Scales of image contexts begun with `UIGraphicsBeginImageContextWithOptions`, paired with `contexts`.
        static var imageScales: [CGFloat?] = []
    }

    /// The current drawing context: inside `draw(_:)`, an image renderer's block, or after
    /// `UIGraphicsPushContext(_:)`; nil otherwise.
    @MainActor
    public func UIGraphicsGetCurrentContext() -> CGContext? {
        GraphicsContextStack.contexts.last
    }

    /// Makes a context current until `UIGraphicsPopContext()`.
    @MainActor
    public func UIGraphicsPushContext(_ context: CGContext) {
        GraphicsContextStack.contexts.append(context)
        GraphicsContextStack.imageScales.append(nil)
    }

    /// Makes the context pushed before the current one current again; with none pushed, does nothing.
    @MainActor
    public func UIGraphicsPopContext() {
        _ = GraphicsContextStack.contexts.popLast()
        _ = GraphicsContextStack.imageScales.popLast()
    }

    /// Begins an image context of a size (UIKit's older API; `UIGraphicsImageRenderer` is the newer one). A scale
    /// of 0 means the main screen's.
    @MainActor
    public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
        GraphicsContextStack.contexts.append(CGContext(recordingSize: size))
        GraphicsContextStack.imageScales.append(scale > 0 && scale.isFinite ? scale : UIScreen.main.scale)
    }

    /// Begins an image context of a size at scale 1.
    @MainActor
    public func UIGraphicsBeginImageContext(_ size: CGSize) {
        UIGraphicsBeginImageContextWithOptions(size, false, 1)
    }

    /// The image drawn so far in the current image context; nil when the current context is not an image context.
    @MainActor
    public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
        guard let context = GraphicsContextStack.contexts.last,
            let scale = GraphicsContextStack.imageScales.last ?? nil
        else { return nil }
        return UIImage(size: context.size, scale: scale, operations: context.operations)
    }

    /// Ends the current image context; when the current context is not one, does nothing.
    @MainActor
    public func UIGraphicsEndImageContext() {
        guard let scale = GraphicsContextStack.imageScales.last, scale != nil else { return }
        UIGraphicsPopContext()
    }

    /// Runs `body` with `context` current.
    @MainActor
    func withCurrentContext<Result>(_ context: CGContext, _ body: () throws -> Result) rethrows -> Result {
        UIGraphicsPushContext(context)
        defer { UIGraphicsPopContext() }
        return try body()
    }
#endif
