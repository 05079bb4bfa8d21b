import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// UIDatePicker in the wheels style: the wheels each mode shows, dates read in the picker's
/// calendar and time zone, clamping to the limits with the wheels turning back, the minute
/// interval, the countdown, and `.valueChanged` once per settled change.
@MainActor
@Suite struct DatePickerTests {
    /// A 320 × 216 date picker at (0, 100) in UTC with the en_US locale (12-hour clock).
    @MainActor
    private struct Stage {
        let app: HeadlessApp
        let datePicker: UIDatePicker
        var changes: [Date] = []

        init(mode: UIDatePicker.Mode, scale: CGFloat = 1, style: UIUserInterfaceStyle = .light) {
            app = HeadlessApp(screenSize: CGSize(width: 320, height: 420), scale: scale)
            app.userInterfaceStyle = style
            let controller = UIViewController()
            app.makeWindow(rootViewController: controller)
            controller.view.backgroundColor = .systemBackground
            datePicker = UIDatePicker(frame: CGRect(x: 0, y: 100, width: 320, height: 216))
            datePicker.calendar = Calendar(identifier: .gregorian)
            datePicker.timeZone = TimeZone(identifier: "UTC")
            datePicker.locale = Locale(identifier: "en_US")
            datePicker.datePickerMode = mode
            controller.view.addSubview(datePicker)
            app.runUntilIdle()
        }

        var picker: UIPickerView { datePicker.subviews.compactMap { $0 as? UIPickerView }[0] }

        func rows() -> [Int] { (0..<picker.numberOfComponents).map { picker.selectedRow(inComponent: $0) } }
    }

