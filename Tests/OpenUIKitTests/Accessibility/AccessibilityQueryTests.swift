import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Counts taps recognized on a view.
@MainActor private final class TapCounter {
    var taps = 0
    func handle() { taps += 1 }
}

/// A settings-like screen: a title, a name row (label + switch on one line), a volume slider,
/// a Save button and a hidden Delete button.
@MainActor private struct SettingsScreen {
    let app = HeadlessApp(screenSize: CGSize(width: 390, height: 844), scale: 1)
    let window: UIWindow
    let title = UILabel(frame: CGRect(x: 20, y: 60, width: 200, height: 30))
    let notifications = UILabel(frame: CGRect(x: 20, y: 120, width: 200, height: 21))
    let toggle = UISwitch(frame: CGRect(x: 300, y: 115, width: 0, height: 0))
    let slider = UISlider(frame: CGRect(x: 20, y: 180, width: 350, height: 40))
    let save = UIButton(type: .system)
    let delete = UIButton(type: .system)

    init() {
        window = app.makeWindow()
        title.text = "Settings"
        title.accessibilityTraits = .header
        notifications.text = "Notifications"
        toggle.accessibilityLabel = "Notifications"
        toggle.accessibilityIdentifier = "notifications-switch"
        slider.accessibilityLabel = "Volume"
        slider.value = 0.5
        save.setTitle("Save", for: .normal)
        save.frame = CGRect(x: 20, y: 260, width: 100, height: 44)
        save.accessibilityIdentifier = "save"
        delete.setTitle("Delete", for: .normal)
        delete.frame = CGRect(x: 200, y: 260, width: 100, height: 44)
        delete.isHidden = true
        // Added out of reading order on purpose.
        for view in [save, slider, toggle, delete, notifications, title] as [UIView] { window.addSubview(view) }
        app.runTurn()
    }
}

@MainActor @Suite struct AccessibilityQueryTests {
    @Test("Elements come in reading order: rows top to bottom, leading to trailing; hidden views are skipped")
    func readingOrder() {
        let screen = SettingsScreen()
        let elements = screen.app.accessibilityElements()
        #expect(elements.map(\.label) == ["Settings", "Notifications", "Notifications", "Volume", "Save"])
        #expect(elements[1].object === screen.notifications && elements[2].object === screen.toggle)
        #expect(elements[0].traits == .header)
        #expect(elements[3].value == "50%" && elements[3].traits == .adjustable)
        #expect(elements[4].frame == CGRect(x: 20, y: 260, width: 100, height: 44))
    }

    @Test("Found by identifier and label, controls are tapped through real touches")
    func findAndTap() throws {
        let screen = SettingsScreen()
        var saves = 0
        screen.save.addAction(UIAction { _ in saves += 1 }, for: .touchUpInside)
        screen.app.trace.isEnabled = true
        let save = try #require(screen.app.element(identifier: "save"))
        #expect(save.label == "Save" && save.traits == .button)
        save.tap()
        #expect(saves == 1)
        // The tap went through hit-testing and the control's tracking.
        #expect(screen.app.trace.entries.contains { $0.message.contains("hitTest") })
        #expect(screen.app.element(label: "Notifications")?.object === screen.notifications)
        let toggle = try #require(screen.app.element(identifier: "notifications-switch"))
        #expect(toggle.value == "0")
        toggle.tap()
        #expect(toggle.value == "1" && screen.toggle.isOn)
        #expect(screen.app.element(label: "Delete") == nil)
        #expect(screen.app.element(identifier: "nothing") == nil)
    }

    @Test("The slider is adjusted by accessibility increments, each sending valueChanged")
    func sliderIncrement() throws {
        let screen = SettingsScreen()
        var changes: [Float] = []
        screen.slider.addAction(UIAction { _ in changes.append(screen.slider.value) }, for: .valueChanged)
        let volume = try #require(screen.app.element(label: "Volume"))
        volume.increment()
        volume.increment()
        #expect(volume.value == "70%")
        #expect(changes.map { ($0 * 100).rounded() } == [60, 70])
        volume.decrement()
        #expect(volume.value == "60%" && changes.count == 3)
    }

