import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

@MainActor @Suite struct PresentationRenderingTests {
    /// A 390×844 app at scale 3 in `style`, with a phone's safe area and a grouped-background root.
    private func makeApp(_ style: UIUserInterfaceStyle) -> (HeadlessApp, UIWindow, UIViewController) {
        let app = HeadlessApp(screenSize: CGSize(width: 390, height: 844), scale: 3)
        app.userInterfaceStyle = style
        let root = UIViewController()
        root.view.backgroundColor = .systemGroupedBackground
        let window = app.makeWindow(rootViewController: root)
        window.simulateSafeAreaInsets(UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        app.runTurn()
        return (app, window, root)
    }

    private func sheetController() -> UIViewController {
        let sheet = UIViewController()
        sheet.view.backgroundColor = .systemBackground
        let label = UILabel(frame: CGRect(x: 20, y: 30, width: 300, height: 30))
        label.text = "Sheet"
        label.font = .boldSystemFont(ofSize: 24)
        sheet.view.addSubview(label)
        return sheet
    }

    private func write(_ app: HeadlessApp, _ name: String, _ style: UIUserInterfaceStyle) throws {
        let png = app.renderPNG()
        let file = "present-\(name)-\(style == .dark ? "dark" : "light").png"
        try png.write(to: FileManager.default.temporaryDirectory.appendingPathComponent(file))
        #expect(png.count > 1000)
    }

    @Test("A medium-detent sheet renders at scale 3: dimmed presenter above, rounded top corners, grabber")
    func mediumSheet() throws {
        for style in [UIUserInterfaceStyle.light, .dark] {
            let (app, _, root) = makeApp(style)
            let sheet = sheetController()
            sheet.sheetPresentationController?.detents = [.medium(), .large()]
            sheet.sheetPresentationController?.prefersGrabberVisible = true
            root.present(sheet, animated: true)
            app.advance(by: 1)
            let pixels = PixelBuffer(app.render())
            let dark = style == .dark
            // Above the sheet: the grouped background under 20 % (light) or 48 % (dark) black.
            let dimmed = dark ? PixelBuffer.Pixel.rgb(0, 0, 0) : PixelBuffer.Pixel.rgb(0.95 * 0.8, 0.95 * 0.8, 0.97 * 0.8)
            #expect(pixels[600, 600].isClose(to: dimmed, tolerance: 4), "\(pixels[600, 600])")
            let top = sheet.view.frame.minY
            // The sheet is elevated: dark mode's systemBackground is #1C1C1E there, not black.
            let fill = dark ? PixelBuffer.Pixel.rgb(28 / 255, 28 / 255, 30 / 255) : PixelBuffer.Pixel.rgb(1, 1, 1)
            #expect(pixels[600, Int(top * 3) + 60].isClose(to: fill), "\(pixels[600, Int(top * 3) + 60])")
            // The rounded corner leaves the dimmed presenter showing at the sheet's very corner.
            #expect(pixels[1, Int(top * 3) + 1].isClose(to: dimmed, tolerance: 4), "\(pixels[1, Int(top * 3) + 1])")
            // The grabber: a grey pill centred 5 pt below the top edge.
            #expect(!pixels[585, Int((top + 7.5) * 3)].isClose(to: fill, tolerance: 10))
            try write(app, "sheet-medium", style)
        }
    }

    @Test("A large-detent sheet renders with the presenter scaled back on black")
    func largeSheet() throws {
        for style in [UIUserInterfaceStyle.light, .dark] {
            let (app, _, root) = makeApp(style)
            let sheet = sheetController()
            root.present(sheet, animated: true)
            app.advance(by: 1)
            #expect(sheet.view.frame.minY == 57)
            let pixels = PixelBuffer(app.render())
            // Beside the scaled-back presenter: black; on it, above the sheet: the dimmed presenter.
            #expect(pixels[6, 150].isClose(to: .rgb(0, 0, 0)), "\(pixels[6, 150])")
            let onPresenter = pixels[585, 160]
            #expect(!onPresenter.isClose(to: .rgb(0, 0, 0)) || style == .dark, "\(onPresenter)")
            try write(app, "sheet-large", style)
        }
    }

    @Test("A popover kept in compact width renders as a card with an arrow at its source")
    func popover() throws {
        for style in [UIUserInterfaceStyle.light, .dark] {
            let (app, _, root) = makeApp(style)
            let button = UIButton(type: .system)
            button.setTitle("Share", for: .normal)
            button.frame = CGRect(x: 20, y: 100, width: 80, height: 44)
            root.view.addSubview(button)
            let recorder = EventRecorder()
            let delegate = PresentationDelegateRecorder(recorder)
            delegate.adaptiveStyle = UIModalPresentationStyle.none
            let content = sheetController()
            content.modalPresentationStyle = .popover
            content.preferredContentSize = CGSize(width: 240, height: 160)
            content.popoverPresentationController?.sourceView = button
            content.popoverPresentationController?.delegate = delegate
            root.present(content, animated: true)
            app.advance(by: 1)
            #expect(content.view.frame == CGRect(x: 10, y: 157, width: 240, height: 160))
            let pixels = PixelBuffer(app.render())
            // The card and its arrow are elevated: #1C1C1E in dark mode, so the arrow shows there too.
            let fill = style == .dark ? PixelBuffer.Pixel.rgb(28 / 255, 28 / 255, 30 / 255) : PixelBuffer.Pixel.rgb(1, 1, 1)
            // The arrow: filled at its middle under the source's centre, not beside it.
            #expect(pixels[60 * 3, 152 * 3].isClose(to: fill), "\(pixels[60 * 3, 152 * 3])")
            #expect(!pixels[40 * 3, 150 * 3].isClose(to: fill), "\(pixels[40 * 3, 150 * 3])")
            try write(app, "popover", style)
        }
    }
}
