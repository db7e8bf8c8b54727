import Foundation
import ResponderKit
import Testing

/// A configured button that logs its configuration updates.
@MainActor
private final class UpdateLoggingButton: UIButton {
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    let log: EventLog

    init(_ log: EventLog) {
        self.log = log
        super.init(frame: .zero)
    }

    override func updateConfiguration() {
        log.add("updateConfiguration")
        super.updateConfiguration()
    }
}

/// The button's state as a configuration handler sees it: `highlighted`, `selected`, `disabled` or `normal`.
@MainActor
private func describeState(_ button: UIButton) -> String {
    var parts: [String] = []
    if button.isHighlighted { parts.append("highlighted") }
    if button.isSelected { parts.append("selected") }
    if !button.isEnabled { parts.append("disabled") }
    return parts.isEmpty ? "normal" : parts.joined(separator: "+")
}

/// The size of `text` in the standard text model.
@MainActor
private func measured(_ text: String, size: CGFloat, weight: UIFont.Weight = .regular) -> CGSize {
    measured(text, font: UIFont.systemFont(ofSize: size, weight: weight))
}

/// The single-line size of `text` in `font`.
@MainActor
private func measured(_ text: String, font: UIFont) -> CGSize {
    TextMeasurement.standard.measure(
        TextMeasurement.Request(text: text, font: font, maximumWidth: .infinity, numberOfLines: 1))
}

/// Whether two rectangles are equal to a rounding error (the layout solver's arithmetic).
private func isClose(_ a: CGRect, _ b: CGRect) -> Bool {
    abs(a.minX - b.minX) < 0.001 && abs(a.minY - b.minY) < 0.001 && abs(a.width - b.width) < 0.001
        && abs(a.height - b.height) < 0.001
}

@MainActor
@Suite("UIButtonConfigurationTests")
struct UIButtonConfigurationTests {
    /// A 100 × 50 configured button at (100, 100) whose update handler logs the state it sees, every control
    /// event logged; its first update (configuration and handler set) has run.
    private func configuredButton(
        in stage: Stage
    ) -> (button: UpdateLoggingButton, logger: ActionLogger) {
        let button = UpdateLoggingButton(stage.log)
        button.configuration = .plain()
        button.configurationUpdateHandler = { button in stage.log.add("handler \(describeState(button))") }
        button.frame = CGRect(x: 100, y: 100, width: 100, height: 50)
        stage.window.addSubview(button)
        let logger = ActionLogger(stage.log)
        button.logEvents(to: logger)
        stage.app.layoutPendingViews()
        #expect(stage.log.lines == ["updateConfiguration", "handler normal"])
        stage.log.lines.removeAll()
        return (button, logger)
    }