    private static func utc(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))!
    }

    @Test("Each mode shows its wheels; .automatic resolves to the wheels style")
    func modes() {
        let stage = Stage(mode: .date)
        #expect(stage.datePicker.datePickerStyle == .wheels)
        #expect(stage.datePicker.preferredDatePickerStyle == .automatic)
        stage.datePicker.date = Self.utc(2024, 3, 15, 14, 30)
        #expect(stage.rows() == [2, 14, 2023])
        stage.datePicker.datePickerMode = .time
        #expect(stage.rows() == [1, 30, 1])
        #expect(stage.picker.numberOfRows(inComponent: 0) == 12)
        stage.datePicker.locale = Locale(identifier: "en_GB")
        #expect(stage.rows() == [14, 30])
        stage.datePicker.datePickerMode = .dateAndTime
        #expect(stage.picker.numberOfComponents == 3)
        #expect((stage.picker.view(forRow: stage.rows()[0], forComponent: 0) as? UILabel)?.text?.contains("15") == true)
        stage.datePicker.datePickerMode = .yearAndMonth
        #expect(stage.rows() == [2, 2023])
    }

    @Test("Setting the date by code shows it and sends no action")
    func setDateSendsNothing() {
        let stage = Stage(mode: .date)
        var count = 0
        stage.datePicker.addAction(UIAction { _ in count += 1 }, for: .valueChanged)
        stage.datePicker.setDate(Self.utc(2020, 1, 31), animated: true)
        stage.app.advance(by: 1)
        #expect(stage.datePicker.date == Self.utc(2020, 1, 31))
        #expect(stage.rows() == [0, 30, 2019])
        #expect(count == 0)
    }

    @Test("Turning the day wheel sends valueChanged once with the new date")
    func dayWheelChanges() {
        let stage = Stage(mode: .date)
        stage.datePicker.date = Self.utc(2024, 3, 15, 9, 0)
        var dates: [Date] = []
        stage.datePicker.addAction(UIAction { _ in dates.append(stage.datePicker.date) }, for: .valueChanged)
        // The day wheel is x 152…208; a slow drag up of 74 points (64 after the pan threshold)
        // turns two rows.
        stage.app.drag(from: CGPoint(x: 180, y: 208), to: CGPoint(x: 180, y: 134), lift: false)
        stage.app.advance(by: 0.2)
        stage.app.touchUp()
        stage.app.advance(by: 1)
        #expect(dates == [Self.utc(2024, 3, 17, 9, 0)])
        #expect(stage.rows() == [2, 16, 2023])
    }

    @Test("A day past the month's end settles back on its last day")
    func dayPastMonthEnd() {
        let stage = Stage(mode: .date)
        stage.datePicker.date = Self.utc(2023, 2, 27)
        var count = 0
        stage.datePicker.addAction(UIAction { _ in count += 1 }, for: .valueChanged)
        stage.app.drag(from: CGPoint(x: 180, y: 208), to: CGPoint(x: 180, y: 102), lift: false)
        stage.app.advance(by: 0.2)
        stage.app.touchUp()
        stage.app.advance(by: 2)
        // Three rows down to 30 February: the picker takes 28 February and turns back.
        #expect(stage.datePicker.date == Self.utc(2023, 2, 28))
        #expect(stage.rows() == [1, 27, 2022])
        #expect(count == 1)
    }

    @Test("A flick below the minimum date is clamped to it and the wheels turn back")
    func clampsToMinimum() {
        let stage = Stage(mode: .date)
        stage.datePicker.date = Self.utc(2024, 3, 15)
        stage.datePicker.minimumDate = Self.utc(2024, 3, 10)
        stage.datePicker.maximumDate = Self.utc(2024, 3, 20)
        var dates: [Date] = []
        stage.datePicker.addAction(UIAction { _ in dates.append(stage.datePicker.date) }, for: .valueChanged)
        stage.app.flick(from: CGPoint(x: 180, y: 130), velocity: CGPoint(x: 0, y: 1600))
        stage.app.advance(by: 5)
        #expect(dates == [Self.utc(2024, 3, 10)])
        #expect(stage.rows() == [2, 9, 2023])
        // Setting a date beyond the maximum by code is clamped too.
        stage.datePicker.date = Self.utc(2025, 1, 1)
        #expect(stage.datePicker.date == Self.utc(2024, 3, 20))
        #expect(dates.count == 1)
    }

    @Test("minuteInterval steps the minute wheel and rounds dates down; a value not dividing 60 is ignored")
    func minuteInterval() {
        let stage = Stage(mode: .time)
        stage.datePicker.minuteInterval = 15
        stage.datePicker.date = Self.utc(2024, 3, 15, 10, 7)
        #expect(stage.datePicker.date == Self.utc(2024, 3, 15, 10, 0))
        #expect(stage.picker.numberOfRows(inComponent: 1) == 4)
        #expect(stage.rows() == [9, 0, 0])
        stage.datePicker.minuteInterval = 7
        #expect(stage.datePicker.minuteInterval == 15)
        #expect((stage.picker.view(forRow: 1, forComponent: 1) as? UILabel)?.text == "15")
    }

    @Test("The countdown keeps whole minutes up to 23:59, and a wheel set to zero turns back to one step")
    func countdown() {
        let stage = Stage(mode: .countDownTimer)
        #expect(stage.datePicker.countDownDuration == 0)
        stage.datePicker.countDownDuration = 5430
        #expect(stage.datePicker.countDownDuration == 5400)
        #expect(stage.rows() == [1, 30])
        stage.datePicker.countDownDuration = 90_061
        #expect(stage.datePicker.countDownDuration == 86_340)
        stage.datePicker.countDownDuration = 60
        var durations: [TimeInterval] = []
        stage.datePicker.addAction(
            UIAction { _ in durations.append(stage.datePicker.countDownDuration) }, for: .valueChanged)
        // The minute wheel is x 162…258. One row down to 0 minutes: back to 1, nothing sent.
        stage.app.drag(from: CGPoint(x: 210, y: 208), to: CGPoint(x: 210, y: 250), lift: false)
        stage.app.advance(by: 0.2)
        stage.app.touchUp()
        stage.app.advance(by: 2)
        #expect(stage.rows() == [0, 1])
        #expect(durations.isEmpty)
        // Two rows up: 3 minutes.
        stage.app.drag(from: CGPoint(x: 210, y: 208), to: CGPoint(x: 210, y: 134), lift: false)
        stage.app.advance(by: 0.2)
        stage.app.touchUp()
        stage.app.advance(by: 2)
        #expect(durations == [180])
        #expect(stage.rows() == [0, 3])
    }

    @Test("Asking for the compact style stops with a message")
    func compactRefused() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                _ = HeadlessApp()
                let picker = UIDatePicker()
                picker.preferredDatePickerStyle = .compact
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("the .compact style is not built"))
    }
}
