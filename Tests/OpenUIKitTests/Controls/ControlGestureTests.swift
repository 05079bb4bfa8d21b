import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

@MainActor
@Suite struct ControlGestureTests {
    /// A 300 × 300 container with a single-tap recognizer, holding `control` at (50, 50); the
    /// recognizer's actions and the control's events go to one recorder.
    private func makeScene(_ control: UIControl, recorder: EventRecorder) -> ControlStage {
        let stage = ControlStage()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let tap = UITapGestureRecognizer()
        recorder.recordActions(of: tap, as: "superview.tap")
        container.addGestureRecognizer(tap)
        stage.root.addSubview(container)
        control.frame = CGRect(x: 50, y: 50, width: 100, height: 44)
        ControlEventRecorder(control, name: "control", into: recorder)
        container.addSubview(control)
        return stage
    }

    @Test("A button under a superview tap recognizer keeps its tap; the recognizer does not fire")
    func buttonKeepsItsTap() {
        let recorder = EventRecorder()
        let stage = makeScene(UIButton(type: .system), recorder: recorder)
        stage.app.tap(at: CGPoint(x: 100, y: 70))
        #expect(
            recorder.take() == [
                .controlEvent("control", .touchDown), .controlEvent("control", .touchUpInside),
                .controlEvent("control", .primaryActionTriggered),
            ])
    }

    @Test("A plain UIControl under a superview tap recognizer gets touchDown, then touchCancel as the tap fires")
    func plainControlLosesItsTap() {
        let recorder = EventRecorder()
        let stage = makeScene(UIControl(), recorder: recorder)
        stage.app.tap(at: CGPoint(x: 100, y: 70))
        #expect(
            recorder.take() == [
                .controlEvent("control", .touchDown), .gestureAction("superview.tap", state: .ended),
                .controlEvent("control", .touchCancel),
            ])
    }

    @Test("A tap beside the button still reaches the superview recognizer")
    func tapBesideButton() {
        let recorder = EventRecorder()
        let stage = makeScene(UIButton(type: .system), recorder: recorder)
        stage.app.tap(at: CGPoint(x: 250, y: 250))
        #expect(recorder.take() == [.gestureAction("superview.tap", state: .ended)])
    }

    @Test("A disabled button lets the superview's tap recognizer fire")
    func disabledButton() {
        let recorder = EventRecorder()
        let button = UIButton(type: .system)
        let stage = makeScene(button, recorder: recorder)
        button.isEnabled = false
        stage.app.tap(at: CGPoint(x: 100, y: 70))
        #expect(recorder.take() == [.gestureAction("superview.tap", state: .ended)])
    }
}

@MainActor
@Suite struct TextFieldGestureTests {
    @Test("A text field under a superview tap recognizer begins editing on a tap; the recognizer does not fire")
    func fieldKeepsItsTap() {
        let stage = ControlStage()
        let recorder = EventRecorder()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let field = UITextField(frame: CGRect(x: 50, y: 50, width: 200, height: 40))
        // The superview's "tap to dismiss the keyboard" recognizer: recorded, then it ends
        // editing in its view.
        let tap = UITapGestureRecognizer()
        recorder.recordActions(of: tap, as: "superview.tap")
        tap.addAction { [weak field] _ in _ = field?.resignFirstResponder() }
        container.addGestureRecognizer(tap)
        stage.root.addSubview(container)
        ControlEventRecorder(field, name: "field", into: recorder)
        container.addSubview(field)

        stage.app.tap(at: CGPoint(x: 100, y: 70))
        #expect(
            recorder.take() == [
                .controlEvent("field", .touchDown), .controlEvent("field", .touchUpInside),
                .controlEvent("field", .editingDidBegin),
            ])
        #expect(field.isFirstResponder && field.isEditing)

        // A tap on the same view outside the field goes to the recognizer, whose action ends
        // the session.
        stage.app.tap(at: CGPoint(x: 150, y: 250))
        #expect(recorder.take() == [.gestureAction("superview.tap", state: .ended), .controlEvent("field", .editingDidEnd)])
        #expect(!field.isFirstResponder && !field.isEditing)
    }
}
