import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

@MainActor @Suite struct RecorderTests {
    /// A 400 × 400 screen with a recording view at (100, 100), 200 × 200, in the root view.
    private func makeScene() -> (HeadlessApp, RecordingView, EventRecorder) {
        let app = HeadlessApp(screenSize: CGSize(width: 400, height: 400))
        let controller = UIViewController()
        app.makeWindow(rootViewController: controller)
        let recorder = EventRecorder()
        let view = RecordingView("view", recorder: recorder, frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        controller.view.addSubview(view)
        return (app, view, recorder)
    }

    @Test("Recorded events print as readable lines")
    func lines() {
        let recorder = EventRecorder()
        recorder.record(.touchesBegan("view", at: [CGPoint(x: 10, y: 20.5)]))
        recorder.record(.touchesMoved("view", at: [CGPoint(x: 1, y: 2), CGPoint(x: 3, y: 4)]))
        recorder.record(.action("save"))
        recorder.record(.gestureAction("tap", state: .ended))
        recorder.record(.gestureState("pan", from: .possible, to: .began))
        recorder.record(.controlEvent("button", .touchUpInside))
        #expect(
            recorder.lines == [
                "view.touchesBegan at (10, 20.5)", "view.touchesMoved at (1, 2), (3, 4)", "save", "tap action ended",
                "pan: possible → began", "button.touchUpInside",
            ])
        #expect(recorder.description == recorder.lines.joined(separator: "\n"))
        #expect(recorder.events.map(\.subject) == ["view", "view", "save", "tap", "pan", "button"])
        #expect(recorder.take().count == 6)
        #expect(recorder.events.isEmpty)
    }

