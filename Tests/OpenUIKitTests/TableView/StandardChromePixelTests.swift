import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenUIKit

/// Pixel checks of the standard chrome at two text sizes, at scale 3 in light and dark: a
/// settings-style grouped table of standard cells under a large-title bar. Set
/// `OPENUIKIT_CHROME_PNG_DIR` to also write each screen there as a PNG.
@MainActor @Suite struct StandardChromePixelTests {
    struct Shot {
        let textInk: CGRect
        let largeTitleInk: CGRect
        let cellInkIsText: Bool
    }

    func shoot(category: UIContentSizeCategory, style: UIUserInterfaceStyle) -> Shot? {
        let app = HeadlessApp(scale: 3)
        app.userInterfaceStyle = style
        app.preferredContentSizeCategory = category
        let list = ChromeSettingsList()
        list.title = "Settings"
        let nav = UINavigationController(rootViewController: list)
        nav.navigationBar.prefersLargeTitles = true
        let window = app.makeWindow(rootViewController: nav)
        app.runUntilIdle()
        if let directory = ProcessInfo.processInfo.environment["OPENUIKIT_CHROME_PNG_DIR"] {
            let name = "settings-\(style == .dark ? "dark" : "light")-\(category.rawValue).png"
            try? app.renderPNG().write(to: URL(fileURLWithPath: directory).appendingPathComponent(name))
        }
        guard let cell = list.tableView.cellForRow(at: IndexPath(row: 0, section: 0)), let label = cell.textLabel,
            let text = inkBounds(PixelBuffer(app.render(label))),
            let large = inkBounds(PixelBuffer(app.render(nav.navigationBar.largeTitleLabel)))
        else { return nil }
        // The row drawn whole: its text is dark on light, light on dark.
        let row = PixelBuffer(app.render(cell))
        let isText = inkBounds(row, threshold: 200) { style == .light ? $0.red < 90 : $0.red > 165 } != nil
        withExtendedLifetime(window) {}
        return Shot(textInk: text, largeTitleInk: large, cellInkIsText: isText)
    }

    @Test("Cell text and the large title draw bigger at AX3 by their styles' ratios (body 40/17, large title 52/34)", arguments: [UIUserInterfaceStyle.light, .dark])
    func textGrows(style: UIUserInterfaceStyle) {
        guard let standard = shoot(category: .large, style: style),
            let large = shoot(category: .accessibilityExtraLarge, style: style)
        else {
            Issue.record("nothing drawn")
            return
        }
        #expect(standard.cellInkIsText && large.cellInkIsText)
        // "Wi-Fi" at 17 points is about 12 points of cap height: 36 pixels at scale 3.
        #expect(standard.textInk.height > 17 * 3 * 0.55 && standard.textInk.height < 17 * 3)
        #expect(abs(large.textInk.height / standard.textInk.height - 40.0 / 17) < 0.2)
        #expect(abs(large.textInk.width / standard.textInk.width - 40.0 / 17) < 0.2)
        #expect(abs(large.largeTitleInk.height / standard.largeTitleInk.height - 52.0 / 34) < 0.12)
    }
}
