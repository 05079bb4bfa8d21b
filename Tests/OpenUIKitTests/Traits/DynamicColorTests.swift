import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A view that fills its bounds with system blue in `draw(_:)` and counts its draws.
@MainActor private final class BlueFillView: UIView {
    var draws = 0
    override func draw(_ rect: CGRect) {
        draws += 1
        UIColor.systemBlue.setFill()
        UIRectFill(bounds)
    }
}

@MainActor @Suite struct DynamicColorTests {
    private let light = UITraitCollection(userInterfaceStyle: .light)
    private let dark = UITraitCollection(userInterfaceStyle: .dark)

    private func bytes(_ color: UIColor, _ traits: UITraitCollection) -> [Int] {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        color.resolvedColor(with: traits).getRed(&r, green: &g, blue: &b, alpha: &a)
        return [r, g, b].map { Int(($0 * 255).rounded()) } + [Int((a * 100).rounded())]
    }

    @Test("System colours resolve to Apple's light and dark values")
    func systemColorValues() {
        let table: [(UIColor, [Int], [Int])] = [
            (.label, [0, 0, 0, 100], [255, 255, 255, 100]),
            (.secondaryLabel, [60, 60, 67, 60], [235, 235, 245, 60]),
            (.tertiaryLabel, [60, 60, 67, 30], [235, 235, 245, 30]),
            (.systemBackground, [255, 255, 255, 100], [0, 0, 0, 100]),
            (.secondarySystemBackground, [242, 242, 247, 100], [28, 28, 30, 100]),
            (.tertiarySystemBackground, [255, 255, 255, 100], [44, 44, 46, 100]),
            (.systemGroupedBackground, [242, 242, 247, 100], [0, 0, 0, 100]),
            (.separator, [60, 60, 67, 29], [84, 84, 88, 60]),
            (.opaqueSeparator, [198, 198, 200, 100], [56, 56, 58, 100]),
            (.systemFill, [120, 120, 128, 20], [120, 120, 128, 36]),
            (.link, [0, 122, 255, 100], [9, 132, 255, 100]),
            (.systemBlue, [0, 122, 255, 100], [10, 132, 255, 100]),
            (.systemRed, [255, 59, 48, 100], [255, 69, 58, 100]),
            (.systemGreen, [52, 199, 89, 100], [48, 209, 88, 100]),
            (.systemOrange, [255, 149, 0, 100], [255, 159, 10, 100]),
            (.systemYellow, [255, 204, 0, 100], [255, 214, 10, 100]),
            (.systemPink, [255, 45, 85, 100], [255, 55, 95, 100]),
            (.systemPurple, [175, 82, 222, 100], [191, 90, 242, 100]),
            (.systemIndigo, [88, 86, 214, 100], [94, 92, 230, 100]),
            (.systemTeal, [48, 176, 199, 100], [64, 200, 224, 100]),
            (.systemMint, [0, 199, 190, 100], [99, 230, 226, 100]),
            (.systemCyan, [50, 173, 230, 100], [100, 210, 255, 100]),
            (.systemBrown, [162, 132, 94, 100], [172, 142, 104, 100]),
            (.systemGray, [142, 142, 147, 100], [142, 142, 147, 100]),
            (.systemGray2, [174, 174, 178, 100], [99, 99, 102, 100]),
            (.systemGray3, [199, 199, 204, 100], [72, 72, 74, 100]),
            (.systemGray4, [209, 209, 214, 100], [58, 58, 60, 100]),
            (.systemGray5, [229, 229, 234, 100], [44, 44, 46, 100]),
            (.systemGray6, [242, 242, 247, 100], [28, 28, 30, 100]),
        ]
        for (color, lightBytes, darkBytes) in table {
            #expect(bytes(color, light) == lightBytes, "\(color) light")
            #expect(bytes(color, dark) == darkBytes, "\(color) dark")
            #expect(bytes(color, UITraitCollection()) == lightBytes, "\(color) unspecified resolves light")
        }
        #expect(UIColor.systemBlue.description == "<UIDynamicSystemColor; name = systemBlueColor>")
        #expect(UIColor.systemBlue == UIColor.systemBlue && UIColor.systemBlue != UIColor.systemRed)
        #expect(UIColor.black.resolvedColor(with: dark) === UIColor.black || UIColor.black.resolvedColor(with: dark) == .black)
    }

