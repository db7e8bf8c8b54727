import ResponderKit
import Testing

/// A view that logs its layout passes and, optionally, sizes its subviews in them.
@MainActor
final class LayoutLoggingView: UIView {
    let name: String
    let stage: ComponentStage
    var onLayout: (() -> Void)?

    init(_ name: String, frame: CGRect, stage: ComponentStage) {
        self.name = name
        self.stage = stage
        super.init(frame: frame)
        accessibilityIdentifier = name
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        stage.log.append("layout \(name) \(Int(saturating: bounds.width))")
        onLayout?()
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        stage.log.append("\(name) touchesBegan")
    }
}

@MainActor
@Suite("LayoutPassTests")
struct LayoutPassTests {
    @Test("§10 setNeedsLayout defers layoutSubviews to the pass before the next event, parents first")
    func passBeforeNextEvent() {
        let stage = ComponentStage()
        let parent = LayoutLoggingView("parent", frame: CGRect(x: 0, y: 0, width: 200, height: 200), stage: stage)
        let child = LayoutLoggingView("child", frame: CGRect(x: 0, y: 0, width: 50, height: 50), stage: stage)
        stage.window.addSubview(parent)
        parent.addSubview(child)
        stage.app.layoutPendingViews()
        stage.log.removeAll()
        child.setNeedsLayout()
        parent.setNeedsLayout()
        #expect(stage.log == [])
        stage.app.touch(.began, at: CGPoint(x: 10, y: 10), time: 0)
        stage.app.touch(.moved, at: CGPoint(x: 12, y: 10), time: 0.1)
        stage.app.touch(.ended, at: CGPoint(x: 12, y: 10), time: 0.2)
        #expect(stage.log == ["layout parent 200", "layout child 50", "child touchesBegan"])
        #expect(stage.app.leftovers == [])
    }

    @Test("§10 frames set in layoutSubviews are in place when the touch is hit-tested")
    func framesBeforeHitTest() {
        let stage = ComponentStage()
        let parent = LayoutLoggingView("parent", frame: CGRect(x: 0, y: 0, width: 200, height: 200), stage: stage)
        let child = LayoutLoggingView("child", frame: .zero, stage: stage)
        parent.onLayout = { child.frame = CGRect(x: 100, y: 100, width: parent.bounds.width / 2, height: 100) }
        parent.addSubview(child)
        stage.window.addSubview(parent)
        stage.app.touch(.began, at: CGPoint(x: 150, y: 150), time: 0)
        stage.app.touch(.ended, at: CGPoint(x: 150, y: 150), time: 0.1)
        #expect(stage.log == ["layout parent 200", "layout child 100", "child touchesBegan"])
        #expect(stage.app.leftovers == [])
    }

    @Test("§10 layoutIfNeeded lays out at once; a bounds-size change and an added subview mark the view")
    func layoutIfNeededAndMarks() {
        let stage = ComponentStage()
        let view = LayoutLoggingView("view", frame: CGRect(x: 0, y: 0, width: 100, height: 100), stage: stage)
        stage.window.addSubview(view)
        view.layoutIfNeeded()
        #expect(stage.log == [])
        view.bounds.origin = CGPoint(x: 5, y: 5)
        view.layoutIfNeeded()
        #expect(stage.log == [])
        view.frame.size.width = 120
        view.layoutIfNeeded()
        view.addSubview(UIView())
        view.layoutIfNeeded()
        view.layoutIfNeeded()
        #expect(stage.log == ["layout view 120", "layout view 120"])
        #expect(stage.app.leftovers == [])
    }

    @Test("§10 the trace shows each layout, in text and in the scene replay's JSON form")
    func traceShowsLayout() {
        let stage = ComponentStage()
        let view = LayoutLoggingView("view", frame: CGRect(x: 0, y: 0, width: 100, height: 100), stage: stage)
        stage.window.addSubview(view)
        stage.app.layoutPendingViews()
        let trace = stage.app.trace.recorder()
        view.setNeedsLayout()
        stage.app.tap(at: CGPoint(x: 10, y: 10), time: 0)
        #expect(trace.lines.first == "layout view")
        #expect(trace.lines.dropFirst().first?.hasPrefix("input: t=0 ") == true)
        guard case .layout(let subject) = trace.events.first else {
            Issue.record("the first trace event is not a layout")
            return
        }
        #expect(subject.name == "view")
        #expect(stage.app.leftovers == [])
    }

    @Test("§10 a touch move with nothing marked runs no layout")
    func movesDoNotLayOut() {
        let stage = ComponentStage()
        let view = LayoutLoggingView("view", frame: CGRect(x: 0, y: 0, width: 100, height: 100), stage: stage)
        stage.window.addSubview(view)
        stage.app.touch(.began, at: CGPoint(x: 10, y: 10), time: 0)
        for step in 1...20 {
            stage.app.touch(.moved, at: CGPoint(x: 10 + Double(step), y: 10), time: Double(step) / 100)
        }
        stage.app.touch(.ended, at: CGPoint(x: 30, y: 10), time: 0.3)
        #expect(stage.log == ["view touchesBegan"])
        #expect(stage.app.leftovers == [])
    }
}
