import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenUIKit

/// A screen of symbols at scale 3 in light and dark: `star`, `heart` and `gear` at each weight,
/// then a symbol beside a label on the first baseline at three text styles. Set
/// `OPENUIKIT_SYMBOL_PNG_DIR` to also write each screen there as a PNG.
@MainActor @Suite struct SymbolPixelTests {
    static let weights: [UIImage.SymbolWeight] = [
        .ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black,
    ]

    struct Screen {
        let app: HeadlessApp
        let window: UIWindow
        var weightViews: [UIImageView] = []
        var rows: [(UIImageView, UILabel)] = []
    }

    func makeScreen(style: UIUserInterfaceStyle) -> Screen {
        let app = HeadlessApp(screenSize: CGSize(width: 390, height: 360), scale: 3)
        app.userInterfaceStyle = style
        let window = app.makeWindow()
        window.backgroundColor = .systemBackground
        var screen = Screen(app: app, window: window)
        for (line, name) in ["star", "heart", "gear"].enumerated() {
            for (column, weight) in Self.weights.enumerated() {
                let view = UIImageView(
                    image: UIImage(systemName: name, withConfiguration: UIImage.SymbolConfiguration(pointSize: 30, weight: weight)))
                view.tintColor = .label
                view.frame.origin = CGPoint(x: 12 + CGFloat(column) * 41, y: 50 + CGFloat(line) * 40)
                window.addSubview(view)
                screen.weightViews.append(view)
            }
        }
        // The body size, where a stroke is about two pixels at 3x.
        for (column, weight) in Self.weights.enumerated() {
            let view = UIImageView(image: UIImage(systemName: "heart", withConfiguration: UIImage.SymbolConfiguration(pointSize: 17, weight: weight)))
            view.tintColor = .label
            view.frame.origin = CGPoint(x: 18 + CGFloat(column) * 41, y: 172)
            window.addSubview(view)
        }
        var top: CGFloat = 205
        for textStyle in [UIFont.TextStyle.footnote, .body, .title1] {
            let symbol = UIImageView(image: UIImage(systemName: "star.fill", withConfiguration: UIImage.SymbolConfiguration(textStyle: textStyle)))
            symbol.tintColor = .systemOrange
            let label = UILabel()
            label.font = .preferredFont(forTextStyle: textStyle)
            label.text = "Favourites Hxg"
            label.textColor = .label
            let stack = UIStackView(arrangedSubviews: [symbol, label])
            stack.axis = .horizontal
            stack.alignment = .firstBaseline
            stack.spacing = 6
            stack.frame = CGRect(x: 12, y: top, width: 360, height: 40)
            window.addSubview(stack)
            screen.rows.append((symbol, label))
            top += 48
        }
        window.layoutIfNeeded()
        app.runUntilIdle()
        return screen
    }

    @Test("Weights and baseline rows draw as laid out, in light and dark", arguments: [UIUserInterfaceStyle.light, .dark])
    func screen(style: UIUserInterfaceStyle) throws {
        let screen = makeScreen(style: style)
        if let directory = ProcessInfo.processInfo.environment["OPENUIKIT_SYMBOL_PNG_DIR"] {
            let name = "symbols-\(style == .dark ? "dark" : "light").png"
            try screen.app.renderPNG().write(to: URL(fileURLWithPath: directory).appendingPathComponent(name))
        }
        // Each weight's ink stays in its square and grows along the row.
        for line in 0..<3 {
            var previous = 0
            for column in 0..<Self.weights.count {
                let view = screen.weightViews[line * Self.weights.count + column]
                let pixels = PixelBuffer(screen.app.render(view))
                var count = 0
                for y in 0..<pixels.height {
                    for x in 0..<pixels.width where pixels[x, y].alpha > 127 { count += 1 }
                }
                #expect(count > previous, "row \(line) column \(column)")
                previous = count
                let ink = try #require(inkBounds(pixels))
                #expect(ink.minX >= 0 && ink.maxX <= CGFloat(pixels.width) && ink.minY >= 0 && ink.maxY <= CGFloat(pixels.height))
            }
        }
        // Each symbol's baseline is its label's baseline.
        for (symbol, label) in screen.rows {
            let symbolFrame = symbol.convert(symbol.bounds, to: screen.window)
            let labelFrame = label.convert(label.bounds, to: screen.window)
            let symbolBaseline = symbolFrame.maxY - (symbol.image?.baselineOffsetFromBottom ?? .nan)
            #expect(abs(symbolBaseline - (labelFrame.minY + label.font.ascender)) < 0.51)
        }
        // The symbol is drawn where it was laid out: orange ink around its square's centre.
        let (symbol, _) = screen.rows[1]
        let pixels = PixelBuffer(screen.app.render(symbol))
        let orange = inkBounds(pixels) { $0.red > 200 && $0.blue < 80 }
        #expect(orange != nil)
        if let orange { #expect(abs(orange.midY - CGFloat(pixels.height) / 2) < 4) }
    }
}
