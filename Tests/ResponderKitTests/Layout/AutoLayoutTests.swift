import ResponderKit
import Testing

/// A view that logs the touches it begins, with its frame at that moment.
@MainActor
class PinnedView: UIView {
    let name: String
    let stage: ComponentStage
    var onBegan: (() -> Void)?
    /// The intrinsic content size (none by default).
    var intrinsic = CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)

    override var intrinsicContentSize: CGSize { intrinsic }

    init(_ name: String, stage: ComponentStage) {
        self.name = name
        self.stage = stage
        super.init(frame: .zero)
        accessibilityIdentifier = name
        translatesAutoresizingMaskIntoConstraints = false
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        stage.log.append("\(name) began at \(describeFrame(frame))")
        onBegan?()
    }
}

/// A rectangle as `(x, y, width, height)`, each number with at most three decimals.
func describeFrame(_ rect: CGRect) -> String {
    let numbers = [rect.minX, rect.minY, rect.width, rect.height].map { value -> String in
        let rounded = (value * 1000).rounded() / 1000
        return rounded == rounded.rounded() ? String(Int(exactly: rounded) ?? 0) : String(Double(rounded))
    }
    return "(" + numbers.joined(separator: ", ") + ")"
}

/// Whether two rectangles agree to 1e-9 (frames go through `center`, which costs the last bit).
func approximatelyEqual(_ a: CGRect, _ b: CGRect) -> Bool {
    abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9 && abs(a.width - b.width) < 1e-9
        && abs(a.height - b.height) < 1e-9
}

extension ComponentStage {
    /// A tap at `point` at `time`.
    func tap(_ point: CGPoint, at time: TimeInterval) {
        app.touch(.began, at: point, time: time)
        app.touch(.ended, at: point, time: time + 0.05)
    }
}

@MainActor
@Suite("AutoLayoutTests")
struct AutoLayoutTests {
    @Test("§14 a button pinned only by anchors is hit at its solved frame on the first touch")
    func pinnedButtonIsHitOnFirstTouch() {
        let stage = ComponentStage()
        let button = UIButton(type: .system)
        button.accessibilityIdentifier = "save"
        button.translatesAutoresizingMaskIntoConstraints = false
        button.addAction(UIAction { _ in stage.log.append("save tapped") }, for: .touchUpInside)
        stage.window.addSubview(button)
        NSLayoutConstraint.activate([
            button.trailingAnchor.constraint(equalTo: stage.window.trailingAnchor, constant: -20),
            button.bottomAnchor.constraint(equalTo: stage.window.bottomAnchor, constant: -40),
            button.widthAnchor.constraint(equalToConstant: 100),
            button.heightAnchor.constraint(equalToConstant: 44),
        ])
        #expect(button.frame == .zero)
        stage.tap(CGPoint(x: 250, y: 420), at: 0)
        #expect(button.frame == CGRect(x: 200, y: 396, width: 100, height: 44))
        #expect(stage.log == ["save tapped"])
        #expect(stage.app.leftovers == [])
    }

