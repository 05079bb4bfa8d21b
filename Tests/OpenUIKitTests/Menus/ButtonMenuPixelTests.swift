import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

@MainActor
@Suite struct ButtonMenuPixelTests {
    /// Opens a pop-up button's menu in a 390 × 844 window at scale 3 and renders the screen.
    private func renderOpenMenu(dark: Bool) -> (PixelBuffer, Data, UIButton) {
        let app = HeadlessApp(screenSize: CGSize(width: 390, height: 844), scale: 3)
        let window = app.makeWindow()
        window.overrideUserInterfaceStyle = dark ? .dark : .light
        window.backgroundColor = .systemBackground
        let button = UIButton(configuration: .gray())
        button.menu = UIMenu(children: [
            UIAction(title: "Newest First", image: UIImage(systemName: "arrow.down")) { _ in },
            UIAction(title: "Oldest First", image: UIImage(systemName: "arrow.up")) { _ in },
            UIMenu(options: .displayInline, children: [
                UIAction(title: "Remove All", image: UIImage(systemName: "trash"), attributes: .destructive) { _ in }
            ]),
        ])
        button.showsMenuAsPrimaryAction = true
        button.changesSelectionAsPrimaryAction = true
        button.frame = CGRect(x: 24, y: 120, width: 160, height: 44)
        window.addSubview(button)
        app.runTurn()
        app.tap(at: CGPoint(x: 104, y: 142))
        app.advance(by: 0.5)
        let png = app.renderPNG()
        return (PixelBuffer(app.render()), png, button)
    }

    @Test("A button's menu draws the platter just below the button with the checkmark, over an undimmed window, light and dark")
    func openButtonMenuPixels() throws {
        for dark in [false, true] {
            let (pixels, png, button) = renderOpenMenu(dark: dark)
            if let directory = ProcessInfo.processInfo.environment["OPENUIKIT_MENU_PNG_DIR"] {
                try png.write(to: URL(fileURLWithPath: directory).appendingPathComponent("button-menu-\(dark ? "dark" : "light").png"))
            }
            #expect(button.contextMenuInteraction?.visibleMenuTitles == ["Newest First", "Oldest First", "—", "Remove All"])
            // Far from the menu the window keeps its own background: nothing is dimmed.
            let background = pixels[3 * 350, 3 * 800]
            #expect(dark ? background.red < 5 : background.red > 250)
            // The platter starts 8 points below the button (y 172), lined up with its leading edge.
            let platter = pixels[3 * 200, 3 * 180]
            #expect(dark ? (platter.red > 25 && platter.red < 50) : (platter.red > 230 && platter.red < 250))
            let abovePlatter = pixels[3 * 200, 3 * 168]
            #expect(dark ? abovePlatter.red < 20 : abovePlatter.red > 235)
            // The checkmark of the selected first row is drawn in the label colour at the leading edge.
            var marks = 0
            for y in stride(from: 3 * 172, to: 3 * 216, by: 1) {
                for x in stride(from: 3 * 36, to: 3 * 62, by: 1) {
                    let pixel = pixels[x, y]
                    if dark ? pixel.red > 200 : pixel.red < 60 { marks += 1 }
                }
            }
            #expect(marks > 30)
        }
    }
}
