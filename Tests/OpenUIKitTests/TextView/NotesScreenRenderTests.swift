import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A notes screen: a text view filling the view above the keyboard layout guide.
@MainActor
private final class NoteViewController: UIViewController {
    let textView = UITextView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        textView.font = UIFont.preferredFont(forTextStyle: .body)
        textView.backgroundColor = .systemBackground
        textView.text = "Groceries\nMilk, eggs and bread\nCoffee beans\n\nCall the plumber about the kitchen tap before Friday."
        textView.textContainerInset = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
        textView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(textView)
        NSLayoutConstraint.activate([
            textView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            textView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            textView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            textView.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
        ])
    }
}

@MainActor
@Suite struct NotesScreenRenderTests {
    /// Renders the notes screen editing, with the software keyboard up, in `style`.
    private func render(_ style: UIUserInterfaceStyle) -> (PixelBuffer, NoteViewController, HeadlessApp) {
        let app = HeadlessApp(scale: 3)
        app.userInterfaceStyle = style
        app.isHardwareKeyboardAttached = false
        let controller = NoteViewController()
        app.makeWindow(rootViewController: controller)
        controller.textView.becomeFirstResponder()
        app.advance(by: 0.5)
        let image = app.render()
        if let directory = ProcessInfo.processInfo.environment["OPENUIKIT_RENDER_DIR"], let data = image.pngData() {
            try? data.write(to: URL(fileURLWithPath: directory).appendingPathComponent("notes-\(style == .dark ? "dark" : "light").png"))
        }
        return (PixelBuffer(image), controller, app)
    }

    @Test("The notes screen draws the text above a light keyboard with white letter keys")
    func light() {
        let (pixels, controller, app) = render(.light)
        let screen = app.application.screen.bounds
        // The keyboard's background just under its top edge, and a letter key's face.
        let keyboardTop = Int((screen.height - 291 + 3) * 3)
        #expect(pixels[3, keyboardTop].isClose(to: .rgb(0.82, 0.83, 0.85), tolerance: 3))
        let q = CGPoint(x: 3 + 4, y: screen.height - 291 + 8 + 30)
        #expect(pixels[Int(q.x * 3), Int(q.y * 3)] == .rgb(1, 1, 1))
        // The text view ends where the keyboard begins, and its first line has dark ink.
        #expect(controller.textView.frame.maxY == screen.height - 291)
        #expect(inkCount(pixels, in: CGRect(x: 16, y: controller.textView.frame.minY + 8, width: 200, height: 20), dark: true) > 50)
    }

    @Test("The notes screen in dark mode draws light text above a dark keyboard")
    func dark() {
        let (pixels, controller, app) = render(.dark)
        let screen = app.application.screen.bounds
        let keyboardTop = Int((screen.height - 291 + 3) * 3)
        #expect(pixels[3, keyboardTop].isClose(to: .rgb(0.17, 0.17, 0.17), tolerance: 3))
        #expect(inkCount(pixels, in: CGRect(x: 16, y: controller.textView.frame.minY + 8, width: 200, height: 20), dark: false) > 50)
    }

    /// Pixels in `rect` (points) that are near black (`dark`) or near white.
    private func inkCount(_ pixels: PixelBuffer, in rect: CGRect, dark: Bool) -> Int {
        var count = 0
        for y in Int(rect.minY * 3)..<Int(rect.maxY * 3) {
            for x in Int(rect.minX * 3)..<Int(rect.maxX * 3) {
                let pixel = pixels[x, y]
                let sum: Int = Int(pixel.red) + Int(pixel.green) + Int(pixel.blue)
                let level = sum / 3
                if dark ? level < 60 : level > 200 { count += 1 }
            }
        }
        return count
    }
}
