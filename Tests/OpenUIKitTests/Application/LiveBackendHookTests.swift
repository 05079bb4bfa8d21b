import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// The hooks a live backend uses, exercised headless: text input for the first responder,
/// screen resizing, the end of the application, the system clipboard behind the pasteboard.
@MainActor
@Suite("Live backend hooks")
struct LiveBackendHookTests {
    final class Delegate: UIApplicationDelegate {
        var terminations = 0
        func applicationWillTerminate(_ application: UIApplication) { terminations += 1 }
    }

    final class FakeClipboard: SystemClipboard {
        var text: String?
    }

    @Test("Text input goes to a first responder that takes text, and is logged otherwise")
    func textInput() {
        let app = HeadlessApp(screenSize: CGSize(width: 200, height: 200), scale: 1)
        let window = app.makeWindow()
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        window.addSubview(field)
        app.send(.text("é", timestamp: app.now))
        #expect(app.log.messages.last?.contains("the first responder takes no text") == true)
        #expect(field.becomeFirstResponder())
        app.send(.text("é", timestamp: app.now))
        app.send(.text("ß", timestamp: app.now))
        #expect(field.text == "éß")
    }

    @Test("Resizing the screen resizes the windows that covered it and their root views, then lays them out")
    func resize() {
        let app = HeadlessApp(screenSize: CGSize(width: 200, height: 300), scale: 2)
        let controller = UIViewController()
        let window = app.makeWindow(rootViewController: controller)
        let small = UIWindow(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        app.application.resizeScreen(to: CGSize(width: 400, height: 250))
        app.runTurn()
        #expect(app.application.screen.bounds == CGRect(x: 0, y: 0, width: 400, height: 250))
        #expect(window.frame == CGRect(x: 0, y: 0, width: 400, height: 250))
        #expect(controller.view.frame == window.bounds)
        #expect(small.frame == CGRect(x: 10, y: 10, width: 50, height: 50))
        app.application.resizeScreen(to: CGSize(width: 0, height: CGFloat.nan))
        #expect(app.log.messages.last?.contains("must be positive and finite") == true)
        #expect(app.application.screen.bounds.size == CGSize(width: 400, height: 250))
    }

    @Test("The delegate hears applicationWillTerminate once")
    func terminate() {
        let app = HeadlessApp()
        let delegate = Delegate()
        app.application.delegate = delegate
        app.application.prepareToTerminate()
        app.application.prepareToTerminate()
        #expect(delegate.terminations == 1)
    }

    @Test("With a system clipboard, the general pasteboard reads and writes it")
    func systemClipboard() {
        let app = HeadlessApp()
        let clipboard = FakeClipboard()
        let pasteboard = UIPasteboard.general
        pasteboard.systemClipboard = clipboard
        pasteboard.string = "one"
        #expect(clipboard.text == "one")
        clipboard.text = "from another program"
        #expect(pasteboard.string == "from another program")
        #expect(pasteboard.hasStrings)
        pasteboard.strings = ["a", "b"]
        #expect(clipboard.text == "a\nb")
        clipboard.text = nil
        #expect(!pasteboard.hasStrings)
        #expect(pasteboard.changeCount == 2)
        withExtendedLifetime(app) {}
    }
}
