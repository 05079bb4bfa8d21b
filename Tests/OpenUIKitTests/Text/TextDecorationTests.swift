import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenUIKit

/// Underlines and strikethroughs drawn by the renderer: styles, patterns, per-word lines and colours.
@MainActor @Suite struct TextDecorationTests {
    /// Rows (top to bottom) holding pixels of the decoration colour, each with the columns
    /// covered; the label is drawn at scale 2 in black with red underlines and blue strikethroughs.
    private func render(_ text: String = "Hello world", underline: NSUnderlineStyle? = nil, strikethrough: NSUnderlineStyle? = nil, name: String? = nil)
        -> (underline: [Int: [Int]], strike: [Int: [Int]])
    {
        let (app, label) = makeLabel("", scale: 2, frame: CGRect(x: 0, y: 0, width: 160, height: 40))
        label.backgroundColor = .white
        var attributes: [NSAttributedString.Key: Any] = [
            .font: UIFont.systemFont(ofSize: 20), .foregroundColor: UIColor.black, .underlineColor: UIColor.red,
            .strikethroughColor: UIColor.blue,
        ]
        if let underline { attributes[.underlineStyle] = underline.rawValue }
        if let strikethrough { attributes[.strikethroughStyle] = strikethrough.rawValue }
        label.attributedText = NSAttributedString(string: text, attributes: attributes)
        let image = app.render(label)
        if let name, let data = image.pngData() {
            try? data.write(to: URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("decoration-\(name).png"))
        }
        let pixels = PixelBuffer(image)
        var red: [Int: [Int]] = [:], blue: [Int: [Int]] = [:]
        for y in 0..<pixels.height {
            for x in 0..<pixels.width {
                let p = pixels[x, y]
                guard p.alpha > 100 else { continue }
                if p.red > 150 && p.green < 90 && p.blue < 90 { red[y, default: []].append(x) }
                if p.blue > 150 && p.red < 90 && p.green < 90 { blue[y, default: []].append(x) }
            }
        }
        return (red, blue)
    }

    /// Gaps wider than one pixel between the covered columns of the fullest row.
    private func gaps(_ rows: [Int: [Int]]) -> Int {
        guard let row = rows.values.max(by: { $0.count < $1.count }) else { return -1 }
        return zip(row, row.dropFirst()).filter { $1 - $0 > 2 }.count
    }

    /// Separate bands of consecutive rows.
    private func bands(_ rows: [Int: [Int]]) -> Int {
        let ys = rows.filter { $0.value.count > 20 }.keys.sorted()
        return ys.isEmpty ? 0 : 1 + zip(ys, ys.dropFirst()).filter { $1 - $0 > 1 }.count
    }

    @Test("A single underline is one solid band in the underline colour, under the whole text")
    func single() {
        let drawn = render(underline: .single, name: "single")
        #expect(bands(drawn.underline) == 1)
        #expect(gaps(drawn.underline) == 0)
        let widest = drawn.underline.values.map(\.count).max() ?? 0
        #expect(widest > 150)  // "Hello world" at 20 pt is more than 75 points wide
        #expect(drawn.strike.isEmpty)
    }

    @Test("Thick is thicker; double is two bands")
    func thickAndDouble() {
        let single = render(underline: .single).underline.filter { $0.value.count > 20 }.count
        let thick = render(underline: .thick, name: "thick").underline.filter { $0.value.count > 20 }.count
        #expect(thick > single)
        #expect(bands(render(underline: .double, name: "double").underline) == 2)
    }

    @Test("Patterns leave gaps: dots the most, dashes fewer")
    func patterns() {
        let dot = gaps(render(underline: [.single, .patternDot], name: "dot").underline)
        let dash = gaps(render(underline: [.single, .patternDash], name: "dash").underline)
        let dashDot = gaps(render(underline: [.single, .patternDashDot]).underline)
        let dashDotDot = gaps(render(underline: [.single, .patternDashDotDot]).underline)
        #expect(dot > dash)
        #expect(dash >= 5)
        #expect(dashDot > dash)
        #expect(dashDotDot > dashDot)
    }

    @Test("By word skips the space between words")
    func byWord() {
        #expect(gaps(render(underline: [.single, .byWord], name: "byword").underline) == 1)
        #expect(gaps(render("Hello world", underline: .single).underline) == 0)
    }

    @Test("A strikethrough crosses the letters in its own colour, above the underline")
    func strikethrough() {
        let drawn = render(underline: .single, strikethrough: .single, name: "strike")
        let strikeRows = drawn.strike.filter { $0.value.count > 20 }.keys
        let underRows = drawn.underline.filter { $0.value.count > 20 }.keys
        #expect(!strikeRows.isEmpty && !underRows.isEmpty)
        #expect((strikeRows.max() ?? 99) < (underRows.min() ?? 0))
        // Roughly at half the x-height of 20-point text: 10 to 30 device pixels from the top.
        #expect((strikeRows.min() ?? 0) > 10)
        #expect(bands(render(strikethrough: .double).strike) == 2)
    }
}
