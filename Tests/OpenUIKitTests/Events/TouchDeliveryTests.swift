import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A view that hands every touch call to a closure, for tests that inspect touches and events
/// while they are being delivered (UIKit forbids keeping them afterwards).
@MainActor
private final class ProbeView: UIView {
    var onTouches: (String, Set<UITouch>, UIEvent?) -> Void = { _, _, _ in }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        onTouches("began", touches, event)
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        onTouches("moved", touches, event)
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        onTouches("ended", touches, event)
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        onTouches("cancelled", touches, event)
    }
}

/// A view that removes itself from its superview when a touch begins in it.
@MainActor
private final class SelfRemovingView: RecordingView {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        removeFromSuperview()
    }
}

@MainActor @Suite struct TouchDeliveryTests {
    private func makeApp() -> (HeadlessApp, UIViewController, EventRecorder) {
        let app = HeadlessApp(screenSize: CGSize(width: 400, height: 800))
        let controller = namedController()
        app.makeWindow(rootViewController: controller)
        return (app, controller, EventRecorder())
    }

    /// The recorded event for the touch method `phase` ("began", "moved", …) reaching the view
    /// named `name` with its touches at `points`.
    private static func touchEvent(_ phase: String, _ name: String, _ points: [CGPoint]) -> RecordedEvent {
        switch phase {
        case "began": .touchesBegan(name, at: points)
        case "moved": .touchesMoved(name, at: points)
        case "ended": .touchesEnded(name, at: points)
        default: .touchesCancelled(name, at: points)
        }
    }

