import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Text editing drawn at 3×: a field whose selection was made with Shift-arrows, its accessory
/// toolbar shown alone at the bottom with the hardware keyboard, and a text view with a word
/// selected by a double tap. Set OPENUIKIT_RENDER_DIR to keep the PNGs.
@MainActor
@Suite struct TextEditingRenderTests {
    private func save(_ image: CGImage, _ name: String, _ style: UIUserInterfaceStyle) {
        guard let directory = ProcessInfo.processInfo.environment["OPENUIKIT_RENDER_DIR"], let data = image.pngData() else { return }
        try? data.write(to: URL(fileURLWithPath: directory).appendingPathComponent("\(name)-\(style == .dark ? "dark" : "light").png"))
    }

    /// The tint colour at a quarter over the background, as the selection is drawn.
    private func selectionPixel(_ style: UIUserInterfaceStyle) -> PixelBuffer.Pixel {
        let traits = UITraitCollection(userInterfaceStyle: style)
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        _ = UIColor.systemBlue.resolvedColor(with: traits).getRed(&r, green: &g, blue: &b, alpha: &a)
        var br: CGFloat = 0, bg: CGFloat = 0, bb: CGFloat = 0
        _ = UIColor.systemBackground.resolvedColor(with: traits).getRed(&br, green: &bg, blue: &bb, alpha: &a)
        return .rgb(Double(br + (r - br) * 0.25), Double(bg + (g - bg) * 0.25), Double(bb + (b - bb) * 0.25))
    }

    private func fieldScreen(_ style: UIUserInterfaceStyle) {
        let app = HeadlessApp()  // the standard phone: 3×, with a home indicator
        app.userInterfaceStyle = style
        let controller = UIViewController()
        controller.view.backgroundColor = .systemBackground
        let field = UITextField(frame: CGRect(x: 16, y: 120, width: 358, height: 40))
        field.text = "Selected with shift"
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        toolbar.items = [
            UIBarButtonItem(barButtonSystemItem: .camera),
            UIBarButtonItem(barButtonSystemItem: .flexibleSpace),
            UIBarButtonItem(barButtonSystemItem: .done),
        ]
        field.inputAccessoryView = toolbar
        controller.view.addSubview(field)
        app.makeWindow(rootViewController: controller)
        #expect(field.becomeFirstResponder())
        for _ in 0..<5 { app.press(UIKey(keyCode: .keyboardLeftArrow, characters: "", modifierFlags: .shift)) }
        #expect(field.selectedRange == NSRange(location: 14, length: 5))
        app.advance(by: 0.5)
        let image = app.render()
        save(image, "text-field-selection", style)
        let pixels = PixelBuffer(image)
        // Along the top of the selected line, over "shift", the tinted highlight shows between
        // the glyphs' strokes; before the selection, none.
        let font = UIFont.systemFont(ofSize: 17)
        let start = field.frame.minX + "Selected with ".size(withAttributes: [.font: font]).width
        let end = field.frame.minX + "Selected with shift".size(withAttributes: [.font: font]).width
        let y = Int(3 * (field.frame.midY - font.lineHeight / 2 + 1.5))
        let tinted = stride(from: start + 1, to: end - 1, by: 1).filter {
            pixels[Int(3 * $0), y].isClose(to: selectionPixel(style), tolerance: 12)
        }
        #expect(tinted.count >= 10)
        let before = stride(from: field.frame.minX, to: start - 1, by: 1).filter {
            pixels[Int(3 * $0), y].isClose(to: selectionPixel(style), tolerance: 12)
        }
        #expect(before.isEmpty)
        let screen = app.application.screen.bounds
        let bar = app.softwareKeyboardFrame
        #expect(bar?.maxY == screen.height && (bar?.height ?? 0) > 44)
        #expect(toolbar.window === app.softwareKeyboardWindow)
    }

    private func textViewScreen(_ style: UIUserInterfaceStyle) {
        let app = HeadlessApp()  // the standard phone: 3×, with a home indicator
        app.userInterfaceStyle = style
        let controller = UIViewController()
        controller.view.backgroundColor = .systemBackground
        let textView = UITextView(frame: CGRect(x: 16, y: 120, width: 358, height: 200))
        textView.font = UIFont.systemFont(ofSize: 17)
        textView.text = "Double tap a word\nto select it in a text view."
        controller.view.addSubview(textView)
        app.makeWindow(rootViewController: controller)
        let x = 16 + 5 + "Double tap a wo".size(withAttributes: [.font: UIFont.systemFont(ofSize: 17)]).width
        app.doubleTap(at: CGPoint(x: x, y: 120 + 8 + 10))
        #expect(textView.selectedRange == NSRange(location: 13, length: 4))
        app.advance(by: 0.5)
        save(app.render(), "text-view-word", style)
    }

    @Test("Light: a Shift-arrow selection in a field with its accessory bar, a double-tapped word in a text view")
    func light() {
        fieldScreen(.light)
        textViewScreen(.light)
    }

    @Test("Dark: the same screens in dark colours")
    func dark() {
        fieldScreen(.dark)
        textViewScreen(.dark)
    }
}
