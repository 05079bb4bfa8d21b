import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenUIKit

/// Symbol weights move the one-weight icon font's outlines: heavier weights thicken strokes,
/// lighter ones thin them, and the ink stays inside the symbol's square.
@MainActor @Suite struct SymbolWeightTests {
    /// The pixels of `name` at 40 points and `weight`, drawn in an image view at 3x.
    private func pixels(_ name: String, _ weight: UIImage.SymbolWeight, app: HeadlessApp) -> PixelBuffer {
        let window = app.makeWindow()
        let configuration = UIImage.SymbolConfiguration(pointSize: 40, weight: weight)
        let view = UIImageView(image: UIImage(systemName: name, withConfiguration: configuration))
        view.tintColor = .black
        window.addSubview(view)
        defer { view.removeFromSuperview() }
        return PixelBuffer(app.render(view))
    }

    /// How many pixels are more than half opaque.
    private func ink(_ pixels: PixelBuffer) -> Int {
        var count = 0
        for y in 0..<pixels.height {
            for x in 0..<pixels.width where pixels[x, y].alpha > 127 { count += 1 }
        }
        return count
    }

    static let weights: [UIImage.SymbolWeight] = [
        .ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black,
    ]

    @Test("Ink grows with every step of weight, ultra light to black", arguments: ["star", "heart", "gear", "trash"])
    func inkGrowsWithWeight(name: String) {
        let app = HeadlessApp(screenSize: CGSize(width: 200, height: 200), scale: 3)
        let counts = Self.weights.map { ink(pixels(name, $0, app: app)) }
        for (lighter, heavier) in zip(counts, counts.dropFirst()) {
            #expect(lighter < heavier, "ink by weight \(counts)")
        }
        // Black is clearly bolder than regular and ultra light clearly lighter (filled glyphs
        // such as the gear change less: only their holes and notches move).
        let regular = Double(counts[3])
        #expect(Double(counts[8]) > regular * 1.1, "ink by weight \(counts)")
        #expect(Double(counts[0]) < regular * 0.8, "ink by weight \(counts)")
    }

    @Test("The same weight draws the same pixels twice")
    func sameWeightSamePixels() {
        let app = HeadlessApp(screenSize: CGSize(width: 200, height: 200), scale: 3)
        for weight in [UIImage.SymbolWeight.ultraLight, .regular, .black] {
            #expect(pixels("gear", weight, app: app) == pixels("gear", weight, app: app))
        }
        #expect(pixels("gear", .regular, app: app) == pixels("gear", .unspecified, app: app))
    }

    @Test("Black keeps the ink inside the symbol's square")
    func heavyStaysInside() {
        let app = HeadlessApp(screenSize: CGSize(width: 200, height: 200), scale: 3)
        // square.fill nearly fills the square; black's thickened edge must not reach the border.
        let black = pixels("square.fill", .black, app: app)
        let box = inkBounds(black)
        #expect(box != nil)
        if let box {
            #expect(box.minX >= 1 && box.minY >= 1, "\(box)")
            #expect(box.maxX <= CGFloat(black.width) - 1 && box.maxY <= CGFloat(black.height) - 1, "\(box)")
        }
    }

    @Test("A configuration from a font or text style takes the font's weight")
    func weightFromFont() {
        #expect(UIImage.SymbolConfiguration(font: .systemFont(ofSize: 17, weight: .bold)).resolvedWeight == .bold)
        #expect(UIImage.SymbolConfiguration(font: .systemFont(ofSize: 17, weight: .ultraLight)).resolvedWeight == .ultraLight)
        #expect(UIImage.SymbolConfiguration(font: .systemFont(ofSize: 17)).resolvedWeight == .regular)
        #expect(UIImage.SymbolConfiguration(textStyle: .headline).resolvedWeight == .semibold)
        #expect(UIImage.SymbolConfiguration(textStyle: .body).resolvedWeight == .regular)
        #expect(UIImage.SymbolConfiguration.unspecified.resolvedWeight == .regular)
        // A weight set over the font wins.
        let over = UIImage.SymbolConfiguration(font: .systemFont(ofSize: 17, weight: .bold))
            .applying(UIImage.SymbolConfiguration(weight: .light))
        #expect(over.resolvedWeight == .light)

        let app = HeadlessApp(screenSize: CGSize(width: 200, height: 200), scale: 3)
        let window = app.makeWindow()
        func drawn(_ configuration: UIImage.SymbolConfiguration) -> PixelBuffer {
            let view = UIImageView(image: UIImage(systemName: "heart", withConfiguration: configuration))
            window.addSubview(view)
            defer { view.removeFromSuperview() }
            return PixelBuffer(app.render(view))
        }
        #expect(drawn(.init(font: .systemFont(ofSize: 40, weight: .heavy))) == drawn(.init(pointSize: 40, weight: .heavy)))
        #expect(drawn(.init(font: .systemFont(ofSize: 40, weight: .heavy))) != drawn(.init(pointSize: 40)))
    }

    @Test("A weight change on the image view's preferred configuration redraws it")
    func preferredWeightRedraws() {
        let app = HeadlessApp(screenSize: CGSize(width: 200, height: 200), scale: 3)
        let window = app.makeWindow()
        let view = UIImageView(image: UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(pointSize: 40)))
        view.tintColor = .black
        window.addSubview(view)
        let regular = ink(PixelBuffer(app.render(view)))
        view.preferredSymbolConfiguration = UIImage.SymbolConfiguration(weight: .black)
        #expect(view.layer.needsDisplay())
        let black = ink(PixelBuffer(app.render(view)))
        #expect(black > regular)
        view.preferredSymbolConfiguration = UIImage.SymbolConfiguration(weight: .ultraLight)
        let light = ink(PixelBuffer(app.render(view)))
        #expect(light < regular)
        #expect(view.bounds.size == CGSize(width: 40, height: 40))
    }
}
