import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Actions a person could not make fail with the reason, through the failure reporter, send
/// nothing, and return a receipt saying they were not performed.
@MainActor @Suite struct ActionRefusalTests {
    /// A 400 × 400 window holding `panel` (100, 100, 200, 200) with `box` (20, 20, 60, 40) in
    /// it, a recording view.
    private func makeScreen() -> (HeadlessApp, UIWindow, UIView, RecordingView, EventRecorder, CollectedFailures) {
        let app = HeadlessApp(screenSize: CGSize(width: 400, height: 400))
        let window = app.makeWindow()
        let panel = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        panel.accessibilityIdentifier = "panel"
        let recorder = EventRecorder()
        let box = RecordingView("box", recorder: recorder, frame: CGRect(x: 20, y: 20, width: 60, height: 40))
        panel.addSubview(box)
        window.addSubview(panel)
        let collected = CollectedFailures()
        app.failureReporter = collected.reporter
        app.runTurn()
        return (app, window, panel, box, recorder, collected)
    }

    @Test("A hidden view: the tap fails naming it, the receipt says hidden")
    func hidden() {
        let (app, _, _, box, recorder, collected) = makeScreen()
        box.isHidden = true
        let receipt = app.tap(box)
        #expect(!receipt.wasPerformed)
        #expect(receipt.failure == ActionFailure(.hidden, "it is hidden"))
        #expect(collected.messages == ["Cannot tap RecordingView 'box': it is hidden"])
        #expect(recorder.events.isEmpty)
    }

    @Test("A view whose ancestor takes no touches: the drag fails naming the ancestor")
    func interactionDisabled() {
        let (app, _, panel, box, recorder, collected) = makeScreen()
        panel.isUserInteractionEnabled = false
        let receipt = app.drag(box, by: CGVector(dx: 20, dy: 0))
        #expect(receipt.failure?.reason == .userInteractionDisabled)
        #expect(collected.messages == ["Cannot drag RecordingView 'box': its ancestor UIView 'panel' has isUserInteractionEnabled set to false"])
        #expect(recorder.events.isEmpty)
    }

    @Test("A disabled control: the tap fails saying so and sends no control event")
    func disabledControl() {
        let (app, _, panel, _, _, collected) = makeScreen()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 100, y: 100, width: 80, height: 44)
        button.accessibilityIdentifier = "send"
        button.isEnabled = false
        panel.addSubview(button)
        let events = ControlEventRecorder(button)
        let receipt = app.tap(button)
        #expect(receipt.failure?.reason == .disabledControl)
        #expect(collected.messages == ["Cannot tap UIButton 'send': it is a disabled control (isEnabled is false)"])
        #expect(events.events.isEmpty)
    }

    @Test("A covered view: the long press fails naming the view hit-testing reaches")
    func covered() {
        let (app, _, panel, box, recorder, collected) = makeScreen()
        let cover = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        cover.accessibilityIdentifier = "cover"
        panel.addSubview(cover)
        let receipt = app.longPress(box)
        #expect(receipt.failure?.reason == .covered)
        #expect(collected.messages == ["Cannot long-press RecordingView 'box': it is covered at (150.0, 140.0) in its window: hit-testing there reaches UIView 'cover'"])
        #expect(recorder.events.isEmpty)
    }

    @Test("A view outside its window: the swipe fails with both rectangles")
    func outsideWindow() {
        let (app, window, _, _, _, collected) = makeScreen()
        let far = UIView(frame: CGRect(x: 420, y: 10, width: 50, height: 50))
        far.accessibilityIdentifier = "far"
        window.addSubview(far)
        let receipt = app.swipe(far, direction: .left)
        #expect(receipt.failure?.reason == .outsideWindow)
        #expect(collected.messages == ["Cannot swipe UIView 'far': it is outside its window (its bounds in the window: (420.0, 10.0, 50.0, 50.0); the window's bounds: (0.0, 0.0, 400.0, 400.0))"])
    }

    @Test("A view still animating: the tap fails naming the animation, and succeeds once settled")
    func midAnimation() {
        let (app, _, _, box, recorder, collected) = makeScreen()
        UIView.animate(withDuration: 0.5) { box.alpha = 0.5 }
        let receipt = app.tap(box)
        #expect(receipt.failure?.reason == .animating)
        #expect(collected.messages == ["Cannot tap RecordingView 'box': it is mid-animation ('opacity' on its layer); settle() first"])
        #expect(recorder.events.isEmpty)
        app.settle()
        #expect(app.tap(box).wasPerformed)
        #expect(recorder.take().count == 2)
    }

    @Test("A view in no window and one clipped away by its superview each fail with their reason")
    func detachedAndClipped() {
        let (app, _, _, box, _, collected) = makeScreen()
        let loose = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(app.pinch(loose, scale: 2).failure?.reason == .notInWindow)
        box.frame.origin = CGPoint(x: 200, y: 0)
        #expect(app.rotate(box, by: 1).failure?.reason == .clipped)
        #expect(collected.messages.count == 2)
    }

    @Test("Typing into a view that cannot become first responder fails after its tap")
    func notFirstResponder() {
        let (app, _, _, box, _, collected) = makeScreen()
        let receipt = app.typeText("x", into: box)
        #expect(receipt.failure?.reason == .notFirstResponder)
        #expect(collected.messages == ["Cannot type RecordingView 'box': it is not first responder after a tap (canBecomeFirstResponder is false)"])
    }

    @Test("A query element that matches nothing: the receipt says not found")
    func elementNotFound() {
        let (app, _, _, _, _, collected) = makeScreen()
        let receipt = app.buttons["nothing"].swipeUp()
        #expect(receipt.failure?.reason == .elementNotFound)
        #expect(collected.messages.count == 1)
    }
}
