import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// The pickers drawn to pixels: the selection band in light and dark, rows fading away from
/// the centre, the date picker's wheels, and a page view controller caught between two pages.
/// Each test also writes 3× PNGs of what it checks to the temporary folder, for looking at.
@MainActor
@Suite struct PickerDrawingTests {
    /// The darkest (light mode) or brightest (dark mode) text pixel's distance from the
    /// background in rows `rows` of x 40…280: how strongly text is drawn there.
    private func inkStrength(_ buffer: PixelBuffer, rows: ClosedRange<Int>, background: Int) -> Int {
        var strongest = 0
        for y in rows {
            for x in 40...280 { strongest = max(strongest, abs(buffer[x, y].brightness - background)) }
        }
        return strongest
    }

    @Test("The selection band is the tertiary fill across the picker, and rows fade away from it (light)")
    func bandLight() {
        let stage = PickerStage(rowCounts: [30])
        stage.picker.selectRow(10, inComponent: 0, animated: false)
        let buffer = PixelBuffer(stage.app.render())
        // The band, x 8…312, y 192…224: tertiarySystemFill (118, 118, 128) at 12 % over white.
        #expect(buffer[12, 196].isClose(to: .bytes(239, 239, 240), tolerance: 3))
        #expect(buffer[4, 196].isClose(to: .bytes(255, 255, 255)))
        #expect(buffer[12, 188].isClose(to: .bytes(255, 255, 255)))
        let centre = inkStrength(buffer, rows: 194...222, background: 239)
        let third = inkStrength(buffer, rows: 100...120, background: 255)
        #expect(centre > 180)
        #expect(third > 20 && third < centre - 60)
        PickerStage(rowCounts: [30], scale: 3).writeWheels("picker-wheels-light")
    }

    @Test("In dark mode the band is the dark tertiary fill and the titles are light")
    func bandDark() {
        let stage = PickerStage(rowCounts: [30], style: .dark)
        stage.picker.selectRow(10, inComponent: 0, animated: false)
        let buffer = PixelBuffer(stage.app.render())
        // tertiarySystemFill dark (118, 118, 128) at 24 % over black.
        #expect(buffer[12, 196].isClose(to: .bytes(28, 28, 31), tolerance: 3))
        #expect(inkStrength(buffer, rows: 194...222, background: 28) > 180)
        PickerStage(rowCounts: [30], style: .dark, scale: 3).writeWheels("picker-wheels-dark")
    }

    @Test("A date picker's wheels show the month, day and year with the band across them")
    func datePickerWheels() {
        for style in [UIUserInterfaceStyle.light, .dark] {
            let app = HeadlessApp(screenSize: CGSize(width: 320, height: 420), scale: 3)
            app.userInterfaceStyle = style
            let controller = UIViewController()
            app.makeWindow(rootViewController: controller)
            controller.view.backgroundColor = .systemBackground
            let picker = UIDatePicker(frame: CGRect(x: 0, y: 100, width: 320, height: 216))
            picker.calendar = Calendar(identifier: .gregorian)
            picker.timeZone = TimeZone(identifier: "UTC")
            picker.locale = Locale(identifier: "en_US")
            picker.preferredDatePickerStyle = .wheels
            picker.datePickerMode = .date
            picker.date = Date(timeIntervalSinceReferenceDate: 24 * 365.25 * 86400)
            controller.view.addSubview(picker)
            let buffer = PixelBuffer(app.render())
            let band = style == .light ? PixelBuffer.Pixel.bytes(239, 239, 240) : .bytes(28, 28, 31)
            #expect(buffer[12 * 3, 196 * 3].isClose(to: band, tolerance: 3))
            let name = style == .light ? "light" : "dark"
            try? app.renderPNG().write(to: URL(fileURLWithPath: NSTemporaryDirectory() + "openuikit-datepicker-\(name).png"))
            picker.datePickerMode = .time
            try? app.renderPNG().write(
                to: URL(fileURLWithPath: NSTemporaryDirectory() + "openuikit-datepicker-time-\(name).png"))
        }
    }

    @Test("A page view controller mid-swipe shows the end of one page and the start of the next")
    func pageMidSwipe() {
        for style in [UIUserInterfaceStyle.light, .dark] {
            let app = HeadlessApp(screenSize: CGSize(width: 300, height: 400), scale: 3)
            app.userInterfaceStyle = style
            let pages = [UIColor.systemRed, .systemGreen].map { color in
                let page = UIViewController()
                page.view.backgroundColor = color
                return page
            }
            let source = TwoPages(pages: pages)
            let pageViewController = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
            pageViewController.dataSource = source
            pageViewController.setViewControllers([pages[0]], direction: .forward, animated: false)
            pageViewController.view.backgroundColor = .systemBackground
            app.makeWindow(rootViewController: pageViewController)
            app.runUntilIdle()
            // 150 points of travel less the 10-point threshold: page A's last 160 points, then B.
            app.drag(from: CGPoint(x: 250, y: 180), to: CGPoint(x: 100, y: 180), lift: false)
            let buffer = PixelBuffer(app.render())
            let red = buffer[50 * 3, 150 * 3]
            let green = buffer[250 * 3, 150 * 3]
            #expect(red.red > 200 && red.green < 80)
            #expect(green.green > 150 && green.red < 100)
            #expect(source.presentationCount(for: pageViewController) == 2)
            // The page control, on the background below the pages, shows two dots.
            let dot = buffer[150 * 3 - 8 * 3, (400 - 13) * 3]
            #expect(dot.brightness != buffer[10 * 3, (400 - 13) * 3].brightness)
            let name = style == .light ? "light" : "dark"
            try? app.renderPNG().write(
                to: URL(fileURLWithPath: NSTemporaryDirectory() + "openuikit-pageviewcontroller-\(name).png"))
            app.touchUp()
        }
    }
}

/// Two pages and a presentation count.
@MainActor
private final class TwoPages: UIPageViewControllerDataSource {
    let pages: [UIViewController]
    init(pages: [UIViewController]) { self.pages = pages }

    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
    ) -> UIViewController? {
        viewController === pages[1] ? pages[0] : nil
    }

    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
    ) -> UIViewController? {
        viewController === pages[0] ? pages[1] : nil
    }

    func presentationCount(for pageViewController: UIPageViewController) -> Int { 2 }
}

extension PickerStage {
    /// Turns the wheel to row 10 and writes the screen to the temporary folder as `name`.
    func writeWheels(_ name: String) {
        picker.selectRow(10, inComponent: 0, animated: false)
        savePNG(name)
    }
}
