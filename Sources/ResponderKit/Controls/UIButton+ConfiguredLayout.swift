import Foundation

/// How a configured button measures and places its content: the image and the text (title over subtitle, with
/// `titlePadding` between) side by side or stacked by `imagePlacement`, `imagePadding` between them, the group
/// placed in the bounds minus `contentInsets` by the content alignments (centred by default), and the intrinsic
/// content size the group's size plus the insets. Text is measured with the application's text model
/// (`TextMeasurement`) in the configuration's fonts (``UIButton/Configuration/Size``).
///
/// ```
/// imagePlacement .leading:  [insets [image] imagePadding [title    ] insets]
///                                                        [subtitle ]
/// imagePlacement .top:      [insets    [image]    insets]
///                                   imagePadding
///                                  [title / subtitle]
/// ```
extension UIButton {
    /// The sizes of a configured button's parts.
    struct ConfiguredParts {
        var image: CGSize
        var title: CGSize
        var subtitle: CGSize
        var titlePadding: CGFloat
        var imagePadding: CGFloat
        var placement: NSDirectionalRectEdge

        /// The space between the title and the subtitle, when both are there.
        var titleGap: CGFloat { title != .zero && subtitle != .zero ? titlePadding : 0 }

        /// The title and subtitle, one above the other.
        var text: CGSize {
            CGSize(width: max(title.width, subtitle.width), height: title.height + titleGap + subtitle.height)
        }

        /// Whether the image is above or below the text rather than beside it.
        var isStacked: Bool { placement == .top || placement == .bottom }

        /// The space between the image and the text, when both are there.
        var gap: CGFloat { image != .zero && text != .zero ? imagePadding : 0 }

        /// The size of the image and the text together.
        var group: CGSize {
            let text = text
            return isStacked
                ? CGSize(width: max(image.width, text.width), height: image.height + gap + text.height)
                : CGSize(width: image.width + gap + text.width, height: max(image.height, text.height))
        }
    }

    /// The parts of `configuration` measured with the button's text model.
    func configuredParts(_ configuration: UIButton.Configuration) -> ConfiguredParts {
        let model = window?.application?.textMeasurement ?? .standard
        func measure(_ text: String?, _ font: UIFont) -> CGSize {
            guard let text, !text.isEmpty else { return .zero }
            return model.measure(
                TextMeasurement.Request(text: text, font: font, maximumWidth: .infinity, numberOfLines: 1))
        }
        let image: CGSize =
            configuration.showsActivityIndicator ? CGSize(width: 20, height: 20) : (configuration.image?.size ?? .zero)
        return ConfiguredParts(
            image: image, title: measure(configuredTitle(configuration), resolvedTitle(configuration).font),
            subtitle: measure(configuration.subtitleText, resolvedSubtitle(configuration).font),
            titlePadding: configuration.titlePadding, imagePadding: configuration.imagePadding,
            placement: configuration.imagePlacement)
    }

    /// The title's font and colour, resolved when `configuration` (the applied one) was applied.
    private func resolvedTitle(_ configuration: UIButton.Configuration) -> UIButton.Configuration.ResolvedText {
        configurationState.title ?? configuration.resolvedTitle
    }

    /// The subtitle's font and colour, resolved when `configuration` (the applied one) was applied.
    private func resolvedSubtitle(_ configuration: UIButton.Configuration) -> UIButton.Configuration.ResolvedText {
        configurationState.subtitle ?? configuration.resolvedSubtitle
    }

    /// The title a configured button shows: a title set for the state with `setTitle(_:for:)`, or the
    /// configuration's.
    func configuredTitle(_ configuration: UIButton.Configuration) -> String? {
        title(for: state) ?? configuration.titleText
    }

    /// The intrinsic content size of a configured button: its content's size plus `contentInsets`.
    func configuredContentSize(_ configuration: UIButton.Configuration) -> CGSize {
        let group = configuredParts(configuration).group
        let insets = configuration.contentInsets
        return CGSize(
            width: group.width + insets.leading + insets.trailing, height: group.height + insets.top + insets.bottom)
    }

