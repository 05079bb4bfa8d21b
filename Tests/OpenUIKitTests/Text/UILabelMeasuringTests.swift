import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenUIKit

@MainActor @Suite struct UILabelMeasuringTests {
    @Test("Longer text measures wider, a larger font taller")
    func widthAndHeightGrow() {
        let short = UILabel()
        short.text = "Hello"
        let long = UILabel()
        long.text = "Hello, world of labels"
        #expect(long.intrinsicContentSize.width > short.intrinsicContentSize.width)
        #expect(long.intrinsicContentSize.height == short.intrinsicContentSize.height)
        let big = UILabel()
        big.text = "Hello"
        big.font = .systemFont(ofSize: 34)
        #expect(big.intrinsicContentSize.height > short.intrinsicContentSize.height)
        #expect(big.intrinsicContentSize.width > short.intrinsicContentSize.width)
        #expect(short.font.pointSize == 17)
    }

    @Test("numberOfLines 0 with preferredMaxLayoutWidth wraps to whole lines no wider than the maximum")
    func wrapsToPreferredWidth() {
        let one = UILabel()
        one.text = "Word"
        let label = UILabel()
        label.numberOfLines = 0
        label.preferredMaxLayoutWidth = 120
        label.text = "The quick brown fox jumps over the lazy dog and keeps on running"
        let size = label.intrinsicContentSize
        let lineHeight = one.intrinsicContentSize.height
        let lines = (size.height / lineHeight).rounded()
        #expect(size.width <= 120)
        #expect(lines >= 3)
        #expect(abs(size.height - lines * lineHeight) <= lines)
        // Without a width the same label is one long line.
        label.preferredMaxLayoutWidth = 0
        #expect(label.intrinsicContentSize.height == lineHeight)
    }

    @Test("Tail truncation keeps the width and ends in an ellipsis")
    func truncationKeepsWidth() {
        let (app, label) = makeLabel(String(repeating: "W", count: 40), frame: CGRect(x: 0, y: 0, width: 120, height: 30))
        let rect = label.textRect(forBounds: label.bounds, limitedToNumberOfLines: 1)
        #expect(rect.width <= 120 && rect.width > 90)
        let layout = label.measure(width: 120, reason: "test")
        #expect(layout?.isTruncated == true)
        let pixels = PixelBuffer(app.render(label))
        guard let ink = inkBounds(pixels) else {
            Issue.record("nothing drawn")
            return
        }
        #expect(ink.maxX <= 120)
        // The last few columns of ink are the dots of "…": short, unlike the capitals before them.
        let tail = PixelBuffer.columns(pixels, from: Int(ink.maxX) - 6, to: Int(ink.maxX))
        let capitals = PixelBuffer.columns(pixels, from: Int(ink.minX), to: Int(ink.minX) + 6)
        #expect(tail.height < capitals.height / 3)
    }

