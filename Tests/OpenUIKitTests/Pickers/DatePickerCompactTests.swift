import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// UIDatePicker's compact style: the chips, the calendar and time editors they open over the
/// window, `.valueChanged` once per change, and dismissal.
@MainActor
@Suite struct DatePickerCompactTests {
    /// A compact picker at (16, 100) in a 390 × 844 window, in UTC with the en_US locale,
    /// showing 5 March 2024, 09:41.
    @MainActor
    private struct Stage {
        let app: HeadlessApp
        let window: UIWindow
        let picker: UIDatePicker
        let changes = EventRecorder()

        init(mode: UIDatePicker.Mode, scale: CGFloat = 1, style: UIUserInterfaceStyle = .light) {
            app = HeadlessApp(screenSize: CGSize(width: 390, height: 844), scale: scale)
            app.userInterfaceStyle = style
            let controller = UIViewController()
            window = app.makeWindow(rootViewController: controller)
            controller.view.backgroundColor = .systemBackground
            picker = UIDatePicker()
            picker.calendar = Calendar(identifier: .gregorian)
            picker.timeZone = TimeZone(identifier: "UTC")
            picker.locale = Locale(identifier: "en_US")
            picker.datePickerMode = mode
            picker.preferredDatePickerStyle = .compact
            picker.date = DatePickerCompactTests.utc(2024, 3, 5, 9, 41)
            picker.frame = CGRect(origin: CGPoint(x: 16, y: 100), size: picker.intrinsicContentSize)
            let picker = picker
            let changes = changes
            picker.addAction(
                UIAction { _ in changes.record(.action("\(picker.date.timeIntervalSinceReferenceDate)")) }, for: .valueChanged)
            controller.view.addSubview(picker)
            app.runUntilIdle()
        }

        func tapChip(_ index: Int) {
            let chip = picker.compactChips[index]
            let frame = chip.convert(chip.bounds, to: window)
            app.tap(at: CGPoint(x: frame.midX, y: frame.midY))
            app.advance(by: 0.3)
        }
    }

    /// The chips' texts, with the narrow no-break space newer ICU puts before "AM" made a space.
    private func chipTexts(_ picker: UIDatePicker) -> [String] {
        picker.compactChips.map { ($0.accessibilityLabel ?? "").replacingOccurrences(of: "\u{202F}", with: " ") }
    }

