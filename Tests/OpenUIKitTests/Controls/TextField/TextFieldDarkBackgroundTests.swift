import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A rounded text field takes the window's appearance even when it was styled before it had a
/// window: its interior is the resolved system background, so its text stays readable.
@MainActor
@Suite struct TextFieldDarkBackgroundTests {
    @Test("A rounded field styled before joining a dark window draws a dark interior")
    func roundedFieldInDarkWindow() {
        let app = HeadlessApp(scale: 3)
        app.userInterfaceStyle = .dark
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 34))
        field.borderStyle = .roundedRect
        field.text = "Kitchen tap"
        _ = makeTextStage(app) { root in root.addSubview(field) }
        let pixels = PixelBuffer(app.render())
        // Inside the border, right of the text.
        let sample = pixels[Int((field.frame.maxX - 20) * 3), Int(field.frame.midY * 3)]
        let expected = UIColor.systemBackground.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        expected.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        #expect(sample.isClose(to: .rgb(Double(red), Double(green), Double(blue)), tolerance: 3), "interior \(sample)")
        #expect(field.textColor?.resolvedColor(with: field.traitCollection) != expected)
    }
}
