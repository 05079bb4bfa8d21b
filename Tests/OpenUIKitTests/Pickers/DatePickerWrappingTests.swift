import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// The date picker's month, day, hour and minute wheels go round, as on iOS: turning past the
/// last row shows the first again; years and AM/PM end.
@MainActor
@Suite struct DatePickerWrappingTests {
    /// A 320 × 216 wheels-style date picker at (0, 100), UTC, en_US (12-hour clock), showing `date`.
    private func stage(mode: UIDatePicker.Mode, date: Date, scale: CGFloat = 1, style: UIUserInterfaceStyle = .light)
        -> (HeadlessApp, UIDatePicker)
    {
        let app = HeadlessApp(screenSize: CGSize(width: 320, height: 420), scale: scale)
        app.userInterfaceStyle = style
        let controller = UIViewController()
        app.makeWindow(rootViewController: controller)
        controller.view.backgroundColor = .systemBackground
        let picker = UIDatePicker(frame: CGRect(x: 0, y: 100, width: 320, height: 216))
        picker.calendar = Calendar(identifier: .gregorian)
        picker.timeZone = TimeZone(identifier: "UTC")
        picker.locale = Locale(identifier: "en_US")
        picker.preferredDatePickerStyle = .wheels
        picker.datePickerMode = mode
        picker.date = date
        controller.view.addSubview(picker)
        app.runUntilIdle()
        return (app, picker)
    }

    private static func utc(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))!
    }

    /// The picker view inside the date picker.
    private func wheels(of picker: UIDatePicker) -> UIPickerView {
        picker.subviews.compactMap { $0 as? UIPickerView }[0]
    }

    /// Drags wheel `component` of `picker` by `points` (negative: up, towards later rows),
    /// slowly, then lets it settle.
    private func turn(_ app: HeadlessApp, _ picker: UIDatePicker, component: Int, by points: CGFloat) {
        let pickerView = wheels(of: picker)
        let size = pickerView.rowSize(forComponent: component)
        var x = pickerView.frame.minX + picker.frame.minX
        // The wheels are centred as a group with 5-point gaps (PickerConstants).
        let widths = (0..<pickerView.numberOfComponents).map { pickerView.rowSize(forComponent: $0).width }
        let total = widths.reduce(0, +) + CGFloat(widths.count - 1) * 5
        x += (pickerView.bounds.width - total) / 2 + widths[..<component].reduce(0, +) + CGFloat(component) * 5 + size.width / 2
        let y = picker.frame.midY + (points < 0 ? 50 : -50)
        app.drag(from: CGPoint(x: x, y: y), to: CGPoint(x: x, y: y + points), lift: false)
        app.advance(by: 0.2)
        app.touchUp()
        app.advance(by: 2)
    }

    @Test("Turning the month wheel past December shows January and February of the same year")
    func monthsGoRound() {
        let (app, picker) = stage(mode: .date, date: Self.utc(2023, 12, 15))
        var changes = 0
        picker.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        // 74 points up: the pan threshold takes 10, the rest turns two rows.
        turn(app, picker, component: 0, by: -74)
        #expect(picker.date == Self.utc(2023, 2, 15))
        #expect(wheels(of: picker).selectedRow(inComponent: 0) == 1)
        #expect(changes == 1)
        // And back the other way, past January.
        turn(app, picker, component: 0, by: 106)
        #expect(picker.date == Self.utc(2023, 11, 15))
    }

    @Test("The minute wheel goes round from :59 to :00 and the year wheel ends at year 1")
    func minutesGoRoundYearsEnd() {
        let (app, picker) = stage(mode: .time, date: Self.utc(2024, 3, 15, 9, 58))
        // Components: hour, minute, AM/PM.
        turn(app, picker, component: 1, by: -106)
        #expect(picker.date == Self.utc(2024, 3, 15, 9, 1), "58 → 59 → 00 → 01: the hour is its own wheel")
        let (yearApp, yearPicker) = stage(mode: .date, date: Self.utc(2, 6, 10))
        turn(yearApp, yearPicker, component: 2, by: 200)
        #expect(wheels(of: yearPicker).selectedRow(inComponent: 2) == 0, "no year before year 1")
    }

    @Test("Rows above January are December and November; a wheel at rest shows the same rows after moving to its middle copy")
    func rowsAboveTheFirst() {
        let (app, picker) = stage(mode: .date, date: Self.utc(2024, 1, 20), scale: 3)
        let pickerView = wheels(of: picker)
        let before = PixelBuffer(app.render())
        turn(app, picker, component: 0, by: -42)  // one row down, then
        turn(app, picker, component: 0, by: 42)  // one row back: January again, re-centred
        #expect(picker.date == Self.utc(2024, 1, 20))
        let after = PixelBuffer(app.render())
        #expect(before.differingPixels(from: after) == 0)
        #expect((pickerView.view(forRow: 0, forComponent: 0) as? UILabel)?.text == "January")
        #expect((pickerView.view(forRow: 11, forComponent: 0) as? UILabel)?.text == "December", "December is on screen, above January")
        for style in [UIUserInterfaceStyle.light, .dark] {
            let (shot, _) = stage(mode: .date, date: Self.utc(2024, 1, 20), scale: 3, style: style)
            try? shot.renderPNG().write(
                to: URL(fileURLWithPath: NSTemporaryDirectory() + "openuikit-datepicker-wrap-\(style == .light ? "light" : "dark").png"))
        }
    }
}
