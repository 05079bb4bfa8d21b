import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenUIKit

/// NSShadow, outlines, skew, tracking and ligatures in attributed text, and the label's own
/// shadow, as drawn and measured.
@MainActor @Suite struct TextShadowAndStrokeTests {
    private static func isRed(_ p: PixelBuffer.Pixel) -> Bool { p.alpha > 100 && p.red > 150 && p.green < 100 && p.blue < 100 }
    private static func isDark(_ p: PixelBuffer.Pixel) -> Bool { p.alpha > 100 && p.red < 80 && p.green < 80 && p.blue < 80 }
    private static func isWhite(_ p: PixelBuffer.Pixel) -> Bool { p.red > 220 && p.green > 220 && p.blue > 220 }

    /// A label on white in a fresh application at scale 3, showing `text` in black bold.
    private func label(_ text: NSAttributedString, size: CGSize = CGSize(width: 200, height: 100)) -> (HeadlessApp, UILabel) {
        let (app, label) = makeLabel("", scale: 3, frame: CGRect(origin: .zero, size: size))
        label.backgroundColor = .white
        label.attributedText = text
        return (app, label)
    }

    private func bold(_ size: CGFloat) -> UIFont { UIFont.boldSystemFont(ofSize: size) }

    @Test("A label's shadow is drawn at its offset in points: 4 right and 5 down are 12 and 15 pixels at scale 3")
    func labelShadowOffset() {
        let (app, label) = makeLabel("HI", font: bold(40), scale: 3, frame: CGRect(x: 0, y: 0, width: 120, height: 70))
        label.backgroundColor = .white
        label.shadowColor = .red
        label.shadowOffset = CGSize(width: 4, height: 5)
        let pixels = PixelBuffer(app.render(label))
        let glyphs = inkBounds(pixels, where: Self.isDark)
        let shadow = inkBounds(pixels, where: Self.isRed)
        #expect(glyphs != nil && shadow != nil)
        guard let glyphs, let shadow else { return }
        #expect(abs((shadow.maxX - glyphs.maxX) - 12) <= 1, "\(glyphs) \(shadow)")
        #expect(abs((shadow.maxY - glyphs.maxY) - 15) <= 1, "\(glyphs) \(shadow)")
        // Nothing of the shadow up or to the left of the glyphs: it is only where it was moved.
        #expect(shadow.minX > glyphs.minX + 6)
        #expect(shadow.minY > glyphs.minY + 6)
        // Without a shadow colour nothing red is drawn.
        label.shadowColor = nil
        #expect(inkBounds(PixelBuffer(app.render(label)), where: Self.isRed) == nil)
    }

    @Test("UILabel's shadow defaults: no colour, offset (0, -1)")
    func labelDefaults() {
        let label = UILabel()
        #expect(label.shadowColor == nil)
        #expect(label.shadowOffset == CGSize(width: 0, height: -1))
        #expect(label.baselineAdjustment == .alignBaselines)
        #expect(label.allowsDefaultTighteningForTruncation == false)
        #expect(label.lineBreakStrategy == .standard)
        #expect(NSParagraphStyle.default.lineBreakStrategy == [])
        let shadow = NSShadow()
        #expect(shadow.shadowOffset == .zero && shadow.shadowBlurRadius == 0 && shadow.shadowColor == nil)
    }

