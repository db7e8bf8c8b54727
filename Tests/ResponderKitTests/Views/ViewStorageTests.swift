import Foundation
import ResponderKit
import Testing

/// A view's storage stays small and readable (issue 29): caches are grouped into named structures and state few
/// views have lives in the side box, so `UIView` declares at most 20 stored properties.
@MainActor
@Suite("ViewStorageTests")
struct ViewStorageTests {
    @Test("UIView declares at most 20 stored properties of its own")
    func viewStoredProperties() {
        let view = UIView(frame: .zero)
        // The mirror of an object lists the stored properties its class declares; its superclass's come apart.
        let own = Mirror(reflecting: view).children.map { $0.label ?? "?" }
        #expect(own.count <= 20, "UIView stores \(own.count): \(own)")
        #expect(own.contains("hitTesting") && own.contains("geometry") && own.contains("layoutFlags"))
    }

    @Test("no core class declares more than 25 stored properties: the application's state is grouped")
    func coreStoredProperties() {
        let app = UIApplication(clock: ManualClock())
        let window = UIWindow(frame: .zero, application: app)
        let recognizer = UIPanGestureRecognizer(target: nil, action: nil)
        let counts: [(String, Int)] = [
            ("UIApplication", Mirror(reflecting: app).children.count),
            ("UIWindow", Mirror(reflecting: window).children.count),
            ("UIGestureRecognizer", Mirror(reflecting: recognizer).superclassMirror?.children.count ?? 0),
            ("UIPanGestureRecognizer", Mirror(reflecting: recognizer).children.count),
        ]
        for (name, count) in counts {
            #expect(
                count <= 25,
                "\(name) stores \(count): \(name == "UIApplication" ? Mirror(reflecting: app).children.map { $0.label ?? "?" } : [])"
            )
        }
        #expect(Mirror(reflecting: app).children.contains { $0.label == "layoutPass" })
    }

    @Test("state few views have lives in the side box: setting it reads back, and a plain view has none")
    func sideBoxState() {
        let view = UIView(frame: .zero)
        #expect(view.tag == 0 && view.backgroundColor == nil && view.accessibilityIdentifier == nil)
        #expect(view.hitAreaInsets == .zero)
        view.tag = 7
        view.backgroundColor = .red
        view.accessibilityIdentifier = "card"
        view.hitAreaInsets = UIEdgeInsets(top: -10, left: -10, bottom: -10, right: -10)
        view.isExclusiveTouch = true
        view.clipsToBounds = true
        #expect(view.tag == 7 && view.backgroundColor == .red && view.accessibilityIdentifier == "card")
        #expect(view.hitAreaInsets.top == -10 && view.isExclusiveTouch && view.clipsToBounds)
        #expect(!view.isMultipleTouchEnabled)
    }

    @Test(
        "isOpaque is UIKit's drawing hint: true by default, stored with the view's options, and no part of hit-testing")
    func opaqueHint() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        container.addSubview(view)
        #expect(view.isOpaque)
        view.isOpaque = false
        view.clipsToBounds = true
        #expect(!view.isOpaque && view.clipsToBounds && !view.isExclusiveTouch)
        #expect(container.hitTest(CGPoint(x: 10, y: 10), with: nil) === view)
    }
}
