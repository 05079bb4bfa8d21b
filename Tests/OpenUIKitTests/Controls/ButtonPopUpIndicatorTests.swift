import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// `UIButton.Configuration.indicator`: the pop-up mark after a pop-up button's title.
@MainActor
@Suite struct ButtonPopUpIndicatorTests {
    /// A gray button titled "Newest" with a two-element menu shown on a tap, in a window at
    /// (24, 120), 200 × 44; a pop-up button when `popUp`.
    private func makeStage(
        popUp: Bool, indicator: UIButton.Configuration.Indicator = .automatic, scale: CGFloat = 1, dark: Bool = false
    ) -> (HeadlessApp, UIButton) {
        let app = HeadlessApp(screenSize: CGSize(width: 390, height: 300), scale: scale)
        let window = app.makeWindow()
        window.overrideUserInterfaceStyle = dark ? .dark : .light
        window.backgroundColor = .systemBackground
        var configuration = UIButton.Configuration.gray()
        configuration.title = "Newest"
        configuration.indicator = indicator
        let button = UIButton(configuration: configuration)
        button.menu = UIMenu(children: [UIAction(title: "Newest") { _ in }, UIAction(title: "Oldest") { _ in }])
        button.showsMenuAsPrimaryAction = true
        button.changesSelectionAsPrimaryAction = popUp
        button.frame = CGRect(x: 24, y: 120, width: 200, height: 44)
        window.addSubview(button)
        app.runTurn()
        return (app, button)
    }

    @Test("An automatic indicator is the pop-up mark on a pop-up button only; .popup and .none decide by name")
    func automatic() {
        let pullDown = makeStage(popUp: false).1.intrinsicContentSize.width
        let (app, popUp) = makeStage(popUp: true)
        let popUpWidth = popUp.intrinsicContentSize.width
        // The mark and its 4-point padding widen the button.
        #expect(popUpWidth - pullDown >= 12 && popUpWidth - pullDown <= 24)
        #expect(makeStage(popUp: false, indicator: .popup).1.intrinsicContentSize.width == popUpWidth)
        #expect(makeStage(popUp: true, indicator: .none).1.intrinsicContentSize.width == pullDown)
        // Without its context-menu interaction a pop-up button shows no mark.
        popUp.isContextMenuInteractionEnabled = false
        app.runTurn()
        #expect(popUp.intrinsicContentSize.width == pullDown)
        popUp.isContextMenuInteractionEnabled = true
        app.runTurn()
        #expect(popUp.intrinsicContentSize.width == popUpWidth)
    }

    /// The columns (in device pixels) holding the tint's ink inside the button.
    private func inkColumns(_ app: HeadlessApp, dark: Bool) -> [Int] {
        let pixels = PixelBuffer(app.render())
        var columns: [Int] = []
        for x in (3 * 24)..<(3 * 224) {
            for y in (3 * 120)..<(3 * 164) {
                let pixel = pixels[x, y]
                // systemBlue ink: far more blue than red, on the gray fill.
                if Int(pixel.blue) > Int(pixel.red) + (dark ? 120 : 100) {
                    columns.append(x)
                    break
                }
            }
        }
        return columns
    }

    @Test("The mark is drawn after the title in the title's colour, light and dark at 3x")
    func pixels() throws {
        for dark in [false, true] {
            let (plainApp, _) = makeStage(popUp: false, scale: 3, dark: dark)
            let (app, button) = makeStage(popUp: true, indicator: .automatic, scale: 3, dark: dark)
            if let directory = ProcessInfo.processInfo.environment["OPENUIKIT_MENU_PNG_DIR"] {
                try app.renderPNG().write(
                    to: URL(fileURLWithPath: directory).appendingPathComponent("button-popup-\(dark ? "dark" : "light").png"))
            }
            let plain = inkColumns(plainApp, dark: dark)
            let popUp = inkColumns(app, dark: dark)
            let plainRight = try #require(plain.last)
            let popUpRight = try #require(popUp.last)
            // The content is centred, so the mark pushes the title half its width to the left
            // and the ink ends further right by the other half.
            #expect(popUpRight - plainRight >= 3 * 6)
            // A gap of blank columns separates the title from the mark.
            let gaps = zip(popUp, popUp.dropFirst()).map { $1 - $0 }
            #expect(gaps.contains { $0 >= 3 * 3 })
            #expect(popUp.count > plain.count + 3 * 4)
            #expect(button.configuration?.title == "Newest")
        }
    }
}
