import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Receives a superview tap recognizer's action.
@MainActor
private final class TapRecorder {
    let history: ControlHistory
    init(history: ControlHistory) { self.history = history }
    func tapped(_ recognizer: UITapGestureRecognizer) { history.add("superview.tap") }
}

@MainActor
@Suite struct ControlGestureTests {
    /// A 300 × 300 container with a single-tap recognizer, holding `control` at (50, 50).
    private func makeScene(_ control: UIControl, history: ControlHistory) -> (ControlStage, TapRecorder) {
        let stage = ControlStage()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let recorder = TapRecorder(history: history)
        container.addGestureRecognizer(UITapGestureRecognizer(target: recorder, action: TapRecorder.tapped))
        stage.root.addSubview(container)
        control.frame = CGRect(x: 50, y: 50, width: 100, height: 44)
        control.recordEvents(into: history, as: "control")
        container.addSubview(control)
        return (stage, recorder)
    }

    @Test("A button under a superview tap recognizer keeps its tap; the recognizer does not fire")
    func buttonKeepsItsTap() {
        let history = ControlHistory()
        let (stage, recorder) = makeScene(UIButton(type: .system), history: history)
        stage.app.tap(at: CGPoint(x: 100, y: 70))
        #expect(history.take() == ["control.touchDown", "control.touchUpInside", "control.primaryActionTriggered"])
        _ = recorder
    }

    @Test("A plain UIControl under a superview tap recognizer gets touchDown, then touchCancel as the tap fires")
    func plainControlLosesItsTap() {
        let history = ControlHistory()
        let (stage, recorder) = makeScene(UIControl(), history: history)
        stage.app.tap(at: CGPoint(x: 100, y: 70))
        #expect(history.take() == ["control.touchDown", "superview.tap", "control.touchCancel"])
        _ = recorder
    }

    @Test("A tap beside the button still reaches the superview recognizer")
    func tapBesideButton() {
        let history = ControlHistory()
        let (stage, recorder) = makeScene(UIButton(type: .system), history: history)
        stage.app.tap(at: CGPoint(x: 250, y: 250))
        #expect(history.take() == ["superview.tap"])
        _ = recorder
    }

    @Test("A disabled button lets the superview's tap recognizer fire")
    func disabledButton() {
        let history = ControlHistory()
        let button = UIButton(type: .system)
        let (stage, recorder) = makeScene(button, history: history)
        button.isEnabled = false
        stage.app.tap(at: CGPoint(x: 100, y: 70))
        #expect(history.take() == ["superview.tap"])
        _ = recorder
    }
}

/// A superview's "tap to dismiss the keyboard" recognizer target: records the tap and ends
/// editing in its view.
@MainActor
private final class DismissingTapRecorder {
    let history: ControlHistory
    weak var field: UITextField?
    init(history: ControlHistory) { self.history = history }
    func tapped(_ recognizer: UITapGestureRecognizer) {
        history.add("superview.tap")
        field?.resignFirstResponder()
    }
}

@MainActor
@Suite struct TextFieldGestureTests {
    @Test("A text field under a superview tap recognizer begins editing on a tap; the recognizer does not fire")
    func fieldKeepsItsTap() {
        let stage = ControlStage()
        let history = ControlHistory()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let recorder = DismissingTapRecorder(history: history)
        container.addGestureRecognizer(UITapGestureRecognizer(target: recorder, action: DismissingTapRecorder.tapped))
        stage.root.addSubview(container)
        let field = UITextField(frame: CGRect(x: 50, y: 50, width: 200, height: 40))
        field.recordEvents(into: history, as: "field")
        container.addSubview(field)
        recorder.field = field

        stage.app.tap(at: CGPoint(x: 100, y: 70))
        #expect(history.take() == ["field.touchDown", "field.touchUpInside", "field.editingDidBegin"])
        #expect(field.isFirstResponder && field.isEditing)

        // A tap on the same view outside the field goes to the recognizer, whose action ends
        // the session.
        stage.app.tap(at: CGPoint(x: 150, y: 250))
        #expect(history.take() == ["superview.tap", "field.editingDidEnd"])
        #expect(!field.isFirstResponder && !field.isEditing)
    }
}