    /// The image's, title's and subtitle's rectangles in `bounds`.
    func configuredRects(
        _ configuration: UIButton.Configuration, in bounds: CGRect
    ) -> (image: CGRect, title: CGRect, subtitle: CGRect) {
        let direction = effectiveUserInterfaceLayoutDirection
        let rightToLeft = direction == .rightToLeft
        let content = bounds.inset(by: configuration.contentInsets.edgeInsets(direction))
        let parts = configuredParts(configuration)
        let group = parts.group
        let origin = contentOrigin(for: group, in: content)
        let (x, y) = (origin.x, origin.y)
        let text = parts.text
        var image = CGRect(origin: .zero, size: parts.image)
        var textFrame = CGRect(origin: .zero, size: text)
        if parts.isStacked {
            let imageFirst = parts.placement == .top
            image.origin = CGPoint(
                x: x + (group.width - parts.image.width) / 2,
                y: imageFirst ? y : y + text.height + parts.gap)
            textFrame.origin = CGPoint(
                x: x + (group.width - text.width) / 2, y: imageFirst ? y + parts.image.height + parts.gap : y)
        } else {
            // `.leading` (the default, and any other edge) puts the image where reading starts.
            let imageOnLeft = (parts.placement == .trailing) == rightToLeft
            image.origin = CGPoint(
                x: imageOnLeft ? x : x + text.width + parts.gap, y: y + (group.height - parts.image.height) / 2)
            textFrame.origin = CGPoint(
                x: imageOnLeft ? x + parts.image.width + parts.gap : x, y: y + (group.height - text.height) / 2)
        }
        func aligned(_ size: CGSize, top: CGFloat) -> CGRect {
            let alignment: UIButton.Configuration.TitleAlignment =
                configuration.titleAlignment == .automatic
                ? (parts.isStacked ? .center : .leading) : configuration.titleAlignment
            let startsLeft = (alignment == .leading) != rightToLeft
            let originX: CGFloat =
                switch alignment {
                case .center, .automatic: textFrame.midX - size.width / 2
                case .leading, .trailing: startsLeft ? textFrame.minX : textFrame.maxX - size.width
                }
            return CGRect(x: originX, y: top, width: size.width, height: size.height)
        }
        let title = aligned(parts.title, top: textFrame.minY)
        let subtitle = aligned(parts.subtitle, top: textFrame.minY + parts.title.height + parts.titleGap)
        return (image, title, subtitle)
    }

    /// Places the label, subtitle label and image view of a configured button.
    func layOutConfiguredContent() {
        guard let configuration = configurationState.applied else { return }
        updateConfiguredContentViews()
        let rects = configuredRects(configuration, in: bounds)
        content.imageView?.frame = rects.image
        content.titleLabel?.frame = rects.title
        configurationState.subtitleLabel?.frame = rects.subtitle
    }

    /// The labels and the image view show the applied configuration: its text, fonts, foreground colour and image
    /// (none while the activity indicator shows).
    func updateConfiguredContentViews() {
        guard let configuration = configurationState.applied else { return }
        let foreground = configuration.resolvedForegroundColor
        if let label = content.titleLabel {
            let title = resolvedTitle(configuration)
            label.font = title.font
            label.text = configuredTitle(configuration)
            label.textColor = title.color
        }
        if let label = configurationState.subtitleLabel {
            let subtitle = resolvedSubtitle(configuration)
            label.font = subtitle.font
            label.text = configuration.subtitleText
            label.textColor = subtitle.color
        }
        if let imageView = content.imageView {
            imageView.image = configuration.showsActivityIndicator ? nil : configuration.image
            imageView.tintColor = configuration.imageColorTransformer?(foreground) ?? foreground
        }
    }
}
