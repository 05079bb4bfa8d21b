import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Sheets over sheets, and page and form sheets in a regular-width window.
@MainActor @Suite struct StackedSheetTests {
    @Test("A large sheet over a large sheet scales the one beneath back; dismissing it restores it")
    func stacked() {
        let app = HeadlessApp(screenSize: CGSize(width: 390, height: 844))
        let root = UIViewController()
        app.makeWindow(rootViewController: root)
        let first = UIViewController()
        root.present(first, animated: true)
        app.advance(by: 1)
        #expect(root.view.transform != .identity)
        #expect(first.view.transform == .identity)
        let second = UIViewController()
        first.present(second, animated: true)
        app.advance(by: 1)
        let scaled = first.view.transform
        #expect(scaled.a < 1 && scaled.a > 0.9)
        #expect(first.view.frame.minY < second.view.frame.minY)
        first.dismiss(animated: true)
        app.advance(by: 1)
        #expect(first.presentedViewController == nil)
        #expect(first.view.transform == .identity)
    }

    @Test("In regular width a form sheet is a centred card of its preferred size over the dimming")
    func formSheet() throws {
        for style in [UIUserInterfaceStyle.light, .dark] {
            let app = HeadlessApp(screenSize: CGSize(width: 1024, height: 768), scale: 3)
            app.userInterfaceStyle = style
            let root = UIViewController()
            root.view.backgroundColor = .systemBackground
            app.makeWindow(rootViewController: root)
            let sheet = UIViewController()
            sheet.view.backgroundColor = .systemBackground
            sheet.modalPresentationStyle = .formSheet
            sheet.preferredContentSize = CGSize(width: 500, height: 400)
            root.present(sheet, animated: true)
            app.advance(by: 1)
            #expect(sheet.view.frame == CGRect(x: 262, y: 184, width: 500, height: 400))
            #expect(root.view.transform == .identity)
            let pixels = PixelBuffer(app.render())
            // Dimmed beside the card; the card itself is the elevated background.
            let dark = style == .dark
            let dimmed = dark ? PixelBuffer.Pixel.rgb(0, 0, 0) : PixelBuffer.Pixel.rgb(0.8, 0.8, 0.8)
            #expect(pixels[150, 150].isClose(to: dimmed, tolerance: 4), "\(pixels[150, 150])")
            let card = dark ? PixelBuffer.Pixel.rgb(28 / 255, 28 / 255, 30 / 255) : PixelBuffer.Pixel.rgb(1, 1, 1)
            #expect(pixels[1536, 1152].isClose(to: card, tolerance: 4), "\(pixels[1536, 1152])")
            let png = app.renderPNG()
            try png.write(to: FileManager.default.temporaryDirectory.appendingPathComponent("present-form-sheet-\(dark ? "dark" : "light").png"))
        }
    }
}
