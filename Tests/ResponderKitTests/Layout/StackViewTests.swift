import ResponderKit
import Testing

@MainActor
@Suite("StackViewTests")
struct StackViewTests {
    /// A 300 × 100 stack at (10, 20) in a window, with three arranged views of intrinsic widths 40, 60, 100.
    func makeStack(_ stage: ComponentStage) -> (UIStackView, [PinnedView]) {
        let views = ["a", "b", "c"].map { PinnedView($0, stage: stage) }
        let stack = UIStackView(arrangedSubviews: views)
        stack.translatesAutoresizingMaskIntoConstraints = false
        stage.window.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: stage.window.leadingAnchor, constant: 10),
            stack.topAnchor.constraint(equalTo: stage.window.topAnchor, constant: 20),
            stack.widthAnchor.constraint(equalToConstant: 300),
            stack.heightAnchor.constraint(equalToConstant: 100),
        ])
        for (view, width) in zip(views, [40, 60, 100] as [CGFloat]) {
            view.intrinsic = CGSize(width: width, height: 30)
        }
        return (stack, views)
    }

    func frames(_ views: [UIView]) -> [CGRect] { views.map(\.frame) }

    @Test("§14 a stack view's hidden arranged view stops receiving touches and its siblings move")
    func hiddenArrangedViewCollapses() {
        let stage = ComponentStage()
        let (stack, views) = makeStack(stage)
        stack.distribution = .fillEqually
        stack.spacing = 10
        stage.tap(CGPoint(x: 10 + 150, y: 50), at: 0)
        #expect(frames(views).map(\.minX).map { ($0 * 3).rounded() } == [0, 310, 620])
        #expect(frames(views).map(\.width).allSatisfy { abs($0 - 280.0 / 3) < 1e-9 })
        views[1].isHidden = true
        stage.tap(CGPoint(x: 10 + 150, y: 50), at: 1)
        stage.tap(CGPoint(x: 10 + 100, y: 50), at: 2)
        stage.tap(CGPoint(x: 10 + 200, y: 50), at: 3)
        #expect(views[0].frame == CGRect(x: 0, y: 0, width: 145, height: 100))
        #expect(views[2].frame == CGRect(x: 155, y: 0, width: 145, height: 100))
        // The second tap lands in the gap where b was: the stack itself, which logs nothing.
        #expect(stage.log.map { $0.prefix(7) } == ["b began", "a began", "c began"])
        #expect(stage.app.leftovers == [])
    }

    @Test("fill: the view with the lowest hugging stretches; custom spacing after a view")
    func fill() {
        let stage = ComponentStage()
        let (stack, views) = makeStack(stage)
        views[1].setContentHuggingPriority(UILayoutPriority(200), for: .horizontal)
        stack.spacing = 5
        stack.setCustomSpacing(20, after: views[0])
        stage.window.layoutIfNeeded()
        // The preferred widths (priority 300) hold but for the stretched one: 300 - 40 - 100 - 25 = 135.
        #expect(frames(views).map(\.width) == [40, 135, 100])
        #expect(frames(views).map(\.minX) == [0, 60, 200])
    }

    @Test("equal spacing and equal centering keep the sizes and share the gaps")
    func equalDistributions() {
        let stage = ComponentStage()
        let (stack, views) = makeStack(stage)
        stack.distribution = .equalSpacing
        stage.window.layoutIfNeeded()
        #expect(frames(views).map(\.minX) == [0, 90, 200])
        stack.distribution = .equalCentering
        stage.window.layoutIfNeeded()
        let centers = frames(views).map(\.midX)
        #expect(abs((centers[1] - centers[0]) - (centers[2] - centers[1])) < 1e-6)
        #expect(centers[0] == 20 && centers[2] == 250)
    }

    @Test("fill proportionally shares the length by intrinsic size")
    func fillProportionally() {
        let stage = ComponentStage()
        final class Sized: UIView {
            var width: CGFloat = 0
            override var intrinsicContentSize: CGSize { CGSize(width: width, height: 10) }
        }
        let views = [50, 100, 150].map { width -> Sized in
            let view = Sized()
            view.width = CGFloat(width)
            return view
        }
        let stack = UIStackView(arrangedSubviews: views)
        stack.distribution = .fillProportionally
        stack.frame = CGRect(x: 0, y: 0, width: 600, height: 40)
        stage.window.addSubview(stack)
        stage.window.layoutIfNeeded()
        #expect(frames(views).map(\.width) == [100, 200, 300])
    }

    @Test("alignment across the axis: top, bottom, center, leading and trailing of a vertical stack; margins")
    func alignment() {
        let stage = ComponentStage()
        let (stack, views) = makeStack(stage)
        stack.alignment = .top
        stage.window.layoutIfNeeded()
        #expect(frames(views).map(\.minY) == [0, 0, 0])
        #expect(frames(views).map(\.height) == [30, 30, 30])
        stack.alignment = .bottom
        stage.window.layoutIfNeeded()
        #expect(frames(views).map(\.minY) == [70, 70, 70])
        stack.alignment = .center
        stage.window.layoutIfNeeded()
        #expect(frames(views).map(\.minY) == [35, 35, 35])
        stack.axis = .vertical
        stack.alignment = .trailing
        stack.distribution = .fillEqually
        stage.window.layoutIfNeeded()
        #expect(frames(views).map(\.maxX) == [300, 300, 300])
        #expect(frames(views).map(\.height).allSatisfy { abs($0 - 100.0 / 3) < 1e-6 })
        stack.alignment = .leading
        stack.isLayoutMarginsRelativeArrangement = true
        stack.layoutMargins = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        stage.window.layoutIfNeeded()
        #expect(frames(views).map(\.minX) == [10, 10, 10])
        #expect(abs(views[0].frame.minY - 10) < 1e-9 && abs(views[2].frame.maxY - 90) < 1e-9)
    }

    @Test("arranged views are added, inserted and removed; removing from the superview leaves the arrangement")
    func arrangement() {
        let stage = ComponentStage()
        let (stack, views) = makeStack(stage)
        let extra = PinnedView("extra", stage: stage)
        stack.insertArrangedSubview(extra, at: 0)
        #expect(stack.arrangedSubviews.map(\.accessibilityIdentifier) == ["extra", "a", "b", "c"])
        stack.removeArrangedSubview(views[1])
        #expect(stack.arrangedSubviews.count == 3 && views[1].superview === stack)
        views[2].removeFromSuperview()
        #expect(stack.arrangedSubviews.map(\.accessibilityIdentifier) == ["extra", "a"])
        stack.distribution = .fillEqually
        stage.window.layoutIfNeeded()
        #expect(frames([extra, views[0]]).map(\.width) == [150, 150])
    }
}