    @Test("An NSShadow in attributed text draws at its offset under the glyphs, blurred by its radius")
    func attributedShadow() {
        let shadow = NSShadow()
        shadow.shadowOffset = CGSize(width: -3, height: 4)
        shadow.shadowColor = UIColor.red
        let text = NSAttributedString(string: "HI", attributes: [.font: bold(40), .foregroundColor: UIColor.black, .shadow: shadow])
        let (app, view) = label(text, size: CGSize(width: 120, height: 70))
        let pixels = PixelBuffer(app.render(view))
        guard let glyphs = inkBounds(pixels, where: Self.isDark), let sharp = inkBounds(pixels, where: Self.isRed) else {
            Issue.record("nothing drawn")
            return
        }
        #expect(abs((glyphs.minX - sharp.minX) - 9) <= 1, "\(glyphs) \(sharp)")
        #expect(abs((sharp.maxY - glyphs.maxY) - 12) <= 1, "\(glyphs) \(sharp)")
        // A blur spreads the shadow's faint edge further out than the sharp one.
        shadow.shadowBlurRadius = 6
        view.attributedText = NSAttributedString(
            string: "HI", attributes: [.font: bold(40), .foregroundColor: UIColor.black, .shadow: shadow])
        let blurred = PixelBuffer(app.render(view))
        let faint = inkBounds(blurred, threshold: 0) { Int($0.red) > Int($0.green) + 10 }
        #expect(faint != nil)
        if let faint { #expect(faint.maxY > sharp.maxY + 6, "\(faint) \(sharp)") }
    }

    @Test("Equal shadows on neighbouring runs merge (Foundation's C core compares them through isEqual), different ones stay apart")
    func shadowsInAttributedStrings() {
        #expect(FoundationTypeInfoSlot.typeID(readFrom: NSShadow()) == 0x3FF)
        func shadow(_ height: CGFloat) -> NSShadow {
            let made = NSShadow()
            made.shadowOffset = CGSize(width: 1, height: height)
            made.shadowColor = UIColor.red
            return made
        }
        let text = NSMutableAttributedString(string: "abc")
        text.addAttribute(.shadow, value: shadow(2), range: NSRange(location: 0, length: 1))
        text.addAttribute(.shadow, value: shadow(2), range: NSRange(location: 1, length: 1))
        text.addAttribute(.shadow, value: shadow(3), range: NSRange(location: 2, length: 1))
        var effective = NSRange(location: 0, length: 0)
        _ = text.attributes(at: 0, effectiveRange: &effective)
        #expect(effective == NSRange(location: 0, length: 2))
        #expect(shadow(2) == shadow(2) && shadow(2) != shadow(3))
        #expect((shadow(2).copy() as? NSShadow) == shadow(2))
    }

    @Test("NSAttributedString.draw(at:) in an image renderer at scale 3 casts its shadow the same way")
    func drawnStringShadow() {
        let shadow = NSShadow()
        shadow.shadowOffset = CGSize(width: 3, height: 4)
        shadow.shadowColor = UIColor.red
        let text = NSAttributedString(string: "HI", attributes: [.font: bold(40), .foregroundColor: UIColor.black, .shadow: shadow])
        let format = UIGraphicsImageRendererFormat()
        format.scale = 3
        let image = UIGraphicsImageRenderer(size: CGSize(width: 120, height: 70), format: format).image { context in
            UIColor.white.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 120, height: 70))
            text.draw(at: CGPoint(x: 10, y: 5))
        }
        let pixels = PixelBuffer(image.cgImage!)  // made by the renderer: always has one
        guard let glyphs = inkBounds(pixels, where: Self.isDark), let cast = inkBounds(pixels, where: Self.isRed) else {
            Issue.record("nothing drawn")
            return
        }
        #expect(abs((cast.maxX - glyphs.maxX) - 9) <= 1, "\(glyphs) \(cast)")
        #expect(abs((cast.maxY - glyphs.maxY) - 12) <= 1, "\(glyphs) \(cast)")
    }

    @Test("The default NSShadow colour is black at one third opacity")
    func defaultShadowColor() {
        let shadow = NSShadow()
        shadow.shadowOffset = CGSize(width: 0, height: 20)
        let text = NSAttributedString(string: "HI", attributes: [.font: bold(30), .foregroundColor: UIColor.red, .shadow: shadow])
        let (app, view) = label(text, size: CGSize(width: 100, height: 90))
        let pixels = PixelBuffer(app.render(view))
        guard let glyphs = inkBounds(pixels, where: Self.isRed) else {
            Issue.record("nothing drawn")
            return
        }
        // Below the red glyphs, where only the shadow falls: white darkened by a third.
        var greys: [Int] = []
        for y in Int(glyphs.maxY) + 10..<Int(glyphs.maxY) + 40 where y < pixels.height {
            for x in Int(glyphs.minX)..<Int(glyphs.maxX) {
                let p = pixels[x, y]
                if p.red == p.green && p.green == p.blue && p.red < 250 { greys.append(Int(p.red)) }
            }
        }
        #expect((greys.min() ?? 0) >= 165 && (greys.min() ?? 0) <= 175, "\(greys.min() ?? -1)")
    }

    @Test("Shadows, strokes and skew leave measured sizes unchanged")
    func sizesUnchanged() {
        let shadow = NSShadow()
        shadow.shadowOffset = CGSize(width: 5, height: 5)
        shadow.shadowBlurRadius = 8
        let plain: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 20)]
        var effects = plain
        effects[.shadow] = shadow
        effects[.strokeWidth] = 3
        effects[.obliqueness] = 0.3
        let a = NSAttributedString(string: "Shadowed text", attributes: plain)
        let b = NSAttributedString(string: "Shadowed text", attributes: effects)
        #expect(a.size() == b.size())
        let box = CGSize(width: 60, height: 400)
        #expect(
            a.boundingRect(with: box, options: .usesLineFragmentOrigin, context: nil)
                == b.boundingRect(with: box, options: .usesLineFragmentOrigin, context: nil))
        let (app, label) = makeLabel("Shadowed", scale: 3)
        let before = label.intrinsicContentSize
        label.shadowColor = .black
        label.shadowOffset = CGSize(width: 3, height: 3)
        #expect(label.intrinsicContentSize == before)
        #expect(label.sizeThatFits(CGSize(width: 500, height: 500)) == before)
        withExtendedLifetime(app) {}
    }

    /// The pixel at the middle of the dark ink of "I" drawn with `attributes`.
    private func stemMiddle(_ attributes: [NSAttributedString.Key: Any]) -> (PixelBuffer.Pixel, CGRect)? {
        var all: [NSAttributedString.Key: Any] = [.font: bold(80), .foregroundColor: UIColor.black]
        all.merge(attributes) { $1 }
        let (app, view) = label(NSAttributedString(string: "I", attributes: all), size: CGSize(width: 80, height: 110))
        let pixels = PixelBuffer(app.render(view))
        guard let ink = inkBounds(pixels, where: { Self.isDark($0) || Self.isRed($0) }) else { return nil }
        return (pixels[Int(ink.midX), Int(ink.midY)], ink)
    }

    @Test("A positive stroke width draws the outline alone: the glyph's inside stays the background")
    func hollowStroke() throws {
        let filled = try #require(stemMiddle([:]))
        let hollow = try #require(stemMiddle([.strokeWidth: 3]))
        let both = try #require(stemMiddle([.strokeWidth: -3, .strokeColor: UIColor.red]))
        let red = try #require(stemMiddle([.strokeWidth: 3, .strokeColor: UIColor.red]))
        #expect(Self.isDark(filled.0))
        #expect(Self.isWhite(hollow.0), "\(hollow.0)")
        #expect(hollow.1.width > 20)  // the outline is there, round the whole stem
        #expect(Self.isDark(both.0))  // negative: filled, then outlined
        #expect(Self.isWhite(red.0))
    }

    @Test("A negative stroke width outlines the filled glyph in the stroke colour")
    func strokeColour() {
        var attributes: [NSAttributedString.Key: Any] = [.font: bold(80), .foregroundColor: UIColor.black]
        attributes[.strokeWidth] = -4
        attributes[.strokeColor] = UIColor.red
        let (app, view) = label(NSAttributedString(string: "I", attributes: attributes), size: CGSize(width: 80, height: 110))
        let pixels = PixelBuffer(app.render(view))
        guard let red = inkBounds(pixels, where: Self.isRed), let dark = inkBounds(pixels, where: Self.isDark) else {
            Issue.record("nothing drawn")
            return
        }
        // The red outline surrounds the black fill.
        #expect(red.minX < dark.minX && red.maxX > dark.maxX && red.minY < dark.minY && red.maxY > dark.maxY)
    }

    @Test("Obliqueness skews the glyphs right at the top, without changing the measured width")
    func oblique() {
        let font = bold(80)
        func rows(_ obliqueness: CGFloat) -> (top: CGFloat, bottom: CGFloat, width: CGFloat) {
            let text = NSAttributedString(string: "I", attributes: [.font: font, .foregroundColor: UIColor.black, .obliqueness: obliqueness])
            let (app, view) = label(text, size: CGSize(width: 100, height: 110))
            let pixels = PixelBuffer(app.render(view))
            guard let ink = inkBounds(pixels, where: Self.isDark) else { return (0, 0, 0) }
            func left(_ y: Int) -> CGFloat {
                CGFloat((0..<pixels.width).first { Self.isDark(pixels[$0, y]) } ?? -1)
            }
            return (left(Int(ink.minY) + 3), left(Int(ink.maxY) - 3), ink.width)
        }
        let upright = rows(0)
        let skewed = rows(0.25)
        #expect(abs(upright.top - upright.bottom) <= 1)
        // About 0.25 × the cap height (≈ 58 pt, 174 px) further right at the top.
        #expect(skewed.top - skewed.bottom > 30, "\(skewed)")
        #expect(skewed.width > upright.width + 30)
        // Only the run with the attribute leans, in text of one colour and font.
        let mixed = NSMutableAttributedString(string: "I I", attributes: [.font: font, .foregroundColor: UIColor.black])
        mixed.addAttribute(.obliqueness, value: 0.25, range: NSRange(location: 2, length: 1))
        let (app, view) = label(mixed, size: CGSize(width: 150, height: 110))
        let pixels = PixelBuffer(app.render(view))
        if let ink = inkBounds(pixels, where: Self.isDark) {
            func columns(_ y: Int) -> [Int] { (0..<pixels.width).filter { Self.isDark(pixels[$0, y]) } }
            let top = columns(Int(ink.minY) + 3), bottom = columns(Int(ink.maxY) - 3)
            // The first stem stands upright; the second leans right.
            #expect(abs((top.first ?? 0) - (bottom.first ?? 0)) <= 1)
            #expect((top.last ?? 0) - (bottom.last ?? 0) > 30, "\(top) \(bottom)")
        }
        let plain = NSAttributedString(string: "Italic", attributes: [.font: font])
        let slanted = NSAttributedString(string: "Italic", attributes: [.font: font, .obliqueness: 0.25])
        #expect(plain.size() == slanted.size())
    }

    @Test("Tracking adds its points after each character, in place of the kern")
    func tracking() {
        let font = UIFont.systemFont(ofSize: 20)
        let plain = NSAttributedString(string: "abcd", attributes: [.font: font]).size().width
        let tracked = NSAttributedString(string: "abcd", attributes: [.font: font, .tracking: 5]).size().width
        let kerned = NSAttributedString(string: "abcd", attributes: [.font: font, .kern: 5]).size().width
        let both = NSAttributedString(string: "abcd", attributes: [.font: font, .kern: 20, .tracking: 5]).size().width
        #expect(tracked - plain >= 15, "\(plain) \(tracked)")
        #expect(abs(tracked - kerned) < 0.01)
        #expect(abs(both - tracked) < 0.01)
    }

    @Test("Ligature 0 turns the font's ligatures off; tracking does too")
    func ligatures() {
        let style = TextStyle(font: UIFont.systemFont(ofSize: 20).spec)
        #expect(style.fontFeatures == nil)
        var off = style
        off.ligature = 0
        #expect(off.fontFeatures == "liga 0, clig 0")
        var tracked = style
        tracked.tracking = 2
        #expect(tracked.fontFeatures == "liga 0, clig 0")
        var digits = off
        digits.font = UIFont.monospacedDigitSystemFont(ofSize: 20, weight: .regular).spec
        #expect(digits.fontFeatures == "tnum 1, liga 0, clig 0")
        // The attribute reaches the style.
        #expect(AttributedTextConversion.style(from: [.ligature: 0], base: style).ligature == 0)
        // Text in a font with standard ligatures (Noto Sans has `liga`; Inter, the system
        // font, has none) is drawn differently with them off.
        guard let noto = UIFont(name: "Noto Sans", size: 40) else {
            Issue.record("Noto Sans is not installed")
            return
        }
        func pixels(_ attributes: [NSAttributedString.Key: Any]) -> [UInt8] {
            var all: [NSAttributedString.Key: Any] = [.font: noto, .foregroundColor: UIColor.black]
            all.merge(attributes) { $1 }
            let (app, view) = label(NSAttributedString(string: "ffi fl fi", attributes: all), size: CGSize(width: 200, height: 60))
            let buffer = PixelBuffer(app.render(view))
            return (0..<buffer.height).flatMap { y in (0..<buffer.width).map { buffer[$0, y].red } }
        }
        #expect(pixels([:]) != pixels([.ligature: 0]))
        #expect(pixels([:]) == pixels([.ligature: 1]))
        // Tracking turns them off too, unless `.ligature` keeps them.
        let spaced = pixels([.tracking: 0.001])
        #expect(spaced != pixels([:]))
        #expect(spaced == pixels([.tracking: 0.001, .ligature: 0]))
        // UIKit divergence (docs/DIVERGENCES.md): `.ligature` 1 does not bring them back under
        // tracking, as Pango's letter spacing turns them off whatever the features say.
        #expect(spaced == pixels([.tracking: 0.001, .ligature: 1]))
    }

    @Test(".expansion is logged as not applied and leaves the text unstretched")
    func expansionLogged() {
        let sink = MessageSink()
        var sizes: [CGSize] = []
        CoreGraphicsLogCapture.with(sink) {
            let font = UIFont.systemFont(ofSize: 21.5)
            sizes.append(NSAttributedString(string: "Expanded 41", attributes: [.font: font]).size())
            sizes.append(NSAttributedString(string: "Expanded 41", attributes: [.font: font, .expansion: 0.4]).size())
        }
        #expect(sizes[0] == sizes[1])
        #expect(sink.messages.contains { $0.contains(".expansion") }, "\(sink.messages)")
    }

    @Test("A label's explicit line-break strategy is kept and its not being applied logged")
    func lineBreakStrategyLogged() {
        let (app, label) = makeLabel("Strategy")
        label.lineBreakStrategy = []
        #expect(!app.log.messages.contains { $0.contains("lineBreakStrategy") })
        label.lineBreakStrategy = .pushOut
        #expect(label.lineBreakStrategy == .pushOut)
        #expect(app.log.messages.contains { $0.contains("lineBreakStrategy") })
        let style = NSMutableParagraphStyle()
        let sink = MessageSink()
        CoreGraphicsLogCapture.with(sink) { style.lineBreakStrategy = .hangulWordPriority }
        #expect(style.lineBreakStrategy == .hangulWordPriority)
        #expect(sink.messages.contains { $0.contains("lineBreakStrategy") })
    }

    @Test("Shrunk single-line text keeps the full-size baseline by default, centres with .alignCenters, keeps the top with .none")
    func baselineAdjustment() {
        let (app, label) = makeLabel("", scale: 3, frame: CGRect(x: 0, y: 0, width: 90, height: 80))
        label.backgroundColor = .white
        label.font = bold(40)
        label.text = "HHHHHHH"
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.3
        func ink(_ adjustment: UIBaselineAdjustment) -> CGRect {
            label.baselineAdjustment = adjustment
            return inkBounds(PixelBuffer(app.render(label)), where: Self.isDark) ?? .zero
        }
        let baselines = ink(.alignBaselines)
        let centres = ink(.alignCenters)
        let tops = ink(.none)
        // The full-size text (40 pt bold) would be centred in 80 points: its baseline is lower
        // than a shrunk text's centred one, its top higher.
        #expect(baselines.maxY > centres.maxY + 6, "\(baselines) \(centres)")
        #expect(tops.minY < centres.minY - 6, "\(tops) \(centres)")
        #expect(abs(centres.midY - 120) < 12, "\(centres)")
    }
}

