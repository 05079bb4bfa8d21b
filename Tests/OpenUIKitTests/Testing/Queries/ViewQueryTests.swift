import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

@MainActor @Suite struct ViewQueryTests {
    /// A 400 × 400 screen whose root view holds a panel at (100, 100) with a button and a
    /// recording view inside.
    private func makeScene() -> (HeadlessApp, UIView, UIButton, RecordingView, EventRecorder) {
        let app = HeadlessApp(screenSize: CGSize(width: 400, height: 400))
        let controller = UIViewController()
        app.makeWindow(rootViewController: controller)
        let panel = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        panel.accessibilityIdentifier = "panel"
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 10, y: 10, width: 80, height: 40)
        button.accessibilityIdentifier = "save"
        let recorder = EventRecorder()
        let box = RecordingView("box", recorder: recorder, frame: CGRect(x: 100, y: 100, width: 60, height: 40))
        panel.addSubview(button)
        panel.addSubview(box)
        controller.view.addSubview(panel)
        return (app, panel, button, box, recorder)
    }

    @Test("view(withIdentifier:) finds nested views by accessibilityIdentifier; views(ofType:) and views(where:) filter")
    func queries() {
        let (app, panel, button, box, _) = makeScene()
        #expect(app.view(withIdentifier: "save") === button)
        #expect(app.view(withIdentifier: "box") === box)
        #expect(app.view(withIdentifier: "panel") === panel)
        #expect(app.view(withIdentifier: "missing") == nil)
        #expect(app.views(ofType: UIButton.self).map(ObjectIdentifier.init) == [ObjectIdentifier(button)])
        #expect(app.views(ofType: RecordingView.self).map(ObjectIdentifier.init) == [ObjectIdentifier(box)])
        #expect(app.views(where: { $0.frame.width == 60 }).map(ObjectIdentifier.init) == [ObjectIdentifier(box)])
        // Pre-order: the window, the root view, the panel, then the panel's subviews in order.
        let order = app.allViews()
        #expect(order.firstIndex { $0 === panel }! < order.firstIndex { $0 === button }!)
        #expect(order.firstIndex { $0 === button }! < order.firstIndex { $0 === box }!)
        #expect(order.first === app.window)
    }

    @Test("tap(_:) lands at the centre of the view, in its own coordinates, on the application clock")
    func tapAtCentre() {
        let (app, _, _, box, recorder) = makeScene()
        let start = app.now
        #expect(app.tap(box).wasPerformed)
        let centre = CGPoint(x: 30, y: 20)
        #expect(recorder.take() == [.touchesBegan("box", at: [centre]), .touchesEnded("box", at: [centre])])
        #expect(app.now - start == 0.05)
    }

    @Test("tap(_:) aims at the part of the view inside its superviews' bounds")
    func tapVisiblePart() {
        let (app, panel, _, box, recorder) = makeScene()
        // Half of the box hangs out of the panel's right edge: only x 0…40 of it can be touched.
        box.frame.origin.x = 160
        _ = panel
        app.tap(box)
        #expect(recorder.take() == [.touchesBegan("box", at: [CGPoint(x: 20, y: 20)]), .touchesEnded("box", at: [CGPoint(x: 20, y: 20)])])
    }

    @Test("A tap on a control sends its events")
    func tapButton() {
        let (app, _, button, _, _) = makeScene()
        let events = ControlEventRecorder(button)
        app.tap(button)
        #expect(events.events == [.touchDown, .touchUpInside, .primaryActionTriggered])
        #expect(events.name == "save")
    }

    @Test("tap(_:) refuses a hidden view, naming the view and the reason, and sends nothing")
    func refusesHidden() {
        let (app, panel, _, box, recorder) = makeScene()
        let collected = CollectedFailures()
        app.failureReporter = collected.reporter
        box.isHidden = true
        #expect(!app.tap(box).wasPerformed)
        box.isHidden = false
        panel.isHidden = true
        #expect(!app.tap(box).wasPerformed)
        panel.isHidden = false
        panel.isUserInteractionEnabled = false
        #expect(!app.drag(box, by: CGVector(dx: 10, dy: 0)).wasPerformed)
        panel.isUserInteractionEnabled = true
        box.alpha = 0
        #expect(!app.longPress(box).wasPerformed)
        #expect(
            collected.messages == [
                "Cannot tap RecordingView 'box': it is hidden",
                "Cannot tap RecordingView 'box': its ancestor UIView 'panel' is hidden",
                "Cannot drag RecordingView 'box': its ancestor UIView 'panel' has isUserInteractionEnabled set to false",
                "Cannot long-press RecordingView 'box': it has alpha 0.0 (hit-testing skips views below 0.01)",
            ])
        #expect(recorder.events.isEmpty)
    }

    @Test("tap(_:) refuses a covered view, naming what hit-testing reaches instead")
    func refusesCovered() {
        let (app, panel, _, box, recorder) = makeScene()
        let collected = CollectedFailures()
        let cover = UIView(frame: CGRect(x: 90, y: 90, width: 100, height: 100))
        cover.accessibilityIdentifier = "cover"
        panel.addSubview(cover)
        #expect(!app.tap(box, reporter: collected.reporter).wasPerformed)
        #expect(
            collected.messages == [
                "Cannot tap RecordingView 'box': it is covered at (230.0, 220.0) in its window: hit-testing there reaches UIView 'cover'"
            ])
        #expect(recorder.events.isEmpty)
        // A cover that lets touches through does not count.
        cover.isUserInteractionEnabled = false
        #expect(app.tap(box, reporter: collected.reporter).wasPerformed)
        #expect(recorder.take().count == 2)
    }

    @Test("tap(_:) refuses a view outside any window and one outside its superview")
    func refusesDetachedAndOutside() {
        let (app, panel, _, box, _) = makeScene()
        let collected = CollectedFailures()
        app.failureReporter = collected.reporter
        let loose = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(!app.tap(loose).wasPerformed)
        box.frame.origin = CGPoint(x: 200, y: 0)
        _ = panel
        #expect(!app.tap(box).wasPerformed)
        #expect(
            collected.messages == [
                "Cannot tap UIView: it is not in a window",
                "Cannot tap RecordingView 'box': it has no area inside its superviews' bounds for a touch to land on (its bounds in the window: (300.0, 100.0, 60.0, 40.0))",
            ])
    }

    @Test("Inside a Swift Testing test, the automatic reporter records an issue")
    func automaticReporterRecordsIssue() {
        let (app, _, _, box, _) = makeScene()
        box.isHidden = true
        withKnownIssue {
            app.tap(box)
        } matching: { issue in
            issue.comments.map(\.rawValue) == ["Cannot tap RecordingView 'box': it is hidden"]
        }
    }

    @Test("tap(_:) reaches a view in a window that is not the key window")
    func nonKeyWindow() {
        let (app, _, _, _, recorder) = makeScene()
        let other = UIWindow(frame: CGRect(x: 0, y: 300, width: 400, height: 100))
        other.isHidden = false
        let view = RecordingView("other", recorder: recorder, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        other.addSubview(view)
        #expect(!other.isKeyWindow)
        #expect(app.tap(view).wasPerformed)
        #expect(recorder.take() == [.touchesBegan("other", at: [CGPoint(x: 50, y: 50)]), .touchesEnded("other", at: [CGPoint(x: 50, y: 50)])])
    }

    @Test("drag(_:by:) moves the finger by exactly the translation, through a pan's began, changed and ended")
    func drag() {
        let (app, _, _, box, recorder) = makeScene()
        let pan = UIPanGestureRecognizer()
        box.addGestureRecognizer(pan)
        var translations: [CGPoint] = []
        pan.addAction { recognizer in
            translations.append((recognizer as! UIPanGestureRecognizer).translation(in: nil))
        }
        let states = GestureStateRecorder(pan, name: "pan", into: recorder)
        let start = app.now
        #expect(app.drag(box, by: CGVector(dx: 40, dy: -20), steps: 4, duration: 0.25).wasPerformed)
        #expect(app.now - start == 0.25)
        // Each step moves (10, -5); the first is past the pan's 10-point hysteresis, so it
        // begins there and changes on the three others.
        #expect(states.states == [.began, .changed, .changed, .changed, .ended, .possible])
        // The finger lifted 40, -20 from where it went down, the box's centre (30, 20).
        #expect(pan.location(in: box) == CGPoint(x: 70, y: 0))
        // The translation counts from where the pan began, one step in.
        #expect(translations.last == CGPoint(x: 30, y: -15))
        // The pan cancels the box's touch as it begins (the getting-started article prints this).
        #expect(
            Array(recorder.lines.prefix(3)) == [
                "box.touchesBegan at (30, 20)", "pan: possible → began", "box.touchesCancelled at (40, 15)",
            ])
        #expect(
            recorder.events.filter { $0.subject == "box" } == [
                .touchesBegan("box", at: [CGPoint(x: 30, y: 20)]),
                .touchesCancelled("box", at: [CGPoint(x: 40, y: 15)]),
            ])
    }

    @Test("longPress(_:) holds long enough for a long-press recognizer, on the clock")
    func longPress() {
        let (app, _, _, box, recorder) = makeScene()
        let press = UILongPressGestureRecognizer()
        box.addGestureRecognizer(press)
        let states = GestureStateRecorder(press, name: "press", into: recorder)
        let start = app.now
        #expect(app.longPress(box).wasPerformed)
        #expect(app.now - start == 1)
        #expect(states.states == [.began, .ended, .possible])
        // A press shorter than the recognizer's 0.5 s minimum fails it.
        recorder.clear()
        app.longPress(box, duration: 0.25)
        #expect(states.states == [.failed, .possible])
    }
}
