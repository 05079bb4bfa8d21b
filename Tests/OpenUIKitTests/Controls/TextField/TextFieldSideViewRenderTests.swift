import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A small sign-in form at scale 3: a search field with a magnifying glass on the left, a
/// password field with an "eye" button on the right, a field with a red attributed
/// placeholder, and a left-aligned button on a background image. Saved as PNGs under
/// OPENUIKIT_RENDER_DIR when it is set, for looking at.
@MainActor @Suite struct TextFieldSideViewRenderTests {
    private struct Form {
        let app: HeadlessApp
        let search: UITextField
        let password: UITextField
        let email: UITextField
        let button: UIButton
    }

    private func makeForm(_ style: UIUserInterfaceStyle, rightToLeft: Bool = false) -> Form {
        let app = HeadlessApp(screenSize: CGSize(width: 320, height: 300), scale: 3)
        app.userInterfaceStyle = style
        let search = UITextField(frame: CGRect(x: 20, y: 40, width: 280, height: 36))
        search.borderStyle = .roundedRect
        search.placeholder = "Search"
        let glass = UIImageView(image: UIImage(systemName: "magnifyingglass"))
        glass.frame = CGRect(x: 0, y: 0, width: 32, height: 18)
        glass.contentMode = .scaleAspectFit
        glass.tintColor = .secondaryLabel
        search.leftView = glass
        search.leftViewMode = .always

        let password = UITextField(frame: CGRect(x: 20, y: 90, width: 280, height: 36))
        password.borderStyle = .roundedRect
        password.isSecureTextEntry = true
        password.text = "hunter2"
        let eye = UIButton(type: .system)
        eye.setImage(UIImage(systemName: "eye"), for: .normal)
        eye.frame = CGRect(x: 0, y: 0, width: 40, height: 30)
        password.rightView = eye
        password.rightViewMode = .always

        let email = UITextField(frame: CGRect(x: 20, y: 140, width: 280, height: 36))
        email.borderStyle = .roundedRect
        email.attributedPlaceholder = NSAttributedString(
            string: "Email (required)",
            attributes: [.foregroundColor: UIColor.systemRed, .font: UIFont.italicSystemFont(ofSize: 17)])

        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 20, y: 200, width: 280, height: 44)
        let fill = UIColor.systemBlue.resolvedColor(with: UITraitCollection(userInterfaceStyle: style))
        button.setBackgroundImage(UIImage(size: CGSize(width: 8, height: 8)) { context in
            context.setFillColor(fill.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
        }, for: .normal)
        button.setTitle("Continue", for: .normal)
        button.setTitleColor(.white, for: .normal)
        button.contentHorizontalAlignment = .leading
        button.contentEdgeInsets = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
        _ = makeTextStage(app) { root in
            if rightToLeft { root.semanticContentAttribute = .forceRightToLeft }
            for view in [search, password, email, button] as [UIView] {
                if rightToLeft { view.semanticContentAttribute = .forceRightToLeft }
                root.addSubview(view)
            }
        }
        return Form(app: app, search: search, password: password, email: email, button: button)
    }

    private func save(_ form: Form, _ name: String) -> PixelBuffer {
        let image = form.app.render()
        if let directory = ProcessInfo.processInfo.environment["OPENUIKIT_RENDER_DIR"], let data = image.pngData() {
            try? data.write(to: URL(fileURLWithPath: directory).appendingPathComponent("\(name).png"))
        }
        return PixelBuffer(image)
    }

    @Test("The form draws its side views, red placeholder and left-aligned button, in light and dark", arguments: [false, true])
    func form(rightToLeft: Bool) {
        for style in [UIUserInterfaceStyle.light, .dark] {
            let form = makeForm(style, rightToLeft: rightToLeft)
            let pixels = save(form, "side-views-\(style == .dark ? "dark" : "light")\(rightToLeft ? "-rtl" : "")")
            let background = UIColor.systemBackground.resolvedColor(with: UITraitCollection(userInterfaceStyle: style))
            var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
            background.getRed(&r, green: &g, blue: &b, alpha: &a)
            let backgroundPixel = PixelBuffer.Pixel.rgb(Double(r), Double(g), Double(b))

            /// Pixels (at 3x) in `rect` (window points) that are not the background.
            func ink(_ rect: CGRect) -> Int {
                var count = 0
                for y in Int(rect.minY * 3)..<Int(rect.maxY * 3) {
                    for x in Int(rect.minX * 3)..<Int(rect.maxX * 3) where !pixels[x, y].isClose(to: backgroundPixel, tolerance: 10) {
                        count += 1
                    }
                }
                return count
            }
            // The glass is drawn where the left view is, and the eye where the right view is.
            let glass = form.search.convert(form.search.leftViewRect(forBounds: form.search.bounds), to: nil)
            #expect(ink(glass.insetBy(dx: 2, dy: 2)) > 30)
            let eye = form.password.convert(form.password.rightViewRect(forBounds: form.password.bounds), to: nil)
            #expect(ink(eye.insetBy(dx: 2, dy: 2)) > 30)
            // The placeholder starts after the glass, on its side of the field.
            let text = form.search.textRect(forBounds: form.search.bounds)
            #expect(rightToLeft ? text.maxX <= glass.minX - form.search.frame.minX : text.minX >= 32)
            // The title sits at the leading side of the button, on the blue background image.
            let title = form.button.titleLabel?.frame ?? .zero
            if rightToLeft {
                #expect(abs(title.maxX - (form.button.bounds.width - 16)) < 0.01)
            } else {
                #expect(title.minX == 16)
            }
            let corner = pixels[Int((form.button.frame.minX + 2) * 3), Int((form.button.frame.minY + 2) * 3)]
            let blue = UIColor.systemBlue.resolvedColor(with: UITraitCollection(userInterfaceStyle: style))
            blue.getRed(&r, green: &g, blue: &b, alpha: &a)
            #expect(corner.isClose(to: .rgb(Double(r), Double(g), Double(b)), tolerance: 3))
        }
    }
}
