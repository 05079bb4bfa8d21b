import Foundation
import OpenUIKit
import Testing

/// The components a colour reports through `getRed(_:green:blue:alpha:)`.
private func rgba(_ color: UIColor) -> [CGFloat] {
    var r: CGFloat = -1, g: CGFloat = -1, b: CGFloat = -1, a: CGFloat = -1
    #expect(color.getRed(&r, green: &g, blue: &b, alpha: &a))
    return [r, g, b, a]
}

/// Whether two component lists agree to within `tolerance`.
private func close(_ lhs: [CGFloat], _ rhs: [CGFloat], tolerance: CGFloat = 1e-9) -> Bool {
    lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { abs($0 - $1) <= tolerance }
}

@Suite struct UIColorTests {
    @Test("RGB components come back unchanged from getRed")
    func rgbRoundTrip() {
        let color = UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4)
        #expect(rgba(color) == [0.1, 0.2, 0.3, 0.4])
    }

    @Test("HSB known values map to the expected RGB and back")
    func hsbKnownValues() {
        #expect(close(rgba(UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1)), [1, 0, 0, 1]))
        #expect(close(rgba(UIColor(hue: 1.0 / 3.0, saturation: 1, brightness: 1, alpha: 1)), [0, 1, 0, 1]))
        #expect(close(rgba(UIColor(hue: 2.0 / 3.0, saturation: 1, brightness: 1, alpha: 1)), [0, 0, 1, 1]))
        #expect(close(rgba(UIColor(hue: 1.0 / 6.0, saturation: 1, brightness: 1, alpha: 1)), [1, 1, 0, 1]))
        #expect(close(rgba(UIColor(hue: 0.5, saturation: 0.5, brightness: 0.8, alpha: 0.5)), [0.4, 0.8, 0.8, 0.5]))
        #expect(close(rgba(UIColor(hue: 0.25, saturation: 0, brightness: 0.3, alpha: 1)), [0.3, 0.3, 0.3, 1]))
        #expect(close(rgba(UIColor(hue: 1, saturation: 1, brightness: 1, alpha: 1)), [1, 0, 0, 1]))

        for (h, s, v) in [(0.05, 0.9, 0.7), (0.45, 0.3, 0.9), (0.8, 1.0, 0.5), (0.99, 0.6, 1.0)] as [(CGFloat, CGFloat, CGFloat)] {
            var hue: CGFloat = -1, saturation: CGFloat = -1, brightness: CGFloat = -1, alpha: CGFloat = -1
            let color = UIColor(hue: h, saturation: s, brightness: v, alpha: 0.25)
            #expect(color.getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: &alpha))
            #expect(close([hue, saturation, brightness, alpha], [h, s, v, 0.25]))
        }
    }

    @Test("getHue of a grey reports hue and saturation 0")
    func hueOfGrey() {
        var hue: CGFloat = -1, saturation: CGFloat = -1, brightness: CGFloat = -1
        #expect(UIColor.gray.getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: nil))
        #expect([hue, saturation, brightness] == [0, 0, 0.5])
    }

    @Test("getWhite succeeds for greys and fails for colours made from RGB")
    func whiteRoundTrip() {
        var white: CGFloat = -1, alpha: CGFloat = -1
        #expect(UIColor(white: 0.25, alpha: 0.75).getWhite(&white, alpha: &alpha))
        #expect([white, alpha] == [0.25, 0.75])
        #expect(UIColor.lightGray.getWhite(&white, alpha: nil))
        #expect(abs(white - 2.0 / 3.0) < 1e-12)
        white = -1
        #expect(!UIColor.red.getWhite(&white, alpha: &alpha))
        #expect(white == -1)
        #expect(rgba(UIColor(white: 0.25, alpha: 0.75)) == [0.25, 0.25, 0.25, 0.75])
    }

    @Test("Colours are equal and hash alike when their components are")
    func equality() {
        #expect(UIColor(red: 1, green: 0, blue: 0, alpha: 1) == UIColor.red)
        #expect(UIColor(white: 0, alpha: 1) == UIColor(red: 0, green: 0, blue: 0, alpha: 1))
        #expect(UIColor.red != UIColor.red.withAlphaComponent(0.5))
        #expect(Set([UIColor.red, UIColor(red: 1, green: 0, blue: 0, alpha: 1), .blue]).count == 2)
    }

    @Test("Alpha is clamped, extended components are kept")
    func ranges() {
        #expect(rgba(UIColor(red: 1.5, green: -0.25, blue: 0, alpha: 3)) == [1.5, -0.25, 0, 1])
        #expect(rgba(UIColor.blue.withAlphaComponent(-1)) == [0, 0, 1, 0])
    }

    @Test("cgColor and init(cgColor:) round-trip RGB and grey colours")
    func cgColorRoundTrip() {
        let color = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)
        #expect(color.cgColor.components == [0.2, 0.4, 0.6, 0.8])
        #expect(UIColor(cgColor: color.cgColor) == color)
        #expect(UIColor(cgColor: CGColor(gray: 0.5, alpha: 1)) == .gray)
    }

    @Test("Display P3 components are taken as sRGB")
    func displayP3() {
        #expect(rgba(UIColor(displayP3Red: 0.3, green: 0.6, blue: 0.9, alpha: 1)) == [0.3, 0.6, 0.9, 1])
    }

    @Test("Plain named colours have UIKit's components")
    func plainNamedColours() {
        let expected: [(UIColor, [CGFloat])] = [
            (.black, [0, 0, 0, 1]), (.darkGray, [1 / 3, 1 / 3, 1 / 3, 1]),
            (.lightGray, [2 / 3, 2 / 3, 2 / 3, 1]), (.white, [1, 1, 1, 1]), (.gray, [0.5, 0.5, 0.5, 1]),
            (.red, [1, 0, 0, 1]), (.green, [0, 1, 0, 1]), (.blue, [0, 0, 1, 1]), (.cyan, [0, 1, 1, 1]),
            (.yellow, [1, 1, 0, 1]), (.magenta, [1, 0, 1, 1]), (.orange, [1, 0.5, 0, 1]),
            (.purple, [0.5, 0, 0.5, 1]), (.brown, [0.6, 0.4, 0.2, 1]), (.clear, [0, 0, 0, 0]),
        ]
        for (color, components) in expected {
            #expect(close(rgba(color), components), "\(color)")
        }
    }

    @Test("System and semantic colours have their light-mode sRGB values")
    func systemColours() {
        func bytes(_ color: UIColor) -> [Int] {
            rgba(color).prefix(3).map { Int(($0 * 255).rounded()) }
        }
        #expect(bytes(.systemRed) == [255, 59, 48])
        #expect(bytes(.systemBlue) == [0, 122, 255])
        #expect(bytes(.systemGreen) == [52, 199, 89])
        #expect(bytes(.systemIndigo) == [88, 86, 214])
        #expect(bytes(.systemGray6) == [242, 242, 247])
        #expect(bytes(.secondaryLabel) == [60, 60, 67])
        #expect(rgba(.secondaryLabel)[3] == 0.6)
        // Dynamic colours equal only themselves (as in UIKit); their light resolutions compare.
        let light = UITraitCollection(userInterfaceStyle: .light)
        #expect(UIColor.label != .black)
        #expect(UIColor.label.resolvedColor(with: light) == .black)
        #expect(UIColor.systemBackground.resolvedColor(with: light) == .white)
        #expect(UIColor.link.resolvedColor(with: light) == UIColor.systemBlue.resolvedColor(with: light))
        #expect(UIColor.tintColor == .systemBlue)
        #expect(UIColor.systemGroupedBackground.resolvedColor(with: light) == UIColor.systemGray6.resolvedColor(with: light))
    }

    @Test("Descriptions follow UIKit's colour-space format")
    func descriptions() {
        #expect(UIColor.red.description == "UIExtendedSRGBColorSpace 1 0 0 1")
        #expect(UIColor(white: 0.5, alpha: 1).description == "UIExtendedGrayColorSpace 0.5 1")
    }
}
