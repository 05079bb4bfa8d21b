import OpenUIKit
import OpenUIKitTesting
import Tally
import Testing

@MainActor
@Suite("Tally view in a consumer package")
struct TallyViewTests {
    @Test("Two taps on the button count two and the label shows it")
    func twoTaps() throws {
        let app = HeadlessApp(screenSize: CGSize(width: 200, height: 100), scale: 1)
        let controller = UIViewController()
        app.makeWindow(rootViewController: controller)
        let tally = TallyView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        controller.view.addSubview(tally)
        let add = try #require(app.view(withIdentifier: "add"))
        app.tap(add)
        app.tap(add)
        #expect(tally.count == 2)
        #expect(tally.label.text == "2")
        // The screen's pixels come from the same package: the text engine and the rasterizer.
        #expect(app.render().width == 200)
    }
}
