import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

@MainActor @Suite struct ShareSheetRenderingTests {
    /// A 390×844 (or iPad-sized) app at scale 3 in `style`, with a safe area, a white root and
    /// a source button at its top right.
    private func makeApp(_ style: UIUserInterfaceStyle, size: CGSize = CGSize(width: 390, height: 844)) -> (HeadlessApp, UIViewController, UIView) {
        let app = HeadlessApp(screenSize: size, scale: 3)
        app.userInterfaceStyle = style
        let root = UIViewController()
        root.view.backgroundColor = .systemBackground
        let window = app.makeWindow(rootViewController: root)
        window.simulateSafeAreaInsets(UIEdgeInsets(top: size.width < 600 ? 47 : 24, left: 0, bottom: size.width < 600 ? 34 : 20, right: 0))
        let source = UIView(frame: CGRect(x: size.width - 60, y: 60, width: 44, height: 44))
        root.view.addSubview(source)
        app.runTurn()
        return (app, root, source)
    }

    private func write(_ app: HeadlessApp, _ name: String, _ style: UIUserInterfaceStyle) throws {
        let png = app.renderPNG()
        let file = "share-\(name)-\(style == .dark ? "dark" : "light").png"
        try png.write(to: FileManager.default.temporaryDirectory.appendingPathComponent(file))
        #expect(png.count > 1000)
    }

    private func shareSheet() throws -> UIActivityViewController {
        let url = try #require(URL(string: "https://www.example.com/articles/swift-on-linux"))
        let trace = ShareTrace()
        return UIActivityViewController(
            activityItems: ["Swift on Linux", url], applicationActivities: [PostActivity(), SaveNoteActivity(trace: trace)])
    }

    @Test("The share sheet renders at scale 3 in light and dark: header, row of services, grouped actions")
    func compact() throws {
        for style in [UIUserInterfaceStyle.light, .dark] {
            let (app, root, _) = makeApp(style)
            let share = try shareSheet()
            root.present(share, animated: true)
            app.advance(by: 1)
            let pixels = PixelBuffer(app.render())
            let dark = style == .dark
            let top = share.view.frame.minY
            // The sheet's background: the grouped background (elevated in dark mode).
            let grouped = dark ? PixelBuffer.Pixel.rgb(28 / 255, 28 / 255, 30 / 255) : PixelBuffer.Pixel.rgb(242 / 255, 242 / 255, 247 / 255)
            #expect(pixels[585, Int((top + 40) * 3)].isClose(to: grouped, tolerance: 4), "\(pixels[585, Int((top + 40) * 3)])")
            // The action group: the secondary grouped background (white; #2C2C2E elevated dark).
            let row = try #require(app.element(label: "Copy")).frame
            let group = dark ? PixelBuffer.Pixel.rgb(44 / 255, 44 / 255, 46 / 255) : PixelBuffer.Pixel.rgb(1, 1, 1)
            #expect(pixels[Int((row.minX + 200) * 3), Int(row.midY * 3) + 20].isClose(to: group, tolerance: 4))
            try write(app, "sheet", style)
        }
    }

    @Test("In regular width the share sheet renders as a popover with an arrow at its source")
    func regular() throws {
        for style in [UIUserInterfaceStyle.light, .dark] {
            let (app, root, source) = makeApp(style, size: CGSize(width: 1024, height: 768))
            let share = try shareSheet()
            share.popoverPresentationController?.sourceView = source
            root.present(share, animated: true)
            app.advance(by: 1)
            #expect(share.popoverPresentationController?.arrowDirection == .up)
            let pixels = PixelBuffer(app.render())
            // Nothing is dimmed beside the popover.
            let background = style == .dark ? PixelBuffer.Pixel.rgb(0, 0, 0) : PixelBuffer.Pixel.rgb(1, 1, 1)
            #expect(pixels[300, 1500].isClose(to: background, tolerance: 3))
            try write(app, "popover", style)
        }
    }

    @Test("An action sheet in regular width renders as a popover with its actions")
    func actionSheetPopover() throws {
        for style in [UIUserInterfaceStyle.light, .dark] {
            let (app, root, source) = makeApp(style, size: CGSize(width: 1024, height: 768))
            let sheet = UIAlertController(title: "Delete this note?", message: "It is removed from all your devices.", preferredStyle: .actionSheet)
            sheet.addAction(UIAlertAction(title: "Delete", style: .destructive))
            sheet.addAction(UIAlertAction(title: "Duplicate", style: .default))
            sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            sheet.popoverPresentationController?.sourceView = source
            root.present(sheet, animated: true)
            app.advance(by: 1)
            let frame = sheet.view.frame
            let pixels = PixelBuffer(app.render())
            let card = style == .dark ? PixelBuffer.Pixel.rgb(28 / 255, 28 / 255, 30 / 255) : PixelBuffer.Pixel.rgb(1, 1, 1)
            #expect(pixels[Int((frame.minX + 4) * 3), Int((frame.midY) * 3)].isClose(to: card, tolerance: 4))
            try write(app, "action-sheet-popover", style)
        }
    }
}