    @Test("Activation uses the element's own action, or taps its activation point")
    func activate() throws {
        let screen = SettingsScreen()
        var saves = 0
        screen.save.addAction(UIAction { _ in saves += 1 }, for: .primaryActionTriggered)
        try #require(screen.app.element(identifier: "save")).activate()
        #expect(saves == 1)
        // A plain view made an element, with a tap recognizer: activation falls back to a tap.
        let card = UIView(frame: CGRect(x: 20, y: 400, width: 200, height: 100))
        card.isAccessibilityElement = true
        card.accessibilityLabel = "Card"
        let counter = TapCounter()
        let tap = UITapGestureRecognizer()
        tap.addTarget(counter, action: TapCounter.handle)
        card.addGestureRecognizer(tap)
        screen.window.addSubview(card)
        let handle = try #require(screen.app.element(label: "Card"))
        handle.activate()
        #expect(counter.taps == 1)
    }

    @Test("Explicit elements keep their order; groups stay together; hidden and modal views hide elements")
    func containers() {
        let app = HeadlessApp(screenSize: CGSize(width: 400, height: 400), scale: 1)
        let window = app.makeWindow()
        // A rating view exposing five stars as elements, listed right to left on purpose.
        let rating = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        rating.accessibilityElements = (0..<5).reversed().map { index in
            let star = UIAccessibilityElement(accessibilityContainer: rating)
            star.accessibilityLabel = "star \(index + 1)"
            star.accessibilityFrameInContainerSpace = CGRect(x: CGFloat(index) * 20, y: 0, width: 20, height: 20)
            return star
        }
        // Two columns grouped: each column is read whole before the other.
        func column(_ x: CGFloat, _ names: [String], grouped: Bool) -> UIView {
            let column = UIView(frame: CGRect(x: x, y: 100, width: 100, height: 100))
            column.shouldGroupAccessibilityChildren = grouped
            for (row, name) in names.enumerated() {
                let label = UILabel(frame: CGRect(x: 0, y: CGFloat(row) * 40, width: 100, height: 30))
                label.text = name
                column.addSubview(label)
            }
            return column
        }
        window.addSubview(rating)
        window.addSubview(column(0, ["A1", "A2"], grouped: true))
        window.addSubview(column(200, ["B1", "B2"], grouped: true))
        #expect(app.accessibilityElements().compactMap(\.label) == ["star 5", "star 4", "star 3", "star 2", "star 1", "A1", "A2", "B1", "B2"])
        let ungrouped = HeadlessApp(screenSize: CGSize(width: 400, height: 400), scale: 1)
        let plainWindow = ungrouped.makeWindow()
        plainWindow.addSubview(column(0, ["A1", "A2"], grouped: false))
        plainWindow.addSubview(column(200, ["B1", "B2"], grouped: false))
        #expect(ungrouped.accessibilityElements().compactMap(\.label) == ["A1", "B1", "A2", "B2"])
        // Hidden contents, then a modal sheet hiding its siblings.
        rating.accessibilityElementsHidden = true
        #expect(app.accessibilityElements().compactMap(\.label) == ["A1", "A2", "B1", "B2"])
        let sheet = UIView(frame: CGRect(x: 0, y: 300, width: 400, height: 100))
        sheet.accessibilityViewIsModal = true
        let ok = UIButton(type: .system)
        ok.setTitle("OK", for: .normal)
        ok.frame = CGRect(x: 10, y: 10, width: 80, height: 40)
        sheet.addSubview(ok)
        window.addSubview(sheet)
        #expect(app.accessibilityElements().compactMap(\.label) == ["OK"])
        sheet.isHidden = true
        #expect(app.accessibilityElements().compactMap(\.label) == ["A1", "A2", "B1", "B2"])
        #expect(app.element(identifier: "missing") == nil)
    }

    @Test("Custom actions run their handlers by name")
    func customActions() throws {
        let app = HeadlessApp(screenSize: CGSize(width: 300, height: 300), scale: 1)
        let window = app.makeWindow()
        let cell = UILabel(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
        cell.text = "Message"
        var deleted = false
        cell.accessibilityCustomActions = [
            UIAccessibilityCustomAction(name: "Delete") { _ in
                deleted = true
                return true
            },
            UIAccessibilityCustomAction(name: "Flag"),
        ]
        window.addSubview(cell)
        let handle = try #require(app.element(label: "Message"))
        #expect(handle.customActionNames == ["Delete", "Flag"])
        #expect(handle.performCustomAction(named: "Delete") && deleted)
        #expect(!handle.performCustomAction(named: "Flag"))
        #expect(!handle.performCustomAction(named: "Archive"))
    }
}
