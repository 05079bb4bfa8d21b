import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

@MainActor @Suite struct RunLoopTests {
    /// The timer action named `name` ran when the application clock read `time`.
    private func fired(_ name: String, at time: TimeInterval) -> RecordedEvent {
        .call(name, "fired", arguments: ["now: \(time)"])
    }

    @Test("Timers fire at their exact virtual times, equal deadlines in schedule order")
    func timerOrder() {
        let app = HeadlessApp()
        let recorder = EventRecorder()
        let runLoop = app.application.runLoop
        runLoop.schedule(after: 0.3) { _ in recorder.record(fired("a", at: app.now)) }
        runLoop.schedule(after: 0.1) { _ in recorder.record(fired("b", at: app.now)) }
        runLoop.schedule(after: 0.1) { _ in recorder.record(fired("c", at: app.now)) }
        let repeating = runLoop.schedule(after: 0.25, repeating: 0.25) { _ in recorder.record(fired("r", at: app.now)) }
        app.advance(by: 0.6)
        #expect(
            recorder.take() == [
                fired("b", at: 0.1), fired("c", at: 0.1), fired("r", at: 0.25), fired("a", at: 0.3), fired("r", at: 0.5),
            ])
        #expect(repeating.isValid && repeating.fireTime == 0.75)
        repeating.invalidate()
        app.advance(by: 1)
        #expect(recorder.take() == [])
        #expect(runLoop.nextTimerFireTime == nil)
    }

    @Test("A timer can invalidate itself and schedule another from its action")
    func timerActions() {
        let app = HeadlessApp()
        let recorder = EventRecorder()
        let runLoop = app.application.runLoop
        var count = 0
        runLoop.schedule(after: 1, repeating: 1) { timer in
            count += 1
            recorder.record(fired("tick \(count)", at: app.now))
            if count == 2 {
                timer.invalidate()
                runLoop.schedule(after: 0.5) { _ in recorder.record(fired("follow-up", at: app.now)) }
            }
        }
        app.advance(by: 5)
        #expect(recorder.events == [fired("tick 1", at: 1), fired("tick 2", at: 2), fired("follow-up", at: 2.5)])
    }

    @Test("Each run-loop turn runs one frame pass, after timers and input")
    func oneFramePerTurn() {
        let app = HeadlessApp()
        app.makeWindow(rootViewController: namedController())
        let pipeline = app.application.framePipeline
        let turns = app.application.runLoop.turnCount
        let frames = pipeline.frameCount
        app.runTurn()
        #expect(pipeline.frameCount == frames + 1)
        app.application.runLoop.schedule(after: 0.5) { _ in }
        app.advance(by: 1)
        // One turn at the timer's deadline, one at the end.
        #expect(pipeline.frameCount == frames + 3)
        app.tap(at: CGPoint(x: 10, y: 10))
        #expect(pipeline.frameCount == frames + 5)
        #expect(app.application.runLoop.turnCount - turns == pipeline.frameCount - frames)
    }

    @Test("UIApplication.shared is the newest application, or the one made current")
    func sharedApplication() {
        let first = HeadlessApp()
        #expect(UIApplication.shared === first.application)
        let second = HeadlessApp()
        #expect(UIApplication.shared === second.application)
        first.makeWindow()
        #expect(UIApplication.shared === first.application)
        #expect(UIScreen.main === first.application.screen)
    }

    @Test("Two applications in one test do not interfere")
    func twoApplications() {
        let first = HeadlessApp(screenSize: CGSize(width: 300, height: 300))
        let recorder = EventRecorder()
        let firstRoot = FixedRootController("First", recorder: recorder)
        first.makeWindow(rootViewController: firstRoot)
        let second = HeadlessApp(screenSize: CGSize(width: 500, height: 500))
        let secondRoot = FixedRootController("Second", recorder: recorder)
        second.makeWindow(rootViewController: secondRoot)
        let firstView = RecordingView("A", recorder: recorder, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let secondView = RecordingView("B", recorder: recorder, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        firstRoot.view.addSubview(firstView)
        secondRoot.view.addSubview(secondView)
        recorder.clear()
        first.trace.isEnabled = true
        first.tap(at: CGPoint(x: 10, y: 10))
        first.advance(by: 2)
        second.tap(at: CGPoint(x: 10, y: 10))
        let point = CGPoint(x: 10, y: 10)
        #expect(
            recorder.take() == [
                .touchesBegan("A", at: [point]), .touchesEnded("A", at: [point]),
                .touchesBegan("B", at: [point]), .touchesEnded("B", at: [point]),
            ])
        #expect(first.now == 2.05 && second.now == 0.05)
        #expect(second.trace.entries.isEmpty && !first.trace.entries.isEmpty)
        #expect(first.application.windows.count == 1 && second.application.windows.count == 1)
        #expect(first.application.keyWindow === first.window && second.application.keyWindow === second.window)
        // Misuse in one application is logged by that application.
        firstRoot.present(FixedRootController("X", recorder: recorder), animated: false)
        firstRoot.present(FixedRootController("Y", recorder: recorder), animated: false)
        #expect(first.log.messages.count == 1)
        #expect(second.log.messages.isEmpty)
    }
}
