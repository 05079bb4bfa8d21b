import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A small chat screen using this round's members together: message bubbles drawn from one
/// 30-point resizable image, a typing indicator animating its frames, and a text field whose
/// accessory toolbar sits on the software keyboard. Set OPENUIKIT_RENDER_DIR to keep the PNGs.
@MainActor
@Suite struct SurfaceScreenRenderTests {
    /// A 30 × 30 rounded bubble, template, so it takes the image view's tint.
    static func bubble() -> UIImage {
        UIImage(size: CGSize(width: 30, height: 30), scale: 3) { context in
            context.setFillColor(UIColor.black.cgColor)
            context.addPath(UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 30, height: 30), cornerRadius: 12).cgPath)
            context.fillPath()
        }
        .withRenderingMode(.alwaysTemplate)
        .resizableImage(withCapInsets: UIEdgeInsets(top: 13, left: 13, bottom: 13, right: 13), resizingMode: .stretch)
    }

    /// A typing-indicator frame: three dots, the `lit` one darker.
    static func dots(lit: Int) -> UIImage {
        UIImage(size: CGSize(width: 60, height: 20), scale: 3) { context in
            for index in 0..<3 {
                let color = index == lit ? UIColor.systemGray : UIColor.systemGray4
                context.setFillColor(color.cgColor)
                context.fillEllipse(in: CGRect(x: 6 + CGFloat(index) * 18, y: 4, width: 12, height: 12))
            }
        }
    }

    private struct Screen {
        let app: HeadlessApp
        let pixels: PixelBuffer
        let sent: UIImageView
        let typing: UIImageView
        let field: UITextField
        let toolbar: UIToolbar
    }

    private func render(_ style: UIUserInterfaceStyle) -> Screen {
        let app = HeadlessApp(scale: 3)
        app.userInterfaceStyle = style
        app.isHardwareKeyboardAttached = false
        let controller = UIViewController()
        controller.view.backgroundColor = .systemBackground
        let root = controller.view!

        let received = UIImageView(image: Self.bubble())
        received.tintColor = .systemGray5
        received.frame = CGRect(x: 16, y: 70, width: 230, height: 64)
        let receivedText = UILabel(frame: CGRect(x: 30, y: 78, width: 210, height: 48))
        receivedText.numberOfLines = 2
        receivedText.text = "One 30-point image, nine slices, any bubble size."
        receivedText.textColor = .label

        let sent = UIImageView(image: Self.bubble())
        sent.tintColor = .systemBlue
        sent.frame = CGRect(x: 130, y: 146, width: 244, height: 44)
        let sentText = UILabel(frame: CGRect(x: 144, y: 152, width: 220, height: 32))
        sentText.text = "Corners stay round."
        sentText.textColor = .white

        let typingBubble = UIImageView(image: Self.bubble())
        typingBubble.tintColor = .systemGray5
        typingBubble.frame = CGRect(x: 16, y: 202, width: 76, height: 36)
        let typing = UIImageView(image: Self.dots(lit: -1))
        typing.frame = CGRect(x: 24, y: 210, width: 60, height: 20)
        typing.animationImages = (0..<3).map { Self.dots(lit: $0) }
        typing.animationDuration = 0.9

        let field = UITextField(frame: CGRect(x: 16, y: 250, width: 358, height: 40))
        field.borderStyle = .roundedRect
        field.placeholder = "Message"
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        toolbar.items = [
            UIBarButtonItem(barButtonSystemItem: .camera),
            UIBarButtonItem(barButtonSystemItem: .flexibleSpace),
            UIBarButtonItem(barButtonSystemItem: .done),
        ]
        field.inputAccessoryView = toolbar
        for view in [received, receivedText, sent, sentText, typingBubble, typing, field] { root.addSubview(view) }
        app.makeWindow(rootViewController: controller)
        typing.startAnimating()
        field.becomeFirstResponder()
        app.advance(by: 0.5)  // keyboard up; the indicator on its second frame (0.3–0.6 s)
        let image = app.render()
        if let directory = ProcessInfo.processInfo.environment["OPENUIKIT_RENDER_DIR"], let data = image.pngData() {
            try? data.write(to: URL(fileURLWithPath: directory).appendingPathComponent("surface-\(style == .dark ? "dark" : "light").png"))
        }
        return Screen(app: app, pixels: PixelBuffer(image), sent: sent, typing: typing, field: field, toolbar: toolbar)
    }

    private func checks(_ screen: Screen, _ style: UIUserInterfaceStyle) {
        let traits = UITraitCollection(userInterfaceStyle: style)
        let blue = UIColor.systemBlue.resolvedColor(with: traits)
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        _ = blue.getRed(&r, green: &g, blue: &b, alpha: &a)
        let bluePixel = PixelBuffer.Pixel.rgb(Double(r), Double(g), Double(b))
        let pixels = screen.pixels
        // The sent bubble: blue along its whole stretched length, the corner still round
        // (its very corner pixel shows the background, not blue).
        #expect(pixels[3 * 135, 3 * 168].isClose(to: bluePixel, tolerance: 3))
        #expect(pixels[3 * 370, 3 * 168].isClose(to: bluePixel, tolerance: 3))
        #expect(!pixels[3 * 130 + 1, 3 * 146 + 1].isClose(to: bluePixel, tolerance: 40))
        // The typing indicator is on its second frame: the middle dot darker than the first.
        #expect(screen.typing.isAnimating)
        let first = pixels[3 * (24 + 12), 3 * 220], middle = pixels[3 * (24 + 30), 3 * 220]
        #expect(first != middle)
        // The toolbar sits right on top of the 291-point keys.
        let screenHeight = screen.app.application.screen.bounds.height
        #expect(screen.app.softwareKeyboardFrame?.minY == screenHeight - 291 - 44)
        #expect(screen.toolbar.window === screen.app.softwareKeyboardWindow)
        #expect(screen.field.isFirstResponder)
    }

    @Test("Light: stretched bubbles, an animating indicator, and the accessory toolbar above the keyboard")
    func light() { checks(render(.light), .light) }

    @Test("Dark: the same screen in dark colours")
    func dark() { checks(render(.dark), .dark) }
}