    @Test("§14 changing a constant inside a touch handler moves the hit area by the next event")
    func constantChangedInHandlerMovesHitArea() {
        let stage = ComponentStage()
        let target = PinnedView("target", stage: stage)
        stage.window.addSubview(target)
        let left = target.leftAnchor.constraint(equalTo: stage.window.leftAnchor, constant: 10)
        NSLayoutConstraint.activate([
            left, target.topAnchor.constraint(equalTo: stage.window.topAnchor, constant: 10),
            target.widthAnchor.constraint(equalToConstant: 50), target.heightAnchor.constraint(equalToConstant: 50),
        ])
        target.onBegan = { left.constant = 200 }
        stage.tap(CGPoint(x: 20, y: 20), at: 0)
        stage.tap(CGPoint(x: 20, y: 20), at: 1)
        stage.tap(CGPoint(x: 220, y: 20), at: 2)
        #expect(
            stage.log == [
                "target began at (10, 10, 50, 50)", "target began at (200, 10, 50, 50)",
            ])
        #expect(stage.app.leftovers == [])
    }

    @Test("§14 the pass updates constraints bottom-up, then lays out top-down, then viewDidLayoutSubviews")
    func passOrder() {
        let stage = ComponentStage()
        final class Logging: UIView {
            var name = ""
            var log: (String) -> Void = { _ in }
            var onUpdate: () -> Void = {}
            override func updateConstraints() {
                log("updateConstraints \(name)")
                onUpdate()
                super.updateConstraints()
            }
            override func layoutSubviews() {
                super.layoutSubviews()
                log("layoutSubviews \(name) \(subviews.map { "\($0.frame.height)" }.joined(separator: ","))")
            }
        }
        final class Controller: UIViewController {
            var log: (String) -> Void = { _ in }
            override func viewDidLayoutSubviews() { log("viewDidLayoutSubviews") }
        }
        let controller = Controller()
        let outer = Logging()
        let inner = Logging()
        for (view, name) in [(outer, "outer"), (inner, "inner")] {
            view.name = name
            view.log = { stage.log.append($0) }
        }
        controller.log = { stage.log.append($0) }
        controller.view = outer
        outer.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
        stage.window.addSubview(outer)
        outer.addSubview(inner)
        inner.translatesAutoresizingMaskIntoConstraints = false
        let height = inner.heightAnchor.constraint(equalToConstant: 10)
        NSLayoutConstraint.activate([
            inner.leadingAnchor.constraint(equalTo: outer.leadingAnchor),
            inner.topAnchor.constraint(equalTo: outer.topAnchor),
            inner.widthAnchor.constraint(equalTo: outer.widthAnchor, multiplier: 0.5), height,
        ])
        outer.onUpdate = { height.constant = 20 }
        stage.app.layoutPendingViews()
        stage.log.removeAll()
        inner.setNeedsUpdateConstraints()
        outer.setNeedsUpdateConstraints()
        stage.tap(CGPoint(x: 5, y: 5), at: 0)
        #expect(
            stage.log == [
                "updateConstraints inner", "updateConstraints outer", "layoutSubviews outer 20.0",
                "viewDidLayoutSubviews", "layoutSubviews inner ",
            ])
        #expect(stage.app.leftovers == [])
    }

    @Test(
        "§14 a controller's root view updates its constraints through updateViewConstraints, whose default updates the view"
    )
    func updateViewConstraints() {
        let stage = ComponentStage()
        final class Root: UIView {
            var log: (String) -> Void = { _ in }
            override func updateConstraints() {
                log("root updateConstraints")
                super.updateConstraints()
            }
        }
        final class Controller: UIViewController {
            var log: (String) -> Void = { _ in }
            var height: NSLayoutConstraint?
            override func updateViewConstraints() {
                log("updateViewConstraints")
                height?.constant = 60
                super.updateViewConstraints()
            }
        }
        let controller = Controller()
        let root = Root(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        root.log = { stage.log.append($0) }
        controller.log = { stage.log.append($0) }
        controller.view = root
        stage.window.addSubview(root)
        let button = PinnedView("button", stage: stage)
        root.addSubview(button)
        let height = button.heightAnchor.constraint(equalToConstant: 20)
        controller.height = height
        NSLayoutConstraint.activate([
            button.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            button.topAnchor.constraint(equalTo: root.topAnchor),
            button.widthAnchor.constraint(equalToConstant: 100), height,
        ])
        stage.app.layoutPendingViews()
        stage.log.removeAll()
        // Below the 20-point button: the root's own. Then the controller makes it 60 tall before the next touch.
        stage.tap(CGPoint(x: 50, y: 40), at: 0)
        root.setNeedsUpdateConstraints()
        stage.tap(CGPoint(x: 50, y: 40), at: 1)
        #expect(stage.log == ["updateViewConstraints", "root updateConstraints", "button began at (0, 0, 100, 60)"])
    }

    @Test("§14 exerciseAmbiguityInLayout moves an ambiguous view to another solution, and back; a determined one stays")
    func exerciseAmbiguity() {
        let stage = ComponentStage()
        let loose = PinnedView("loose", stage: stage)
        let pinned = PinnedView("pinned", stage: stage)
        stage.window.addSubview(loose)
        stage.window.addSubview(pinned)
        NSLayoutConstraint.activate([
            // loose: x, width and height fixed, y free.
            loose.leadingAnchor.constraint(equalTo: stage.window.leadingAnchor, constant: 10),
            loose.widthAnchor.constraint(equalToConstant: 50), loose.heightAnchor.constraint(equalToConstant: 10),
            pinned.leadingAnchor.constraint(equalTo: stage.window.leadingAnchor, constant: 200),
            pinned.topAnchor.constraint(equalTo: stage.window.topAnchor, constant: 200),
            pinned.widthAnchor.constraint(equalToConstant: 50), pinned.heightAnchor.constraint(equalToConstant: 50),
        ])
        stage.app.layoutPendingViews()
        #expect(loose.hasAmbiguousLayout && !pinned.hasAmbiguousLayout)
        let start = loose.frame
        loose.exerciseAmbiguityInLayout()
        pinned.exerciseAmbiguityInLayout()
        // The next touch finds the loose view 20 points further down; the pinned one where it was.
        stage.tap(CGPoint(x: 20, y: start.minY + 25), at: 0)
        stage.tap(CGPoint(x: 220, y: 220), at: 1)
        loose.exerciseAmbiguityInLayout()
        stage.tap(CGPoint(x: 20, y: start.minY + 5), at: 2)
        #expect(
            stage.log == [
                "loose began at \(describeFrame(start.offsetBy(dx: 0, dy: 20)))",
                "pinned began at (200, 200, 50, 50)", "loose began at \(describeFrame(start))",
            ])
        #expect(loose.frame.size == CGSize(width: 50, height: 10) && loose.frame.minX == 10)
        // Still ambiguous: the exercise decides nothing the constraints do.
        #expect(loose.hasAmbiguousLayout && !pinned.hasAmbiguousLayout)
    }

    @Test("the visual format language: superview edges, standard and metric spacing, sizes with priorities, alignment")
    func visualFormat() {
        let stage = ComponentStage()
        let container = PinnedView("container", stage: stage)
        stage.window.addSubview(container)
        let label = PinnedView("label", stage: stage)
        let field = PinnedView("field", stage: stage)
        let button = PinnedView("button", stage: stage)
        for view in [label, field, button] { container.addSubview(view) }
        let views: [String: Any] = ["container": container, "label": label, "field": field, "button": button]
        let metrics: [String: Any] = ["gap": 12, "height": 30.0]
        var constraints: [NSLayoutConstraint] = []
        for format in [
            "H:|[container]|", "V:|[container]|", "H:|-[label(80)]-gap-[field(>=50@750)]-[button(==label)]-|",
            "V:|-40-[label(height)]",
        ] {
            constraints += NSLayoutConstraint.constraints(
                withVisualFormat: format, options: format.hasPrefix("H:|-[") ? .alignAllCenterY : [],
                metrics: metrics, views: views)
        }
        NSLayoutConstraint.activate(constraints)
        for view in [field, button] { view.heightAnchor.constraint(equalToConstant: 30).isActive = true }
        stage.window.layoutIfNeeded()
        #expect(container.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        // 20 + 80 + 12 + field + 8 + 80 + 20 = 320: the field takes the rest.
        #expect(label.frame == CGRect(x: 20, y: 40, width: 80, height: 30))
        #expect(field.frame == CGRect(x: 112, y: 40, width: 100, height: 30))
        #expect(button.frame == CGRect(x: 220, y: 40, width: 80, height: 30))
        #expect(
            constraints.prefix(2).map(\.description) == [
                "container.leading == UIWindow.leading", "UIWindow.trailing == container.trailing",
            ])
        // Right to left with absolute edges: the first view is rightmost.
        let row = PinnedView("row", stage: stage)
        stage.window.addSubview(row)
        let first = PinnedView("first", stage: stage)
        let second = PinnedView("second", stage: stage)
        row.addSubview(first)
        row.addSubview(second)
        let rowViews: [String: Any] = ["row": row, "first": first, "second": second]
        NSLayoutConstraint.activate(
            ["H:|[row(200)]", "V:|[row(50)]", "H:|-10-[first(40)]-5-[second(30)]", "V:|[first(10)]", "V:|[second(10)]"]
                .flatMap {
                    NSLayoutConstraint.constraints(
                        withVisualFormat: $0, options: $0.contains("first(40)") ? .directionRightToLeft : [],
                        metrics: nil, views: rowViews)
                })
        stage.window.layoutIfNeeded()
        #expect(first.frame.minX == 150 && second.frame.minX == 115)
    }

    @Test("§14 a visual format UIKit cannot parse is a layout issue, not a crash, and makes no constraints")
    func badVisualFormats() {
        let stage = ComponentStage()
        let recorder = stage.app.trace.recorder()
        let box = PinnedView("box", stage: stage)
        stage.window.addSubview(box)
        let views: [String: Any] = ["box": box]
        for format in ["H:|-[bx]-|", "H:|-[box", "V:|-(>=)-[box]", "H:[box]-|-", "", "H:|-[box]-|", "H:|-(1e40)-[box]"]
        {
            let made = NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: views)
            stage.log.append("\(format.isEmpty ? "(empty)" : format): \(made.count)")
        }
        let orphan = UIView()
        let none = NSLayoutConstraint.constraints(
            withVisualFormat: "H:|[orphan]|", options: [], metrics: nil, views: ["orphan": orphan])
        stage.log.append("orphan: \(none.count)")
        #expect(
            stage.log == [
                "H:|-[bx]-|: 0", "H:|-[box: 0", "V:|-(>=)-[box]: 0", "H:[box]-|-: 0", "(empty): 0", "H:|-[box]-|: 2",
                "H:|-(1e40)-[box]: 1", "orphan: 0",
            ])
        let issues = recorder.events.filter { if case .layoutIssue = $0 { true } else { false } }
        #expect(issues.count == 5)
    }

    @Test("§14 priorities: an optional constraint gives way to a required one, the stronger of two optional wins")
    func priorities() {
        let stage = ComponentStage()
        let box = PinnedView("box", stage: stage)
        stage.window.addSubview(box)
        let wish = box.widthAnchor.constraint(equalToConstant: 400)
        wish.priority = .defaultHigh
        let weakWish = box.widthAnchor.constraint(equalToConstant: 10)
        weakWish.priority = .defaultLow
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: stage.window.leadingAnchor),
            box.trailingAnchor.constraint(lessThanOrEqualTo: stage.window.trailingAnchor),
            box.topAnchor.constraint(equalTo: stage.window.topAnchor), box.heightAnchor.constraint(equalToConstant: 1),
            wish, weakWish,
        ])
        stage.window.layoutIfNeeded()
        #expect(box.frame.width == 320)
        wish.priority = UILayoutPriority(100)
        stage.window.layoutIfNeeded()
        #expect(box.frame.width == 10)
        #expect(UILayoutPriority.required.rawValue == 1000 && UILayoutPriority.defaultHigh.rawValue == 750)
        #expect(UILayoutPriority.defaultLow.rawValue == 250 && UILayoutPriority.fittingSizeLevel.rawValue == 50)
    }

    @Test("§14 views made in code translate their autoresizing mask; a view placed with constraints must opt out")
    func translatesAutoresizingMaskDefault() {
        let stage = ComponentStage()
        let plain = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(plain.translatesAutoresizingMaskIntoConstraints)
        stage.window.addSubview(plain)
        let follower = PinnedView("follower", stage: stage)
        stage.window.addSubview(follower)
        NSLayoutConstraint.activate([
            follower.leadingAnchor.constraint(equalTo: plain.trailingAnchor, constant: 5),
            follower.topAnchor.constraint(equalTo: plain.bottomAnchor),
            follower.widthAnchor.constraint(equalTo: plain.widthAnchor),
            follower.heightAnchor.constraint(equalTo: plain.heightAnchor, multiplier: 2),
        ])
        stage.window.layoutIfNeeded()
        #expect(plain.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(follower.frame == CGRect(x: 45, y: 60, width: 30, height: 80))
        plain.frame = CGRect(x: 0, y: 0, width: 100, height: 10)
        stage.window.layoutIfNeeded()
        #expect(follower.frame == CGRect(x: 105, y: 10, width: 100, height: 20))
    }

    @Test(
        "§14 an unsatisfiable set is reported naming the constraints, one required constraint is broken, layout goes on"
    )
    func conflictReport() {
        let stage = ComponentStage()
        let recorder = stage.app.trace.recorder()
        let box = PinnedView("box", stage: stage)
        stage.window.addSubview(box)
        let wide = box.widthAnchor.constraint(equalToConstant: 100)
        wide.identifier = "wide"
        let narrow = box.widthAnchor.constraint(equalToConstant: 50)
        narrow.identifier = "narrow"
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: stage.window.leadingAnchor),
            box.topAnchor.constraint(equalTo: stage.window.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 20), wide, narrow,
        ])
        stage.window.layoutIfNeeded()
        let issues = recorder.events.compactMap { event -> LayoutIssue? in
            if case .layoutIssue(let issue) = event { return issue }
            return nil
        }
        #expect(
            issues == [
                .unsatisfiable(
                    constraints: ["'wide' box.width == 100", "'narrow' box.width == 50"],
                    broken: "'narrow' box.width == 50")
            ])
        #expect(issues.first?.description.hasPrefix("Unable to simultaneously satisfy constraints.") == true)
        #expect(box.frame == CGRect(x: 0, y: 0, width: 100, height: 20))
        #expect(narrow.isActive)
        // Taking the winner away lets the broken one hold.
        wide.isActive = false
        stage.window.layoutIfNeeded()
        #expect(box.frame.width == 50)
    }

    @Test(
        "§14 of a conflict, the required constraint activated last is broken, whether the engine adds constraints one by one or makes the solver again"
    )
    func conflictBreaksTheLatest() {
        /// Builds a card holding a box whose width is required twice over: the older width is held by the card
        /// (the box's width against the card's), the newer one by the box itself (a constant). A rebuild adds the
        /// deepest holder's constraints first, so the newer width goes in before the older one.
        func broken(rebuild: Bool) -> (broken: [String], width: CGFloat) {
            let stage = ComponentStage()
            let recorder = stage.app.trace.recorder()
            let card = PinnedView("card", stage: stage)
            let box = PinnedView("box", stage: stage)
            stage.window.addSubview(card)
            card.addSubview(box)
            NSLayoutConstraint.activate([
                card.leadingAnchor.constraint(equalTo: stage.window.leadingAnchor),
                card.topAnchor.constraint(equalTo: stage.window.topAnchor),
                card.widthAnchor.constraint(equalToConstant: 200), card.heightAnchor.constraint(equalToConstant: 100),
                box.leadingAnchor.constraint(equalTo: card.leadingAnchor),
                box.topAnchor.constraint(equalTo: card.topAnchor),
                box.heightAnchor.constraint(equalToConstant: 20),
                box.widthAnchor.constraint(equalTo: card.widthAnchor, multiplier: 0.5),
            ])
            if !rebuild { stage.window.layoutIfNeeded() }
            let designer = box.widthAnchor.constraint(equalToConstant: 150)
            designer.identifier = "designer"
            designer.isActive = true
            stage.window.layoutIfNeeded()
            let broken = recorder.events.compactMap { event -> String? in
                if case .layoutIssue(.unsatisfiable(_, let broken)) = event { return broken }
                return nil
            }
            return (broken, box.frame.width)
        }
        let incremental = broken(rebuild: false)
        let rebuilt = broken(rebuild: true)
        #expect(incremental.broken == ["'designer' box.width == 150"])
        #expect(rebuilt.broken == incremental.broken)
        #expect(incremental.width == 100 && rebuilt.width == 100)
    }

    @Test("§14 ambiguity is not an error: a solution is picked and hasAmbiguousLayout says so")
    func ambiguity() {
        let stage = ComponentStage()
        let box = PinnedView("box", stage: stage)
        stage.window.addSubview(box)
        box.widthAnchor.constraint(equalToConstant: 40).isActive = true
        box.heightAnchor.constraint(equalToConstant: 40).isActive = true
        stage.window.layoutIfNeeded()
        #expect(box.hasAmbiguousLayout)
        #expect(box.frame.size == CGSize(width: 40, height: 40))
        box.leadingAnchor.constraint(equalTo: stage.window.leadingAnchor, constant: 5).isActive = true
        box.topAnchor.constraint(equalTo: stage.window.topAnchor, constant: 5).isActive = true
        stage.window.layoutIfNeeded()
        #expect(!box.hasAmbiguousLayout)
        #expect(box.constraintsAffectingLayout(for: .horizontal).map(\.firstAttribute) == [.width, .leading])
    }

    @Test(
        "§14 bad constraints are refused with UIKit's errors, not crashes: no common ancestor, NaN, a location equal to a constant"
    )
    func badConstraints() {
        let stage = ComponentStage()
        let recorder = stage.app.trace.recorder()
        let box = PinnedView("box", stage: stage)
        stage.window.addSubview(box)
        let stray = UIView()
        let orphan = box.leadingAnchor.constraint(equalTo: stray.leadingAnchor)
        orphan.isActive = true
        #expect(!orphan.isActive)
        let nan = box.widthAnchor.constraint(equalToConstant: .nan)
        nan.isActive = true
        let location = NSLayoutConstraint(
            item: box, attribute: .left, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1,
            constant: 3)
        location.isActive = true
        let mixed = box.leadingAnchor.constraint(equalTo: stage.window.leadingAnchor)
        let illegal = NSLayoutConstraint(
            item: box, attribute: .leading, relatedBy: .equal, toItem: stage.window, attribute: .left,
            multiplier: 1, constant: 0)
        illegal.isActive = true
        mixed.isActive = true
        stage.window.layoutIfNeeded()
        let kinds = recorder.events.compactMap { event -> String? in
            guard case .layoutIssue(let issue) = event else { return nil }
            switch issue {
            case .noCommonAncestor: return "noCommonAncestor"
            case .nonFiniteValue: return "nonFinite"
            case .invalidConstraint: return "invalid"
            default: return "other"
            }
        }
        // Activation reports at once; the rest when the engine is made, the box's constraints before the window's.
        #expect(kinds == ["noCommonAncestor", "nonFinite", "invalid", "invalid"])
        #expect(box.frame.minX == 0)
    }

    @Test("§14 removing a view from its superview deactivates the constraints between it and the views outside")
    func removalDeactivates() {
        let stage = ComponentStage()
        let container = PinnedView("container", stage: stage)
        let child = PinnedView("child", stage: stage)
        stage.window.addSubview(container)
        container.addSubview(child)
        let outside = container.topAnchor.constraint(equalTo: stage.window.topAnchor)
        let inside = child.widthAnchor.constraint(equalTo: container.widthAnchor)
        NSLayoutConstraint.activate([outside, inside])
        #expect(inside.isActive && outside.isActive)
        #expect(container.constraints.count == 1 && stage.window.constraints.count == 1)
        container.removeFromSuperview()
        #expect(!outside.isActive)
        #expect(inside.isActive)
    }

    @Test("§14 leading and trailing follow the layout direction: right to left mirrors the constants")
    func rightToLeft() {
        let stage = ComponentStage()
        let box = PinnedView("box", stage: stage)
        stage.window.addSubview(box)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: stage.window.leadingAnchor, constant: 20),
            box.topAnchor.constraint(equalTo: stage.window.topAnchor),
            box.widthAnchor.constraint(equalToConstant: 100), box.heightAnchor.constraint(equalToConstant: 10),
        ])
        stage.window.layoutIfNeeded()
        #expect(box.frame.minX == 20)
        stage.window.semanticContentAttribute = .forceRightToLeft
        #expect(box.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        stage.window.layoutIfNeeded()
        #expect(box.frame.minX == 200)
        #expect(box.layoutMargins.left == 8)
    }

    @Test("§14 safe-area and margin guides follow the window's insets")
    func safeAreaAndMargins() {
        let stage = ComponentStage()
        final class Watcher: UIView {
            var changes: [UIEdgeInsets] = []
            override func safeAreaInsetsDidChange() { changes.append(safeAreaInsets) }
        }
        let root = Watcher(frame: stage.window.bounds)
        stage.window.addSubview(root)
        let header = PinnedView("header", stage: stage)
        let body = PinnedView("body", stage: stage)
        root.addSubview(header)
        root.addSubview(body)
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
            header.leadingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.trailingAnchor),
            header.heightAnchor.constraint(equalToConstant: 44),
            body.topAnchor.constraint(equalTo: header.bottomAnchor),
            body.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            body.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            body.bottomAnchor.constraint(equalTo: root.layoutMarginsGuide.bottomAnchor),
        ])
        stage.tap(CGPoint(x: 160, y: 10), at: 0)
        #expect(header.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(body.frame == CGRect(x: 8, y: 44, width: 304, height: 428))
        stage.window.simulatedSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        stage.tap(CGPoint(x: 160, y: 60), at: 1)
        #expect(header.frame == CGRect(x: 0, y: 47, width: 320, height: 44))
        #expect(body.frame == CGRect(x: 8, y: 91, width: 304, height: 347))
        #expect(root.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(root.changes == [UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)])
        #expect(stage.log == ["header began at (0, 0, 320, 44)", "header began at (0, 47, 320, 44)"])
        #expect(stage.app.leftovers == [])
    }

    @Test("§14 autoresizing masks without constraints: frames follow the superview's bounds as UIKit's rule says")
    func autoresizingWithoutConstraints() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let fill = UIView(frame: CGRect(x: 10, y: 10, width: 180, height: 80))
        fill.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let pinnedRight = UIView(frame: CGRect(x: 150, y: 0, width: 40, height: 20))
        pinnedRight.autoresizingMask = [.flexibleLeftMargin]
        let centred = UIView(frame: CGRect(x: 50, y: 40, width: 100, height: 20))
        centred.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        let fixed = UIView(frame: CGRect(x: 5, y: 5, width: 5, height: 5))
        let proportional = UIView(frame: CGRect(x: 20, y: 0, width: 60, height: 10))
        proportional.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]
        for view in [fill, pinnedRight, centred, fixed, proportional] { container.addSubview(view) }
        container.frame = CGRect(x: 0, y: 0, width: 400, height: 150)
        #expect(fill.frame == CGRect(x: 10, y: 10, width: 380, height: 130))
        #expect(pinnedRight.frame == CGRect(x: 350, y: 0, width: 40, height: 20))
        #expect(centred.frame == CGRect(x: 150, y: 40, width: 100, height: 20))
        #expect(fixed.frame == CGRect(x: 5, y: 5, width: 5, height: 5))
        // 200 more points shared 20 : 60 : 120 among left margin, width and right margin.
        #expect(proportional.frame == CGRect(x: 40, y: 0, width: 120, height: 10))
        container.autoresizesSubviews = false
        container.frame = CGRect(x: 0, y: 0, width: 100, height: 150)
        #expect(fill.frame.width == 380)
    }

    @Test("a label's intrinsic size comes from the text model and hugs its text; a multi-line label wraps")
    func labelIntrinsicSize() {
        let stage = ComponentStage()
        let label = UILabel()
        label.text = "Hello"
        label.font = UIFont.systemFont(ofSize: 17)
        // H 0.65, e 0.52, l 0.3, l 0.3, o 0.52 = 2.29 × 17 = 38.93 → 39; a line is 17 × 1.1934 = 20.29 → 20.333.
        #expect(label.intrinsicContentSize == CGSize(width: 39, height: 61.0 / 3))
        label.translatesAutoresizingMaskIntoConstraints = false
        stage.window.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: stage.window.leadingAnchor, constant: 10),
            label.topAnchor.constraint(equalTo: stage.window.topAnchor, constant: 10),
        ])
        stage.window.layoutIfNeeded()
        #expect(approximatelyEqual(label.frame, CGRect(x: 10, y: 10, width: 39, height: 61.0 / 3)))
        label.text = "Hello Hello"
        stage.window.layoutIfNeeded()
        // 2 × 38.93 + a space, 4.25: 82.11, rounded up to a third of a point.
        #expect(abs(label.frame.width - 247.0 / 3) < 1e-9)
        label.numberOfLines = 0
        label.preferredMaxLayoutWidth = 50
        stage.window.layoutIfNeeded()
        #expect(abs(label.frame.width - 39) < 1e-9 && abs(label.frame.height - 122.0 / 3) < 1e-9)
        stage.app.textMeasurement = TextMeasurement { request in
            CGSize(width: CGFloat(request.text.count) * 10, height: 20)
        }
        label.invalidateIntrinsicContentSize()
        stage.window.layoutIfNeeded()
        #expect(label.frame.size == CGSize(width: 110, height: 20))
    }

    @Test("systemLayoutSizeFitting solves the view's own constraints, compressed or with a required width")
    func fittingSize() {
        let card = UIView()
        let title = UILabel()
        title.text = "Hello"
        title.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(title)
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
            title.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -16),
            title.topAnchor.constraint(equalTo: card.topAnchor, constant: 12),
            title.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -12),
        ])
        let compressed = card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        #expect(compressed == CGSize(width: 71, height: 24 + 61.0 / 3))
        let wide = card.systemLayoutSizeFitting(
            CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(wide == CGSize(width: 300, height: 24 + 61.0 / 3))
        #expect(card.frame == .zero)
    }

    @Test(
        "a frame set in code on an autoresizing view in the engine moves the views constrained to it; the window's size too"
    )
    func windowResize() {
        let stage = ComponentStage()
        let box = PinnedView("box", stage: stage)
        stage.window.addSubview(box)
        NSLayoutConstraint.activate([
            box.centerXAnchor.constraint(equalTo: stage.window.centerXAnchor),
            box.centerYAnchor.constraint(equalTo: stage.window.centerYAnchor),
            box.widthAnchor.constraint(equalTo: stage.window.widthAnchor, multiplier: 0.5),
            box.heightAnchor.constraint(equalToConstant: 10),
        ])
        stage.window.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 80, y: 235, width: 160, height: 10))
        stage.window.frame = CGRect(x: 0, y: 0, width: 480, height: 320)
        stage.window.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 120, y: 155, width: 240, height: 10))
    }

    @Test("layout guides, margins attributes, baselines and system spacing")
    func guidesAndAttributes() {
        let stage = ComponentStage()
        let spacer = UILayoutGuide()
        stage.window.addLayoutGuide(spacer)
        let a = PinnedView("a", stage: stage)
        let b = PinnedView("b", stage: stage)
        stage.window.addSubview(a)
        stage.window.addSubview(b)
        NSLayoutConstraint.activate([
            spacer.leadingAnchor.constraint(equalTo: stage.window.leadingAnchor),
            spacer.widthAnchor.constraint(equalTo: stage.window.widthAnchor, multiplier: 0.25),
            spacer.topAnchor.constraint(equalTo: stage.window.topAnchor),
            spacer.heightAnchor.constraint(equalToConstant: 1),
            a.leadingAnchor.constraint(equalTo: spacer.trailingAnchor),
            a.topAnchor.constraint(equalTo: stage.window.topAnchor),
            a.widthAnchor.constraint(equalToConstant: 10), a.heightAnchor.constraint(equalToConstant: 10),
            b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2),
            b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 1),
            b.widthAnchor.constraint(equalTo: a.widthAnchor), b.heightAnchor.constraint(equalTo: a.heightAnchor),
            NSLayoutConstraint(
                item: a, attribute: .trailingMargin, relatedBy: .lessThanOrEqual, toItem: stage.window,
                attribute: .trailingMargin, multiplier: 1, constant: 0),
        ])
        stage.window.layoutIfNeeded()
        #expect(spacer.layoutFrame == CGRect(x: 0, y: 0, width: 80, height: 1))
        #expect(a.frame == CGRect(x: 80, y: 0, width: 10, height: 10))
        #expect(b.frame == CGRect(x: 106, y: 18, width: 10, height: 10))
    }
}
