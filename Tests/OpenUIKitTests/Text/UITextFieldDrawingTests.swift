import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenUIKit

@MainActor @Suite struct UITextFieldDrawingTests {
    private func makeField(_ text: String, width: CGFloat = 200) -> (HeadlessApp, UITextField) {
        let app = HeadlessApp(screenSize: CGSize(width: 400, height: 200), scale: 1)
        let window = app.makeWindow()
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: width, height: 34))
        field.text = text
        field.textColor = .black
        field.tintColor = .blue
        window.addSubview(field)
        return (app, field)
    }

    @Test("An empty field draws its placeholder in the placeholder colour")
    func placeholder() {
        let (app, field) = makeField("")
        field.placeholder = "Search"
        let pixels = PixelBuffer(app.render(field))
        let ink = inkBounds(pixels, threshold: 20)
        #expect(ink != nil)
        #expect(inkBounds(pixels) { $0.alpha > 200 } == nil)  // the placeholder colour is translucent
        #expect(field.intrinsicContentSize.width > 30)
    }

    @Test("While editing, the caret is drawn in the tint colour after the text")
    func caretAfterText() {
        let (app, field) = makeField("Hello")
        #expect(field.becomeFirstResponder())
        let pixels = PixelBuffer(app.render(field))
        let text = inkBounds(pixels) { $0.blue < 100 }
        let caret = inkBounds(pixels) { $0.blue > 200 && $0.red < 60 }
        #expect(text != nil && caret != nil)
        #expect((caret?.minX ?? 0) >= (text?.maxX ?? 1000) - 1)
        #expect((caret?.width ?? 0) <= 3)
    }

    @Test("A long text scrolls so the caret at its end stays visible")
    func scrollsToCaret() {
        let (app, field) = makeField(String(repeating: "scrolling text ", count: 8), width: 120)
        #expect(field.becomeFirstResponder())
        let pixels = PixelBuffer(app.render(field))
        let caret = inkBounds(pixels) { $0.blue > 200 && $0.red < 60 }
        #expect(caret != nil)
        #expect((caret?.maxX ?? 1000) <= 120)
        #expect(field.textScrollOffset > 0)
    }
}
