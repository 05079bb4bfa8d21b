import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

@MainActor @Suite struct TwoApplicationsAnimationTests {
    @Test("Two applications on different clocks animate independently")
    func separateClocks() {
        func scene(start: TimeInterval) -> (HeadlessApp, UIView) {
            let app = HeadlessApp(startTime: start)
            let window = app.makeWindow()
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            window.addSubview(view)
            app.runTurn()
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x += 100 })
            return (app, view)
        }
        let (first, a) = scene(start: 0)
        let (second, b) = scene(start: 500)
        first.advance(by: 0.5)
        second.advance(by: 0.25)
        // Each view is presented at its own application's time, whichever advanced last.
        #expect(abs((a.layer.presentation()?.position.x ?? 0) - 55) < 0.5)
        #expect(abs((b.layer.presentation()?.position.x ?? 0) - 30) < 0.5)
    }
}