    @Test("Intrinsic size changes reach Auto Layout in the next pass")
    func intrinsicSizeUpdatesAutoLayout() {
        let app = HeadlessApp(screenSize: CGSize(width: 400, height: 300))
        let window = app.makeWindow()
        let label = UILabel()
        label.text = "Short"
        label.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
            label.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
        ])
        app.runTurn()
        let before = label.frame
        #expect(before.width == label.intrinsicContentSize.width)
        label.text = "A considerably longer text"
        app.runTurn()
        #expect(label.frame.width > before.width)
        label.font = .systemFont(ofSize: 30)
        app.runTurn()
        #expect(label.frame.height > before.height)
    }

    @Test("First baselines of labels in different fonts line up under Auto Layout")
    func baselineAlignment() {
        let app = HeadlessApp(screenSize: CGSize(width: 400, height: 300))
        let window = app.makeWindow()
        let small = UILabel()
        small.text = "small"
        small.font = .systemFont(ofSize: 12)
        let big = UILabel()
        big.text = "Big"
        big.font = .systemFont(ofSize: 40)
        for label in [small, big] {
            label.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(label)
        }
        NSLayoutConstraint.activate([
            big.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
            big.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
            small.leadingAnchor.constraint(equalTo: big.trailingAnchor, constant: 8),
            small.firstBaselineAnchor.constraint(equalTo: big.firstBaselineAnchor),
        ])
        app.runTurn()
        let bigBaseline = big.frame.minY + (big.baselineOffsetsFromTop()?.first ?? 0)
        let smallBaseline = small.frame.minY + (small.baselineOffsetsFromTop()?.first ?? 0)
        #expect(abs(bigBaseline - smallBaseline) < 0.01)
        #expect(small.frame.minY > big.frame.minY)
    }

    @Test("A button's intrinsic width grows with its title; the title label is a real label")
    func buttonGrowsWithTitle() {
        let button = UIButton(type: .system)
        button.setTitle("OK", for: .normal)
        let short = button.intrinsicContentSize
        button.setTitle("Continue to checkout", for: .normal)
        let long = button.intrinsicContentSize
        #expect(long.width > short.width)
        #expect(button.titleLabel?.text == "Continue to checkout")
        button.contentEdgeInsets = UIEdgeInsets(top: 4, left: 10, bottom: 4, right: 10)
        #expect(button.intrinsicContentSize.width == long.width + 20)
        // Insets the app gives replace the 6-point padding above and below the title.
        #expect(button.intrinsicContentSize.height == button.titleLabel!.intrinsicContentSize.height + 8)
    }

    @Test("Measuring for Auto Layout and drawing afterwards shape the text once")
    func measureThenDrawShapesOnce() {
        let app = HeadlessApp(screenSize: CGSize(width: 400, height: 300))
        app.trace.isEnabled = true
        let window = app.makeWindow()
        let label = UILabel()
        label.text = "Shaped once \(UUID().uuidString)"
        label.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(label)
        NSLayoutConstraint.activate([
            label.centerXAnchor.constraint(equalTo: window.centerXAnchor),
            label.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
        ])
        _ = app.render()
        let lines = app.trace.lines([.text])
        #expect(lines.filter { $0.hasSuffix("(shaped)") }.count == 1, "\(lines)")
        #expect(lines.contains { $0.contains(".draw ") && $0.hasSuffix("(cached)") }, "\(lines)")
    }

    @Test("Invalid sizes and widths give a message and a fallback, never a crash")
    func badInput() {
        var messages: [String] = []
        let sink = MessageSink()
        CoreGraphicsLogCapture.with(sink) {
            #expect(UIFont.systemFont(ofSize: 0).pointSize == 17)
            #expect(UIFont.systemFont(ofSize: -3).pointSize == 17)
            #expect(UIFont.systemFont(ofSize: .nan).pointSize == 17)
            #expect(UIFont.boldSystemFont(ofSize: .infinity).pointSize == 17)
            let label = UILabel()
            label.text = "Hello"
            label.numberOfLines = 0
            label.preferredMaxLayoutWidth = .nan
            #expect(label.intrinsicContentSize.width > 0)
            #expect(label.sizeThatFits(CGSize(width: CGFloat.nan, height: .nan)).width > 0)
            let text = "Hello".boundingRect(
                with: CGSize(width: -5, height: CGFloat.nan), options: .usesLineFragmentOrigin, attributes: nil, context: nil)
            #expect(text.width > 0)
        }
        messages = sink.messages
        #expect(messages.count >= 5)
        #expect(messages.allSatisfy { $0.contains("invalid") })
    }

    @Test("A lone surrogate from a split pair is drawn as U+FFFD with a message")
    func loneSurrogate() {
        let sink = MessageSink()
        CoreGraphicsLogCapture.with(sink) {
            let string = NSMutableAttributedString(string: "a😀b")
            // Colouring half of the emoji's surrogate pair splits it between two runs.
            string.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 0, length: 2))
            #expect(string.size().width > 0)
            let image = UIGraphicsImageRenderer(size: CGSize(width: 60, height: 30)).image { _ in
                string.draw(at: .zero)
            }
            #expect(image.size.width == 60)
        }
        #expect(sink.messages.contains { $0.contains("lone surrogate") })
    }

    @Test("UIFont metrics come from the font and keep their order")
    func fontMetrics() {
        let font = UIFont.systemFont(ofSize: 20)
        #expect(font.familyName == "Inter")
        #expect(font.ascender > font.capHeight && font.capHeight > font.xHeight && font.xHeight > 0)
        #expect(font.descender < 0)
        #expect(font.lineHeight >= font.ascender - font.descender)
        #expect(font.withSize(40).capHeight > font.capHeight * 1.9)
        #expect(UIFont.boldSystemFont(ofSize: 12).fontDescriptor.symbolicTraits.contains(.traitBold))
        #expect(UIFont.italicSystemFont(ofSize: 12).fontDescriptor.symbolicTraits.contains(.traitItalic))
        let large = UITraitCollection(preferredContentSizeCategory: .large)
        #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: large).pointSize == 17)
        #expect(UIFont.preferredFont(forTextStyle: .largeTitle, compatibleWith: large).pointSize == 34)
        #expect(UIFont(name: "Inter-Bold", size: 14)?.fontDescriptor.symbolicTraits.contains(.traitBold) == true)
        #expect(UIFont(name: "No Such Font Family", size: 14) == nil)
        let digits = UIFont.monospacedDigitSystemFont(ofSize: 17, weight: .regular)
        #expect("111".size(withAttributes: [.font: digits]).width == "888".size(withAttributes: [.font: digits]).width)
        let mono = UIFont.monospacedSystemFont(ofSize: 17, weight: .regular)
        #expect("iii".size(withAttributes: [.font: mono]).width == "WWW".size(withAttributes: [.font: mono]).width)
    }
}

