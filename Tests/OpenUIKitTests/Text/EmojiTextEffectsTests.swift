import Foundation
import OpenUIKitTesting
import Testing

@testable import OpenUIKit

/// Colour glyphs (emoji) in runs that are skewed or outlined: they have no outlines, so they
/// are drawn as the pictures they are, leaning with the run's obliqueness, never dropped.
@MainActor @Suite struct EmojiTextEffectsTests {
    /// The grinning face's yellow: bright red and green, little blue.
    private static func isEmojiYellow(_ p: PixelBuffer.Pixel) -> Bool {
        p.alpha > 200 && p.red > 200 && p.green > 140 && p.blue < 110
    }

    /// "Hi 😀" in black 40-point bold with `attributes` added, rendered at scale 3 on white.
    private func render(_ attributes: [NSAttributedString.Key: Any]) -> PixelBuffer {
        var all: [NSAttributedString.Key: Any] = [.font: UIFont.boldSystemFont(ofSize: 40), .foregroundColor: UIColor.black]
        all.merge(attributes) { $1 }
        let (app, label) = makeLabel("", scale: 3, frame: CGRect(x: 0, y: 0, width: 160, height: 70))
        label.backgroundColor = .white
        label.attributedText = NSAttributedString(string: "Hi \u{1F600}", attributes: all)
        return withExtendedLifetime(app) { PixelBuffer(app.render(label)) }
    }

    private func count(_ pixels: PixelBuffer, _ match: (PixelBuffer.Pixel) -> Bool) -> Int {
        var n = 0
        for y in 0..<pixels.height { for x in 0..<pixels.width where match(pixels[x, y]) { n += 1 } }
        return n
    }

    @Test("An emoji keeps its colour pixels in a skewed run and in outlined runs (hollow and filled)")
    func emojiDrawnWithEveryEffect() {
        let plain = count(render([:]), Self.isEmojiYellow)
        #expect(plain > 1000, "the plain emoji draws \(plain) yellow pixels")
        let effects: [(String, [NSAttributedString.Key: Any])] = [
            ("obliqueness", [.obliqueness: 0.3]),
            ("positive stroke", [.strokeWidth: 3]),
            ("negative stroke", [.strokeWidth: -3, .strokeColor: UIColor.red]),
            ("stroke and skew", [.strokeWidth: 3, .obliqueness: 0.3]),
        ]
        for (name, attributes) in effects {
            let yellow = count(render(attributes), Self.isEmojiYellow)
            // The same picture: about as many yellow pixels (a skew resamples the edges).
            #expect(abs(yellow - plain) < plain / 10, "\(name): \(yellow) yellow pixels, \(plain) upright and plain")
        }
    }

    @Test("An outlined run draws the emoji as it is, not outlined: its middle is filled as without the stroke")
    func outlinedEmojiUnchanged() {
        let plain = render([:])
        let outlined = render([.strokeWidth: 3, .strokeColor: UIColor.red])
        guard let box = inkBounds(plain, where: Self.isEmojiYellow) else {
            Issue.record("no emoji drawn")
            return
        }
        // Every pixel of the emoji's box matches the plain rendering.
        var differing = 0
        for y in Int(box.minY)...Int(box.maxY) {
            for x in Int(box.minX)...Int(box.maxX) where !plain[x, y].isClose(to: outlined[x, y], tolerance: 2) {
                differing += 1
            }
        }
        #expect(differing == 0)
        // The letters themselves are outlined: red appears.
        #expect(count(outlined) { $0.red > 150 && $0.green < 100 && $0.blue < 100 } > 100)
    }

    @Test("A skewed run leans its emoji right at the top, about the baseline, as it does its letters")
    func skewedEmojiLeans() {
        let upright = render([:])
        let skewed = render([.obliqueness: 0.3])
        guard let straight = inkBounds(upright, where: Self.isEmojiYellow),
            let leaning = inkBounds(skewed, where: Self.isEmojiYellow)
        else {
            Issue.record("no emoji drawn")
            return
        }
        func left(_ pixels: PixelBuffer, _ y: Int) -> Int { (0..<pixels.width).first { Self.isEmojiYellow(pixels[$0, y]) } ?? -1 }
        // A quarter of the way down and three quarters down the emoji: the upper row moves
        // 0.3 × the rows' distance further right than the lower one.
        let upper = Int(straight.minY + straight.height / 4), lower = Int(straight.minY + straight.height * 3 / 4)
        let shiftUpright = left(upright, lower) - left(upright, upper)
        let upperSkewed = Int(leaning.minY + leaning.height / 4), lowerSkewed = Int(leaning.minY + leaning.height * 3 / 4)
        let shiftSkewed = left(skewed, lowerSkewed) - left(skewed, upperSkewed)
        let expected = 0.3 * Double(lower - upper)
        #expect(abs(Double(shiftUpright - shiftSkewed) - expected) < expected / 3, "\(shiftUpright) \(shiftSkewed) \(expected)")
        // The height stays; the round face's middle, above the baseline, moves right (a
        // skew about the baseline moves what is above it right, what is below it left).
        #expect(abs(leaning.height - straight.height) <= 2)
        #expect(leaning.midX > straight.midX + 5, "\(straight) \(leaning)")
    }
}
