import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// Accessibility as UIKit has it, and the generator acting as VoiceOver does.
@MainActor
@Suite struct AccessibilityTests {
    @Test("defaults: controls and labels are elements with their titles and standard traits, plain views are not")
    func defaults() throws {
        let bench = Bench()
        let button = UIButton(frame: CGRect(x: 10, y: 20, width: 100, height: 40))
        button.setTitle("Buy", for: .normal)
        let label = UILabel(frame: CGRect(x: 10, y: 80, width: 100, height: 20))
        label.text = "Total"
        let slider = UISlider(frame: CGRect(x: 10, y: 120, width: 200, height: 30))
        slider.value = 0.5
        let plain = UIView(frame: CGRect(x: 0, y: 200, width: 50, height: 50))
        let image = UIImageView(frame: CGRect(x: 60, y: 200, width: 50, height: 50))
        for view in [button, label, slider, plain, image] { bench.window.addSubview(view) }
        button.isEnabled = false
        #expect(button.isAccessibilityElement && label.isAccessibilityElement && slider.isAccessibilityElement)
        #expect(!plain.isAccessibilityElement && !image.isAccessibilityElement)
        #expect(button.accessibilityLabel == "Buy")
        #expect(label.accessibilityLabel == "Total")
        #expect(button.accessibilityTraits == [.button, .notEnabled])
        #expect(label.accessibilityTraits == .staticText)
        #expect(slider.accessibilityTraits == .adjustable)
        #expect(image.accessibilityTraits == .image)
        #expect(slider.accessibilityValue == "50%")
        #expect(button.accessibilityFrame == CGRect(x: 10, y: 20, width: 100, height: 40))
        #expect(button.accessibilityActivationPoint == CGPoint(x: 60, y: 40))
        #expect(button.accessibilityHint == nil && button.accessibilityCustomActions == nil)
        button.accessibilityLabel = "Purchase"
        button.accessibilityActivationPoint = CGPoint(x: 15, y: 25)
        #expect(button.accessibilityLabel == "Purchase")
        #expect(button.accessibilityActivationPoint == CGPoint(x: 15, y: 25))
    }

    @Test("accessibilityActivate: a view that does not activate itself is tapped at its activation point")
    func activate() throws {
        final class Toggle: UIView {
            var activations = 0
            var answers = false
            override func accessibilityActivate() -> Bool {
                activations += 1
                return answers
            }
        }
        let bench = Bench()
        let toggle = Toggle(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        toggle.isAccessibilityElement = true
        toggle.accessibilityLabel = "Play"
        toggle.accessibilityActivationPoint = CGPoint(x: 30, y: 40)
        toggle.addGestureRecognizer(
            UITapGestureRecognizer {
                bench.line($0, "tap", "at=\(format($0.location(in: nil).x)),\(format($0.location(in: nil).y))")
            })
        bench.window.addSubview(toggle)
        let generator = try bench.generator()
        try generator.accessibilityActivate(AccessibilityLabel("Play"))
        toggle.answers = true
        try generator.wait(1)
        try generator.accessibilityActivate(toggle)
        #expect(toggle.activations == 2)
        #expect(bench.log.lines == ["tap ended at=30.00,40.00"])
    }

    @Test("accessibilityIncrement and Decrement step a slider by a tenth of its range and send valueChanged")
    func adjustSlider() throws {
        let bench = Bench()
        let slider = UISlider(frame: CGRect(x: 10, y: 120, width: 200, height: 30))
        slider.minimumValue = 0
        slider.maximumValue = 50
        slider.value = 20
        slider.accessibilityIdentifier = "volume"
        slider.addAction(UIAction { _ in bench.log.add("valueChanged \(slider.value)") }, for: .valueChanged)
        bench.window.addSubview(slider)
        let generator = try bench.generator()
        try generator.accessibilityIncrement("volume")
        try generator.accessibilityIncrement("volume")
        try generator.accessibilityDecrement("volume")
        #expect(bench.log.lines == ["valueChanged 25.0", "valueChanged 30.0", "valueChanged 25.0"])
        #expect(slider.accessibilityValue == "50%")
    }

    @Test("custom actions run their handler or their target's selector")
    func customActions() throws {
        final class Controller: NSObject {
            var archived = 0
            func archive(_ sender: Any?) { archived += 1 }
        }
        let bench = Bench()
        let card = bench.view("card", CGRect(x: 0, y: 0, width: 100, height: 100))
        let controller = Controller()
        card.accessibilityCustomActions = [
            UIAccessibilityCustomAction(name: "Delete") { action in
                bench.log.add("handler \(action.name)")
                return true
            },
            UIAccessibilityCustomAction(name: "Archive", target: controller, selector: Selector(Controller.archive)),
        ]
        let generator = try bench.generator()
        #expect(try generator.accessibilityPerformCustomAction(named: "Delete", on: "card"))
        #expect(try generator.accessibilityPerformCustomAction(named: "Archive", on: card))
        #expect(bench.log.lines == ["handler Delete"])
        #expect(controller.archived == 1)
    }

    @Test("the elements are visited in accessibilityElements order when a container gives one, else back to front")
    func elementOrder() throws {
        let bench = Bench()
        let form = bench.view("form", CGRect(x: 0, y: 0, width: 320, height: 300))
        let first = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        first.text = "Name"
        let second = UIButton(frame: CGRect(x: 0, y: 40, width: 100, height: 20))
        second.setTitle("Save", for: .normal)
        let third = UILabel(frame: CGRect(x: 0, y: 80, width: 100, height: 20))
        third.text = "Hint"
        for view in [first, second, third] { form.addSubview(view) }
        let generator = try bench.generator()
        #expect(generator.accessibilityElements.map(\.accessibilityLabel) == ["Name", "Save", "Hint"])
        form.accessibilityElements = [third, first, second]
        #expect(generator.accessibilityElements.map(\.accessibilityLabel) == ["Hint", "Name", "Save"])
        form.accessibilityElementsHidden = true
        #expect(generator.accessibilityElements.isEmpty)
        #expect(throws: EventGeneratorError.unableToFindElement(label: "Save")) {
            try generator.fingerTap(at: AccessibilityLabel("Save"))
        }
    }
}
