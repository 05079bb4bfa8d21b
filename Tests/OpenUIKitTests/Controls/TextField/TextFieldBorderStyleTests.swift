import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A field that moves its text 100 points in from the left, as a subclass overriding the
/// rectangle methods does.
private final class IndentedField: UITextField {
    override func textRect(forBounds bounds: CGRect) -> CGRect {
        bounds.inset(by: UIEdgeInsets(top: 0, left: 100, bottom: 0, right: 0))
    }
}

@MainActor
@Suite struct TextFieldBorderStyleTests {
    @Test("The rounded style draws a hairline rounded border, insets the text 7 points and is as tall as UIKit's")
    func roundedRect() {
        let app = HeadlessApp(screenSize: CGSize(width: 300, height: 200), scale: 2)
        let window = app.makeWindow()
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 40))
        window.addSubview(field)
        #expect(field.borderStyle == .none)
        #expect(field.textRect(forBounds: field.bounds) == field.bounds)
        let plainHeight = field.intrinsicContentSize.height
        field.borderStyle = .roundedRect
        #expect(field.layer.cornerRadius == 5)
        #expect(field.layer.borderWidth == 0.5)
        #expect(field.textRect(forBounds: field.bounds) == CGRect(x: 7, y: 0, width: 186, height: 40))
        #expect(field.editingRect(forBounds: field.bounds) == field.textRect(forBounds: field.bounds))
        #expect(field.intrinsicContentSize.height == (plainHeight + 14).rounded(.up))
        field.borderStyle = .none
        #expect(field.layer.borderWidth == 0 && field.layer.cornerRadius == 0)
    }

    @Test("A subclass's textRect(forBounds:) decides where the text is drawn")
    func overriddenTextRect() {
        let app = HeadlessApp(screenSize: CGSize(width: 300, height: 100), scale: 1)
        let window = app.makeWindow()
        window.backgroundColor = .white
        let field = IndentedField(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
        field.text = "WWWWWW"
        field.textColor = .black
        window.addSubview(field)
        let pixels = PixelBuffer(app.render())
        func hasInk(_ xs: Range<Int>) -> Bool {
            xs.contains { x in (0..<40).contains { y in pixels[x, y].red < 128 } }
        }
        #expect(!hasInk(0..<100))
        #expect(hasInk(100..<200))
    }
}
