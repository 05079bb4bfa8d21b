import Foundation
import OpenQuartzCore
import OpenUIKit
import OpenUIKitTesting
import Testing

/// `CATextLayer` in a window: the string is drawn with the text engine into the layer's
/// store, in its colour, aligned, wrapped or kept to one line, and redrawn when it changes.
@MainActor
@Suite struct CATextLayerTests {
    /// A 200 × 100 white screen at scale 2 with a text layer over (10, 10, `width`, 80).
    private func stage(width: CGFloat = 180, _ configure: (CATextLayer) -> Void) -> (HeadlessApp, CATextLayer) {
        let app = HeadlessApp(screenSize: CGSize(width: 200, height: 100), scale: 2)
        let window = app.makeWindow()
        window.backgroundColor = .white
        let text = CATextLayer()
        text.frame = CGRect(x: 10, y: 10, width: width, height: 80)
        text.contentsScale = 2
        text.fontSize = 16
        text.foregroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        configure(text)
        window.layer.addSublayer(text)
        return (app, text)
    }

    /// The box, in points, of the reddish pixels (text) on the screen.
    private func inkBox(_ app: HeadlessApp) -> CGRect {
        let pixels = PixelBuffer(app.render())
        var box = CGRect.null
        for y in 0..<pixels.height {
            for x in 0..<pixels.width {
                let p = pixels[x, y]
                if Int(p.red) - Int(p.green) > 80 { box = box.union(CGRect(x: x, y: y, width: 1, height: 1)) }
            }
        }
        return box.isNull ? box : CGRect(x: box.minX / 2, y: box.minY / 2, width: box.width / 2, height: box.height / 2)
    }

    @Test("Core Animation's defaults")
    func defaults() {
        let text = CATextLayer()
        #expect(text.string == nil)
        #expect(text.fontSize == 36)
        #expect(text.foregroundColor == CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        #expect(text.isWrapped == false)
        #expect(text.truncationMode == .none)
        #expect(text.alignmentMode == .natural)
    }

    @Test("A plain string is drawn in the foreground colour from the top left")
    func plainString() {
        let (app, _) = stage { $0.string = "Hello" }
        let box = inkBox(app)
        #expect(!box.isNull)
        #expect(box.minX >= 10 && box.minX < 14, "\(box)")
        #expect(box.minY >= 10 && box.maxY < 32, "one 16-pt line: \(box)")
    }

    @Test("Right and centre alignment move the line to the right edge and the middle")
    func alignment() {
        let (right, _) = stage { $0.string = "Hello"; $0.alignmentMode = .right }
        #expect(abs(inkBox(right).maxX - 190) < 3, "\(inkBox(right))")
        let (centre, _) = stage { $0.string = "Hello"; $0.alignmentMode = .center }
        #expect(abs(inkBox(centre).midX - 100) < 3, "\(inkBox(centre))")
    }

    @Test("isWrapped breaks a long string into lines at the width; unwrapped it stays one clipped line")
    func wrapping() {
        let long = "The quick brown fox jumps over the lazy dog"
        let (wrapped, _) = stage(width: 80) { $0.string = long; $0.isWrapped = true }
        let wrappedBox = inkBox(wrapped)
        #expect(wrappedBox.height > 30, "several lines: \(wrappedBox)")
        #expect(wrappedBox.maxX <= 90)
        let (single, _) = stage(width: 80) { $0.string = long }
        let singleBox = inkBox(single)
        #expect(singleBox.height < 22, "one line: \(singleBox)")
        #expect(singleBox.maxX <= 90.5, "clipped to the bounds: \(singleBox)")
    }

    @Test("An attributed string keeps its own colours; the layer's fill in what it leaves unset")
    func attributed() {
        let (app, text) = stage { _ in }
        let string = NSMutableAttributedString(string: "Blue Red")
        string.addAttribute(.foregroundColor, value: UIColor(red: 0, green: 0, blue: 1, alpha: 1), range: NSRange(location: 0, length: 4))
        text.string = string
        let pixels = PixelBuffer(app.render())
        var blues = 0, reds = 0
        for y in 0..<pixels.height {
            for x in 0..<pixels.width {
                let p = pixels[x, y]
                if Int(p.blue) - Int(p.red) > 80 { blues += 1 }
                if Int(p.red) - Int(p.blue) > 80 { reds += 1 }
            }
        }
        #expect(blues > 20 && reds > 20, "blue \(blues), red \(reds)")
    }

    @Test("Changing the string redraws the layer")
    func redraws() {
        let (app, text) = stage { $0.string = "Hi" }
        let short = inkBox(app)
        text.string = "Hello there"
        let long = inkBox(app)
        #expect(long.width > short.width * 2, "\(short) → \(long)")
    }

    @Test("Truncation at the end shortens an unwrapped line to the width with an ellipsis")
    func truncation() {
        let (app, _) = stage(width: 60) {
            $0.string = "The quick brown fox jumps"
            $0.truncationMode = .end
        }
        let box = inkBox(app)
        #expect(box.maxX <= 70.5 && box.width > 30, "\(box)")
    }
}
