import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Increased contrast (`accessibilityContrast = .high`) resolves labels, separators, fills,
/// links, backgrounds and the tint to their increased-contrast values, set through the test
/// kit, and the pixels show them in light and dark. Set `OPENUIKIT_CONTRAST_PNG_DIR` to also
/// write each scene as a PNG.
@MainActor @Suite struct IncreasedContrastTests {
    static func components(_ color: UIColor, _ traits: UITraitCollection) -> [Int] {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        _ = color.resolvedColor(with: traits).getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        return [red, green, blue, alpha].map { Int(($0 * 255).rounded()) }
    }

    static func traits(dark: Bool, high: Bool) -> UITraitCollection {
        UITraitCollection(mutations: { traits in
            traits.userInterfaceStyle = dark ? .dark : .light
            traits.accessibilityContrast = high ? .high : .normal
        })
    }

    @Test("Labels, separators, fills and links have increased-contrast values, more opaque than the normal ones")
    func semanticValues() {
        let light = Self.traits(dark: false, high: true)
        let dark = Self.traits(dark: true, high: true)
        #expect(Self.components(.secondaryLabel, light) == [60, 60, 67, 204])
        #expect(Self.components(.secondaryLabel, dark) == [235, 235, 245, 204])
        #expect(Self.components(.tertiaryLabel, light) == [60, 60, 67, 128])
        #expect(Self.components(.quaternaryLabel, dark) == [235, 235, 245, 77])
        #expect(Self.components(.placeholderText, light) == [60, 60, 67, 128])
        #expect(Self.components(.link, light) == [0, 64, 221, 255])
        #expect(Self.components(.link, dark) == [64, 156, 255, 255])
        #expect(Self.components(.separator, light) == [60, 60, 67, 153])
        #expect(Self.components(.separator, dark) == [84, 84, 88, 255])
        #expect(Self.components(.opaqueSeparator, light) == [138, 138, 142, 255])
        #expect(Self.components(.systemFill, light) == [120, 120, 128, 77])
        #expect(Self.components(.quaternarySystemFill, dark) == [118, 118, 128, 66])
        #expect(Self.components(.label, light) == [0, 0, 0, 255])
        // Normal contrast is unchanged, and every variant is at least as opaque as it.
        #expect(Self.components(.secondaryLabel, Self.traits(dark: false, high: false)) == [60, 60, 67, 153])
        for color in [UIColor.secondaryLabel, .tertiaryLabel, .quaternaryLabel, .separator, .systemFill, .secondarySystemFill, .tertiarySystemFill] {
            for isDark in [false, true] {
                #expect(Self.components(color, Self.traits(dark: isDark, high: true))[3] > Self.components(color, Self.traits(dark: isDark, high: false))[3])
            }
        }
    }

    /// A scene of swatches: secondary background, a separator, a fill, a tinted strip and a
    /// line of secondary text, on the system background.
    final class Swatches: UIView {
        let secondary = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 10))
        let separator = UIView(frame: CGRect(x: 0, y: 10, width: 80, height: 1))
        let fill = UIView(frame: CGRect(x: 0, y: 12, width: 80, height: 10))
        let tinted = UIView(frame: CGRect(x: 0, y: 24, width: 80, height: 10))
        let text = UILabel(frame: CGRect(x: 4, y: 36, width: 76, height: 24))

        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = .systemBackground
            secondary.backgroundColor = .secondarySystemBackground
            separator.backgroundColor = .separator
            fill.backgroundColor = .systemFill
            tinted.backgroundColor = .tintColor
            text.text = "Wi-Fi"
            text.font = UIFont.systemFont(ofSize: 20, weight: .bold)
            text.textColor = .secondaryLabel
            for view in [secondary, separator, fill, tinted, text] { addSubview(view) }
        }

        required init?(coder: NSCoder) { nil }
    }

    /// The WCAG 2 contrast ratio of two opaque pixels.
    static func contrast(_ a: PixelBuffer.Pixel, _ b: PixelBuffer.Pixel) -> Double {
        func luminance(_ pixel: PixelBuffer.Pixel) -> Double {
            func channel(_ value: UInt8) -> Double {
                let c = Double(value) / 255
                return c <= 0.03928 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
            }
            return 0.2126 * channel(pixel.red) + 0.7152 * channel(pixel.green) + 0.0722 * channel(pixel.blue)
        }
        let (high, low) = (max(luminance(a), luminance(b)), min(luminance(a), luminance(b)))
        return (high + 0.05) / (low + 0.05)
    }

    @Test("The test kit's contrast setting reaches views; swatches draw the increased-contrast colours and secondary text passes 4.5:1", arguments: [UIUserInterfaceStyle.light, .dark])
    func pixels(style: UIUserInterfaceStyle) {
        let app = HeadlessApp(scale: 3)
        app.userInterfaceStyle = style
        app.accessibilityContrast = .high
        let scene = Swatches(frame: CGRect(x: 0, y: 0, width: 80, height: 60))
        let window = app.makeWindow()
        window.addSubview(scene)
        app.runUntilIdle()
        #expect(app.accessibilityContrast == .high && scene.traitCollection.accessibilityContrast == .high)
        let image = app.render(scene)
        if let directory = ProcessInfo.processInfo.environment["OPENUIKIT_CONTRAST_PNG_DIR"] {
            try? UIImage(cgImage: image).pngData()?.write(
                to: URL(fileURLWithPath: directory).appendingPathComponent("contrast-high-\(style == .dark ? "dark" : "light").png"))
        }
        let pixels = PixelBuffer(image)
        let dark = style == .dark
        func pixel(_ red: Int, _ green: Int, _ blue: Int) -> PixelBuffer.Pixel {
            PixelBuffer.Pixel(red: UInt8(red), green: UInt8(green), blue: UInt8(blue), alpha: 255)
        }
        let secondaryBackground: PixelBuffer.Pixel = dark ? pixel(36, 36, 38) : pixel(235, 235, 240)
        #expect(pixels[30, 15] == secondaryBackground)
        // The separator: (60, 60, 67) at 60 % over white, or (84, 84, 88) over black.
        let separator: PixelBuffer.Pixel = dark ? pixel(84, 84, 88) : pixel(138, 138, 142)
        #expect(pixels[30, 31].isClose(to: separator))
        let tint: PixelBuffer.Pixel = dark ? pixel(64, 156, 255) : pixel(0, 64, 221)
        #expect(pixels[30, 80].isClose(to: tint))
        // The fill: (120, 120, 128) at 30 % over white, at 50 % over black.
        let fill: PixelBuffer.Pixel = dark ? pixel(60, 60, 64) : pixel(215, 215, 217)
        #expect(pixels[30, 50].isClose(to: fill))
        // The text's strongest ink against the background.
        let background = pixels[237, 175]
        var strongest = 1.0
        for y in 108..<180 {
            for x in 12..<237 { strongest = max(strongest, Self.contrast(pixels[x, y], background)) }
        }
        #expect(strongest >= 4.5)
        withExtendedLifetime(window) {}
    }
}
