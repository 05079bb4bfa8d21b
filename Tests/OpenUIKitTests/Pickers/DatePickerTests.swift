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
            datePicker.preferredDatePickerStyle = .wheels
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

    @Test(".automatic resolves to the compact style for dates and times and to wheels for a countdown and a year and month")
    func automaticStyle() {
        let picker = UIDatePicker()
        #expect(picker.preferredDatePickerStyle == .automatic)
        #expect(picker.datePickerMode == .dateAndTime)
        #expect(picker.datePickerStyle == .compact)
        #expect(picker.compactChips.count == 2)
        #expect(picker.intrinsicContentSize.height == 34)
        for mode in [UIDatePicker.Mode.date, .time] {
            picker.datePickerMode = mode
            #expect(picker.datePickerStyle == .compact)
            #expect(picker.compactChips.count == 1)
        }
        for mode in [UIDatePicker.Mode.countDownTimer, .yearAndMonth] {
            picker.datePickerMode = mode
            #expect(picker.datePickerStyle == .wheels)
            #expect(picker.compactChips.isEmpty)
            #expect(picker.intrinsicContentSize.height == 216)
        }
    }

    @Test("Each mode shows its wheels")
    func modes() {
        let stage = Stage(mode: .date)
        #expect(stage.datePicker.datePickerStyle == .wheels)
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
        // A flick down the year wheel (x 213…293; the day wheel goes round, so it never runs
        // out of days to pass the limit with) to about 25 years earlier.
        stage.app.flick(from: CGPoint(x: 253, y: 130), velocity: CGPoint(x: 0, y: 1600))
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
}

