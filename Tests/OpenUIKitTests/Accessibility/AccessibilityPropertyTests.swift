import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A custom control overriding accessibility the way ported code does.
@MainActor private final class RatingControl: UIControl {
    var rating = 3
    override var accessibilityValue: String? {
        get { "\(rating) of 5" }
        set {}
    }
    override var accessibilityTraits: UIAccessibilityTraits {
        get { .adjustable }
        set {}
    }
    override func accessibilityIncrement() {
        rating = min(rating + 1, 5)
        sendActions(for: .valueChanged)
    }
}

@MainActor @Suite struct AccessibilityPropertyTests {
    @Test("Plain views are containers; labels, buttons and controls are elements with derived labels and traits")
    func defaults() {
        let view = UIView()
        #expect(!view.isAccessibilityElement && view.accessibilityLabel == nil && view.accessibilityTraits == .none)
        #expect(!UIImageView().isAccessibilityElement && UIImageView().accessibilityTraits == .image)
        #expect(!UIWindow(frame: .zero).isAccessibilityElement)
        let label = UILabel()
        label.text = "Total"
        #expect(label.isAccessibilityElement && label.accessibilityLabel == "Total")
        #expect(label.accessibilityTraits == .staticText)
        label.isEnabled = false
        #expect(label.accessibilityTraits == [.staticText, .notEnabled])
        let button = UIButton(type: .system)
        button.setTitle("Save", for: .normal)
        #expect(button.isAccessibilityElement && button.accessibilityLabel == "Save")
        #expect(button.accessibilityTraits == .button)
        button.isSelected = true
        button.isEnabled = false
        #expect(button.accessibilityTraits == [.button, .selected, .notEnabled])
        #expect(button.accessibilityTraits.description == "[button, selected, notEnabled]")
        let slider = UISlider()
        slider.value = 0.5
        #expect(slider.accessibilityTraits == .adjustable && slider.accessibilityValue == "50%")
        let toggle = UISwitch()
        #expect(toggle.accessibilityValue == "0" && toggle.accessibilityTraits == [.button, .toggleButton])
        toggle.isOn = true
        #expect(toggle.accessibilityValue == "1")
        let stepper = UIStepper()
        stepper.value = 4
        #expect(stepper.accessibilityValue == "4" && stepper.accessibilityTraits == .adjustable)
        let pages = UIPageControl()
        pages.numberOfPages = 5
        pages.currentPage = 1
        #expect(pages.accessibilityValue == "page 2 of 5")
        let element = UIAccessibilityElement(accessibilityContainer: view)
        #expect(element.isAccessibilityElement && element.accessibilityContainer === view)
    }

    @Test("Set values win over derived ones; setting nil derives again; overrides in subclasses win")
    func explicitValues() {
        let label = UILabel()
        label.text = "42"
        label.accessibilityLabel = "Answer"
        label.accessibilityHint = "The result"
        label.accessibilityTraits = [.staticText, .header]
        label.isAccessibilityElement = false
        label.accessibilityIdentifier = "answer"
        #expect(label.accessibilityLabel == "Answer" && label.accessibilityHint == "The result")
        #expect(label.accessibilityTraits == [.staticText, .header] && !label.isAccessibilityElement)
        label.accessibilityLabel = nil
        #expect(label.accessibilityLabel == "42")
        let rating = RatingControl()
        #expect(rating.accessibilityValue == "3 of 5")
        #expect(rating.accessibilityTraits == .adjustable)
        var changes = 0
        rating.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        rating.accessibilityIncrement()
        #expect(rating.accessibilityValue == "4 of 5" && changes == 1)
    }

    @Test("A slider moves by a tenth of its range per increment, sends valueChanged, and stops at its ends")
    func sliderAdjustment() {
        let slider = UISlider()
        slider.minimumValue = 0
        slider.maximumValue = 200
        slider.value = 150
        var sent: [Float] = []
        slider.addAction(UIAction { _ in sent.append(slider.value) }, for: .valueChanged)
        slider.accessibilityIncrement()
        slider.accessibilityIncrement()
        slider.accessibilityIncrement()
        #expect(sent == [170, 190, 200])
        #expect(slider.accessibilityValue == "100%")
        slider.accessibilityDecrement()
        #expect(sent == [170, 190, 200, 180])
        #expect(slider.accessibilityValue == "90%")
        let stepper = UIStepper()
        stepper.stepValue = 5
        stepper.accessibilityIncrement()
        #expect(stepper.value == 5)
        stepper.accessibilityDecrement()
        stepper.accessibilityDecrement()
        #expect(stepper.value == 0)
    }

    @Test("Activation sends a button's tap events, flips a switch, and leaves other views to a tap")
    func activation() {
        let recorder = EventRecorder()
        let button = UIButton(type: .system)
        ControlEventRecorder(button, name: "button", into: recorder)
        #expect(button.accessibilityActivate())
        #expect(recorder.take() == [.controlEvent("button", .touchUpInside), .controlEvent("button", .primaryActionTriggered)])
        button.isEnabled = false
        #expect(!button.accessibilityActivate())
        #expect(recorder.take() == [])
        let toggle = UISwitch()
        // What the switch reads when its valueChanged action runs, then the event itself.
        toggle.addAction(UIAction { _ in recorder.record(.call("switch", "isOn", returned: "\(toggle.isOn)")) }, for: .valueChanged)
        ControlEventRecorder(toggle, name: "switch", into: recorder)
        #expect(toggle.accessibilityActivate())
        #expect(toggle.isOn)
        #expect(recorder.take() == [.call("switch", "isOn", returned: "true"), .controlEvent("switch", .valueChanged)])
        #expect(!UIView().accessibilityActivate())
        #expect(!UISlider().accessibilityActivate())
    }

    @Test("Frames are in screen coordinates, through windows placed off the origin and scrolled bounds")
    func frames() {
        let app = HeadlessApp(screenSize: CGSize(width: 400, height: 800))
        let window = app.makeWindow(frame: CGRect(x: 0, y: 100, width: 400, height: 600))
        let container = UIView(frame: CGRect(x: 20, y: 30, width: 300, height: 300))
        container.bounds.origin = CGPoint(x: 0, y: 50)
        let label = UILabel(frame: CGRect(x: 10, y: 60, width: 100, height: 20))
        container.addSubview(label)
        window.addSubview(container)
        #expect(label.accessibilityFrame == CGRect(x: 30, y: 140, width: 100, height: 20))
        #expect(label.accessibilityActivationPoint == CGPoint(x: 80, y: 150))
        #expect(UILabel().accessibilityFrame == .zero)
        let star = UIAccessibilityElement(accessibilityContainer: container)
        star.accessibilityFrameInContainerSpace = CGRect(x: 0, y: 50, width: 10, height: 10)
        #expect(star.accessibilityFrame == CGRect(x: 20, y: 130, width: 10, height: 10))
        container.center.x += 5
        #expect(star.accessibilityFrame == CGRect(x: 25, y: 130, width: 10, height: 10))
        let fixed = UIAccessibilityElement(accessibilityContainer: container)
        fixed.accessibilityFrame = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(fixed.accessibilityFrame == CGRect(x: 1, y: 2, width: 3, height: 4))
    }
}
