import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

@MainActor @Suite struct InputBoundaryTests {
    @Test("Bad input is logged and dropped, and the application keeps working")
    func badInput() {
        let app = HeadlessApp()
        let recorder = EventRecorder()
        let controller = namedController()
        app.makeWindow(rootViewController: controller)
        let view = RecordingView("V", recorder: recorder, frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        controller.view.addSubview(view)
        app.advance(by: 1)
        func touch(_ finger: Int, _ phase: TouchInput.Phase, _ x: CGFloat, _ y: CGFloat, at time: TimeInterval? = nil)
            -> InputEvent
        {
            .touch(TouchInput(fingerID: finger, phase: phase, location: CGPoint(x: x, y: y), timestamp: time ?? app.now))
        }
        app.send(touch(1, .down, .nan, 10))
        app.send(touch(1, .down, 10, .infinity))
        app.send(touch(1, .move, 10, 10))
        app.send(touch(1, .up, 10, 10))
        app.send(touch(1, .cancel, 10, 10))
        app.send(touch(1, .down, 10, 10))
        app.send(touch(1, .down, 20, 20))
        app.send(touch(1, .move, 30, 30, at: 0.5))
        app.send(touch(1, .move, -.infinity, 30))
        app.send(.touches([
            TouchInput(fingerID: 1, phase: .move, location: CGPoint(x: 40, y: 40), timestamp: app.now),
            TouchInput(fingerID: 2, phase: .move, location: CGPoint(x: 40, y: 40), timestamp: app.now),
        ]))
        app.send(.shake(.began, timestamp: 0.2))
        app.send(touch(1, .up, 10, 10))
        #expect(
            app.log.messages == [
                "Input dropped: finger 1 location CGPoint(x: nan, y: 10.0) is not finite",
                "Input dropped: finger 1 location CGPoint(x: 10.0, y: inf) is not finite",
                "Input dropped: move for finger 1, which is not down",
                "Input dropped: up for finger 1, which is not down",
                "Input dropped: cancel for finger 1, which is not down",
                "Input dropped: down for finger 1, which is already down",
                "Input dropped: timestamp 0.5 is earlier than the previous input's 1.0",
                "Input dropped: finger 1 location CGPoint(x: -inf, y: 30.0) is not finite",
                "Input dropped: move for finger 2, which is not down",
                "Input dropped: timestamp 0.2 is earlier than the previous input's 1.0",
            ])
        // Only the one good down and its up were delivered.
        let good = CGPoint(x: 10, y: 10)
        #expect(recorder.take() == [.touchesBegan("V", at: [good]), .touchesEnded("V", at: [good])])
        app.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 50, y: 50), steps: 2)
        #expect(
            recorder.take() == [
                .touchesBegan("V", at: [good]), .touchesMoved("V", at: [CGPoint(x: 30, y: 30)]),
                .touchesMoved("V", at: [CGPoint(x: 50, y: 50)]), .touchesEnded("V", at: [CGPoint(x: 50, y: 50)]),
            ])
        #expect(app.log.messages.count == 10)
        #expect(app.application.dispatcher.activeTouchCount == 0)
    }

    @Test("Dropped input is recorded in the trace")
    func droppedInputTraced() {
        let app = HeadlessApp()
        app.makeWindow(rootViewController: namedController())
        app.trace.isEnabled = true
        app.touchMove(7, to: CGPoint(x: 1, y: 1))
        #expect(app.trace.lines([.input]) == ["dropped: move for finger 7, which is not down"])
    }
}