    @Test("A provider colour resolves per collection; alpha variants stay dynamic; fixed colours resolve to themselves")
    func providerColors() {
        let card = UIColor { traits in
            traits.userInterfaceStyle == .dark ? UIColor(white: 0.2, alpha: 1) : UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        }
        #expect(card.resolvedColor(with: light) == UIColor(red: 1, green: 0.5, blue: 0, alpha: 1))
        #expect(card.resolvedColor(with: dark) == UIColor(white: 0.2, alpha: 1))
        let faded = card.withAlphaComponent(0.5)
        #expect(faded.resolvedColor(with: dark) == UIColor(white: 0.2, alpha: 0.5))
        #expect(faded.resolvedColor(with: light) == UIColor(red: 1, green: 0.5, blue: 0, alpha: 0.5))
        #expect(card == card && card != faded)
        let fixed = UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1)
        #expect(fixed.resolvedColor(with: dark) === fixed)
        // A provider returning another dynamic colour is resolved through.
        let nested = UIColor { _ in UIColor.label }
        #expect(nested.resolvedColor(with: dark) == UIColor(white: 1, alpha: 1))
    }

    @Test("A view's background colour is resolved with its traits and again when they change")
    func backgroundFollowsTraits() {
        let app = HeadlessApp()
        let window = app.makeWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        view.backgroundColor = .secondarySystemBackground
        window.addSubview(view)
        #expect(view.layer.backgroundColor?.components == CGColor(srgbRed: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1).components)
        app.userInterfaceStyle = .dark
        app.runTurn()
        #expect(view.layer.backgroundColor?.components == CGColor(srgbRed: 28 / 255, green: 28 / 255, blue: 30 / 255, alpha: 1).components)
        #expect(view.backgroundColor == .secondarySystemBackground)
        // A colour put straight into the layer is the layer's; the view reports it as fixed.
        view.layer.backgroundColor = UIColor.red.cgColor
        #expect(view.backgroundColor == .red)
        app.userInterfaceStyle = .light
        app.runTurn()
        #expect(view.layer.backgroundColor?.components == [1, 0, 0, 1])
    }

    @Test("A layer colour taken from cgColor is fixed (as in UIKit); a trait registration re-resolves it")
    func layerColorsNeedRegistration() {
        let app = HeadlessApp()
        let window = app.makeWindow()
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let followed = UIView(frame: CGRect(x: 0, y: 60, width: 50, height: 50))
        window.addSubview(plain)
        window.addSubview(followed)
        for view in [plain, followed] {
            view.layer.borderWidth = 2
            view.layer.borderColor = UIColor.label.cgColor
        }
        followed.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (view: UIView, _: UITraitCollection) in
            view.layer.borderColor = UIColor.label.cgColor
        }
        app.userInterfaceStyle = .dark
        app.runTurn()
        #expect(plain.layer.borderColor?.components == [0, 1])
        #expect(followed.layer.borderColor?.components == [1, 1])
    }

    @Test("Dark mode changes the rendered pixels: backgrounds, label text, and views that draw redraw once")
    func renderedPixels() throws {
        let app = HeadlessApp(screenSize: CGSize(width: 120, height: 80), scale: 1)
        let window = app.makeWindow()
        window.backgroundColor = .systemBackground
        let card = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 40))
        card.backgroundColor = .secondarySystemBackground
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        label.text = "██████"
        label.font = .systemFont(ofSize: 30)
        card.addSubview(label)
        let swatch = BlueFillView(frame: CGRect(x: 10, y: 60, width: 20, height: 10))
        window.addSubview(card)
        window.addSubview(swatch)
        let lightPixels = PixelBuffer(app.render())
        #expect(swatch.draws == 1)
        app.userInterfaceStyle = .dark
        let darkPixels = PixelBuffer(app.render())
        #expect(swatch.draws == 2)
        try app.renderPNG().write(to: URL(fileURLWithPath: "/tmp/traits-dark.png"))
        app.userInterfaceStyle = .light
        try app.renderPNG().write(to: URL(fileURLWithPath: "/tmp/traits-light.png"))
        #expect(swatch.draws == 3)
        // Window background, card background, swatch.
        #expect(lightPixels[115, 75] == PixelBuffer.Pixel(red: 255, green: 255, blue: 255, alpha: 255))
        #expect(darkPixels[115, 75] == PixelBuffer.Pixel(red: 0, green: 0, blue: 0, alpha: 255))
        #expect(lightPixels[105, 45] == PixelBuffer.Pixel(red: 242, green: 242, blue: 247, alpha: 255))
        #expect(darkPixels[105, 45] == PixelBuffer.Pixel(red: 28, green: 28, blue: 30, alpha: 255))
        #expect(lightPixels[20, 65] == PixelBuffer.Pixel(red: 0, green: 122, blue: 255, alpha: 255))
        #expect(darkPixels[20, 65] == PixelBuffer.Pixel(red: 10, green: 132, blue: 255, alpha: 255))
        // The label's text: the darkest pixel in light mode is near black, in dark mode the
        // brightest is near white.
        var darkest = 255, brightest = 0
        for y in 12..<48 {
            for x in 12..<108 {
                darkest = min(darkest, Int(lightPixels[x, y].green))
                brightest = max(brightest, Int(darkPixels[x, y].green))
            }
        }
        #expect(darkest < 10)
        #expect(brightest > 245)
        // A non-colour trait change does not redraw.
        app.preferredContentSizeCategory = .extraLarge
        _ = app.render()
        #expect(swatch.draws == 3)
    }

    @Test("An override renders dark only inside its subtree")
    func subtreeRendering() {
        let app = HeadlessApp(screenSize: CGSize(width: 100, height: 100), scale: 1)
        let window = app.makeWindow()
        window.backgroundColor = .systemBackground
        let panel = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 100))
        panel.overrideUserInterfaceStyle = .dark
        let inner = UIView(frame: CGRect(x: 10, y: 10, width: 30, height: 30))
        inner.backgroundColor = .systemBackground
        panel.addSubview(inner)
        window.addSubview(panel)
        let pixels = PixelBuffer(app.render())
        #expect(pixels[20, 20] == PixelBuffer.Pixel(red: 0, green: 0, blue: 0, alpha: 255))
        #expect(pixels[80, 20] == PixelBuffer.Pixel(red: 255, green: 255, blue: 255, alpha: 255))
    }

    /// A settings card: grouped backgrounds, labels in label colours, a separator, a system
    /// button, a text field's placeholder and six system-colour chips.
    private func makeCardScene(startingIn style: UIUserInterfaceStyle) -> HeadlessApp {
        let app = HeadlessApp(screenSize: CGSize(width: 240, height: 200), scale: 2)
        app.userInterfaceStyle = style
        let window = app.makeWindow()
        window.backgroundColor = .systemGroupedBackground
        let card = UIView(frame: CGRect(x: 10, y: 10, width: 220, height: 180))
        card.backgroundColor = .secondarySystemGroupedBackground
        card.layer.cornerRadius = 10
        window.addSubview(card)
        let title = UILabel(frame: CGRect(x: 12, y: 8, width: 200, height: 24))
        title.text = "Settings"
        title.font = .boldSystemFont(ofSize: 20)
        let subtitle = UILabel(frame: CGRect(x: 12, y: 34, width: 200, height: 18))
        subtitle.text = "Secondary label"
        subtitle.textColor = .secondaryLabel
        subtitle.font = .systemFont(ofSize: 13)
        let separator = UIView(frame: CGRect(x: 12, y: 58, width: 196, height: 1))
        separator.backgroundColor = .separator
        let button = UIButton(type: .system)
        button.setTitle("Save", for: .normal)
        button.frame = CGRect(x: 12, y: 66, width: 80, height: 30)
        let field = UITextField(frame: CGRect(x: 12, y: 100, width: 196, height: 30))
        field.placeholder = "Name"
        for view in [title, subtitle, separator, button, field] as [UIView] { card.addSubview(view) }
        let chips: [UIColor] = [.systemRed, .systemOrange, .systemGreen, .systemBlue, .systemPurple, .systemGray]
        for (index, color) in chips.enumerated() {
            let chip = UIView(frame: CGRect(x: 12 + CGFloat(index) * 32, y: 140, width: 26, height: 26))
            chip.backgroundColor = color
            chip.layer.cornerRadius = 13
            card.addSubview(chip)
        }
        return app
    }

    @Test("Switching a built screen to dark renders exactly what starting dark renders, and back")
    func switchingMatchesStartingDark() throws {
        let switching = makeCardScene(startingIn: .light)
        let startLight = PixelBuffer(switching.render())
        switching.userInterfaceStyle = .dark
        let switchedDark = PixelBuffer(switching.render())
        try switching.renderPNG().write(to: URL(fileURLWithPath: "/tmp/traits-card-dark.png"))
        let startDark = PixelBuffer(makeCardScene(startingIn: .dark).render())
        #expect(switchedDark.differingPixels(from: startDark, tolerance: 0) == 0)
        // Most of the screen changed: backgrounds, text, chips.
        #expect(switchedDark.differingPixels(from: startLight) > 240 * 200 * 4 * 9 / 10)
        switching.userInterfaceStyle = .light
        #expect(PixelBuffer(switching.render()).differingPixels(from: startLight, tolerance: 0) == 0)
        try switching.renderPNG().write(to: URL(fileURLWithPath: "/tmp/traits-card-light.png"))
    }
}
