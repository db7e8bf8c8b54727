import Foundation
import ResponderKit
import Testing

/// BehaviourContract §18: the screen, the device, traits and rotation, per application.
@MainActor
@Suite("EnvironmentTests")
struct EnvironmentTests {
    final class TraitLogger: UIView {
        var log: [String] = []
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            log.append(
                "\(accessibilityIdentifier ?? "?"): \(previousTraitCollection?.horizontalSizeClass.rawValue ?? -1)"
                    + "->\(traitCollection.horizontalSizeClass.rawValue) "
                    + "\(previousTraitCollection?.userInterfaceStyle.rawValue ?? -1)->"
                    + "\(traitCollection.userInterfaceStyle.rawValue)")
        }
    }

    final class RotatingController: UIViewController {
        var log: [String] = []
        override func willTransition(
            to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
        ) {
            super.willTransition(to: newCollection, with: coordinator)
            log.append("willTransition vertical \(newCollection.verticalSizeClass.rawValue)")
        }
        override func viewWillTransition(
            to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
        ) {
            super.viewWillTransition(to: size, with: coordinator)
            log.append(
                "viewWillTransition \(Int(saturating: size.width))x\(Int(saturating: size.height)) view \(Int(saturating: view.bounds.width))"
            )
            coordinator.animate(
                alongsideTransition: { [unowned self] _ in
                    self.log.append("alongside view \(Int(saturating: self.view.bounds.width))")
                },
                completion: { [unowned self] _ in
                    self.log.append("completion")
                })
        }
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            log.append("traitCollectionDidChange vertical \(traitCollection.verticalSizeClass.rawValue)")
        }
        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            log.append("viewDidLayoutSubviews \(Int(saturating: view.bounds.width))")
        }
    }

    @Test("§18 UIScreen.main and UIDevice.current are the current application's: an iPhone 15 upright by default")
    func defaults() {
        let app = UIApplication(clock: ManualClock())
        app.makeCurrent()
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(UIScreen.main.nativeBounds == CGRect(x: 0, y: 0, width: 1179, height: 2556))
        #expect(UIScreen.main.scale == 3)
        #expect(UIDevice.current.userInterfaceIdiom == .phone)
        #expect(UIDevice.current.model == "iPhone")
        #expect(UIDevice.current.orientation == .portrait)
        let traits = UIScreen.main.traitCollection
        #expect(traits.horizontalSizeClass == .compact && traits.verticalSizeClass == .regular)
        #expect(
            traits.displayScale == 3 && traits.userInterfaceStyle == .light && traits.layoutDirection == .leftToRight)
        let other = UIApplication(clock: ManualClock())
        other.environment = DeviceEnvironment(device: .iPad)
        other.makeCurrent()
        #expect(UIScreen.main.bounds.size == CGSize(width: 820, height: 1180))
        #expect(UIScreen.main.traitCollection.horizontalSizeClass == .regular)
        #expect(UIDevice.current.systemName == "iPadOS")
        app.makeCurrent()
        #expect(UIScreen.main.bounds.size == CGSize(width: 393, height: 852), "each application has its own")
    }

    @Test("§18 rotating: willTransition, viewWillTransition, traits and frames change, alongside, layout, completion")
    func rotation() {
        let app = UIApplication(clock: ManualClock())
        app.makeCurrent()
        let window = UIWindow(frame: UIScreen.main.bounds, application: app)
        window.simulatedSafeAreaInsets = app.environment.device.safeAreaInsets(in: app.interfaceOrientation)
        let controller = RotatingController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        app.layoutPendingViews()
        controller.log = []
        let received = Box()
        let observer = NotificationCenter.default.addObserver(
            forName: UIDevice.orientationDidChangeNotification, object: nil, queue: nil
        ) { _ in received.count += 1 }
        defer { NotificationCenter.default.removeObserver(observer) }
        UIDevice.current.beginGeneratingDeviceOrientationNotifications()
        app.environment.orientation = .landscapeLeft
        #expect(app.interfaceOrientation == .landscapeRight, "the interface turns the other way")
        #expect(UIScreen.main.bounds.size == CGSize(width: 852, height: 393))
        #expect(window.frame.size == CGSize(width: 852, height: 393))
        #expect(controller.view.frame.size == CGSize(width: 852, height: 393))
        #expect(
            controller.log == [
                "willTransition vertical 1", "viewWillTransition 852x393 view 393",
                "traitCollectionDidChange vertical 1", "alongside view 852", "viewDidLayoutSubviews 852", "completion",
            ])
        #expect(received.count == 1)
        #expect(window.safeAreaInsets == UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
    }

    final class Box: @unchecked Sendable {
        var count = 0
    }

    @Test("§18 an iPhone does not turn its interface upside down; a flat device keeps the last orientation")
    func unsupportedOrientations() {
        let app = UIApplication(clock: ManualClock())
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852), application: app)
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        app.environment.orientation = .portraitUpsideDown
        #expect(app.interfaceOrientation == .portrait)
        app.environment.orientation = .landscapeRight
        #expect(app.interfaceOrientation == .landscapeLeft)
        app.environment.orientation = .faceUp
        #expect(app.interfaceOrientation == .landscapeLeft)
        #expect(window.frame.size == CGSize(width: 852, height: 393))
    }

    @Test("§18 dark mode and overrides: each view whose traits change is told, parents first, with its previous traits")
    func styleChanges() {
        let app = UIApplication(clock: ManualClock())
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852), application: app)
        window.makeKeyAndVisible()
        let outer = TraitLogger(frame: .zero)
        outer.accessibilityIdentifier = "outer"
        let inner = TraitLogger(frame: .zero)
        inner.accessibilityIdentifier = "inner"
        let pinned = TraitLogger(frame: .zero)
        pinned.accessibilityIdentifier = "pinned"
        pinned.overrideUserInterfaceStyle = .light
        window.addSubview(outer)
        outer.addSubview(inner)
        outer.addSubview(pinned)
        var registered: [String] = []
        inner.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (view: TraitLogger, previous) in
            registered.append("\(view.accessibilityIdentifier ?? "") style was \(previous.userInterfaceStyle.rawValue)")
        }
        let sizeOnly = inner.registerForTraitChanges([UITraitHorizontalSizeClass.self]) { (_: TraitLogger, _) in
            registered.append("size class")
        }
        app.environment.userInterfaceStyle = .dark
        #expect(outer.log == ["outer: 1->1 1->2"])
        #expect(inner.log == ["inner: 1->1 1->2"])
        #expect(pinned.log == [], "its override keeps it light")
        #expect(registered == ["inner style was 1"])
        outer.overrideUserInterfaceStyle = .light
        #expect(inner.log.last == "inner: 1->1 2->1")
        inner.unregisterForTraitChanges(sizeOnly)
        app.environment.orientation = .landscapeLeft
        #expect(registered == ["inner style was 1", "inner style was 2"])
        #expect(
            UIColor.label.resolvedColor(with: inner.traitCollection)
                == UIColor.label.resolvedColor(
                    with: UITraitCollection(userInterfaceStyle: .light)))
    }

    @Test("§18 trait collections combine and compare as UIKit's")
    func traitCollections() {
        let combined = UITraitCollection(traitsFrom: [
            UITraitCollection(horizontalSizeClass: .compact), UITraitCollection(userInterfaceStyle: .dark),
            UITraitCollection(horizontalSizeClass: .regular), UITraitCollection(displayScale: .nan),
        ])
        #expect(combined.horizontalSizeClass == .regular && combined.userInterfaceStyle == .dark)
        #expect(combined.displayScale == 0, "a non-finite scale is unspecified")
        #expect(combined.containsTraits(in: UITraitCollection(userInterfaceStyle: .dark)))
        #expect(!combined.containsTraits(in: UITraitCollection(verticalSizeClass: .compact)))
        #expect(combined.hasDifferentColorAppearance(comparedTo: UITraitCollection(userInterfaceStyle: .light)))
        #expect(!combined.hasDifferentColorAppearance(comparedTo: UITraitCollection(userInterfaceStyle: .dark)))
    }

    @Test("§18 feedback generators and interactions are recorded, in order")
    func feedbackAndInteractions() {
        final class Interaction: NSObject, UIInteraction {
            weak var view: UIView?
            var log: [String] = []
            func willMove(to view: UIView?) { log.append("will \(view?.accessibilityIdentifier ?? "nil")") }
            func didMove(to view: UIView?) {
                self.view = view
                log.append("did \(view?.accessibilityIdentifier ?? "nil")")
            }
        }
        let app = UIApplication(clock: ManualClock())
        app.makeCurrent()
        let recorder = app.trace.recorder()
        let impact = UIImpactFeedbackGenerator(style: .rigid)
        impact.prepare()
        impact.impactOccurred(intensity: 4)
        impact.impactOccurred(intensity: .nan)
        UISelectionFeedbackGenerator().selectionChanged()
        UINotificationFeedbackGenerator().notificationOccurred(.error)
        #expect(
            recorder.lines() == [
                "feedback: UIImpactFeedbackGenerator prepared", "feedback: UIImpactFeedbackGenerator impact rigid 1.0",
                "feedback: UISelectionFeedbackGenerator selection changed",
                "feedback: UINotificationFeedbackGenerator notification error",
            ])
        let a = UIView(frame: .zero)
        a.accessibilityIdentifier = "a"
        let b = UIView(frame: .zero)
        b.accessibilityIdentifier = "b"
        let interaction = Interaction()
        a.addInteraction(interaction)
        a.addInteraction(interaction)
        b.addInteraction(interaction)
        #expect(interaction.log == ["will a", "did a", "will nil", "did nil", "will b", "did b"])
        #expect(a.interactions.isEmpty && b.interactions.count == 1)
    }
}