    @Test("One UITouch per finger for its whole life, bound to its hit view after leaving it")
    func touchIdentity() {
        let (app, controller, recorder) = makeApp()
        let view = ProbeView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        controller.view.addSubview(view)
        var touches: [ObjectIdentifier] = []
        var events: [ObjectIdentifier] = []
        view.onTouches = { phase, set, event in
            let touch = set.first!
            recorder.record(Self.touchEvent(phase, "probe", [touch.location(in: view)]))
            // The touch's phase is the method's, and it stays bound to its hit view.
            #expect("\(touch.phase)" == phase)
            #expect(touch.view === view)
            touches.append(ObjectIdentifier(touch))
            events.append(ObjectIdentifier(event!))
        }
        app.touchDown(at: CGPoint(x: 150, y: 150))
        app.touchMove(to: CGPoint(x: 250, y: 150))
        app.touchMove(to: CGPoint(x: 300, y: 400))
        app.touchUp()
        #expect(
            recorder.events == [
                .touchesBegan("probe", at: [CGPoint(x: 50, y: 50)]),
                .touchesMoved("probe", at: [CGPoint(x: 150, y: 50)]),
                .touchesMoved("probe", at: [CGPoint(x: 200, y: 300)]),
                .touchesEnded("probe", at: [CGPoint(x: 200, y: 300)]),
            ])
        #expect(Set(touches).count == 1 && touches.count == 4)
        #expect(Set(events).count == 1)
        // The next sequence is carried by the same reused event object.
        app.tap(at: CGPoint(x: 110, y: 110))
        #expect(Set(events).count == 1)
    }

    @Test("A second finger is hit-tested on its own; its began goes to its view while the first is stationary")
    func secondFinger() {
        let (app, controller, recorder) = makeApp()
        var allTouchPhases: [[String]] = []
        let left = ProbeView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let right = ProbeView(frame: CGRect(x: 200, y: 0, width: 100, height: 100))
        left.accessibilityIdentifier = "Left"
        right.accessibilityIdentifier = "Right"
        controller.view.addSubview(left)
        controller.view.addSubview(right)
        for view in [left, right] {
            view.onTouches = { phase, set, event in
                let all = event!.allTouches!
                let phases = all.map { "\($0.view!.accessibilityIdentifier!):\($0.phase)" }.sorted()
                recorder.record(Self.touchEvent(phase, view.accessibilityIdentifier!, set.map { $0.location(in: view) }))
                allTouchPhases.append(phases)
                if phase == "began" && view === right {
                    #expect(event!.touches(for: right) == set)
                    #expect(event!.touches(for: left)?.count == 1)
                    #expect(event!.touches(for: app.window!)?.count == 2)
                    #expect(event!.touches(for: controller.view)?.isEmpty == true)
                }
            }
        }
        app.trace.isEnabled = true
        app.touchDown(1, at: CGPoint(x: 50, y: 50))
        app.touchDown(2, at: CGPoint(x: 250, y: 50))
        app.touchMove(1, to: CGPoint(x: 60, y: 60))
        app.touchUp(1)
        app.touchUp(2)
        #expect(
            recorder.events == [
                .touchesBegan("Left", at: [CGPoint(x: 50, y: 50)]), .touchesBegan("Right", at: [CGPoint(x: 50, y: 50)]),
                .touchesMoved("Left", at: [CGPoint(x: 60, y: 60)]), .touchesEnded("Left", at: [CGPoint(x: 60, y: 60)]),
                .touchesEnded("Right", at: [CGPoint(x: 50, y: 50)]),
            ])
        // event.allTouches at each of those calls.
        #expect(
            allTouchPhases == [
                ["Left:began"], ["Left:stationary", "Right:began"], ["Left:moved", "Right:stationary"],
                ["Left:ended", "Right:stationary"], ["Right:ended"],
            ])
        #expect(app.trace.lines([.hitTest]).filter { $0.hasPrefix("finger") } == ["finger 1 → Left", "finger 2 → Right"])
    }

    @Test("A view that is not multiple-touch enabled gets only the first touch; an enabled one gets both")
    func multipleTouch() {
        let (app, controller, recorder) = makeApp()
        let view = RecordingView("V", recorder: recorder, frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        controller.view.addSubview(view)
        app.touchDown(1, at: CGPoint(x: 10, y: 10))
        app.touchDown(2, at: CGPoint(x: 100, y: 100))
        app.touchMove(2, to: CGPoint(x: 120, y: 120))
        app.touchUp(2)
        app.touchUp(1)
        let first = CGPoint(x: 10, y: 10)
        #expect(recorder.take() == [.touchesBegan("V", at: [first]), .touchesEnded("V", at: [first])])

        view.isMultipleTouchEnabled = true
        app.touchDown(1, at: CGPoint(x: 10, y: 10))
        app.touchDown(2, at: CGPoint(x: 100, y: 100))
        app.touchMove(2, to: CGPoint(x: 120, y: 120))
        app.touches([(1, .up, CGPoint(x: 10, y: 10)), (2, .up, CGPoint(x: 120, y: 120))])
        #expect(
            recorder.take() == [
                .touchesBegan("V", at: [first]), .touchesBegan("V", at: [CGPoint(x: 100, y: 100)]),
                .touchesMoved("V", at: [CGPoint(x: 120, y: 120)]),
                .touchesEnded("V", at: [first, CGPoint(x: 120, y: 120)]),
            ])

        view.isMultipleTouchEnabled = false
        app.touches([(1, .down, CGPoint(x: 10, y: 10)), (2, .down, CGPoint(x: 100, y: 100))])
        app.touches([(1, .up, CGPoint(x: 10, y: 10)), (2, .up, CGPoint(x: 100, y: 100))])
        #expect(recorder.take() == [.touchesBegan("V", at: [first]), .touchesEnded("V", at: [first])])
    }

    @Test("An exclusive-touch view blocks other views' new touches, and is blocked while others track")
    func exclusiveTouch() {
        let (app, controller, recorder) = makeApp()
        let exclusive = RecordingView("X", recorder: recorder, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let other = RecordingView("Y", recorder: recorder, frame: CGRect(x: 200, y: 0, width: 100, height: 100))
        exclusive.isExclusiveTouch = true
        controller.view.addSubview(exclusive)
        controller.view.addSubview(other)
        app.touchDown(1, at: CGPoint(x: 50, y: 50))
        app.touchDown(2, at: CGPoint(x: 250, y: 50))
        app.touchUp(2)
        app.touchUp(1)
        let centre = CGPoint(x: 50, y: 50)
        #expect(recorder.take() == [.touchesBegan("X", at: [centre]), .touchesEnded("X", at: [centre])])

        app.touchDown(1, at: CGPoint(x: 250, y: 50))
        app.touchDown(2, at: CGPoint(x: 50, y: 50))
        app.touchUp(2)
        app.touchUp(1)
        #expect(recorder.take() == [.touchesBegan("Y", at: [centre]), .touchesEnded("Y", at: [centre])])

        // Alone, the exclusive view gets its touches.
        app.tap(at: CGPoint(x: 50, y: 50))
        #expect(recorder.take() == [.touchesBegan("X", at: [centre]), .touchesEnded("X", at: [centre])])
    }

    @Test("tapCount grows for quick taps at one place and restarts when too slow or too far")
    func tapCount() {
        let (app, controller, recorder) = makeApp()
        let view = ProbeView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        controller.view.addSubview(view)
        view.onTouches = { phase, set, _ in
            guard phase == "began" else { return }
            recorder.record(.call("probe", "touchesBegan", arguments: ["tapCount: \(set.first!.tapCount)"]))
        }
        app.tap(at: CGPoint(x: 100, y: 100))
        app.advance(by: 0.1)
        app.tap(at: CGPoint(x: 105, y: 100))
        app.advance(by: TouchConstants.tapCountMaximumInterval - 0.05 - 0.001)
        app.tap(at: CGPoint(x: 100, y: 105))
        app.advance(by: TouchConstants.tapCountMaximumInterval + 0.01)
        app.tap(at: CGPoint(x: 100, y: 100))
        app.advance(by: 0.1)
        app.tap(at: CGPoint(x: 100 + TouchConstants.tapCountMaximumDistance + 1, y: 100))
        app.advance(by: 0.1)
        app.tap(at: CGPoint(x: 100 + TouchConstants.tapCountMaximumDistance + 1, y: 100))
        #expect(
            recorder.events
                == [1, 2, 3, 1, 1, 2].map { .call("probe", "touchesBegan", arguments: ["tapCount: \($0)"]) })
    }

    @Test("location(in:) and previousLocation(in:) convert window points; timestamps follow the virtual clock")
    func locationsAndTimestamps() {
        let (app, controller, recorder) = makeApp()
        let view = ProbeView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        view.bounds.origin = CGPoint(x: 10, y: 0)
        controller.view.addSubview(view)
        /// What a touch reports besides its location in the view (recorded as the event).
        struct Sample: Equatable {
            var previous: CGPoint
            var inWindow: CGPoint
            var timestamp: TimeInterval
            var eventTimestamp: TimeInterval
        }
        var samples: [Sample] = []
        view.onTouches = { phase, set, event in
            let touch = set.first!
            recorder.record(Self.touchEvent(phase, "probe", [touch.location(in: view)]))
            samples.append(
                Sample(
                    previous: touch.previousLocation(in: view), inWindow: touch.location(in: nil),
                    timestamp: touch.timestamp, eventTimestamp: event!.timestamp))
            #expect(touch.window === app.window && touch.type == .direct && touch.force == 0)
        }
        app.advance(by: 1)
        app.touchDown(at: CGPoint(x: 110, y: 120))
        app.advance(by: 0.5)
        app.touchMove(to: CGPoint(x: 130, y: 160))
        app.advance(by: 0.25)
        app.touchUp()
        #expect(
            recorder.events == [
                .touchesBegan("probe", at: [CGPoint(x: 20, y: 20)]),
                .touchesMoved("probe", at: [CGPoint(x: 40, y: 60)]),
                .touchesEnded("probe", at: [CGPoint(x: 40, y: 60)]),
            ])
        #expect(
            samples == [
                Sample(previous: CGPoint(x: 20, y: 20), inWindow: CGPoint(x: 110, y: 120), timestamp: 1, eventTimestamp: 1),
                Sample(previous: CGPoint(x: 20, y: 20), inWindow: CGPoint(x: 130, y: 160), timestamp: 1.5, eventTimestamp: 1.5),
                Sample(previous: CGPoint(x: 40, y: 60), inWindow: CGPoint(x: 130, y: 160), timestamp: 1.75, eventTimestamp: 1.75),
            ])
    }

    @Test("Touches are cancelled exactly once when their view leaves the window")
    func cancelOnRemoval() {
        let (app, controller, recorder) = makeApp()
        let container = namedView("Container", CGRect(x: 0, y: 0, width: 200, height: 200))
        let view = RecordingView("V", recorder: recorder, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let bystander = RecordingView("B", recorder: recorder, frame: CGRect(x: 300, y: 300, width: 50, height: 50))
        controller.view.addSubview(container)
        controller.view.addSubview(bystander)
        container.addSubview(view)
        app.trace.isEnabled = true
        app.touchDown(1, at: CGPoint(x: 50, y: 50))
        app.touchDown(2, at: CGPoint(x: 320, y: 320))
        container.removeFromSuperview()
        app.touchMove(1, to: CGPoint(x: 60, y: 60))
        app.touchMove(2, to: CGPoint(x: 330, y: 330))
        app.touchUp(1)
        app.touchUp(2)
        #expect(
            recorder.events == [
                .touchesBegan("V", at: [CGPoint(x: 50, y: 50)]), .touchesBegan("B", at: [CGPoint(x: 20, y: 20)]),
                .touchesCancelled("V", at: [CGPoint(x: 50, y: 50)]),
                .touchesMoved("B", at: [CGPoint(x: 30, y: 30)]), .touchesEnded("B", at: [CGPoint(x: 30, y: 30)]),
            ])
        // The finger stays down on the hardware: its later moves are not bad input.
        #expect(app.log.messages == [])
    }

    @Test("A view removing itself in touchesBegan gets touchesCancelled once")
    func removalInsideTouchesBegan() {
        let (app, controller, recorder) = makeApp()
        let view = SelfRemovingView("V", recorder: recorder, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        controller.view.addSubview(view)
        app.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 80, y: 80), steps: 3)
        #expect(
            recorder.events == [
                .touchesBegan("V", at: [CGPoint(x: 50, y: 50)]), .touchesCancelled("V", at: [CGPoint(x: 50, y: 50)]),
            ])
        #expect(app.log.messages == [])
        // The app keeps working.
        controller.view.addSubview(view)
        view.removeFromSuperview()
        let next = RecordingView("N", recorder: recorder, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        controller.view.addSubview(next)
        app.tap(at: CGPoint(x: 10, y: 10))
        #expect(
            recorder.events.suffix(2) == [
                .touchesBegan("N", at: [CGPoint(x: 10, y: 10)]), .touchesEnded("N", at: [CGPoint(x: 10, y: 10)]),
            ])
    }

    @Test("A cancelled finger's touch is delivered as cancelled")
    func fingerCancel() {
        let (app, controller, recorder) = makeApp()
        let view = RecordingView("V", recorder: recorder, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        controller.view.addSubview(view)
        app.touchDown(at: CGPoint(x: 10, y: 10))
        app.touchCancel()
        app.tap(at: CGPoint(x: 10, y: 10))
        let point = CGPoint(x: 10, y: 10)
        #expect(
            recorder.events == [
                .touchesBegan("V", at: [point]), .touchesCancelled("V", at: [point]), .touchesBegan("V", at: [point]),
                .touchesEnded("V", at: [point]),
            ])
        #expect(app.application.dispatcher.activeTouchCount == 0)
    }
}
