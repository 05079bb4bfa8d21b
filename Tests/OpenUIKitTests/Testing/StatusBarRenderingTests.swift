import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Counts pixels of `buffer` in the pixel rectangle `rect` that `matches` accepts.
@MainActor
private func count(in buffer: PixelBuffer, _ rect: (x: Range<Int>, y: Range<Int>), where matches: (PixelBuffer.Pixel) -> Bool) -> Int {
    var total = 0
    for y in rect.y {
        for x in rect.x where matches(buffer[x, y]) { total += 1 }
    }
    return total
}

@MainActor @Suite("The status bar in rendered screens")
struct StatusBarRenderingTests {
    /// The standard phone with an empty controller whose view is `systemBackground`.
    private func makePhone(dark: Bool = false) -> HeadlessApp {
        let app = HeadlessApp()
        if dark { app.updateSystemTraits { $0.userInterfaceStyle = .dark } }
        let controller = UIViewController()
        controller.view.backgroundColor = .systemBackground
        app.makeWindow(rootViewController: controller)
        return app
    }

    // At 3x the bar is 141 pixels tall; the left ear ends at 114 points (342 pixels), the
    // right one starts at 276 points (828 pixels).
    private let leftEar = (x: 0..<342, y: 0..<141)
    private let housing = (x: 342..<828, y: 0..<141)
    private let rightEar = (x: 828..<1170, y: 0..<141)

    @Test("Off by default: the top 47 points are the window's own pixels")
    func offByDefault() {
        let app = makePhone()
        let plain = PixelBuffer(app.render())
        #expect(count(in: plain, (x: 0..<1170, y: 0..<141)) { $0 != .rgb(1, 1, 1) } == 0)
        #expect(ScreenImage.statusBarFrame(of: app.application) == CGRect(x: 0, y: 0, width: 390, height: 47))
    }

    @Test("Light: black time in the left ear, black glyphs in the right one, the housing left free, nothing below the bar")
    func light() {
        let app = makePhone()
        let plain = PixelBuffer(app.render())
        let bar = PixelBuffer(app.render(includingStatusBar: true))
        let black: (PixelBuffer.Pixel) -> Bool = { $0.red < 60 && $0.green < 60 && $0.blue < 60 }
        #expect(count(in: bar, leftEar, where: black) > 300)
        #expect(count(in: bar, rightEar, where: black) > 600)
        #expect(count(in: bar, housing) { $0 != .rgb(1, 1, 1) } == 0)
        // The darkest ink is black, not a grey: the bar is drawn opaque.
        #expect(count(in: bar, leftEar) { $0 == .rgb(0, 0, 0) } > 50)
        var differingBelow = 0
        for y in stride(from: 141, to: 2532, by: 2) {
            for x in stride(from: 0, to: 1170, by: 2) where bar[x, y] != plain[x, y] { differingBelow += 1 }
        }
        #expect(differingBelow == 0)
        // The time sits in the middle of the left ear, the glyphs in the middle of the right.
        let timeColumns = (0..<342).filter { x in (0..<141).contains { black(bar[x, $0]) } }
        #expect(abs((timeColumns.first! + timeColumns.last!) / 2 - 171) <= 6)
        // The battery's outline and nub are drawn at 35 %: any ink counts here.
        let glyphColumns = (828..<1170).filter { x in (0..<141).contains { bar[x, $0].red < 250 } }
        #expect(abs((glyphColumns.first! + glyphColumns.last!) / 2 - 999) <= 6)
    }

    @Test("Dark: white time and glyphs over the black background")
    func dark() {
        let app = makePhone(dark: true)
        let bar = PixelBuffer(app.render(includingStatusBar: true))
        let white: (PixelBuffer.Pixel) -> Bool = { $0.red > 200 && $0.green > 200 && $0.blue > 200 }
        #expect(count(in: bar, leftEar, where: white) > 300)
        #expect(count(in: bar, rightEar, where: white) > 600)
        #expect(count(in: bar, leftEar) { $0 == .rgb(1, 1, 1) } > 50)
        #expect(count(in: bar, housing) { $0 != .rgb(0, 0, 0) } == 0)
    }

    @Test("The battery is filled to the device's battery level")
    func batteryLevel() {
        let app = makePhone()
        // Inside the battery's outline, near its right end: (360, 25) points.
        let probe = (x: 1078..<1083, y: 73..<78)
        let black: (PixelBuffer.Pixel) -> Bool = { $0.red < 60 }
        let full = PixelBuffer(app.render(includingStatusBar: true))
        #expect(count(in: full, probe, where: black) == 25)
        app.device.isBatteryMonitoringEnabled = true
        app.setBattery(level: 0.2, state: .unplugged)
        let low = PixelBuffer(app.render(includingStatusBar: true))
        #expect(count(in: low, probe, where: black) == 0)
    }

    @Test("Nothing is drawn where the screen leaves no room: a phone sideways, a bare screen")
    func noRoom() {
        let app = makePhone()
        app.resizeScreen(to: CGSize(width: 844, height: 390))
        #expect(ScreenImage.statusBarFrame(of: app.application) == .zero)
        #expect(PixelBuffer(app.render(includingStatusBar: true)) == PixelBuffer(app.render()))
        let bare = HeadlessApp(device: .bareScreen)
        bare.makeWindow(rootViewController: UIViewController())
        #expect(PixelBuffer(bare.render(includingStatusBar: true)) == PixelBuffer(bare.render()))
    }

    @Test("A short bar (iPhone SE, 20 points) has the time in the middle")
    func shortBar() {
        let app = HeadlessApp(device: .iPhoneSE)
        let controller = UIViewController()
        controller.view.backgroundColor = .systemBackground
        app.makeWindow(rootViewController: controller)
        let bar = PixelBuffer(app.render(includingStatusBar: true))
        let black: (PixelBuffer.Pixel) -> Bool = { $0.red < 60 }
        // 750 pixels wide at 2x; the middle fifth holds the time.
        #expect(count(in: bar, (x: 300..<450, y: 0..<40), where: black) > 50)
        #expect(count(in: bar, (x: 0..<750, y: 40..<1334)) { $0 != .rgb(1, 1, 1) } == 0)
        if let path = ProcessInfo.processInfo.environment["OPENUIKIT_STATUS_BAR_PNG_DIR"] {
            try? app.renderPNG(includingStatusBar: true).write(to: URL(fileURLWithPath: path + "/statusbar-se.png"))
        }
    }

    @Test("The PNG carries the bar too")
    func png() throws {
        let app = makePhone()
        let data = app.renderPNG(includingStatusBar: true)
        #expect(data != app.renderPNG())
        if let path = ProcessInfo.processInfo.environment["OPENUIKIT_STATUS_BAR_PNG_DIR"] {
            try data.write(to: URL(fileURLWithPath: path + "/statusbar-light.png"))
            let dark = makePhone(dark: true)
            try dark.renderPNG(includingStatusBar: true).write(to: URL(fileURLWithPath: path + "/statusbar-dark.png"))
        }
    }
}