    @Test("A recording view records each finger's location in its own coordinates, ordered by finger")
    func recordingViewFingers() {
        let (app, view, recorder) = makeScene()
        view.isMultipleTouchEnabled = true
        app.touches([(2, .down, CGPoint(x: 150, y: 110)), (1, .down, CGPoint(x: 120, y: 130))])
        app.touchMove(2, to: CGPoint(x: 160, y: 110))
        app.touches([(1, .up, CGPoint(x: 120, y: 130)), (2, .up, CGPoint(x: 160, y: 110))])
        #expect(
            recorder.take() == [
                .touchesBegan("view", at: [CGPoint(x: 20, y: 30), CGPoint(x: 50, y: 10)]),
                .touchesMoved("view", at: [CGPoint(x: 60, y: 10)]),
                .touchesEnded("view", at: [CGPoint(x: 20, y: 30), CGPoint(x: 60, y: 10)]),
            ])
    }

    @Test("A recording view that forwards touches passes them up the responder chain")
    func forwarding() {
        let (app, outer, recorder) = makeScene()
        let inner = RecordingView("inner", recorder: recorder, frame: CGRect(x: 50, y: 50, width: 50, height: 50))
        outer.addSubview(inner)
        inner.forwardsTouches = true
        app.tap(at: CGPoint(x: 160, y: 160))
        #expect(
            recorder.take() == [
                .touchesBegan("inner", at: [CGPoint(x: 10, y: 10)]), .touchesBegan("view", at: [CGPoint(x: 60, y: 60)]),
                .touchesEnded("inner", at: [CGPoint(x: 10, y: 10)]), .touchesEnded("view", at: [CGPoint(x: 60, y: 60)]),
            ])
        inner.forwardsTouches = false
        app.tap(at: CGPoint(x: 160, y: 160))
        #expect(recorder.take().map(\.subject) == ["inner", "inner"])
        #expect(inner.accessibilityIdentifier == "inner")
    }

    @Test("A gesture state recorder sees every transition, resets included, and its actions when asked")
    func gestureStates() {
        let (app, view, recorder) = makeScene()
        let tap = UITapGestureRecognizer()
        tap.numberOfTapsRequired = 2
        view.addGestureRecognizer(tap)
        let states = GestureStateRecorder(tap, name: "double", into: recorder, recordsActions: true)
        app.doubleTap(at: CGPoint(x: 150, y: 150))
        // The transition is applied during delivery; the action goes out after it, then the reset.
        #expect(
            recorder.take().filter { $0.subject == "double" } == [
                .gestureState("double", from: .possible, to: .ended),
                .gestureAction("double", state: .ended),
                .gestureState("double", from: .ended, to: .possible),
            ])
        // A single tap fails it once the double-tap interval runs out.
        app.tap(at: CGPoint(x: 150, y: 150))
        app.advance(by: 1)
        #expect(states.states == [.failed, .possible])
        #expect(states.transitions.map(\.from) == [.possible, .failed])

        states.stop()
        recorder.clear()
        app.doubleTap(at: CGPoint(x: 150, y: 150))
        #expect(states.states.isEmpty)
        #expect(!recorder.events.contains { if case .gestureAction = $0 { true } else { false } })
    }

    @Test("A gesture state recorder names events after the recognizer's name, else its class")
    func gestureStateNames() {
        let pan = UIPanGestureRecognizer()
        #expect(GestureStateRecorder(pan).name == "UIPanGestureRecognizer")
        pan.name = "scroller"
        #expect(GestureStateRecorder(pan).name == "scroller")
    }

    @Test("A gesture state recorder works for a recognizer on no view (state set directly)")
    func detachedRecognizer() {
        let recognizer = UIGestureRecognizer()
        let states = GestureStateRecorder(recognizer, name: "free")
        recognizer.state = .began
        recognizer.state = .changed
        #expect(states.recorder.lines == ["free: possible → began", "free: began → changed"])
    }

    @Test("A control event recorder records the chosen single events in order, until stopped")
    func controlEvents() {
        let (app, view, recorder) = makeScene()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 40)
        view.addSubview(button)
        let all = ControlEventRecorder(button, name: "button", into: recorder)
        let drags = ControlEventRecorder(button, name: "drags", events: [.touchDragInside, .touchDragExit])
        app.drag(from: CGPoint(x: 150, y: 120), to: CGPoint(x: 250, y: 120), steps: 2, duration: 0.1)
        #expect(all.events == [.touchDown, .touchDragInside, .touchDragInside, .touchUpInside, .primaryActionTriggered])
        #expect(drags.events == [.touchDragInside, .touchDragInside])
        #expect(drags.recorder !== recorder)
        #expect(recorder.lines.first == "button.touchDown")

        all.stop()
        recorder.clear()
        app.tap(at: CGPoint(x: 150, y: 120))
        #expect(recorder.events.isEmpty)
        #expect(drags.events.count == 2)  // still recording into its own recorder: a tap has no drag
    }

    @Test("An action handler records a named action each time it runs")
    func actionHandler() {
        let (app, view, recorder) = makeScene()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        view.addSubview(button)
        let handler = recorder.actionHandler("save")
        button.addAction(UIAction { _ in handler() }, for: .touchUpInside)
        ControlEventRecorder(button, name: "button", events: .touchUpInside, into: recorder)
        app.tap(button)
        #expect(recorder.take() == [.action("save"), .controlEvent("button", .touchUpInside)])
    }
}

@MainActor @Suite struct GestureStateRecorderOrderTests {
    @Test("A transition held back by a failure requirement is recorded when it is released")
    func heldBackTransition() {
        let app = HeadlessApp(screenSize: CGSize(width: 400, height: 400))
        let controller = UIViewController()
        app.makeWindow(rootViewController: controller)
        let single = UITapGestureRecognizer()
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        controller.view.addGestureRecognizer(single)
        controller.view.addGestureRecognizer(double)
        let recorder = EventRecorder()
        GestureStateRecorder(single, name: "single", into: recorder)
        GestureStateRecorder(double, name: "double", into: recorder)
        app.tap(at: CGPoint(x: 100, y: 100))
        // The single tap waits for the double tap; nothing has changed state yet.
        #expect(recorder.events.isEmpty)
        app.advance(by: 1)
        #expect(
            recorder.take() == [
                .gestureState("double", from: .possible, to: .failed),
                .gestureState("single", from: .possible, to: .ended),
                .gestureState("single", from: .ended, to: .possible),
                .gestureState("double", from: .failed, to: .possible),
            ])
    }

    @Test("The stopping reporter ends the process with the failure and where it was")
    func stoppingReporter() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                TestFailureReporter.stopping.report(
                    TestFailure(message: "boom", location: TestSourceLocation(fileID: "M/F.swift", filePath: "/F.swift", line: 7, column: 3)))
            }
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(output.contains("/F.swift:7:3: boom"))
        #expect(output.contains("give the check a TestFailureReporter"))
    }
}