/// The title shadow of classic buttons by state.
@MainActor @Suite struct ButtonTitleShadowTests {
    @Test("Title shadow colours are per state with the normal one as fallback, and reach the title label")
    func perState() {
        let app = HeadlessApp(screenSize: CGSize(width: 200, height: 200), scale: 1)
        let window = app.makeWindow()
        let button = UIButton(type: .custom)
        window.addSubview(button)
        #expect(button.titleShadowColor(for: .normal) == nil)
        // Apple documents white as the current colour's default; the label casts no shadow.
        #expect(button.currentTitleShadowColor == .white)
        button.setTitle("Go", for: .normal)
        #expect(button.titleLabel?.shadowColor == nil)
        button.setTitleShadowColor(.red, for: .normal)
        button.setTitleShadowColor(.blue, for: .highlighted)
        #expect(button.titleShadowColor(for: .normal) == .red)
        #expect(button.titleShadowColor(for: .highlighted) == .blue)
        #expect(button.titleShadowColor(for: .disabled) == .red)
        #expect(button.titleShadowColor(for: .selected) == .red)
        #expect(button.currentTitleShadowColor == .red)
        #expect(button.titleLabel?.shadowColor == .red)
        button.isHighlighted = true
        #expect(button.currentTitleShadowColor == .blue)
        #expect(button.titleLabel?.shadowColor == .blue)
        button.isHighlighted = false
        button.isEnabled = false
        #expect(button.titleLabel?.shadowColor == .red)
        button.setTitleShadowColor(nil, for: .normal)
        #expect(button.titleShadowColor(for: .disabled) == nil)
        #expect(button.currentTitleShadowColor == .white)
        #expect(button.titleLabel?.shadowColor == nil)
    }

