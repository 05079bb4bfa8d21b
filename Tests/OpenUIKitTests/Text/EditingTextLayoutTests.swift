import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenUIKit

/// Where a field's text is shaped: while editing, for the field alone; otherwise through the
/// shared cache, like a label's.
@MainActor
@Suite struct EditingTextLayoutTests {
    /// A string no other test shapes, so the process-wide cache cannot have it from elsewhere.
    private let marker = "q\(UUID().uuidString.prefix(8))"

    private func fieldRequest(_ text: String, in field: UITextField) -> TextLayoutRequest {
        let style = TextStyle(
            font: (field.font ?? UIFont.systemFont(ofSize: 17)).spec,
            foreground: AttributedTextConversion.color(field.textColor ?? .label) ?? .black)
        var paragraph = TextParagraph()
        paragraph.lineBreak = .clip
        return TextLayoutRequest(runs: [TextRun(text: text, style: style)], paragraph: paragraph, maximumLines: 1)
    }

    @Test("Typing into a field shapes each new text for the field alone: none of the keystrokes' strings is stored in the shared cache")
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
            #expect(field.editingLayout?.request.text == typed)
            #expect(field.editingLayout.map(TextEngine.cache.drawableWindow(of:)) == .owned)
        }
        // One shape per keystroke (the intrinsic size and the draw share it).
        #expect(TextEngine.cache.statistics.ownedShapes - ownedBefore >= marker.count)
        for length in 1...marker.count {
            let prefix = String(marker.prefix(length))
            #expect(TextEngine.cache.storedLayout(for: fieldRequest(prefix, in: field)) == nil, "\(prefix) was stored")
        }
        // Ending the session lets the field's own layout go; the text is now drawn like a label's.
        weak let owned = field.editingLayout
        #expect(field.resignFirstResponder())
        #expect(field.editingLayout == nil)
        #expect(owned == nil)
        _ = app.renderFrame()
        #expect(TextEngine.cache.storedLayout(for: fieldRequest(marker, in: field)) != nil)
    }

    @Test("The field's own layout draws the same pixels as a cached layout of the same text")
    func ownedLayoutDrawsTheSame() {
        func image(editing: Bool) -> PixelBuffer {
            let app = HeadlessApp(screenSize: CGSize(width: 320, height: 60), scale: 1)
            let window = app.makeWindow()
            window.backgroundColor = .white
            let field = UITextField(frame: CGRect(x: 10, y: 10, width: 300, height: 40))
            field.text = "Owned \(marker)"
            window.addSubview(field)
            if editing {
                #expect(field.becomeFirstResponder())
                // Caret off: only the text is compared.
                field.tintColor = .clear
            }
            _ = app.renderFrame()
            #expect((field.editingLayout != nil) == editing)
            return PixelBuffer(app.render())
        }
        let editing = image(editing: true)
        let shown = image(editing: false)
        let inked = stride(from: 0, to: shown.bytes.count, by: 4).filter { shown.bytes[$0] < 128 }.count
        #expect(inked > 50, "the text was not drawn")
        #expect(editing == shown)
    }
}