    @Test("§6 touch down's update runs before the next input and sees the highlight; dragging out unhighlights")
    func highlightThroughTouches() {
        let stage = Stage()
        let (_, logger) = configuredButton(in: stage)
        stage.app.touch(.began, at: CGPoint(x: 150, y: 125), time: 0)
        #expect(stage.log.lines == ["touchDown"])
        stage.app.touch(.moved, at: CGPoint(x: 150, y: 400), time: 0.1)
        stage.app.touch(.ended, at: CGPoint(x: 150, y: 400), time: 0.2)
        stage.app.layoutPendingViews()
        #expect(
            stage.log.lines == [
                "touchDown",
                "updateConfiguration", "handler highlighted",
                "touchDragExit", "touchDragOutside",
                "updateConfiguration", "handler normal",
                "touchUpOutside",
            ])
        #expect(stage.app.leftovers == [])
        withExtendedLifetime(logger) {}
    }

    @Test("§6 dragging back in highlights again, and the lift inside unhighlights: one update per change")
    func dragBackIn() {
        let stage = Stage()
        let (_, logger) = configuredButton(in: stage)
        stage.app.touch(.began, at: CGPoint(x: 150, y: 125), time: 0)
        stage.app.touch(.moved, at: CGPoint(x: 150, y: 400), time: 0.1)
        stage.app.touch(.moved, at: CGPoint(x: 150, y: 130), time: 0.2)
        stage.app.touch(.ended, at: CGPoint(x: 150, y: 130), time: 0.3)
        stage.app.layoutPendingViews()
        #expect(
            stage.log.lines == [
                "touchDown",
                "updateConfiguration", "handler highlighted",
                "touchDragExit", "touchDragOutside",
                "updateConfiguration", "handler normal",
                "touchDragEnter", "touchDragInside",
                "updateConfiguration", "handler highlighted",
                "touchUpInside", "primaryActionTriggered",
                "updateConfiguration", "handler normal",
            ])
        #expect(stage.app.leftovers == [])
        withExtendedLifetime(logger) {}
    }

    @Test("§6 changesSelectionAsPrimaryAction toggles isSelected before the primary action; a lift gives one update")
    func selectionAsPrimaryAction() {
        let stage = Stage()
        let (button, logger) = configuredButton(in: stage)
        button.changesSelectionAsPrimaryAction = true
        button.addAction(
            UIAction { action in stage.log.add("action \(describeState(action.sender as! UIButton))") },
            for: .primaryActionTriggered)
        stage.app.tap(at: CGPoint(x: 150, y: 125), time: 0)
        stage.app.layoutPendingViews()
        stage.app.tap(at: CGPoint(x: 150, y: 125), time: 1)
        stage.app.layoutPendingViews()
        #expect(
            stage.log.lines == [
                "touchDown",
                "updateConfiguration", "handler highlighted",
                "touchUpInside", "primaryActionTriggered", "action selected",
                "updateConfiguration", "handler selected",
                "touchDown",
                "updateConfiguration", "handler highlighted+selected",
                "touchUpInside", "primaryActionTriggered", "action normal",
                "updateConfiguration", "handler normal",
            ])
        #expect(!button.isSelected)
        #expect(stage.app.leftovers == [])
        withExtendedLifetime(logger) {}
    }

    @Test("§6 several requests in one turn give one update; the handler setting configuration asks for no other")
    func coalescing() {
        let stage = Stage()
        let (button, logger) = configuredButton(in: stage)
        button.configurationUpdateHandler = { button in
            stage.log.add("handler \(describeState(button))")
            var configuration = button.configuration
            configuration?.title = button.isSelected ? "On" : "Off"
            button.configuration = configuration
        }
        button.setNeedsUpdateConfiguration()
        button.isSelected = true
        button.isEnabled = false
        button.configuration?.subtitle = "detail"
        button.setNeedsUpdateConfiguration()
        #expect(stage.log.lines == [])
        stage.app.layoutPendingViews()
        #expect(stage.log.lines == ["updateConfiguration", "handler selected+disabled"])
        #expect(button.titleLabel?.text == "On")
        #expect(button.subtitleLabel?.text == "detail")
        stage.app.layoutPendingViews()
        #expect(stage.log.lines.count == 2)
        withExtendedLifetime(logger) {}
    }

    @Test("§6 a disabled configured button takes no touch and its update sees it disabled")
    func disabled() {
        let stage = Stage()
        let (button, logger) = configuredButton(in: stage)
        button.isEnabled = false
        stage.app.tap(at: CGPoint(x: 150, y: 125), time: 0)
        stage.app.layoutPendingViews()
        #expect(stage.log.lines == ["updateConfiguration", "handler disabled"])
        #expect(button.titleLabel?.textColor == .systemGray)
        withExtendedLifetime(logger) {}
    }

    @Test("a button outside any window runs its pending update in its own layout")
    func outsideWindow() {
        let log = EventLog()
        let button = UpdateLoggingButton(log)
        button.configurationUpdateHandler = { button in log.add("handler \(describeState(button))") }
        button.isHighlighted = true
        #expect(log.lines == [])
        button.layoutIfNeeded()
        #expect(log.lines == ["updateConfiguration", "handler highlighted"])
    }

    @Test("§6 a classic button's updateConfiguration() also runs when its state changes, before the next input")
    func classicButtonUpdates() {
        let stage = Stage()
        let button = UpdateLoggingButton(stage.log)
        button.frame = CGRect(x: 100, y: 100, width: 100, height: 50)
        stage.window.addSubview(button)
        let logger = ActionLogger(stage.log)
        button.logEvents(to: logger)
        stage.app.tap(at: CGPoint(x: 150, y: 125), time: 0)
        stage.app.layoutPendingViews()
        #expect(
            stage.log.lines == [
                "touchDown", "updateConfiguration", "touchUpInside", "primaryActionTriggered", "updateConfiguration",
            ])
        #expect(button.configuration == nil)
        #expect(stage.app.leftovers == [])
        withExtendedLifetime(logger) {}
    }

    @Test("UIButton(primaryAction:) makes a system button whose action runs on a tap")
    func primaryActionButton() {
        let stage = Stage()
        let button = UIButton(primaryAction: UIAction(title: "Go") { stage.log.add("\($0.title)") })
        button.frame = CGRect(x: 0, y: 0, width: 80, height: 40)
        stage.window.addSubview(button)
        stage.app.tap(at: CGPoint(x: 40, y: 20), time: 0)
        #expect(button.buttonType == .system)
        #expect(stage.log.lines == ["Go"])
        #expect(stage.app.leftovers == [])
    }

    @Test("automaticallyUpdatesConfiguration false applies the configuration as set, not updated for the state")
    func manualUpdates() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Send"
        let automatic = UIButton(configuration: configuration)
        automatic.isEnabled = false
        automatic.layoutIfNeeded()
        #expect(automatic.titleLabel?.textColor == .systemGray)
        let manual = UIButton(configuration: configuration)
        manual.automaticallyUpdatesConfiguration = false
        manual.isEnabled = false
        manual.layoutIfNeeded()
        #expect(manual.titleLabel?.textColor == .white)
    }

    @Test("the TargetAction article's configured-button example logs what it says")
    func articleExample() {
        let stage = Stage()
        let app = stage.app
        let window = stage.window
        var log: [String] = []
        let like = UIButton(configuration: .filled(), primaryAction: UIAction { _ in log.append("liked") })
        like.changesSelectionAsPrimaryAction = true
        like.configurationUpdateHandler = { button in log.append("update selected=\(button.isSelected)") }
        like.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        window.addSubview(like)
        app.layoutPendingViews()
        #expect(log == ["update selected=false"])
        app.touch(.began, at: CGPoint(x: 30, y: 20), time: 0)
        app.touch(.ended, at: CGPoint(x: 30, y: 20), time: 0.05)
        #expect(log == ["update selected=false", "update selected=false", "liked"])
        app.layoutPendingViews()
        #expect(log == ["update selected=false", "update selected=false", "liked", "update selected=true"])
        #expect(app.leftovers == [])
    }

    @Test("the configuration feeds the title label, image view and intrinsic size")
    func configurationFeedsTheModel() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Save"
        let image = UIImage(systemName: "square.and.arrow.down")
        configuration.image = image
        configuration.imagePadding = 8
        let button = UIButton(configuration: configuration)
        let title = measured("Save", size: 17)
        #expect(button.buttonType == .system)
        #expect(button.titleLabel?.text == "Save")
        #expect(button.imageView?.image === image)
        #expect(button.currentTitle == "Save")
        #expect(button.titleLabel?.textColor == .white)
        #expect(
            button.intrinsicContentSize
                == CGSize(width: 12 + 20 + 8 + title.width + 12, height: 7 + max(20, title.height) + 7))

        var stacked = configuration
        stacked.imagePlacement = .top
        stacked.subtitle = "to disk"
        stacked.titlePadding = 2
        stacked.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
        button.configuration = stacked
        let subtitle = measured("to disk", size: 15)
        let textWidth = max(title.width, subtitle.width)
        #expect(
            button.intrinsicContentSize
                == CGSize(
                    width: 4 + max(20, textWidth) + 4,
                    height: 4 + 20 + 8 + title.height + 2 + subtitle.height + 4))
        button.frame = CGRect(origin: .zero, size: button.intrinsicContentSize)
        button.layoutIfNeeded()
        #expect(abs((button.imageView?.frame.minY ?? 0) - 4) < 0.001)
        #expect(abs((button.titleLabel?.frame.minY ?? 0) - (4 + 20 + 8)) < 0.001)
        #expect(abs((button.subtitleLabel?.frame.minY ?? 0) - (4 + 20 + 8 + title.height + 2)) < 0.001)
    }

    @Test(
        "imagePlacement puts the image where reading starts or ends, mirrored right to left",
        arguments: [
            (NSDirectionalRectEdge.leading, false, true), (.trailing, false, false), (.leading, true, false),
            (.trailing, true, true),
        ])
    func imagePlacement(placement: NSDirectionalRectEdge, rightToLeft: Bool, imageOnLeft: Bool) {
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Share"
        configuration.image = UIImage(systemName: "square.and.arrow.up")
        configuration.imagePadding = 4
        configuration.imagePlacement = placement
        let button = UIButton(configuration: configuration)
        if rightToLeft { button.semanticContentAttribute = .forceRightToLeft }
        button.frame = CGRect(origin: .zero, size: button.intrinsicContentSize)
        button.layoutIfNeeded()
        let image = button.imageView?.frame ?? .null
        let title = button.titleLabel?.frame ?? .null
        let width = button.bounds.width
        if imageOnLeft {
            #expect(abs(image.minX - 12) < 0.001 && abs(title.minX - (12 + 20 + 4)) < 0.001)
        } else {
            #expect(abs(title.minX - 12) < 0.001 && abs(image.maxX - (width - 12)) < 0.001)
        }
    }

    @Test(
        "titleTextAttributesTransformer gets the state's font and colour and its answer sizes the button; an attributed title's font is measured"
    )
    func textAttributesTransformer() {
        let stage = Stage()
        var seen: [String] = []
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Buy"
        configuration.baseForegroundColor = .systemBlue
        configuration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
            var outgoing = incoming
            seen.append("\(incoming.font?.pointSize ?? 0) \(incoming.foregroundColor == .systemGray ? "gray" : "blue")")
            outgoing.font = UIFont.systemFont(ofSize: 24, weight: .semibold)
            outgoing.foregroundColor = incoming.foregroundColor == .systemGray ? .systemRed : .black
            return outgoing
        }
        let button = UIButton(configuration: configuration)
        stage.window.addSubview(button)
        let title = measured("Buy", size: 24, weight: .semibold)
        #expect(button.titleLabel?.font == UIFont.systemFont(ofSize: 24, weight: .semibold))
        #expect(button.titleLabel?.textColor == .black)
        #expect(button.intrinsicContentSize == CGSize(width: 12 + title.width + 12, height: 7 + title.height + 7))
        button.isEnabled = false
        stage.app.layoutPendingViews()
        #expect(button.titleLabel?.textColor == .systemRed)
        #expect(seen.contains("17.0 blue") && seen.contains("17.0 gray"))
        #expect(seen == ["17.0 blue", "17.0 gray"], "the transformer runs once per applied configuration")

        var attributed = UIButton.Configuration.plain()
        var text = AttributedString("Sale")
        text.font = UIFont.boldSystemFont(ofSize: 20)
        attributed.attributedTitle = text
        let sale = UIButton(configuration: attributed)
        let measuredSale = measured("Sale", font: UIFont.boldSystemFont(ofSize: 20))
        #expect(sale.titleLabel?.font == UIFont.boldSystemFont(ofSize: 20))
        #expect(sale.intrinsicContentSize.width == 12 + measuredSale.width + 12)
        #expect(configuration.titleTextAttributesTransformer == configuration.titleTextAttributesTransformer)
        #expect(
            UIConfigurationTextAttributesTransformer { $0 } != UIConfigurationTextAttributesTransformer { $0 })
    }

    @Test("colour transformers: the image's follows the state's foreground, the background's its resolved colour")
    func colorTransformers() {
        let stage = Stage()
        var configuration = UIButton.Configuration.filled()
        configuration.image = UIImage(systemName: "star")
        configuration.baseForegroundColor = .systemBlue
        configuration.imageColorTransformer = UIConfigurationColorTransformer { color in
            color == .systemGray ? .systemRed : .white
        }
        let button = UIButton(configuration: configuration)
        stage.window.addSubview(button)
        #expect(button.imageView?.tintColor == .white)
        button.isEnabled = false
        stage.app.layoutPendingViews()
        #expect(button.imageView?.tintColor == .systemRed)

        var background = UIBackgroundConfiguration()
        #expect(background.resolvedBackgroundColor(for: .systemGreen) == .systemGreen)
        background.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 0.5)
        background.backgroundColorTransformer = .grayscale
        #expect(background.resolvedBackgroundColor(for: .systemGreen) == UIColor(white: 0.299, alpha: 0.5))
        background.strokeColorTransformer = .preferredTint
        #expect(background.resolvedStrokeColor(for: .systemGreen) == .tintColor)
        #expect(UIConfigurationColorTransformer.grayscale == .grayscale)
    }

    @Test("each style starts from the medium size's insets; buttonSize resets them")
    func sizesAndStyles() {
        let styles: [UIButton.Configuration] = [
            .plain(), .tinted(), .gray(), .filled(), .borderless(), .bordered(), .borderedTinted(),
            .borderedProminent(),
        ]
        for style in styles {
            #expect(style.contentInsets == NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
            #expect(style.cornerStyle == .dynamic && style.buttonSize == .medium)
        }
        var large = UIButton.Configuration.plain()
        large.buttonSize = .large
        #expect(large.contentInsets == NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20))
        large.background.cornerRadius = 3
        #expect(large.background.strokeColor == nil && large.background.strokeWidth == 0)
    }

    @Test("§14 a configured button placed by Auto Layout is hit at its solved frame, which follows the handler's title")
    func autoLayoutHitArea() {
        let stage = Stage()
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Like"
        let button = UIButton(
            configuration: configuration,
            primaryAction: UIAction { action in
                stage.log.add("like \(describeState(action.sender as! UIButton))")
            })
        button.changesSelectionAsPrimaryAction = true
        button.configurationUpdateHandler = { button in
            var configuration = button.configuration
            configuration?.title = button.isSelected ? "Liked by you" : "Like"
            button.configuration = configuration
        }
        button.translatesAutoresizingMaskIntoConstraints = false
        stage.window.addSubview(button)
        NSLayoutConstraint.activate([
            button.leadingAnchor.constraint(equalTo: stage.window.leadingAnchor, constant: 20),
            button.topAnchor.constraint(equalTo: stage.window.topAnchor, constant: 100),
        ])
        let like = measured("Like", size: 17)
        let liked = measured("Liked by you", size: 17)
        let pastLike = CGPoint(x: 20 + like.width + 24 + 2, y: 105)
        // Before the first touch, the pass solves the button at its configured size: just past it is a miss.
        stage.app.tap(at: pastLike, time: 0)
        #expect(isClose(button.frame, CGRect(x: 20, y: 100, width: like.width + 24, height: like.height + 14)))
        #expect(stage.log.lines == [])
        stage.app.tap(at: CGPoint(x: 25, y: 105), time: 1)
        #expect(stage.log.lines == ["like selected"])
        // Selected, the title is wider: the pass before the next touch runs the update, then solves the new size,
        // so the same point now hits.
        stage.app.tap(at: pastLike, time: 2)
        #expect(abs(button.frame.width - (liked.width + 24)) < 0.001)
        #expect(stage.log.lines == ["like selected", "like normal"])
        #expect(stage.app.leftovers == [])
    }
}