    static func utc(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))!
    }

    @Test("The compact style shows a date chip and a time chip for .dateAndTime, one chip otherwise")
    func chips() {
        let stage = Stage(mode: .dateAndTime)
        #expect(stage.picker.datePickerStyle == .compact)
        #expect(chipTexts(stage.picker) == ["Mar 5, 2024", "9:41 AM"])
        let chips = stage.picker.compactChips.map(\.frame)
        #expect(chips.count == 2 && chips[0].minX == 0 && chips[1].minX == chips[0].maxX + 6 && chips[0].height == 34)
        #expect(stage.picker.intrinsicContentSize == CGSize(width: chips[1].maxX, height: 34))
        stage.picker.datePickerMode = .date
        #expect(chipTexts(stage.picker) == ["Mar 5, 2024"])
        stage.picker.datePickerMode = .countDownTimer
        #expect(stage.picker.datePickerStyle == .wheels)
    }

    @Test("Tapping the date chip opens the calendar; choosing a day updates the date, sends valueChanged once and closes")
    func chooseDay() throws {
        let stage = Stage(mode: .dateAndTime)
        stage.tapChip(0)
        let editor = try #require(stage.picker.compactEditorPicker)
        #expect(editor.datePickerStyle == .inline)
        let platter = try #require(stage.picker.compactEditorPlatter)
        #expect(abs(platter.convert(platter.bounds, to: stage.window).minY - (100 + 34 + 8)) < 0.5)
        let day = try #require(editor.inlineCalendarCentre(ofDay: 12))
        let point = editor.convert(day, to: stage.window)
        stage.app.tap(at: point)
        stage.app.advance(by: 0.3)
        #expect(stage.picker.date == Self.utc(2024, 3, 12, 9, 41))
        #expect(stage.changes.events == [.action("\(Self.utc(2024, 3, 12, 9, 41).timeIntervalSinceReferenceDate)")])
        #expect(stage.picker.compactEditorPicker == nil)
        #expect(platter.window == nil)
        #expect(chipTexts(stage.picker) == ["Mar 12, 2024", "9:41 AM"])
    }

    @Test("A tap outside the editor closes it and changes nothing")
    func tapOutside() throws {
        let stage = Stage(mode: .date)
        stage.tapChip(0)
        #expect(stage.picker.compactEditorPicker != nil)
        stage.app.tap(at: CGPoint(x: 200, y: 700))
        stage.app.advance(by: 0.3)
        #expect(stage.picker.compactEditorPicker == nil)
        #expect(stage.changes.events.isEmpty)
        #expect(stage.picker.date == Self.utc(2024, 3, 5, 9, 41))
    }

    @Test("The time chip opens the time wheels; a settled hour wheel changes the time and sends valueChanged once")
    func timeWheels() throws {
        let stage = Stage(mode: .dateAndTime)
        stage.tapChip(1)
        let editor = try #require(stage.picker.compactEditorPicker)
        #expect(editor.datePickerMode == .time && editor.datePickerStyle == .wheels)
        let wheels = try #require(editor.subviews.compactMap { $0 as? UIPickerView }.first).subviews.compactMap { $0 as? UIScrollView }
        let hourWheel = try #require(wheels.first)
        let frame = hourWheel.convert(hourWheel.bounds, to: stage.window)
        // A slow drag up of 74 points (64 after the pan threshold) turns two rows.
        stage.app.drag(from: CGPoint(x: frame.midX, y: frame.midY), to: CGPoint(x: frame.midX, y: frame.midY - 74), lift: false)
        stage.app.advance(by: 0.2)
        stage.app.touchUp()
        stage.app.advance(by: 1)
        #expect(stage.picker.date == Self.utc(2024, 3, 5, 11, 41))
        #expect(stage.changes.events.count == 1)
        #expect(stage.picker.compactEditorPicker != nil)
        #expect(chipTexts(stage.picker) == ["Mar 5, 2024", "11:41 AM"])
    }

    @Test("The chips and the open calendar draw as iOS does, light and dark at 3x")
    func pixels() throws {
        for style in [UIUserInterfaceStyle.light, .dark] {
            let stage = Stage(mode: .dateAndTime, scale: 3, style: style)
            let closed = PixelBuffer(stage.app.render())
            // The chip's grey fill, left of its text, on the background.
            let fill = closed[3 * (16 + 4), 3 * 117]
            let background = closed[3 * 300, 3 * 117]
            #expect(style == .light ? (fill.red < background.red && fill.red > 220) : (fill.red > background.red && fill.red < 60))
            stage.tapChip(0)
            let png = stage.app.renderPNG()
            if let directory = ProcessInfo.processInfo.environment["OPENUIKIT_MENU_PNG_DIR"] {
                try png.write(
                    to: URL(fileURLWithPath: directory).appendingPathComponent("date-picker-compact-\(style == .light ? "light" : "dark").png"))
            }
            let open = PixelBuffer(stage.app.render())
            // The window is dimmed around the platter; the platter is white (light) or elevated grey (dark).
            let dimmed = open[3 * 200, 3 * 800]
            #expect(style == .light ? (dimmed.red < 215 && dimmed.red > 190) : dimmed.red < 5)
            let platter = try #require(stage.picker.compactEditorPlatter)
            let inside = platter.convert(CGPoint(x: 10, y: 200), to: stage.window)
            let pixel = open[Int(3 * inside.x), Int(3 * inside.y)]
            #expect(style == .light ? pixel.red > 250 : (pixel.red > 20 && pixel.red < 40))
            // The date chip's text turns to the tint while its editor is open.
            var tinted = 0
            for y in (3 * 100)..<(3 * 134) {
                for x in (3 * 16)..<(3 * 110) where Int(open[x, y].blue) > Int(open[x, y].red) + 80 { tinted += 1 }
            }
            #expect(tinted > 30)
        }
    }
}
