import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A compact date picker's editor lives in the window, over everything, while its picker lives
/// in a screen: when the screen goes with the editor open, the editor goes too. The app soak
/// (seed 3, between steps 4,000 and 6,000 of `bench soak-app 20000 1 3`) trapped here: the
/// gallery's controls screen was replaced with a calendar open, the picker was freed, the
/// calendar stayed over the window, and a tap on a day read the freed picker.
@MainActor
@Suite struct DatePickerEditorLifetimeTests {
    /// A window showing a screen with a compact date picker whose calendar is open, the
    /// picker and its screen referenced weakly only, and the window point of a day of the
    /// open calendar.
    @MainActor
    private final class Stage {
        let app = HeadlessApp(screenSize: CGSize(width: 390, height: 844))
        let window: UIWindow
        weak var picker: UIDatePicker?
        weak var screen: UIViewController?
        weak var platter: UIView?
        var dayPoint = CGPoint.zero

        init() throws {
            let screen = UIViewController()
            window = app.makeWindow(rootViewController: screen)
            let picker = UIDatePicker()
            picker.calendar = Calendar(identifier: .gregorian)
            picker.timeZone = TimeZone(identifier: "UTC")
            picker.locale = Locale(identifier: "en_US")
            picker.datePickerMode = .date
            picker.preferredDatePickerStyle = .compact
            picker.frame = CGRect(origin: CGPoint(x: 16, y: 100), size: picker.intrinsicContentSize)
            screen.view.addSubview(picker)
            app.runUntilIdle()
            let chip = try #require(picker.compactChips.first)
            let frame = chip.convert(chip.bounds, to: window)
            app.tap(at: CGPoint(x: frame.midX, y: frame.midY))
            app.advance(by: 0.3)
            let editor = try #require(picker.compactEditorPicker)
            let day = try #require(editor.inlineCalendarCentre(ofDay: 12))
            dayPoint = editor.convert(day, to: window)
            platter = picker.compactEditorPlatter
            self.picker = picker
            self.screen = screen
        }
    }

    @Test("The screen replaced with the calendar open: the editor leaves the window, the picker is freed, a tap there reaches the new screen")
    func screenReplaced() throws {
        let stage = try Stage()
        #expect(stage.platter?.window === stage.window)
        let next = UIViewController()
        let taps = EventRecorder()
        let button = UIButton(type: .system)
        button.frame = CGRect(origin: .zero, size: CGSize(width: 390, height: 844))
        button.addAction(UIAction { _ in taps.record(.action("tap")) }, for: .touchUpInside)
        next.view.addSubview(button)
        stage.window.rootViewController = next
        stage.app.runUntilIdle()
        #expect(stage.platter == nil || stage.platter?.window == nil)
        #expect(stage.window.subviews.count == 1)
        #expect(stage.picker == nil)
        #expect(stage.screen == nil)
        // Where the calendar's day was: the new screen's button, not a freed picker's calendar.
        stage.app.tap(at: stage.dayPoint)
        stage.app.advance(by: 0.3)
        #expect(taps.events == [.action("tap")])
    }

    @Test("The picker taken out of its screen with the calendar open: the editor leaves at once and the picker is freed")
    func pickerRemoved() throws {
        let stage = try Stage()
        stage.picker?.removeFromSuperview()
        #expect(stage.platter == nil || stage.platter?.window == nil)
        #expect(stage.window.subviews.count == 1)
        stage.app.runUntilIdle()
        #expect(stage.picker == nil)
        stage.app.tap(at: stage.dayPoint)
        stage.app.advance(by: 0.3)
        #expect(stage.window.subviews.count == 1)
    }
}
