import Foundation
import ResponderKit
import Testing

/// UIButton's classic content API: per-state titles, colours and images with `normal` as the fallback, the title
/// label and image view as subviews that follow the state, their layout, the intrinsic size; and the tint colour
/// a view inherits.
@MainActor
@Suite("UIButtonContentTests")
struct UIButtonContentTests {
    static func image(_ width: CGFloat, _ height: CGFloat) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: width, height: height)).image { _ in }
    }

    /// A button that logs what its label shows each time it is laid out.
    final class LoggingButton: UIButton {
        var log: EventLog?
        override func layoutSubviews() {
            super.layoutSubviews()
            let color = titleLabel?.textColor == .red ? "red" : titleLabel?.textColor == .blue ? "blue" : "other"
            log?.add("layout: \(titleLabel?.text ?? "nil") in \(color), highlighted \(isHighlighted)")
        }
    }

    @Test("a state without its own content falls back to normal's")
    func fallbackToNormal() {
        let button = UIButton(type: .custom)
        button.setTitle("Play", for: .normal)
        button.setTitle("Playing", for: .selected)
        button.setTitleColor(.red, for: .normal)
        let play = Self.image(20, 20)
        button.setImage(play, for: .normal)
        #expect(button.title(for: .highlighted) == "Play")
        #expect(button.title(for: .selected) == "Playing")
        #expect(button.titleColor(for: .disabled) == .red)
        #expect(button.image(for: .highlighted) === play)
        button.isSelected = true
        #expect(button.currentTitle == "Playing")
        #expect(button.currentImage === play)
        #expect(button.backgroundImage(for: .normal) == nil)
    }

    @Test("the title label follows a finger holding the button down: highlighted colour, then normal again")
    func labelFollowsHighlight() {
        let stage = Stage()
        let button = LoggingButton(type: .custom)
        button.frame = CGRect(x: 50, y: 50, width: 200, height: 44)
        button.setTitle("Play", for: .normal)
        button.setTitleColor(.red, for: .normal)
        button.setTitleColor(.blue, for: .highlighted)
        stage.window.addSubview(button)
        #expect(button.titleLabel?.text == "Play")
        button.log = stage.log
        stage.app.layoutPendingViews()
        stage.app.touch(.began, at: CGPoint(x: 100, y: 70), time: 0)
        stage.app.layoutPendingViews()
        stage.app.touch(.ended, at: CGPoint(x: 100, y: 70), time: 0.1)
        stage.app.layoutPendingViews()
        #expect(
            stage.log.lines == [
                "layout: Play in red, highlighted false", "layout: Play in blue, highlighted true",
                "layout: Play in red, highlighted false",
            ])
    }

    @Test("the label and the image view are subviews without interaction: a touch on them reaches the button")
    func subviewsPassTouches() {
        let stage = Stage()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 50, y: 50, width: 200, height: 44)
        button.setTitle("Save", for: .normal)
        button.setImage(Self.image(20, 20), for: .normal)
        stage.window.addSubview(button)
        let label = button.titleLabel!
        let imageView = button.imageView!
        stage.app.layoutPendingViews()
        #expect(button.subviews.map { $0 === imageView || $0 === label } == [true, true])
        #expect(!label.isUserInteractionEnabled && !imageView.isUserInteractionEnabled)
        let onLabel = label.convert(CGPoint(x: label.bounds.midX, y: label.bounds.midY), to: stage.window)
        let onImage = imageView.convert(CGPoint(x: 10, y: 10), to: stage.window)
        #expect(stage.window.hitTest(onLabel, with: nil) === button)
        #expect(stage.window.hitTest(onImage, with: nil) === button)
    }

    @Test("the image and the title lie side by side, placed as a group by the alignments and moved by the insets")
    func contentLayout() {
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
        button.setTitle("Save", for: .normal)
        button.setImage(Self.image(20, 16), for: .normal)
        let label = button.titleLabel!
        let imageView = button.imageView!
        button.layoutIfNeeded()
        let titleWidth = label.frame.width
        #expect(titleWidth > 0)
        #expect(imageView.frame.size == CGSize(width: 20, height: 16))
        #expect(imageView.frame.maxX == label.frame.minX)
        #expect(abs((imageView.frame.minX + label.frame.maxX) / 2 - 100) < 1e-9)
        #expect(imageView.frame.midY == 22)

        button.contentHorizontalAlignment = .left
        button.contentEdgeInsets = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 0)
        button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 8, bottom: 0, right: -8)
        button.layoutIfNeeded()
        #expect(imageView.frame.minX == 10)
        #expect(label.frame.minX == 38)
        #expect(label.frame.width == titleWidth)
    }

    @Test("leading and trailing alignments follow the layout direction (effectiveContentHorizontalAlignment)")
    func leadingFollowsLayoutDirection() {
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
        button.setImage(Self.image(20, 16), for: .normal)
        let imageView = button.imageView!
        button.contentHorizontalAlignment = .leading
        button.layoutIfNeeded()
        #expect(button.effectiveContentHorizontalAlignment == .left)
        #expect(imageView.frame.minX == 0)
        button.semanticContentAttribute = .forceRightToLeft
        button.setNeedsLayout()
        button.layoutIfNeeded()
        #expect(button.effectiveContentHorizontalAlignment == .right)
        #expect(imageView.frame.maxX == 200)
        button.contentHorizontalAlignment = .trailing
        #expect(button.effectiveContentHorizontalAlignment == .left)
        button.contentHorizontalAlignment = .center
        #expect(button.effectiveContentHorizontalAlignment == .center)
    }

    /// A button that puts its title under its image, as apps do by overriding the rectangles.
    final class StackedButton: UIButton {
        override func imageRect(forContentRect contentRect: CGRect) -> CGRect {
            CGRect(x: contentRect.midX - 10, y: contentRect.minY, width: 20, height: 20)
        }
        override func titleRect(forContentRect contentRect: CGRect) -> CGRect {
            CGRect(x: contentRect.minX, y: contentRect.minY + 24, width: contentRect.width, height: 16)
        }
    }

    @Test("a subclass's titleRect and imageRect place the label and the image view")
    func overriddenRects() {
        let button = StackedButton(frame: CGRect(x: 0, y: 0, width: 80, height: 60))
        button.setTitle("Share", for: .normal)
        button.setImage(Self.image(20, 20), for: .normal)
        let label = button.titleLabel!
        let imageView = button.imageView!
        button.layoutIfNeeded()
        #expect(imageView.frame == CGRect(x: 30, y: 0, width: 20, height: 20))
        #expect(label.frame == CGRect(x: 0, y: 24, width: 80, height: 16))
    }

    @Test("the intrinsic size is the image beside the title, 6 points above and below the title, plus the insets")
    func intrinsicSize() {
        let titled = UIButton(type: .system)
        titled.setTitle("Save", for: .normal)
        let titleOnly = titled.intrinsicContentSize
        #expect(titleOnly.height == 30)
        titled.setImage(Self.image(24, 40), for: .normal)
        titled.contentEdgeInsets = UIEdgeInsets(top: 2, left: 4, bottom: 2, right: 4)
        #expect(titled.intrinsicContentSize == CGSize(width: titleOnly.width + 24 + 8, height: 44))
        let imageOnly = UIButton(type: .custom)
        imageOnly.setImage(Self.image(24, 24), for: .normal)
        #expect(imageOnly.intrinsicContentSize == CGSize(width: 24, height: 24))
        #expect(UIButton(type: .custom).intrinsicContentSize == CGSize(width: 30, height: 34))
    }

    /// A view that logs tint changes.
    final class TintLogger: UIView {
        var log: EventLog?
        var name = ""
        override func tintColorDidChange() {
            super.tintColorDidChange()
            log?.add("\(name) tint changed")
        }
    }

    @Test("the tint colour is inherited from the nearest ancestor that sets one; a change reaches those inheriting it")
    func tintInheritance() {
        let log = EventLog()
        let outer = TintLogger(frame: .zero)
        let inner = TintLogger(frame: .zero)
        let own = TintLogger(frame: .zero)
        for (view, name) in [(outer, "outer"), (inner, "inner"), (own, "own")] {
            view.name = name
            view.log = log
        }
        outer.addSubview(inner)
        outer.addSubview(own)
        #expect(inner.tintColor == UIColor.tintColor)
        own.tintColor = .green
        outer.tintColor = .red
        #expect(inner.tintColor == .red)
        #expect(own.tintColor == .green)
        own.tintColor = nil
        #expect(own.tintColor == .red)
        #expect(log.lines == ["own tint changed", "outer tint changed", "inner tint changed", "own tint changed"])
    }

    @Test("a label's attributed text and text stay in step")
    func labelAttributedText() {
        let label = UILabel(frame: .zero)
        label.attributedText = NSAttributedString(string: "Hello")
        #expect(label.text == "Hello")
        label.text = "Bye"
        #expect(label.attributedText?.string == "Bye")
        label.textColor = nil
        #expect(label.textColor == .label)
        #expect(label.textAlignment == .natural && label.lineBreakMode == .byTruncatingTail)
    }
}
