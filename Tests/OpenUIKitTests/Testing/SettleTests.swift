import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

@MainActor @Suite struct SettleTests {
    @Test("settle() runs a finite animation to its end and returns the frames it took")
    func finiteAnimation() {
        let app = HeadlessApp(screenSize: CGSize(width: 100, height: 100), scale: 1)
        let collected = CollectedFailures()
        app.failureReporter = collected.reporter
        let window = app.makeWindow()
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(box)
        #expect(app.settle() == 0)
        UIView.animate(withDuration: 0.5) { box.frame.origin.x = 50 }
        let frames = app.settle()
        #expect(frames >= 30 && frames <= 32)
        #expect(box.layer.animationKeys() ?? [] == [])
        #expect(collected.failures.isEmpty)
    }

    @Test("settle() waits for a scheduled timer")
    func timer() {
        let app = HeadlessApp(screenSize: CGSize(width: 100, height: 100), scale: 1)
        let collected = CollectedFailures()
        app.failureReporter = collected.reporter
        app.makeWindow()
        var fired = false
        app.application.runLoop.schedule(after: 1) { _ in fired = true }
        #expect(app.settle() == 60)
        #expect(fired && collected.failures.isEmpty)
    }

    @Test("settle() fails naming a repeating animation that never ends, and a repeating timer")
    func neverEnds() throws {
        let app = HeadlessApp(screenSize: CGSize(width: 100, height: 100), scale: 1)
        let collected = CollectedFailures()
        app.failureReporter = collected.reporter
        let window = app.makeWindow()
        let spinner = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        spinner.accessibilityIdentifier = "spinner"
        window.addSubview(spinner)
        let pulse = CABasicAnimation(keyPath: "opacity")
        pulse.fromValue = 1.0
        pulse.toValue = 0.2
        pulse.duration = 0.4
        pulse.repeatCount = .infinity
        spinner.layer.add(pulse, forKey: "pulse")
        let line = #line + 1
        let frames = app.settle(timeout: 1)
        #expect(frames == 60)
        let failure = try #require(collected.failures.first)
        #expect(failure.location.line == line)
        #expect(failure.message.hasPrefix("settle(): the application is still busy after 1 s of its clock (60 frames):"))
        #expect(failure.message.contains("animation 'pulse' (CABasicAnimation, repeats forever) on UIView (identifier: spinner)"))

        spinner.layer.removeAllAnimations()
        app.application.runLoop.schedule(after: 0.25, repeating: 0.25) { _ in }
        app.settle(timeout: 0.5)
        #expect(collected.failures.last?.message.contains("timer due at ") == true)
        #expect(collected.failures.last?.message.contains("repeating every 0.25 s") == true)
    }
}
