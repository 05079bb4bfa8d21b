import Foundation
import OpenQuartzCore
import OpenUIKit
import OpenUIKitTesting
import Testing

/// `CATextLayer` in a window: the string is drawn with the text engine into the layer's
/// store, in its colour, aligned, wrapped or kept to one line, and redrawn when it changes.
@MainActor
@Suite struct CATextLayerTests {
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
        let (app, _) = TextLayerStage.make { $0.string = "Hello" }
        let box = TextLayerStage.inkBox(app)
        #expect(!box.isNull)
        #expect(box.minX >= 10 && box.minX < 14, "\(box)")
        #expect(box.minY >= 10 && box.maxY < 32, "one 16-pt line: \(box)")
    }

    @Test("Right and centre alignment move the line to the right edge and the middle")
    func alignment() {
        let (right, _) = TextLayerStage.make { $0.string = "Hello"; $0.alignmentMode = .right }
        #expect(abs(TextLayerStage.inkBox(right).maxX - 190) < 3, "\(TextLayerStage.inkBox(right))")
        let (centre, _) = TextLayerStage.make { $0.string = "Hello"; $0.alignmentMode = .center }
        #expect(abs(TextLayerStage.inkBox(centre).midX - 100) < 3, "\(TextLayerStage.inkBox(centre))")
    }

    @Test("isWrapped breaks a long string into lines at the width; unwrapped it stays one clipped line")
    func wrapping() {
        let long = "The quick brown fox jumps over the lazy dog"
        let (wrapped, _) = TextLayerStage.make(width: 80) { $0.string = long; $0.isWrapped = true }
        let wrappedBox = TextLayerStage.inkBox(wrapped)
        #expect(wrappedBox.height > 30, "several lines: \(wrappedBox)")
        #expect(wrappedBox.maxX <= 90)
        let (single, _) = TextLayerStage.make(width: 80) { $0.string = long }
        let singleBox = TextLayerStage.inkBox(single)
        #expect(singleBox.height < 22, "one line: \(singleBox)")
        #expect(singleBox.maxX <= 90.5, "clipped to the bounds: \(singleBox)")
    }

    @Test("An attributed string keeps its own colours; the layer's fill in what it leaves unset")
    func attributed() {
        let (app, text) = TextLayerStage.make { _ in }
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
        let (app, text) = TextLayerStage.make { $0.string = "Hi" }
        let short = TextLayerStage.inkBox(app)
        text.string = "Hello there"
        let long = TextLayerStage.inkBox(app)
        #expect(long.width > short.width * 2, "\(short) → \(long)")
    }

    @Test("Truncation at the end shortens an unwrapped line to the width with an ellipsis")
    func truncation() {
        let (app, _) = TextLayerStage.make(width: 60) {
            $0.string = "The quick brown fox jumps"
            $0.truncationMode = .end
        }
        let box = TextLayerStage.inkBox(app)
        #expect(box.maxX <= 70.5 && box.width > 30, "\(box)")
    }
}
