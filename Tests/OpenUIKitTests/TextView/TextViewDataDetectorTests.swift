import Foundation
import OpenUIKitTesting
import Testing

@testable import OpenUIKit

/// A text view delegate that writes the links it is asked about and answers as told.
@MainActor
private final class LinkDelegate: UITextViewDelegate {
    var asked: [String] = []
    var allows = true
    func textView(
        _ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange, interaction: UITextItemInteraction
    ) -> Bool {
        asked.append("\(URL.absoluteString) \(characterRange.location),\(characterRange.length) \(interaction)")
        return allows
    }
}

@MainActor
@Suite struct TextViewDataDetectorTests {
    private static let text = "See https://swift.org or 555-123-4567 now."

    /// A non-editable 15-point text view showing ``text`` with `types` detected, in a window.
    private func stage(
        types: UIDataDetectorTypes = [.link, .phoneNumber], editable: Bool = false, text: String = Self.text
    ) -> (HeadlessApp, UITextView) {
        let app = HeadlessApp()
        let window = app.makeWindow(rootViewController: UIViewController())
        let textView = UITextView(frame: CGRect(x: 20, y: 120, width: 350, height: 120))
        textView.font = UIFont.systemFont(ofSize: 15)
        textView.isEditable = editable
        textView.dataDetectorTypes = types
        textView.text = text
        window.rootViewController!.view.addSubview(textView)
        app.runTurn()
        return (app, textView)
    }

    /// The window point in the middle of the characters in `range` (the text fits on one line).
    private func point(of range: NSRange, in textView: UITextView) -> CGPoint {
        let start = textView.caretRect(forOffset: range.location)
        let end = textView.caretRect(forOffset: range.location + range.length)
        let local = CGPoint(x: (start.minX + end.minX) / 2, y: start.midY)
        return textView.contentView.convert(local, to: nil)
    }

    private func range(of part: String, in text: String = Self.text) -> NSRange { (text as NSString).range(of: part) }

    @Test func theDetectorFindsWebAndMailAddressesAndPhoneNumbers() {
        let text = "😀 go to www.example.com/a_(b), mail ann@example.org or dial +44 20 7946 0958; not 2026-11-30 or 192.168.1.1."
        let found = TextDataDetector.matches(in: text, types: [.link, .phoneNumber])
        let spelled = found.map { (text as NSString).substring(with: $0.range) }
        #expect(spelled == ["www.example.com/a_(b)", "ann@example.org", "+44 20 7946 0958"])
        #expect(found.map(\.url.absoluteString) == ["http://www.example.com/a_(b)", "mailto:ann@example.org", "tel:+442079460958"])
        #expect(TextDataDetector.matches(in: text, types: .phoneNumber).count == 1)
        #expect(TextDataDetector.matches(in: text, types: .link).count == 2)
        #expect(TextDataDetector.matches(in: text, types: []).isEmpty)
        let trimmed = TextDataDetector.matches(in: "(see https://a.example/x).", types: .link)
        #expect(trimmed.map(\.url.absoluteString) == ["https://a.example/x"])
    }

    @Test func aTapOnADetectedLinkOpensItThroughTheApplication() throws {
        let (app, textView) = stage()
        #expect(textView.caretRect(forOffset: 0).minY == textView.caretRect(forOffset: (Self.text as NSString).length).minY)
        app.tap(at: point(of: range(of: "swift.org"), in: textView))
        app.runUntilIdle()
        #expect(app.openedURLs == [URL(string: "https://swift.org")!])
        app.tap(at: point(of: range(of: "123-45"), in: textView))
        app.runUntilIdle()
        #expect(app.openedURLs.last == URL(string: "tel:5551234567"))
        #expect(!textView.isFirstResponder, "a tap spent on a link does not start a selection")
        // Plain text opens nothing.
        app.tap(at: point(of: range(of: "now"), in: textView))
        app.runUntilIdle()
        #expect(app.openedURLs.count == 2)
    }

    @Test func theDelegateIsAskedAndCanRefuse() throws {
        let (app, textView) = stage()
        let delegate = LinkDelegate()
        textView.delegate = delegate
        delegate.allows = false
        let link = range(of: "https://swift.org")
        app.tap(at: point(of: link, in: textView))
        app.runUntilIdle()
        #expect(delegate.asked == ["https://swift.org \(link.location),\(link.length) invokeDefaultAction"])
        #expect(app.openedURLs.isEmpty)
        delegate.allows = true
        app.tap(at: point(of: link, in: textView))
        app.runUntilIdle()
        #expect(app.openedURLs == [URL(string: "https://swift.org")!])
    }

    @Test func anEditableViewDetectsNothing() {
        let (app, textView) = stage(editable: true)
        #expect(textView.link(at: textView.contentView.convert(point(of: range(of: "swift.org"), in: textView), from: nil)) == nil)
        app.tap(at: point(of: range(of: "swift.org"), in: textView))
        app.runUntilIdle()
        #expect(app.openedURLs.isEmpty)
        #expect(textView.isFirstResponder)
        // Made read-only, the same text shows its links.
        textView.isEditable = false
        #expect(textView.displayedText.attribute(.link, at: range(of: "swift.org").location, effectiveRange: nil) != nil)
    }

    @Test func anAttributedLinkOpensWithoutDetectors() {
        let text = "Read the guide now."
        let (app, textView) = stage(types: [], text: text)
        let styled = NSMutableAttributedString(string: text, attributes: [.font: UIFont.systemFont(ofSize: 15)])
        styled.addAttribute(.link, value: URL(string: "https://example.com/guide")!, range: range(of: "the guide", in: text))
        textView.attributedText = styled
        app.runTurn()
        app.tap(at: point(of: range(of: "guide", in: text), in: textView))
        app.runUntilIdle()
        #expect(app.openedURLs == [URL(string: "https://example.com/guide")!])
    }

    @Test func detectedLinksAreDrawnInTheLinkColour() throws {
        let (app, textView) = stage()
        let image = PixelBuffer(app.render())
        let scale = 3
        func bluePixels(in part: String) -> Int {
            let r = range(of: part)
            let start = textView.contentView.convert(textView.caretRect(forOffset: r.location), to: nil)
            let end = textView.contentView.convert(textView.caretRect(forOffset: r.location + r.length), to: nil)
            var count = 0
            for y in Int(start.minY) * scale..<Int(start.maxY) * scale {
                for x in Int(start.minX) * scale..<Int(end.minX) * scale {
                    let pixel = image[x, y]
                    if pixel.blue > 150, pixel.red < 100, pixel.alpha > 200 { count += 1 }
                }
            }
            return count
        }
        #expect(bluePixels(in: "swift.org") > 50)
        #expect(bluePixels(in: "555-123") > 30)
        #expect(bluePixels(in: "See") == 0)
        #expect(bluePixels(in: "now") == 0)
    }

    @Test func kindsThatAreNotDetectedAreLogged() {
        let (app, textView) = stage(types: [.link])
        #expect(!app.log.messages.contains { $0.contains("dataDetectorTypes") })
        textView.dataDetectorTypes = .all
        #expect(app.log.messages.contains { $0.contains("dataDetectorTypes") })
        #expect(textView.dataDetectorTypes == .all)
    }
}
