import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenUIKit

/// Where a field's text is shaped: for the field alone, kept by it; only the placeholder goes
/// through the shared cache, like a label's text.
@MainActor
@Suite struct TextFieldLayoutTests {
    /// A string no other test shapes, so the process-wide cache cannot have it from elsewhere.
    private let marker = "q\(UUID().uuidString.prefix(8))"

    private func fieldRequest(_ text: String, in field: UITextField, color: UIColor) -> TextLayoutRequest {
        let style = TextStyle(
            font: (field.font ?? UIFont.systemFont(ofSize: 17)).spec, foreground: AttributedTextConversion.color(color) ?? .black)
        var paragraph = TextParagraph()
        paragraph.lineBreak = .clip
        return TextLayoutRequest(runs: [TextRun(text: text, style: style)], paragraph: paragraph, maximumLines: 1)
    }

    @Test("Typing into a field shapes each new text for the field alone: no keystroke's string is stored in the shared cache, during the session or after it")
    func typingDoesNotFillTheSharedCache() {
        let app = HeadlessApp(screenSize: CGSize(width: 320, height: 200), scale: 1)
        let window = app.makeWindow()
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 300, height: 40))
        window.addSubview(field)
        #expect(field.becomeFirstResponder())
        let ownedBefore = TextEngine.cache.statistics.ownedShapes
        var typed = ""
        for character in marker {
            app.press(UIKey(keyCode: .keyboardA, characters: String(character)))
            typed.append(character)
            _ = app.renderFrame()
            #expect(field.text == typed)
            #expect(field.ownedTextLayout?.request.text == typed)
            #expect(field.ownedTextLayout.map(TextEngine.cache.drawableWindow(of:)) == .owned)
        }
        // One shape per keystroke: the intrinsic size and the draw share it.
        #expect(TextEngine.cache.statistics.ownedShapes - ownedBefore >= marker.count)
        let typedLayout = field.ownedTextLayout
        #expect(field.resignFirstResponder())
        _ = app.renderFrame()
        // The resting text is drawn from the layout the field already has.
        #expect(field.ownedTextLayout === typedLayout)
        for length in 1...marker.count {
            let prefix = String(marker.prefix(length))
            #expect(TextEngine.cache.storedLayout(for: fieldRequest(prefix, in: field, color: .label)) == nil, "\(prefix) was stored")
        }
    }

    @Test("A new text replaces the field's layout and lets the old one go; the placeholder is shaped through the shared cache")
    func replacedAndPlaceholder() {
        let app = HeadlessApp(screenSize: CGSize(width: 320, height: 200), scale: 1)
        let window = app.makeWindow()
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 300, height: 40))
        field.placeholder = "Placeholder \(marker)"
        field.text = "First \(marker)"
        window.addSubview(field)
        _ = app.renderFrame()
        weak let first = field.ownedTextLayout
        #expect(first?.request.text == "First \(marker)")
        field.text = "Second \(marker)"
        _ = field.intrinsicContentSize
        #expect(field.ownedTextLayout?.request.text == "Second \(marker)")
        #expect(first == nil)
        field.text = ""
        _ = app.renderFrame()
        #expect(TextEngine.cache.storedLayout(for: fieldRequest("Placeholder \(marker)", in: field, color: .placeholderText)) != nil)
    }

    @Test("The field's own layout draws the same pixels as the shared cache's layout of the same text")
    func ownedLayoutDrawsTheSame() {
        func image(_ text: String, placeholder: Bool) -> PixelBuffer {
            let app = HeadlessApp(screenSize: CGSize(width: 320, height: 60), scale: 1)
            let window = app.makeWindow()
            window.backgroundColor = .white
            let field = UITextField(frame: CGRect(x: 10, y: 10, width: 300, height: 40))
            if placeholder {
                // Drawn through the cache; the text colour is made the placeholder's.
                field.placeholder = text
            } else {
                field.text = text
                field.textColor = .placeholderText
            }
            window.addSubview(field)
            _ = app.renderFrame()
            #expect((field.ownedTextLayout != nil) == !placeholder)
            return PixelBuffer(app.render())
        }
        let text = "Owned \(marker)"
        let owned = image(text, placeholder: false)
        let cached = image(text, placeholder: true)
        let inked = stride(from: 0, to: owned.bytes.count, by: 4).filter { owned.bytes[$0] < 200 }.count
        #expect(inked > 50, "the text was not drawn")
        #expect(owned == cached)
    }
}