/// UIDatePicker's inline style: the month calendar, its month navigation and day taps.
@MainActor
@Suite struct DatePickerInlineTests {
    private static func utc(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))!
    }

    /// An inline date picker (320 × 328 at (0, 40)) showing 15 March 2024, 09:30 UTC.
    private func makeStage(scale: CGFloat = 1, style: UIUserInterfaceStyle = .light) -> (HeadlessApp, UIDatePicker) {
        let app = HeadlessApp(screenSize: CGSize(width: 320, height: 400), scale: scale)
        app.userInterfaceStyle = style
        let controller = UIViewController()
        app.makeWindow(rootViewController: controller)
        controller.view.backgroundColor = .systemBackground
        let picker = UIDatePicker()
        picker.calendar = Calendar(identifier: .gregorian)
        picker.timeZone = TimeZone(identifier: "UTC")
        picker.locale = Locale(identifier: "en_US")
        picker.datePickerMode = .date
        picker.preferredDatePickerStyle = .inline
        picker.date = Self.utc(2024, 3, 15, 9, 30)
        picker.frame = CGRect(origin: CGPoint(x: 0, y: 40), size: picker.intrinsicContentSize)
        controller.view.addSubview(picker)
        app.runUntilIdle()
        return (app, picker)
    }

    @Test("The inline style shows the date's month and is 320 × 328")
    func showsMonth() {
        let (_, picker) = makeStage()
        #expect(picker.datePickerStyle == .inline)
        #expect(picker.intrinsicContentSize == CGSize(width: 320, height: 328))
        #expect(picker.inlineCalendarMonth == Self.utc(2024, 3, 1))
        // 1 March 2024 is a Friday: the sixth column of the first week (Sunday first).
        let first = picker.inlineCalendarCentre(ofDay: 1) ?? .zero
        #expect(abs(first.x - (16 + 5.5 * 288 / 7)) < 0.001)
        #expect(first.y == 86)
    }

    @Test("A tap on a day chooses it, keeping the time, and sends valueChanged once")
    func tapChoosesDay() {
        let (app, picker) = makeStage()
        var dates: [Date] = []
        picker.addAction(UIAction { _ in dates.append(picker.date) }, for: .valueChanged)
        let centre = picker.inlineCalendarCentre(ofDay: 20) ?? .zero
        app.tap(at: CGPoint(x: centre.x, y: centre.y + 40))
        #expect(dates == [Self.utc(2024, 3, 20, 9, 30)])
        // The selected day again: nothing.
        app.tap(at: CGPoint(x: centre.x, y: centre.y + 40))
        #expect(dates.count == 1)
    }

    @Test("The chevrons change the month shown without changing the date; days past the maximum do nothing")
    func monthNavigation() {
        let (app, picker) = makeStage()
        picker.maximumDate = Self.utc(2024, 4, 10)
        var count = 0
        picker.addAction(UIAction { _ in count += 1 }, for: .valueChanged)
        // The next-month chevron is 28 points in from the right, 22 below the top.
        app.tap(at: CGPoint(x: 292, y: 62))
        #expect(picker.inlineCalendarMonth == Self.utc(2024, 4, 1))
        #expect(picker.date == Self.utc(2024, 3, 15, 9, 30))
        let late = picker.inlineCalendarCentre(ofDay: 20) ?? .zero
        app.tap(at: CGPoint(x: late.x, y: late.y + 40))
        #expect(count == 0)
        // The previous-month chevron, twice: February.
        app.tap(at: CGPoint(x: 252, y: 62))
        app.advance(by: 0.5)
        app.tap(at: CGPoint(x: 252, y: 62))
        #expect(picker.inlineCalendarMonth == Self.utc(2024, 2, 1))
    }

    @Test("The selected day sits on a circle of the tint colour; PNGs in light and dark")
    func drawing() {
        for style in [UIUserInterfaceStyle.light, .dark] {
            let (app, picker) = makeStage(style: style)
            let centre = picker.inlineCalendarCentre(ofDay: 15) ?? .zero
            let buffer = PixelBuffer(app.render())
            // Inside the circle, clear of the digits: systemBlue at 12 % over the background.
            let pixel = buffer[Int(centre.x) - 16, Int(centre.y) + 40]
            let expected: PixelBuffer.Pixel = style == .light ? .bytes(224, 239, 255) : .bytes(1, 16, 31)
            #expect(pixel.isClose(to: expected, tolerance: 6))
            let (bigApp, _) = makeStage(scale: 3, style: style)
            try? bigApp.renderPNG().write(
                to: URL(fileURLWithPath: NSTemporaryDirectory() + "openuikit-datepicker-inline-\(style == .light ? "light" : "dark").png"))
        }
    }

    /// An inline picker in `mode` at (0, 40), sized to fit, showing 15 March 2024, 09:30 UTC.
    private func makeModeStage(mode: UIDatePicker.Mode, scale: CGFloat = 1, style: UIUserInterfaceStyle = .light)
        -> (HeadlessApp, UIWindow, UIDatePicker)
    {
        let app = HeadlessApp(screenSize: CGSize(width: 320, height: 480), scale: scale)
        app.userInterfaceStyle = style
        let controller = UIViewController()
        let window = app.makeWindow(rootViewController: controller)
        controller.view.backgroundColor = .systemBackground
        let picker = UIDatePicker()
        picker.calendar = Calendar(identifier: .gregorian)
        picker.timeZone = TimeZone(identifier: "UTC")
        picker.locale = Locale(identifier: "en_US")
        picker.preferredDatePickerStyle = .inline
        picker.datePickerMode = mode
        picker.date = Self.utc(2024, 3, 15, 9, 30)
        picker.frame = CGRect(origin: CGPoint(x: 0, y: 40), size: picker.intrinsicContentSize)
        controller.view.addSubview(picker)
        app.runUntilIdle()
        return (app, window, picker)
    }

    @Test("The inline style in the time mode is the time chip, which opens the time wheels")
    func inlineTime() throws {
        let (app, window, picker) = makeModeStage(mode: .time)
        #expect(picker.datePickerStyle == .inline)
        let chips = picker.compactChips
        #expect(chips.count == 1)
        #expect(chips.first?.accessibilityLabel?.replacingOccurrences(of: "\u{202F}", with: " ") == "9:30 AM")
        #expect(picker.intrinsicContentSize.height == 34)
        #expect(picker.inlineCalendarMonth == nil)
        let chip = try #require(chips.first)
        let frame = chip.convert(chip.bounds, to: window)
        app.tap(at: CGPoint(x: frame.midX, y: frame.midY))
        app.advance(by: 0.3)
        let editor = try #require(picker.compactEditorPicker)
        #expect(editor.datePickerMode == .time && editor.datePickerStyle == .wheels)
    }

    @Test("The inline style for a date and time is the calendar over a Time row; days and the time chip both change the date")
    func inlineDateAndTime() throws {
        let (app, window, picker) = makeModeStage(mode: .dateAndTime)
        #expect(picker.datePickerStyle == .inline)
        #expect(picker.intrinsicContentSize == CGSize(width: 320, height: 328 + 44))
        #expect(picker.inlineCalendarMonth == Self.utc(2024, 3, 1))
        var dates: [Date] = []
        picker.addAction(UIAction { _ in dates.append(picker.date) }, for: .valueChanged)
        // A day in the calendar keeps the time.
        let centre = picker.inlineCalendarCentre(ofDay: 20) ?? .zero
        app.tap(at: CGPoint(x: centre.x, y: centre.y + 40))
        #expect(dates == [Self.utc(2024, 3, 20, 9, 30)])
        // The time chip sits in the row under the calendar, at its trailing edge.
        let chip = try #require(picker.compactChips.first)
        let frame = chip.convert(chip.bounds, to: window)
        #expect(frame.minY >= 40 + 328 && frame.maxY <= 40 + 328 + 44)
        #expect(abs(frame.maxX - (320 - 16)) < 0.01)
        app.tap(at: CGPoint(x: frame.midX, y: frame.midY))
        app.advance(by: 0.3)
        let editor = try #require(picker.compactEditorPicker)
        let wheels = try #require(editor.subviews.compactMap { $0 as? UIPickerView }.first).subviews.compactMap { $0 as? UIScrollView }
        let hourWheel = try #require(wheels.first)
        let wheel = hourWheel.convert(hourWheel.bounds, to: window)
        // A slow drag up of 74 points (64 after the pan threshold) turns two rows: 11:30.
        app.drag(from: CGPoint(x: wheel.midX, y: wheel.midY), to: CGPoint(x: wheel.midX, y: wheel.midY - 74), lift: false)
        app.advance(by: 0.2)
        app.touchUp()
        app.advance(by: 1)
        #expect(dates == [Self.utc(2024, 3, 20, 9, 30), Self.utc(2024, 3, 20, 11, 30)])
        #expect(picker.compactChips.first?.accessibilityLabel?.replacingOccurrences(of: "\u{202F}", with: " ") == "11:30 AM")
    }

    @Test("The inline date-and-time picker draws its Time row in light and dark at 3x")
    func inlineDateAndTimePixels() throws {
        for style in [UIUserInterfaceStyle.light, .dark] {
            let (app, _, picker) = makeModeStage(mode: .dateAndTime, scale: 3, style: style)
            let buffer = PixelBuffer(app.render())
            // The chip's grey fill, just inside its trailing end, differs from the background beside the row.
            let chip = try #require(picker.compactChips.first)
            let frame = chip.convert(chip.bounds, to: nil)
            let fill = buffer[Int(3 * (frame.maxX - 4)), Int(3 * frame.midY)]
            let background = buffer[Int(3 * 100), Int(3 * (frame.maxY + 20))]
            #expect(style == .light ? fill.red < background.red : fill.red > background.red)
            // "Time" at the leading edge: dark ink in light mode, light ink in dark mode.
            var ink = 0
            for y in Int(3 * frame.minY)..<Int(3 * frame.maxY) {
                for x in (3 * 16)..<(3 * 60) {
                    let pixel = buffer[x, y]
                    if style == .light ? pixel.red < 80 : pixel.red > 180 { ink += 1 }
                }
            }
            #expect(ink > 100)
            if let directory = ProcessInfo.processInfo.environment["OPENUIKIT_MENU_PNG_DIR"] {
                try app.renderPNG().write(
                    to: URL(fileURLWithPath: directory).appendingPathComponent("date-picker-inline-time-\(style == .light ? "light" : "dark").png"))
            }
        }
    }
}