@MainActor @Suite struct LayoutRecordingTests {
    @Test("A recording view records its layout passes when asked, once per pass, with its bounds")
    func layoutPasses() {
        let app = HeadlessApp(screenSize: CGSize(width: 400, height: 400))
        let controller = UIViewController()
        app.makeWindow(rootViewController: controller)
        let recorder = EventRecorder()
        let view = RecordingView("panel", recorder: recorder, frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        view.recordsLayout = true
        controller.view.addSubview(view)
        app.runTurn()
        #expect(recorder.take() == [.layoutSubviews("panel", bounds: CGRect(x: 0, y: 0, width: 100, height: 50))])
        // Two changes before the next pass give one layoutSubviews call.
        view.frame.size.width = 120
        view.setNeedsLayout()
        app.runTurn()
        #expect(recorder.lines == ["panel.layoutSubviews in (0, 0, 120, 50)"])
        // Nothing marked: no pass.
        recorder.clear()
        app.runTurn()
        #expect(recorder.events.isEmpty)
    }
}

@MainActor @Suite struct CallAndTrackingRecordingTests {
    @Test("Tracking calls, method calls, constraint and display passes print as readable lines")
    func printedForms() {
        let recorder = EventRecorder()
        recorder.record(.tracking("slider", .beginTracking))
        recorder.record(.tracking("slider", .continueTracking))
        recorder.record(.tracking("slider", .endTracking))
        recorder.record(.tracking("slider", .cancelTracking(withEvent: true)))
        recorder.record(.tracking("slider", .cancelTracking(withEvent: false)))
        recorder.record(.call("target", "ping"))
        recorder.record(.call("target", "tapped", arguments: ["button", "nil"]))
        recorder.record(.call("scroll", "touchesShouldBegin", arguments: ["row"], returned: "true"))
        recorder.record(.updateConstraints("panel"))
        recorder.record(.draw("panel", rect: CGRect(x: 0, y: 0, width: 30, height: 15.5)))
        #expect(
            recorder.lines == [
                "slider.beginTracking", "slider.continueTracking", "slider.endTracking", "slider.cancelTracking",
                "slider.cancelTracking(nil)", "target.ping", "target.tapped(button, nil)",
                "scroll.touchesShouldBegin(row) → true", "panel.updateConstraints", "panel.draw in (0, 0, 30, 15.5)",
            ])
        #expect(recorder.events.map(\.subject) == ["slider", "slider", "slider", "slider", "slider", "target", "target", "scroll", "panel", "panel"])
        #expect(RecordedEvent.call("a", "m") == .call("a", "m", arguments: [], returned: nil))
        #expect(RecordedEvent.call("a", "m", returned: "true") != .call("a", "m", returned: "false"))
    }

    @Test("A recording control records each tracking call, and refuses tracking when told to")
    func recordingControl() {
        let app = HeadlessApp(screenSize: CGSize(width: 400, height: 400))
        let controller = UIViewController()
        app.makeWindow(rootViewController: controller)
        let recorder = EventRecorder()
        let control = RecordingControl("control", recorder: recorder, frame: CGRect(x: 100, y: 100, width: 100, height: 44))
        ControlEventRecorder(control, name: "control", events: [.touchDown, .touchUpInside, .touchCancel], into: recorder)
        controller.view.addSubview(control)
        #expect(control.accessibilityIdentifier == "control")
        app.drag(from: CGPoint(x: 120, y: 120), to: CGPoint(x: 130, y: 120), steps: 1)
        #expect(
            recorder.take() == [
                .tracking("control", .beginTracking), .controlEvent("control", .touchDown),
                .tracking("control", .continueTracking), .tracking("control", .endTracking),
                .controlEvent("control", .touchUpInside),
            ])
        app.advance(by: 1)
        app.touchDown(at: CGPoint(x: 120, y: 120))
        app.touchCancel()
        #expect(
            recorder.take() == [
                .tracking("control", .beginTracking), .controlEvent("control", .touchDown),
                .tracking("control", .cancelTracking(withEvent: true)), .controlEvent("control", .touchCancel),
            ])
        control.acceptsTracking = false
        app.advance(by: 1)
        app.tap(at: CGPoint(x: 120, y: 120))
        #expect(recorder.take() == [.tracking("control", .beginTracking)])
        #expect(!control.isTracking)
    }
}
