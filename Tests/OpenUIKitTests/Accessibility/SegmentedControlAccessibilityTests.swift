import OpenUIKit
import OpenUIKitTesting
import Testing

/// A segmented control is read as its segments, one button each, as VoiceOver reads it on iOS
/// ("Week, button, selected, 2 of 3") and as XCUITest finds `segmentedControls.buttons["Week"]`.
@MainActor
@Suite("Segmented control accessibility")
struct SegmentedControlAccessibilityTests {
    private func makeControl(_ app: HeadlessApp) -> (UISegmentedControl, Box) {
        let controller = UIViewController()
        let control = UISegmentedControl(items: ["Day", "Week", "Month"])
        control.frame = CGRect(x: 20, y: 120, width: 300, height: 32)
        control.selectedSegmentIndex = 1
        control.accessibilityIdentifier = "range"
        let changes = Box()
        control.addAction(UIAction { [weak control] _ in changes.values.append(control?.selectedSegmentIndex ?? -1) }, for: .valueChanged)
        controller.view.addSubview(control)
        app.makeWindow(rootViewController: controller)
        app.runUntilIdle()
        return (control, changes)
    }

    @Test("Each segment is a button element labelled by its title over its third of the control; the selected one has the selected trait")
    func segmentsAreButtons() throws {
        let app = HeadlessApp()
        let (control, _) = makeControl(app)
        #expect(control.isAccessibilityElement == false)
        let labels = app.accessibilityElements().compactMap(\.label)
        #expect(labels == ["Day", "Week", "Month"])
        let week = try #require(app.element(label: "Week"))
        #expect(week.traits.contains(.button))
        #expect(week.traits.contains(.selected))
        #expect(try #require(app.element(label: "Day")).traits.contains(.selected) == false)
        let origin = control.convert(CGPoint.zero, to: nil)
        #expect(week.frame == CGRect(x: origin.x + 100, y: origin.y, width: 100, height: 32))
    }

    @Test("Tapping or activating a segment element chooses it and sends value changed once")
    func activation() throws {
        let app = HeadlessApp()
        let (control, changes) = makeControl(app)
        try #require(app.element(label: "Month")).tap()
        #expect(control.selectedSegmentIndex == 2)
        try #require(app.element(label: "Day")).activate()
        #expect(control.selectedSegmentIndex == 0)
        #expect(changes.values == [2, 0])
        // Activating the selected segment changes nothing.
        try #require(app.element(label: "Day")).activate()
        #expect(changes.values == [2, 0])
    }

    @Test("A test reaches a segment as XCUITest does: segmentedControls[identifier].buttons[title]")
    func queries() {
        let app = HeadlessApp()
        let (control, _) = makeControl(app)
        let range = app.segmentedControls["range"]
        #expect(range.exists)
        #expect(range.buttons.count == 3)
        let month = range.buttons["Month"]
        #expect(month.isSelected == false)
        month.tap()
        #expect(control.selectedSegmentIndex == 2)
        #expect(range.buttons["Month"].isSelected)
    }

    @Test("A disabled segment is not enabled to assistive technologies and cannot be chosen")
    func disabledSegment() throws {
        let app = HeadlessApp()
        let (control, changes) = makeControl(app)
        control.setEnabled(false, forSegmentAt: 2)
        let month = try #require(app.element(label: "Month"))
        #expect(month.traits.contains(.notEnabled))
        #expect(month.object.accessibilityActivate() == false)
        #expect(control.selectedSegmentIndex == 1 && changes.values.isEmpty)
    }

    @Test("The elements are the same objects between reads and follow inserted segments; ones set by the app win")
    func elementsStableAndOverridable() {
        let app = HeadlessApp()
        let (control, _) = makeControl(app)
        let first = control.accessibilityElements?.first as AnyObject?
        #expect(control.accessibilityElements?.first as AnyObject? === first)
        control.insertSegment(withTitle: "Year", at: 3, animated: false)
        app.runUntilIdle()
        #expect(app.accessibilityElements().compactMap(\.label) == ["Day", "Week", "Month", "Year"])
        let custom = UIAccessibilityElement(accessibilityContainer: control)
        custom.accessibilityLabel = "Range"
        custom.accessibilityFrameInContainerSpace = control.bounds
        control.accessibilityElements = [custom]
        #expect(app.accessibilityElements().compactMap(\.label) == ["Range"])
    }
}

/// The values the control's value-changed action saw.
@MainActor
private final class Box {
    var values: [Int] = []
}