/// Collects CoreGraphicsLog messages.
final class MessageSink: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []
    var messages: [String] { lock.withLock { stored } }
    func append(_ message: String) { lock.withLock { stored.append(message) } }
}

enum CoreGraphicsLogCapture {
    static func with(_ sink: MessageSink, _ body: () -> Void) {
        CoreGraphicsLog.$current.withValue(CoreGraphicsLog { sink.append($0) }) { body() }
    }
}

extension PixelBuffer {
    /// The ink box of the columns `from...to`.
    static func columns(_ pixels: PixelBuffer, from: Int, to: Int) -> CGRect {
        var minY = Int.max, maxY = -1
        for x in max(from, 0)...min(to, pixels.width - 1) {
            for y in 0..<pixels.height where pixels[x, y].alpha > 40 {
                minY = min(minY, y)
                maxY = max(maxY, y)
            }
        }
        return maxY < 0 ? .zero : CGRect(x: from, y: minY, width: to - from + 1, height: maxY - minY + 1)
    }
}

@MainActor @Suite struct UILabelAutomaticWidthTests {
    @Test("A multi-line label pinned on both sides wraps at the width Auto Layout gives it")
    func wrapsAtConstrainedWidth() {
        let app = HeadlessApp(screenSize: CGSize(width: 400, height: 400))
        let window = app.makeWindow()
        let label = UILabel()
        label.numberOfLines = 0
        label.text = "A long label that has to wrap over several lines inside a narrow column"
        label.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
            label.widthAnchor.constraint(equalToConstant: 150),
            label.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
        ])
        let oneLine = UILabel()
        oneLine.text = "A"
        app.runTurn()
        app.runTurn()
        #expect(label.frame.width == 150)
        #expect(label.frame.height >= 3 * oneLine.intrinsicContentSize.height)
        #expect(label.intrinsicContentSize.width <= 150)
    }
}
