import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

@MainActor @Suite struct AnimationTraceTests {
    @Test("Animations join the trace: added, started, stopped and whether finished, naming the view")
    func trace() {
        let app = HeadlessApp()
        let window = app.makeWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.accessibilityIdentifier = "box"
        window.addSubview(view)
        app.runTurn()
        app.application.trace.isEnabled = true
        UIView.animate(withDuration: 0.5, animations: { view.alpha = 0 })
        app.advance(by: 0.5)
        UIView.animate(withDuration: 1, animations: { view.center.x = 300 })
        app.stepFrame()
        view.layer.removeAllAnimations()
        app.stepFrame()
        let transition = CATransition()
        view.layer.add(transition, forKey: nil)
        #expect(
            app.application.trace.lines([.animation]) == [
                "CABasicAnimation \"opacity\" 'opacity' on box.layer added",
                "CABasicAnimation \"opacity\" 'opacity' on box.layer started",
                "CABasicAnimation \"opacity\" 'opacity' on box.layer stopped (finished: true)",
                "CABasicAnimation \"position\" 'position' on box.layer added",
                "CABasicAnimation \"position\" 'position' on box.layer started",
                "CABasicAnimation \"position\" 'position' on box.layer stopped (finished: false)",
                "CATransition fade 'transition' on box.layer added",
            ])
    }
}
