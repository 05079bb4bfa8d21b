import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenUIKit

@MainActor @Suite struct SymbolImageTests {
    @Test("A known name gives a template symbol image sized by the body style; an unknown one gives nil")
    func byName() {
        let image = UIImage(systemName: "chevron.right")
        #expect(image != nil)
        #expect(image?.isSymbolImage == true)
        #expect(image?.renderingMode == .alwaysTemplate)
        #expect(image?.size == CGSize(width: 17, height: 17))
        #expect(UIImage(systemName: "no.such.symbol.anywhere") == nil)
        #expect(UIImage(systemName: "") == nil)
        #expect(UIImage(size: CGSize(width: 4, height: 4)) { _ in }.isSymbolImage == false)
    }

    @Test("Every name in the table makes an image", arguments: Array(SymbolGlyphTable.glyphs.keys.sorted()))
    func everyName(name: String) {
        #expect(UIImage(systemName: name)?.isSymbolImage == true)
    }

    @Test("The table maps the most used SF Symbols names")
    func tableCoverage() {
        let wanted = [
            "chevron.left", "chevron.right", "chevron.up", "chevron.down", "plus", "minus", "xmark", "checkmark", "trash",
            "square.and.arrow.up", "gear", "magnifyingglass", "heart", "heart.fill", "star", "star.fill", "person",
            "person.circle", "house", "bell", "ellipsis", "ellipsis.circle", "info.circle", "exclamationmark.triangle",
            "pencil", "square.and.pencil", "folder", "doc", "paperplane", "camera", "photo", "play", "play.fill", "pause",
            "pause.fill", "stop", "stop.fill", "arrow.left", "arrow.right", "arrow.up", "arrow.down",
            // The send button of chat screens (Tools/PortingCorpus/iOS/Chat).
            "arrow.up.circle.fill",
            // A settings screen's and a mail app's rows.
            "airplane", "antenna.radiowaves.left.and.right", "bell.badge", "speaker.wave.3", "hourglass", "tray",
            "archivebox", "lock.shield",
        ]
        #expect(wanted.filter { SymbolGlyphTable.glyphs[$0] == nil } == [])
        #expect(SymbolGlyphTable.glyphs.count >= 80)
    }

    @Test("Point size, scale, text style and font size the symbol")
    func configurationSizes() {
        func side(_ configuration: UIImage.SymbolConfiguration) -> CGFloat {
            UIImage(systemName: "star", withConfiguration: configuration)?.size.height ?? -1
        }
        #expect(side(.init(pointSize: 30)) == 30)
        #expect(side(.init(pointSize: 30, weight: .bold, scale: .small)) == 24)
        #expect(side(.init(pointSize: 30, weight: .bold, scale: .large)) == 39)
        #expect(side(.init(textStyle: .largeTitle)) == 34)
        #expect(side(.init(font: .systemFont(ofSize: 22))) == 22)
        let ax = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        #expect(UIImage(systemName: "star", compatibleWith: ax)?.size.height == 53)
        let combined = UIImage.SymbolConfiguration(pointSize: 20).applying(UIImage.SymbolConfiguration(scale: .large))
        #expect(side(combined) == 26)
        let replaced = UIImage.SymbolConfiguration(pointSize: 20).applying(UIImage.SymbolConfiguration(textStyle: .caption2))
        #expect(side(replaced) == 11)
        #expect(UIImage.SymbolConfiguration(weight: .heavy).applying(nil).description.contains("heavy"))
    }

    @Test("withConfiguration re-makes a symbol and keeps its tint; other images are returned as they are")
    func withConfiguration() {
        let star = UIImage(systemName: "star.fill")!.withTintColor(.red)
        let bigger = star.withConfiguration(UIImage.SymbolConfiguration(pointSize: 40))
        #expect(bigger.size.height == 40)
        #expect(bigger.isSymbolImage)
        #expect(bigger.symbolConfiguration?.description.contains("pointSize=40") == true)
        let plain = UIImage(size: CGSize(width: 4, height: 4)) { _ in }
        #expect(plain.withConfiguration(UIImage.SymbolConfiguration(pointSize: 40)) === plain)
        #expect(plain.applyingSymbolConfiguration(UIImage.SymbolConfiguration(pointSize: 40)) == nil)
    }

    @Test("A symbol draws in the image view's tint, filling most of its square")
    func drawsTinted() {
        let app = HeadlessApp(screenSize: CGSize(width: 100, height: 100), scale: 2)
        let window = app.makeWindow()
        window.backgroundColor = .white
        let view = UIImageView(image: UIImage(systemName: "square.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 40)))
        view.tintColor = .systemBlue
        view.frame.origin = CGPoint(x: 10, y: 10)
        window.addSubview(view)
        let pixels = PixelBuffer(app.render(view))
        let blue = inkBounds(pixels) { $0.blue > 180 && $0.red < 80 }
        #expect(blue != nil)
        // The filled square glyph covers 18 of the 20 grid units its 40-point square shows.
        #expect(abs((blue?.width ?? 0) - 72) <= 4 && abs((blue?.height ?? 0) - 72) <= 4)
        #expect(abs((blue?.midX ?? 0) - 40) <= 2 && abs((blue?.midY ?? 0) - 40) <= 2)
    }
}
