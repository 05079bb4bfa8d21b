import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// How many pixels of `rect` (whole points at scale 1) are strongly red: red high, green and
/// blue low.
private func redPixels(_ pixels: PixelBuffer, in rect: CGRect) -> Int {
    var count = 0
    for y in Int(rect.minY)..<Int(rect.maxY) {
        for x in Int(rect.minX)..<Int(rect.maxX) {
            let pixel = pixels[x, y]
            if pixel.red > 180 && pixel.green < 90 && pixel.blue < 90 { count += 1 }
        }
    }
    return count
}

/// How many pixels of `rect` differ from the white background at all.
private func inkedPixels(_ pixels: PixelBuffer, in rect: CGRect) -> Int {
    var count = 0
    for y in Int(rect.minY)..<Int(rect.maxY) {
        for x in Int(rect.minX)..<Int(rect.maxX) where !pixels[x, y].isClose(to: .rgb(1, 1, 1), tolerance: 8) {
            count += 1
        }
    }
    return count
}

@MainActor @Suite struct TextFieldAttributedTests {
    private let frame = CGRect(x: 20, y: 40, width: 300, height: 44)

    @Test("An attributed placeholder draws in its own colour; setting placeholder brings back the grey")
    func attributedPlaceholderColour() {
        let stage = ControlRenderStage(background: .white)
        let field = UITextField(frame: frame)
        field.attributedPlaceholder = NSAttributedString(
            string: "Required", attributes: [.foregroundColor: UIColor.red, .font: UIFont.boldSystemFont(ofSize: 24)])
        stage.root.addSubview(field)
        stage.app.runTurn()
        let styled = stage.pixels()
        #expect(redPixels(styled, in: frame) > 40)
        #expect(field.placeholder == "Required")

        field.placeholder = "Required"
        stage.app.runTurn()
        let plain = stage.pixels()
        #expect(redPixels(plain, in: frame) == 0)
        #expect(inkedPixels(plain, in: frame) > 20)
        let attributes = field.attributedPlaceholder?.attributes(at: 0, effectiveRange: nil)
        #expect((attributes?[.foregroundColor] as? UIColor) == UIColor.placeholderText)
        #expect((attributes?[.font] as? UIFont) == field.font)
    }

    @Test("A plain placeholder follows a font set after it")
    func plainPlaceholderFollowsFont() {
        let field = UITextField(frame: frame)
        field.placeholder = "Name"
        field.font = UIFont.systemFont(ofSize: 30)
        let font = field.attributedPlaceholder?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont
        #expect(font?.pointSize == 30)
    }

    @Test("attributedText and text stay in step; typed characters keep the styles; setting text drops them")
    func attributedTextInStep() {
        let stage = ControlRenderStage(background: .white)
        let field = UITextField(frame: frame)
        stage.root.addSubview(field)
        field.attributedText = NSAttributedString(
            string: "Alert", attributes: [.foregroundColor: UIColor.red, .font: UIFont.boldSystemFont(ofSize: 24)])
        #expect(field.text == "Alert")
        #expect(field.selectedRange == NSRange(location: 5, length: 0))
        stage.app.runTurn()
        #expect(redPixels(stage.pixels(), in: frame) > 40)

        #expect(field.becomeFirstResponder())
        field.insertText("s")
        #expect(field.text == "Alerts")
        let styled = field.attributedText
        #expect(styled?.string == "Alerts")
        #expect((styled?.attribute(.foregroundColor, at: 5, effectiveRange: nil) as? UIColor) == UIColor.red)
        field.deleteBackward()
        #expect(field.attributedText?.string == "Alert")

        field.text = "Calm"
        #expect(field.attributedText?.string == "Calm")
        let color = field.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor
        #expect(color == field.textColor)
        stage.app.runTurn()
        #expect(redPixels(stage.pixels(), in: frame) == 0)
    }

    @Test("A secure field draws bullets, not the attributed text's characters")
    func secureAttributedText() {
        let stage = ControlRenderStage(background: .white)
        let field = UITextField(frame: frame)
        field.isSecureTextEntry = true
        field.attributedText = NSAttributedString(string: "pin", attributes: [.foregroundColor: UIColor.red])
        stage.root.addSubview(field)
        stage.app.runTurn()
        #expect(field.text == "pin")
        #expect(inkedPixels(stage.pixels(), in: frame) > 0)
    }
}
