import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Counts its draw(_:) calls and, once, marks itself again from inside one.
@MainActor
private final class SelfMarkingView: UIView {
    var draws = 0
    var marksInsideDraw = 1

    override func draw(_ rect: CGRect) {
        draws += 1
        if marksInsideDraw > 0 {
            marksInsideDraw -= 1
            setNeedsDisplay()
        }
    }
}

/// Animation completions and display marks end in the state UIKit leaves them in when views
/// leave windows or start work from inside callbacks.
@MainActor @Suite struct AnimationLifetimeTests {
    @Test("A UIView.animate completion runs with finished false when its view leaves the window mid-animation")
    func completionAfterRemoval() {
        let (app, root) = makeRobustApp()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        root.addSubview(view)
        app.runUntilIdle()
        var results: [Bool] = []
        UIView.animate(withDuration: 1, animations: { view.alpha = 0.2 }, completion: { results.append($0) })
        app.advance(by: 0.3)
        view.removeFromSuperview()
        app.advance(by: 0.1)
        #expect(results == [false])
        app.advance(by: 2)
        #expect(results == [false], "called once")
        #expect(abs(view.alpha - 0.2) < 1e-6, "the model value stays")
    }

    @Test("A completion runs with finished false when a superview of the animated view leaves the window")
    func completionAfterAncestorRemoval() {
        let (app, root) = makeRobustApp()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        root.addSubview(container)
        container.addSubview(view)
        app.runUntilIdle()
        var results: [Bool] = []
        UIView.animate(withDuration: 1, animations: { view.center = CGPoint(x: 80, y: 80) }, completion: { results.append($0) })
        app.advance(by: 0.5)
        container.removeFromSuperview()
        app.advance(by: 0.1)
        #expect(results == [false])
    }

    @Test("1,000 chained 0.01 s animations, each started from the previous completion, all run")
    func chainedAnimations() {
        let (app, root) = makeRobustApp()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        root.addSubview(view)
        app.runUntilIdle()
        var completed = 0
        func next() {
            UIView.animate(
                withDuration: 0.01, animations: { view.center.x = CGFloat(completed % 2 == 0 ? 100 : 25) },
                completion: { finished in
                    guard finished else { return }
                    completed += 1
                    if completed < 1000 { next() }
                })
        }
        next()
        for _ in 0..<3000 where completed < 1000 { app.advance(by: 1.0 / 60) }
        #expect(completed == 1000)
    }

    @Test("A view that calls setNeedsDisplay() inside its own draw(_:) is drawn once per frame, and again in the next")
    func markInsideDraw() {
        let (app, root) = makeRobustApp()
        let view = SelfMarkingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        root.addSubview(view)
        _ = app.render()
        #expect(view.draws == 1, "once in the first frame")
        _ = app.render()
        #expect(view.draws == 2, "the mark made during draw is for the next frame")
        _ = app.render()
        #expect(view.draws == 2, "no mark left")
    }
}
