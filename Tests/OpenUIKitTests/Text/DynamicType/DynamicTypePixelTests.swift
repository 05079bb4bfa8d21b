import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenUIKit

/// Pixel checks of what docs/DYNAMIC_TYPE.md and docs/SYMBOLS.md describe, at scale 3, in light
/// and dark (DynamicTypeScenes builds the screens).
@MainActor @Suite struct DynamicTypePixelTests {
    @Test("A label list grows from extra small to AX5 and draws dark on light, light on dark", arguments: [UIUserInterfaceStyle.light, .dark])
    func labelList(style: UIUserInterfaceStyle) {
        func bodyInk(_ category: UIContentSizeCategory) -> (CGRect?, PixelBuffer.Pixel?) {
            let (app, labels) = DynamicTypeScenes.labelList(category: category, style: style)
            let pixels = PixelBuffer(app.render(labels[5]))  // "Body"
            let ink = inkBounds(pixels) { style == .light ? $0.red < 100 : $0.red > 155 }
            return (ink, ink.map { pixels[Int($0.midX), Int($0.maxY) - 2] })
        }
        let (small, _) = bodyInk(.extraSmall)
        let (large, _) = bodyInk(.large)
        let (huge, _) = bodyInk(.accessibilityExtraExtraExtraLarge)
        guard let small, let large, let huge else {
            Issue.record("no ink")
            return
        }
        // "Body"'s ink height follows the point size: 14, 17 and 53 points (3 pixels a point).
        #expect(abs(huge.height / small.height - 53.0 / 14) < 0.3)
        #expect(abs(large.height / small.height - 17.0 / 14) < 0.15)
        #expect(large.height > 14 * 3 * 0.9 && large.height < 17 * 3)
    }

    @Test("Symbols at the three scales sit beside body text at 0.8, 1 and 1.3 times its size, in the tint", arguments: [UIUserInterfaceStyle.light, .dark])
    func symbolScales(style: UIUserInterfaceStyle) {
        let (app, views) = DynamicTypeScenes.symbolsAndIndicators(style: style)
        let blue = UIColor.systemBlue.resolvedColor(with: UITraitCollection(userInterfaceStyle: style))
        var components: (r: CGFloat, g: CGFloat, b: CGFloat, a: CGFloat) = (0, 0, 0, 0)
        blue.getRed(&components.r, green: &components.g, blue: &components.b, alpha: &components.a)
        func starInk(_ index: Int) -> CGRect? {
            inkBounds(PixelBuffer(app.render(views[index]))) { abs(Int($0.blue) - Int(components.b * 255)) < 30 && $0.red < 120 }
        }
        guard let small = starInk(0), let medium = starInk(4), let large = starInk(8) else {
            Issue.record("no star drawn")
            return
        }
        #expect(abs(small.height / medium.height - 0.8) < 0.06)
        #expect(abs(large.height / medium.height - 1.3) < 0.06)
        // A medium star at the body size (17 points = 51 pixels) is most of that tall.
        #expect(medium.height > 51 * 0.75 && medium.height <= 51)
    }

    @Test("The large indicator's spokes fill its 37-point square and the brightest one leads", arguments: [UIUserInterfaceStyle.light, .dark])
    func indicator(style: UIUserInterfaceStyle) {
        let (app, views) = DynamicTypeScenes.symbolsAndIndicators(style: style)
        let large = views[13]
        let pixels = PixelBuffer(app.render(large))
        guard let ink = inkBounds(pixels, threshold: 20) else {
            Issue.record("no spokes drawn")
            return
        }
        #expect(ink.width > 37 * 3 * 0.8 && ink.width <= 37 * 3)
        // At time 0 the brightest spoke points up: the top spoke is more opaque than the bottom.
        let middle = Int(large.bounds.width * 3 / 2)
        let top = pixels[middle, 8]
        let bottom = pixels[middle, Int(large.bounds.height * 3) - 8]
        #expect(Int(top.alpha) > Int(bottom.alpha) + 40)
    }

    @Test("Progress bars fill their fraction of the width in the tint", arguments: [UIUserInterfaceStyle.light, .dark])
    func progress(style: UIUserInterfaceStyle) {
        let (app, views) = DynamicTypeScenes.symbolsAndIndicators(style: style)
        let bar = views[15]
        let pixels = PixelBuffer(app.render(bar))
        let fill = inkBounds(pixels) { $0.blue > 200 && $0.red < 100 }
        #expect(abs((fill?.width ?? 0) - 268 * 3 * 0.6) <= 3)
        #expect(fill?.height == 12)
        let track = pixels[Int(268 * 3 * 0.9), 6]
        #expect(track.alpha > 20 && track.blue < 200)
    }
}