    @Test("An untouched classic button reports a white current title shadow colour but draws no shadow")
    func defaultWhiteNotDrawn() {
        let app = HeadlessApp(screenSize: CGSize(width: 200, height: 200), scale: 3)
        let window = app.makeWindow()
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 0, y: 0, width: 120, height: 50)
        button.backgroundColor = .black
        window.addSubview(button)
        button.setTitle("Go", for: .normal)
        button.setTitleColor(.red, for: .normal)
        button.titleLabel?.font = .boldSystemFont(ofSize: 30)
        button.layoutIfNeeded()
        #expect(button.currentTitleShadowColor == .white)
        #expect(button.titleLabel?.shadowColor == nil)
        // On black, a white shadow one point above the red title would show as white pixels.
        let pixels = PixelBuffer(app.render(button))
        var white = 0
        for y in 0..<pixels.height {
            for x in 0..<pixels.width where pixels[x, y].green > 200 { white += 1 }
        }
        #expect(white == 0)
    }

    @Test("reversesTitleShadowWhenHighlighted negates the title label's shadow offset while highlighted")
    func reverses() {
        let app = HeadlessApp(screenSize: CGSize(width: 200, height: 200), scale: 1)
        let window = app.makeWindow()
        let button = UIButton(type: .custom)
        window.addSubview(button)
        button.setTitle("Go", for: .normal)
        button.setTitleShadowColor(.black, for: .normal)
        button.titleLabel?.shadowOffset = CGSize(width: 1, height: 2)
        #expect(button.reversesTitleShadowWhenHighlighted == false)
        button.isHighlighted = true
        #expect(button.titleLabel?.shadowOffset == CGSize(width: 1, height: 2))
        button.isHighlighted = false
        button.reversesTitleShadowWhenHighlighted = true
        button.isHighlighted = true
        #expect(button.titleLabel?.shadowOffset == CGSize(width: -1, height: -2))
        button.isHighlighted = false
        #expect(button.titleLabel?.shadowOffset == CGSize(width: 1, height: 2))
    }

    @Test("A button's title shadow is drawn in the state's colour")
    func drawn() {
        let app = HeadlessApp(screenSize: CGSize(width: 200, height: 200), scale: 3)
        let window = app.makeWindow()
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 0, y: 0, width: 120, height: 50)
        button.backgroundColor = .white
        window.addSubview(button)
        button.setTitle("Go", for: .normal)
        button.setTitleColor(.black, for: .normal)
        button.titleLabel?.font = .boldSystemFont(ofSize: 30)
        button.titleLabel?.shadowOffset = CGSize(width: 2, height: 3)
        button.setTitleShadowColor(.red, for: .normal)
        button.setTitleShadowColor(.blue, for: .highlighted)
        button.layoutIfNeeded()
        func count(_ match: (PixelBuffer.Pixel) -> Bool) -> Int {
            let pixels = PixelBuffer(app.render(button))
            var n = 0
            for y in 0..<pixels.height { for x in 0..<pixels.width where match(pixels[x, y]) { n += 1 } }
            return n
        }
        let red = { (p: PixelBuffer.Pixel) in p.red > 150 && p.green < 100 && p.blue < 100 }
        let blue = { (p: PixelBuffer.Pixel) in p.blue > 150 && p.green < 100 && p.red < 100 }
        #expect(count(red) > 100)
        #expect(count(blue) == 0)
        button.isHighlighted = true
        #expect(count(blue) > 100)
        #expect(count(red) == 0)
    }
}
