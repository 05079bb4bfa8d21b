import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

@MainActor @Suite struct UIViewPropertyAnimatorTests {
    private func scene() -> (HeadlessApp, UIView) {
        let app = HeadlessApp()
        let window = app.makeWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        app.runTurn()
        return (app, view)
    }

    private func shownX(_ view: UIView) -> CGFloat { view.layer.presentation()!.position.x }

    @Test("Scrubbed to 0.3 while paused, then reversed, it runs back and finishes at the start")
    func scrubAndReverse() {
        let (app, view) = scene()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { view.center.x = 150 }
        animator.addCompletion { positions.append($0) }
        animator.pauseAnimation()
        #expect(animator.state == .active && !animator.isRunning)
        #expect(view.center.x == 150)
        animator.fractionComplete = 0.3
        app.runTurn()
        #expect(abs(shownX(view) - 80) < 1e-9, "scrubbing is linear: 30 % of the way")
        app.advance(by: 0.5)
        #expect(abs(shownX(view) - 80) < 1e-9, "paused: time does not move it")
        animator.isReversed = true
        animator.startAnimation()
        app.runTurn()
        #expect(abs(shownX(view) - 80) < 1e-6, "resumes where it was")
        app.advance(by: 0.2)
        #expect(shownX(view) < 80 && shownX(view) > 50)
        #expect(positions == [])
        app.advance(by: 0.5)
        #expect(positions == [.start])
        #expect(view.center.x == 50 && animator.state == .inactive)
        #expect(view.layer.animationKeys() == nil)
    }

    @Test("Started, it follows its curve and finishes at the end with the completion")
    func runsToEnd() {
        let (app, view) = scene()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 0.5, curve: .linear) { view.alpha = 0 }
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        #expect(animator.isRunning)
        app.advance(by: 0.25)
        #expect(abs(view.layer.presentation()!.opacity - 0.5) < 1e-6)
        #expect(positions == [])
        app.advance(by: 0.25)
        #expect(positions == [.end])
        #expect(animator.state == .inactive && view.alpha == 0 && view.layer.animationKeys() == nil)
    }

    @Test("Paused mid-way it holds still; started again it carries on from there")
    func pauseAndContinue() {
        let (app, view) = scene()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 150 }
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        app.advance(by: 0.25)
        animator.pauseAnimation()
        #expect(abs(animator.fractionComplete - 0.25) < 1e-9)
        app.advance(by: 1)
        #expect(abs(shownX(view) - 75) < 1e-9)
        animator.startAnimation()
        app.advance(by: 0.5)
        #expect(abs(shownX(view) - 125) < 1e-6)
        #expect(positions == [])
        app.advance(by: 0.3)
        #expect(positions == [.end])
    }

    @Test("Stopped, the model takes what is shown; finishing at .current runs the completion")
    func stopAndFinish() {
        let (app, view) = scene()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 150 }
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        app.advance(by: 0.5)
        animator.stopAnimation(false)
        #expect(animator.state == .stopped)
        #expect(abs(view.center.x - 100) < 1e-9)
        #expect(view.layer.animationKeys() == nil)
        animator.finishAnimation(at: .current)
        #expect(positions == [.current] && animator.state == .inactive)

        let other = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 0 }
        other.addCompletion { positions.append($0) }
        other.startAnimation()
        app.advance(by: 0.25)
        other.stopAnimation(true)
        #expect(other.state == .inactive && abs(view.center.x - 75) < 1e-9)
        app.advance(by: 1)
        #expect(positions == [.current])
    }

    @Test("pausesOnCompletion keeps it active and paused at the end")
    func pausesOnCompletion() {
        let (app, view) = scene()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 0.5, curve: .linear) { view.alpha = 0.2 }
        animator.pausesOnCompletion = true
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        app.advance(by: 1)
        #expect(animator.state == .active && !animator.isRunning && animator.fractionComplete == 1)
        #expect(positions == [])
        #expect(abs(view.layer.presentation()!.opacity - 0.2) < 1e-6)
    }

    @Test("The running form waits for its delay, showing the start value")
    func runningWithDelay() {
        let (app, view) = scene()
        var positions: [UIViewAnimatingPosition] = []
        UIViewPropertyAnimator.runningPropertyAnimator(
            withDuration: 0.5, delay: 0.5, options: .curveLinear, animations: { view.alpha = 0 },
            completion: { positions.append($0) })
        app.advance(by: 0.25)
        #expect(view.layer.presentation()!.opacity == 1)
        app.advance(by: 0.5)
        #expect(abs(view.layer.presentation()!.opacity - 0.5) < 1e-6)
        app.advance(by: 0.25)
        #expect(positions == [.end])
    }
}
