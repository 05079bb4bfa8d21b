import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// The search bar as iOS draws it, at scale 3 in light and dark: a rounded field filled with
/// the tertiary fill over the bar, a grey magnifying glass and placeholder at its leading edge,
/// and while active a Cancel button in the tint colour. Set `OPENUIKIT_SEARCH_PNG_DIR` to also
/// write the PNGs there.
@MainActor @Suite struct SearchRenderingTests {
    func luminance(_ pixel: PixelBuffer.Pixel) -> Int { (Int(pixel.red) + Int(pixel.green) + Int(pixel.blue)) / 3 }

    func write(_ app: HeadlessApp, _ name: String) {
        guard let directory = ProcessInfo.processInfo.environment["OPENUIKIT_SEARCH_PNG_DIR"] else { return }
        try? app.renderPNG().write(to: URL(fileURLWithPath: directory).appendingPathComponent("\(name).png"))
    }

    func makeScreen(style: UIUserInterfaceStyle) -> (HeadlessApp, UINavigationController, FruitListController) {
        let app = HeadlessApp(scale: 3)
        app.userInterfaceStyle = style
        let list = FruitListController(style: .plain)
        let nav = UINavigationController(rootViewController: list)
        nav.navigationBar.prefersLargeTitles = true
        _ = app.makeWindow(rootViewController: nav)
        app.runUntilIdle()
        return (app, nav, list)
    }

    @Test("The field is a rounded grey fill with a grey glass and placeholder", arguments: [UIUserInterfaceStyle.light, .dark])
    func idleField(style: UIUserInterfaceStyle) {
        let (app, _, list) = makeScreen(style: style)
        write(app, "search-idle-\(style == .dark ? "dark" : "light")")
        let pixels = PixelBuffer(app.render())
        let field = list.search.searchBar.searchTextField.frameInWindow
        // The fill, right of the placeholder: the tertiary fill over the background.
        let fill = luminance(pixels[Int((field.maxX - 20) * 3), Int(field.midY * 3)])
        let outside = luminance(pixels[Int((field.maxX - 20) * 3), Int((field.minY - 4) * 3)])
        if style == .dark {
            #expect(fill > outside + 10 && fill < 60, "fill \(fill), bar \(outside)")
        } else {
            #expect(fill < outside - 10 && fill > 215, "fill \(fill), bar \(outside)")
        }
        // The corner is rounded: the field's very corner pixel is the bar's.
        let corner = luminance(pixels[Int(field.minX * 3) + 1, Int(field.minY * 3) + 1])
        #expect(abs(corner - outside) <= 2)
        // The glass and the placeholder are grey ink, neither black nor white.
        var inkiest = fill
        for x in stride(from: Int((field.minX + 7) * 3), to: Int((field.minX + 120) * 3), by: 1) {
            let value = luminance(pixels[x, Int(field.midY * 3)])
            inkiest = style == .dark ? max(inkiest, value) : min(inkiest, value)
        }
        if style == .dark {
            #expect(inkiest > 110 && inkiest < 200, "grey ink \(inkiest)")
        } else {
            #expect(inkiest < 150 && inkiest > 60, "grey ink \(inkiest)")
        }
    }

    @Test("Active with text: the Cancel button is drawn in the tint colour", arguments: [UIUserInterfaceStyle.light, .dark])
    func activeField(style: UIUserInterfaceStyle) {
        let (app, _, list) = makeScreen(style: style)
        _ = app.tap(list.search.searchBar.searchTextField)
        app.type("an")
        app.runUntilIdle()
        write(app, "search-active-\(style == .dark ? "dark" : "light")")
        let pixels = PixelBuffer(app.render())
        let cancel = list.search.searchBar.cancelButton.frameInWindow
        var bluest = 0
        for x in stride(from: Int(cancel.minX * 3), to: Int(cancel.maxX * 3), by: 1) {
            for y in stride(from: Int((cancel.midY - 6) * 3), to: Int((cancel.midY + 6) * 3), by: 2) {
                let pixel = pixels[x, y]
                bluest = max(bluest, Int(pixel.blue) - Int(pixel.red))
            }
        }
        #expect(bluest > 120, "Cancel in the tint colour: \(bluest)")
        #expect(list.tableView.numberOfRows(inSection: 0) == 3)
    }
}
