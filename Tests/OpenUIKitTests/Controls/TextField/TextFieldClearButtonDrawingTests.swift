import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

@MainActor
@Suite struct TextFieldClearButtonDrawingTests {
    /// A rounded field with a clear button above a secure field, at scale 3 in `style`.
    private func render(_ style: UIUserInterfaceStyle) -> (PixelBuffer, UITextField) {
        let app = HeadlessApp(scale: 3)
        app.userInterfaceStyle = style
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 34))
        field.borderStyle = .roundedRect
        field.clearButtonMode = .always
        field.text = "Kitchen tap"
        let secure = UITextField(frame: CGRect(x: 20, y: 150, width: 300, height: 34))
        secure.borderStyle = .roundedRect
        secure.isSecureTextEntry = true
        secure.text = "hunter2"
        _ = makeTextStage(app) { root in
            root.addSubview(field)
            root.addSubview(secure)
        }
        let image = app.render()
        if let directory = ProcessInfo.processInfo.environment["OPENUIKIT_RENDER_DIR"], let data = image.pngData() {
            try? data.write(to: URL(fileURLWithPath: directory).appendingPathComponent("fields-\(style == .dark ? "dark" : "light").png"))
        }
        return (PixelBuffer(image), field)
    }

    @Test("The clear button is a system grey 2 disc at the field's trailing edge, in light and dark")
    func clearButtonDisc() {
        for style in [UIUserInterfaceStyle.light, .dark] {
            let (pixels, field) = render(style)
            let disc = field.clearButtonRect(forBounds: field.bounds).offsetBy(dx: field.frame.minX, dy: field.frame.minY)
            let expected = UIColor.systemGray2.resolvedColor(with: UITraitCollection(userInterfaceStyle: style))
            var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
            expected.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
            // Above the cross, inside the disc.
            let sample = pixels[Int(disc.midX * 3), Int((disc.midY - 6) * 3)]
            #expect(sample.isClose(to: .rgb(Double(red), Double(green), Double(blue)), tolerance: 3))
        }
    }
}
