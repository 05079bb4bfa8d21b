import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A navigation controller with a table, left and right items, a toolbar and a large title,
/// rendered at scale 3 in light and dark, at the top and scrolled: the pixels show a
/// transparent bar at the scroll edge, the bar material once scrolled, a readable large title
/// and a one-pixel hairline. Set `OPENUIKIT_BARS_PNG_DIR` to also write the PNGs there.
@MainActor @Suite struct BarsRenderingTests {
    struct Screen {
        let app: HeadlessApp
        let nav: UINavigationController
        let list: BarsTestList
        let window: UIWindow
    }

    func makeScreen(style: UIUserInterfaceStyle) -> Screen {
        let app = HeadlessApp(scale: 3)
        app.userInterfaceStyle = style
        let list = BarsTestList(rows: 40)
        list.title = "Notes"
        list.navigationItem.leftBarButtonItem = list.editButtonItem
        list.navigationItem.rightBarButtonItems = [UIBarButtonItem(systemItem: .add), UIBarButtonItem(systemItem: .search)]
        list.toolbarItems = [
            UIBarButtonItem(systemItem: .trash), .flexibleSpace(), UIBarButtonItem(title: "40 Notes"), .flexibleSpace(),
            UIBarButtonItem(systemItem: .compose),
        ]
        let nav = UINavigationController(rootViewController: list)
        nav.navigationBar.prefersLargeTitles = true
        nav.isToolbarHidden = false
        let window = app.makeWindow(rootViewController: nav)
        app.runUntilIdle()
        return Screen(app: app, nav: nav, list: list, window: window)
    }

    func luminance(_ pixel: PixelBuffer.Pixel) -> Int { (Int(pixel.red) + Int(pixel.green) + Int(pixel.blue)) / 3 }

    func write(_ app: HeadlessApp, _ name: String) {
        guard let directory = ProcessInfo.processInfo.environment["OPENUIKIT_BARS_PNG_DIR"] else { return }
        try? app.renderPNG().write(to: URL(fileURLWithPath: directory).appendingPathComponent("\(name).png"))
    }

    @Test("Large title screen at the top: transparent bar, dark-on-light (light-on-dark) 34-point title", arguments: [UIUserInterfaceStyle.light, .dark])
    func atTop(style: UIUserInterfaceStyle) {
        let screen = makeScreen(style: style)
        write(screen.app, "bars-top-\(style == .dark ? "dark" : "light")")
        let pixels = PixelBuffer(screen.app.render())
        let bar = screen.nav.navigationBar.frameInWindow
        // Away from the title and buttons the bar shows the table's background.
        let background = luminance(pixels[Int((bar.maxX - 60) * 3), Int((bar.minY + 70) * 3)])
        #expect(style == .dark ? background < 20 : background > 245, "bar at the scroll edge: \(background)")
        // Somewhere in the large title's line there are pixels of the label colour.
        let label = screen.nav.navigationBar.largeTitleLabel.frameInWindow
        var darkest = 255
        var lightest = 0
        for x in stride(from: Int(label.minX * 3), to: Int((label.minX + 100) * 3), by: 1) {
            let value = luminance(pixels[x, Int(label.midY * 3)])
            darkest = min(darkest, value)
            lightest = max(lightest, value)
        }
        #expect(style == .dark ? lightest > 200 : darkest < 60, "large title ink \(darkest)…\(lightest)")
    }

    @Test("Scrolled down: the collapsed bar draws the material with a one-pixel hairline", arguments: [UIUserInterfaceStyle.light, .dark])
    func scrolled(style: UIUserInterfaceStyle) {
        let screen = makeScreen(style: style)
        screen.list.tableView.contentOffset = CGPoint(x: 0, y: 400)
        screen.app.runUntilIdle()
        write(screen.app, "bars-scrolled-\(style == .dark ? "dark" : "light")")
        let pixels = PixelBuffer(screen.app.render())
        let bar = screen.nav.navigationBar.frameInWindow
        #expect(bar.height == 44)
        let material = pixels[Int((bar.midX + 60) * 3), Int((bar.minY + 4) * 3)]
        if style == .dark {
            #expect(material.red == 22 && material.green == 22 && material.blue == 24)
        } else {
            // 97 % white: 247.35, which rounds to 247 or 248 depending on the blend.
            #expect((247...248).contains(material.red) && material.green == material.red && material.blue == material.red)
        }
        // The hairline: the first pixel row below the bar differs from the rows on either side.
        let x = Int((bar.midX + 60) * 3)
        let y = Int(bar.maxY * 3)
        let line = luminance(pixels[x, y])
        let above = luminance(pixels[x, y - 1])
        #expect(line != above, "hairline row \(line) vs bar \(above)")
        // The toolbar draws the material too: its content's end is below it.
        let toolbar = screen.nav.toolbar.frameInWindow
        let toolbarPixel = pixels[Int((toolbar.midX + 100) * 3), Int((toolbar.minY + 4) * 3)]
        #expect(luminance(toolbarPixel) == luminance(material))
    }
}
