import Foundation

/// A label's text attributes and its intrinsic size, measured with the application's text model
/// (`TextMeasurement`).
extension UILabel: TextMeasuring {
    /// The font (default: the 17-point system font).
    public var font: UIFont! {
        get { layoutStorage?.font ?? UILabel.defaultFont }
        set {
            layout.font = newValue
            invalidateIntrinsicContentSize()
        }
    }

    /// The most lines the text takes (default 1; 0: as many as it needs).
    public var numberOfLines: Int {
        get { layoutStorage?.numberOfLines ?? 1 }
        set {
            layout.numberOfLines = max(0, newValue)
            invalidateIntrinsicContentSize()
        }
    }

    /// The width a multi-line label wraps its text at for its intrinsic size (0: its current width, once it has
    /// one, as UIKit's automatic width does).
    public var preferredMaxLayoutWidth: CGFloat {
        get { layoutStorage?.preferredMaxLayoutWidth ?? 0 }
        set {
            layout.preferredMaxLayoutWidth = newValue.isFinite ? max(0, newValue) : 0
            invalidateIntrinsicContentSize()
        }
    }

    /// The 17-point system font, UIKit's default for labels.
    static let defaultFont = UIFont.systemFont(ofSize: 17)

    /// The width the text wraps at: none for a one-line label.
    var wrappingWidth: CGFloat {
        guard numberOfLines != 1 else { return .infinity }
        if preferredMaxLayoutWidth > 0 { return preferredMaxLayoutWidth }
        return bounds.width > 0 ? bounds.width : .infinity
    }

    /// The text's size from the application's text model (the standard model outside an application).
    var measuredContentSize: CGSize {
        let model = window?.application?.textMeasurement ?? .standard
        let request = TextMeasurement.Request(
            text: text ?? "", font: font, maximumWidth: wrappingWidth, numberOfLines: numberOfLines)
        return request.text.isEmpty ? .zero : model.measure(request)
    }

    /// The first baseline is an ascender below the top.
    var firstBaselineFromTop: CGFloat { font.ascender }

    /// The last baseline is a descender above the bottom.
    var lastBaselineFromBottom: CGFloat { -font.descender }

    /// The size that fits the text within `size`'s width.
    public func textSize(fitting size: CGSize) -> CGSize {
        let model = window?.application?.textMeasurement ?? .standard
        return model.measure(
            TextMeasurement.Request(
                text: text ?? "", font: font, maximumWidth: numberOfLines == 1 ? .infinity : size.width,
                numberOfLines: numberOfLines))
    }
}

/// A button's intrinsic size from its title and image, in the standard model of UIKit's classic buttons: the title in
/// the 15-point system font (or its label's font), 6 points above and below it (a titled system button is 30 tall),
/// the image beside it, 30 × 34 for a button with neither, and `contentEdgeInsets` around.
extension UIButton: TextMeasuring {
    /// The font of a button's title in ResponderKit's model: the 15-point system font.
    static let titleFont = UIFont.systemFont(ofSize: 15)

    var measuredContentSize: CGSize {
        if let configured = configurationState.applied { return configuredContentSize(configured) }
        let insets = contentEdgeInsets
        let image = currentImage?.size ?? .zero
        let title = currentTitleSize
        guard title != .zero || image != .zero else {
            return CGSize(width: 30 + insets.left + insets.right, height: 34 + insets.top + insets.bottom)
        }
        // A title gets 6 points above and below it; an image alone is its own size.
        let height = max(image.height, title == .zero ? 0 : title.height + 12)
        return CGSize(
            width: image.width + title.width + insets.left + insets.right, height: height + insets.top + insets.bottom)
    }

    var firstBaselineFromTop: CGFloat { 6 + Self.titleFont.ascender }

    var lastBaselineFromBottom: CGFloat { 6 - Self.titleFont.descender }
}
