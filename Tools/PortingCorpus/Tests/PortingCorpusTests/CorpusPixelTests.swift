import Foundation
import OpenUIKit
import OpenUIKitTesting
@testable import PortedCorpus
import Testing

/// What the corpus draws, read back as pixels at scale 3 in both appearances.
@MainActor @Suite struct CorpusPixelTests {
    private func pixel(_ color: UIColor, _ style: UIUserInterfaceStyle) -> PixelBuffer.Pixel {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        _ = color.resolvedColor(with: UITraitCollection(userInterfaceStyle: style)).getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        return .rgb(Double(red), Double(green), Double(blue))
    }

    private func save(_ app: HeadlessApp, _ name: String) throws {
        try app.renderPNG().write(to: URL(fileURLWithPath: NSTemporaryDirectory() + name))
    }

    /// The control resolves the tint into its layers' CGColors when it sets them (at init and in
    /// `tintColorDidChange()`), outside any trait context, so its stars keep the light tint in a
    /// dark window, as the same code does on iOS; the background around them follows the window.
    @Test("Rating control: filled stars in the tint, empty ones showing the background, light and dark", arguments: [UIUserInterfaceStyle.light, .dark])
    func ratingPixels(style: UIUserInterfaceStyle) throws {
        let app = HeadlessApp(scale: 3)
        let window = app.makeWindow()
        window.overrideUserInterfaceStyle = style
        window.backgroundColor = .systemBackground
        let rating = RatingControl(frame: CGRect(x: 20, y: 100, width: 172, height: 28))
        rating.rating = 3
        window.addSubview(rating)
        app.runTurn()
        try save(app, "corpus-rating-\(style == .dark ? "dark" : "light").png")
        let pixels = PixelBuffer(app.render())
        let filled = CGPoint(x: 20 + 36 + 14, y: 114)
        let empty = CGPoint(x: 20 + 4 * 36 + 14, y: 114)
        #expect(pixels[Int(filled.x * 3), Int(filled.y * 3)].isClose(to: pixel(window.tintColor, .light), tolerance: 3))
        #expect(pixels[Int(empty.x * 3), Int(empty.y * 3)].isClose(to: pixel(.systemBackground, style), tolerance: 3))
    }

    @Test("Range slider: the highlight between the thumbs in the tint, white thumbs, light and dark", arguments: [UIUserInterfaceStyle.light, .dark])
    func rangeSliderPixels(style: UIUserInterfaceStyle) throws {
        let app = HeadlessApp(scale: 3)
        let window = app.makeWindow()
        window.overrideUserInterfaceStyle = style
        window.backgroundColor = .systemBackground
        let slider = RangeSlider(frame: CGRect(x: 20, y: 200, width: 328, height: 32))
        window.addSubview(slider)
        app.runTurn()
        try save(app, "corpus-range-\(style == .dark ? "dark" : "light").png")
        let pixels = PixelBuffer(app.render())
        let middle = slider.convert(CGPoint(x: slider.position(for: 0.5), y: 16), to: nil)
        let thumb = slider.convert(CGPoint(x: slider.position(for: 0.2), y: 16), to: nil)
        #expect(pixels[Int(middle.x * 3), Int(middle.y * 3)].isClose(to: pixel(window.tintColor, style), tolerance: 3))
        #expect(pixels[Int(thumb.x * 3), Int(thumb.y * 3)].isClose(to: pixel(.white, style), tolerance: 3))
    }
}
