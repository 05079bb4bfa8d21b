import Foundation
import OpenUIKitTesting
import Testing

@testable import OpenUIKit

/// `UIImageView.preferredSymbolConfiguration` sizes and colours the symbol images the view
/// shows (the image's own configuration wins where it says something), and hierarchical and
/// palette colours draw the one-layer glyphs in their colour.
@MainActor
@Suite struct ImageViewSymbolConfigurationTests {
    @Test("The preferred point size and scale size the symbol; the view re-measures; the image property is untouched")
    func sizes() throws {
        let star = try #require(UIImage(systemName: "star"))
        let view = UIImageView(image: star)
        #expect(view.intrinsicContentSize == CGSize(width: 17, height: 17))
        view.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 40)
        #expect(view.intrinsicContentSize == CGSize(width: 40, height: 40))
        #expect(view.sizeThatFits(.zero) == CGSize(width: 40, height: 40))
        #expect(view.image === star)
        view.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 20, weight: .bold, scale: .large)
        #expect(view.intrinsicContentSize == CGSize(width: 26, height: 26))
        view.preferredSymbolConfiguration = UIImage.SymbolConfiguration(textStyle: .largeTitle)
        #expect(view.intrinsicContentSize == CGSize(width: 34, height: 34))
        view.preferredSymbolConfiguration = nil
        #expect(view.intrinsicContentSize == CGSize(width: 17, height: 17))
        // A new image is configured the same way.
        view.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 30)
        view.image = UIImage(systemName: "heart")
        #expect(view.intrinsicContentSize == CGSize(width: 30, height: 30))
    }

    @Test("The image's own configuration wins where it sets a value; the preferred one fills in the rest")
    func imageWins() throws {
        let small = try #require(UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(pointSize: 10)))
        let view = UIImageView(image: small)
        view.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 40)
        #expect(view.intrinsicContentSize == CGSize(width: 10, height: 10))
        view.preferredSymbolConfiguration = UIImage.SymbolConfiguration(scale: .large)
        #expect(view.intrinsicContentSize == CGSize(width: 13, height: 13))
        let drawn = UIImage(size: CGSize(width: 8, height: 6)) { _ in }
        view.image = drawn
        #expect(view.intrinsicContentSize == CGSize(width: 8, height: 6), "other images are not configured")
    }

    @Test("Auto Layout follows a preferred configuration change")
    func autoLayout() throws {
        let app = HeadlessApp()
        let controller = UIViewController()
        let view = UIImageView(image: UIImage(systemName: "bell"))
        view.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(view)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 20),
            view.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 100),
        ])
        app.makeWindow(rootViewController: controller)
        app.runUntilIdle()
        #expect(view.bounds.size == CGSize(width: 17, height: 17))
        view.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 44)
        app.runUntilIdle()
        #expect(view.bounds.size == CGSize(width: 44, height: 44))
    }

    @Test("A preferred text style sizes the symbol at the view's text size and follows a change")
    func dynamicType() throws {
        let app = HeadlessApp()
        let controller = UIViewController()
        let view = UIImageView(image: UIImage(systemName: "bell"))
        view.preferredSymbolConfiguration = UIImage.SymbolConfiguration(textStyle: .body)
        view.frame.origin = CGPoint(x: 20, y: 100)
        controller.view.addSubview(view)
        app.makeWindow(rootViewController: controller)
        app.runUntilIdle()
        #expect(view.intrinsicContentSize == CGSize(width: 17, height: 17))
        app.preferredContentSizeCategory = .accessibilityExtraLarge
        app.runUntilIdle()
        let expected = UIFont.preferredFont(
            forTextStyle: .body, compatibleWith: UITraitCollection(preferredContentSizeCategory: .accessibilityExtraLarge)).pointSize
        #expect(expected > 17)
        #expect(view.intrinsicContentSize == CGSize(width: expected, height: expected))
        // A fixed point size does not follow the text size.
        view.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 20)
        #expect(view.intrinsicContentSize == CGSize(width: 20, height: 20))
    }

    /// Pixels of `image` that are mostly `channel` (0 red, 1 green, 2 blue).
    private func count(_ pixels: PixelBuffer, channel: Int) -> Int {
        var total = 0
        for y in 0..<pixels.height {
            for x in 0..<pixels.width {
                let p = pixels[x, y]
                let c = [Int(p.red), Int(p.green), Int(p.blue)]
                let others = c.enumerated().filter { $0.offset != channel }.map(\.element)
                if c[channel] > 150 && others.allSatisfy({ c[channel] - $0 > 100 }) { total += 1 }
            }
        }
        return total
    }

    @Test("Hierarchical and palette colours draw the glyph in their colour over the view's tint, light and dark", arguments: [false, true])
    func colours(dark: Bool) throws {
        let app = HeadlessApp(screenSize: CGSize(width: 160, height: 60), scale: 3)
        if dark { app.userInterfaceStyle = .dark }
        let controller = UIViewController()
        controller.view.backgroundColor = .systemBackground
        let hierarchical = UIImageView(image: UIImage(
            systemName: "heart.fill", withConfiguration: UIImage.SymbolConfiguration(hierarchicalColor: .red)))
        hierarchical.frame = CGRect(x: 10, y: 10, width: 40, height: 40)
        hierarchical.contentMode = .scaleAspectFit
        let palette = UIImageView(image: UIImage(systemName: "star.fill"))
        palette.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 40)
            .applying(UIImage.SymbolConfiguration(paletteColors: [.green, .red]))
        palette.frame = CGRect(x: 60, y: 10, width: 40, height: 40)
        let tinted = UIImageView(image: UIImage(systemName: "bell.fill"))
        tinted.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 40)
        tinted.frame = CGRect(x: 110, y: 10, width: 40, height: 40)
        for view in [hierarchical, palette, tinted] {
            view.tintColor = .blue
            controller.view.addSubview(view)
        }
        app.makeWindow(rootViewController: controller)
        app.runUntilIdle()
        let image = app.render()
        let whole = PixelBuffer(image)
        #expect(palette.intrinsicContentSize == CGSize(width: 40, height: 40))
        #expect(palette.displayedImage?.explicitTintColor == .green)
        func part(_ x: Int) -> PixelBuffer { PixelBuffer(image.cropping(to: CGRect(x: x * 3, y: 0, width: 150, height: 180))!) }
        #expect(count(part(0), channel: 0) > 500, "the hierarchical heart is red")
        #expect(count(part(0), channel: 2) == 0, "not in the tint")
        #expect(count(part(50), channel: 1) > 500, "the palette star takes its first colour")
        #expect(count(part(100), channel: 2) > 500, "a symbol without colours takes the tint")
        #expect(whole.width == 480)
        if let directory = ProcessInfo.processInfo.environment["OPENUIKIT_RENDER_DIR"] {
            try app.renderPNG().write(to: URL(fileURLWithPath: "\(directory)/symbol-colours-\(dark ? "dark" : "light").png"))
        }
    }
}
