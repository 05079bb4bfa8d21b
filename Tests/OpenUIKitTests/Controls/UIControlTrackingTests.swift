import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

@MainActor
@Suite struct UIControlTrackingTests {
    /// A control at (50, 50) sized 100 × 44 in the root view, recording tracking and events.
    private func makeControl(_ stage: ControlStage, _ recorder: EventRecorder) -> RecordingControl {
        let control = RecordingControl("control", recorder: recorder, frame: CGRect(x: 50, y: 50, width: 100, height: 44))
        ControlEventRecorder(control, name: "control", into: recorder)
        stage.root.addSubview(control)
        return control
    }

    private func begin(_ name: String = "control") -> RecordedEvent { .tracking(name, .beginTracking) }
    private func proceed(_ name: String = "control") -> RecordedEvent { .tracking(name, .continueTracking) }
    private func end(_ name: String = "control") -> RecordedEvent { .tracking(name, .endTracking) }
    private func event(_ event: UIControl.Event) -> RecordedEvent { .controlEvent("control", event) }

    @Test("A tap sends touchDown then touchUpInside, highlighted only while the finger is down")
    func tapSequence() {
        let stage = ControlStage()
        let recorder = EventRecorder()
        let control = makeControl(stage, recorder)
        control.addAction(UIAction { _ in
            recorder.record(.action("state at touchDown"))
            #expect(control.isHighlighted && control.isTracking)
        }, for: .touchDown)
        control.addAction(UIAction { _ in
            recorder.record(.action("state at touchUpInside"))
            #expect(control.isHighlighted && !control.isTracking)
        }, for: .touchUpInside)
        stage.app.tap(at: CGPoint(x: 100, y: 70))
        #expect(recorder.take() == [
            begin(), event(.touchDown), .action("state at touchDown"),
            end(), event(.touchUpInside), .action("state at touchUpInside"),
        ])
        #expect(!control.isHighlighted && !control.isTracking && !control.isTouchInside)
        #expect(control.state == .normal)
    }

    @Test("A drag that leaves past the 70 pt margin and comes back sends exit, outside, enter, inside")
    func dragLeavesAndReturns() {
        let stage = ControlStage()
        let recorder = EventRecorder()
        let control = makeControl(stage, recorder)
        control.addAction(UIAction { _ in
            recorder.record(.action("state at touchDragExit"))
            #expect(!control.isHighlighted)
        }, for: .touchDragExit)
        control.addAction(UIAction { _ in
            recorder.record(.action("state at touchDragEnter"))
            #expect(control.isHighlighted)
        }, for: .touchDragEnter)
        stage.app.touchDown(at: CGPoint(x: 100, y: 70))
        // The control spans x 50…150: 69 pt to its right is still inside, 80 pt is not.
        stage.app.touchMove(to: CGPoint(x: 219, y: 70))
        stage.app.touchMove(to: CGPoint(x: 230, y: 70))
        stage.app.touchMove(to: CGPoint(x: 200, y: 70))
        stage.app.touchUp()
        #expect(recorder.take() == [
            begin(), event(.touchDown),
            proceed(), event(.touchDragInside),
            proceed(), event(.touchDragExit), .action("state at touchDragExit"), event(.touchDragOutside),
            proceed(), event(.touchDragEnter), .action("state at touchDragEnter"), event(.touchDragInside),
            end(), event(.touchUpInside),
        ])
    }

    @Test("Lifting beyond the margin sends touchUpOutside")
    func liftOutside() {
        let stage = ControlStage()
        let recorder = EventRecorder()
        _ = makeControl(stage, recorder)
        stage.app.touchDown(at: CGPoint(x: 100, y: 70))
        stage.app.touchMove(to: CGPoint(x: 100, y: 200))
        stage.app.touchUp()
        #expect(recorder.take() == [
            begin(), event(.touchDown),
            proceed(), event(.touchDragExit), event(.touchDragOutside),
            end(), event(.touchUpOutside),
        ])
    }

    @Test("A cancelled touch calls cancelTracking, then sends touchCancel")
    func cancelledTouch() {
        let stage = ControlStage()
        let recorder = EventRecorder()
        let control = makeControl(stage, recorder)
        stage.app.touchDown(at: CGPoint(x: 100, y: 70))
        stage.app.touchCancel()
        #expect(recorder.take() == [
            begin(), event(.touchDown), .tracking("control", .cancelTracking(withEvent: true)), event(.touchCancel),
        ])
        #expect(!control.isTracking && !control.isHighlighted)
    }

    @Test("Removing a control mid-tracking sends touchCancel once, and the lift sends nothing")
    func removedWhileTracking() {
        let stage = ControlStage()
        let recorder = EventRecorder()
        let control = makeControl(stage, recorder)
        stage.app.touchDown(at: CGPoint(x: 100, y: 70))
        control.removeFromSuperview()
        stage.app.touchUp()
        #expect(recorder.take() == [
            begin(), event(.touchDown), .tracking("control", .cancelTracking(withEvent: true)), event(.touchCancel),
        ])
        #expect(!control.isTracking)
    }

    @Test("Removing a control from its touchDown action cancels its tracking")
    func removedFromOwnAction() {
        let stage = ControlStage()
        let recorder = EventRecorder()
        let control = makeControl(stage, recorder)
        control.addAction(UIAction { action in (action.sender as? UIView)?.removeFromSuperview() }, for: .touchDown)
        stage.app.tap(at: CGPoint(x: 100, y: 70))
        // Leaving the window mid-delivery cancels the tracking at once, with no event (A5.4);
        // the touch's own cancellation follows the delivery and finds nothing left to cancel.
        #expect(recorder.take() == [
            begin(), event(.touchDown), .tracking("control", .cancelTracking(withEvent: false)), event(.touchCancel),
        ])
        #expect(stage.app.application.dispatcher.activeTouchCount == 0)
    }

    @Test("A control removed by the valueChanged its continueTracking sends: cancelled once, not highlighted again, no drag event")
    func removedFromValueChangedWhileTracking() {
        let stage = ControlStage()
        let recorder = EventRecorder()
        let control = ValueSendingControl("control", recorder: recorder, frame: CGRect(x: 50, y: 50, width: 100, height: 44))
        ControlEventRecorder(control, name: "control", into: recorder)
        stage.root.addSubview(control)
        control.addAction(UIAction { action in (action.sender as? UIView)?.removeFromSuperview() }, for: .valueChanged)
        stage.app.touchDown(at: CGPoint(x: 100, y: 70))
        stage.app.touchMove(to: CGPoint(x: 110, y: 70))
        stage.app.touchUp()
        #expect(recorder.take() == [
            begin(), event(.touchDown), proceed(), event(.valueChanged),
            .tracking("control", .cancelTracking(withEvent: false)), event(.touchCancel),
        ])
        #expect(!control.isTracking && !control.isHighlighted && !control.isTouchInside)
        #expect(stage.app.application.dispatcher.activeTouchCount == 0)
    }

    @Test("A disabled control is skipped by hit-testing: the touch reaches the view behind it")
    func disabledControlIsSkipped() {
        let stage = ControlStage()
        let recorder = EventRecorder()
        let behind = RecordingView("behind", recorder: recorder, frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        stage.root.addSubview(behind)
        let control = makeControl(stage, recorder)
        control.isEnabled = false
        stage.app.tap(at: CGPoint(x: 100, y: 70))
        let point = CGPoint(x: 100, y: 70)
        #expect(recorder.take() == [.touchesBegan("behind", at: [point]), .touchesEnded("behind", at: [point])])
        #expect(control.state == .disabled)
        #expect(control.isUserInteractionEnabled)
    }

    @Test("When beginTracking refuses, nothing is sent and the touches go up the responder chain")
    func refusedTrackingForwards() {
        let stage = ControlStage()
        let recorder = EventRecorder()
        let parent = RecordingView("parent", recorder: recorder, frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        stage.root.addSubview(parent)
        let control = RecordingControl("control", recorder: recorder, frame: CGRect(x: 50, y: 50, width: 100, height: 44))
        ControlEventRecorder(control, name: "control", into: recorder)
        control.acceptsTracking = false
        parent.addSubview(control)
        stage.app.tap(at: CGPoint(x: 100, y: 70))
        let point = CGPoint(x: 100, y: 70)
        #expect(
            recorder.take() == [
                begin(), .touchesBegan("parent", at: [point]), .touchesEnded("parent", at: [point]),
            ])
        #expect(!control.isHighlighted)
    }

    @Test("A second quick tap sends touchDown and then touchDownRepeat")
    func repeatedTap() {
        let stage = ControlStage()
        let recorder = EventRecorder()
        _ = makeControl(stage, recorder)
        stage.app.doubleTap(at: CGPoint(x: 100, y: 70))
        #expect(recorder.take() == [
            begin(), event(.touchDown), end(), event(.touchUpInside),
            begin(), event(.touchDown), event(.touchDownRepeat),
            end(), event(.touchUpInside),
        ])
    }

    @Test("State combines highlighted, disabled and selected with UIKit's raw values")
    func stateRawValues() {
        let control = UIControl(frame: .zero)
        control.isSelected = true
        control.isEnabled = false
        #expect(control.state.rawValue == 6)
        #expect(UIControl.State.highlighted.rawValue == 1 && UIControl.State.focused.rawValue == 8)
        #expect(UIControl.Event.touchUpInside.rawValue == 64 && UIControl.Event.valueChanged.rawValue == 4096)
        #expect(UIControl.Event.primaryActionTriggered.rawValue == 8192 && UIControl.Event.editingDidEndOnExit.rawValue == 1 << 19)
        #expect(UIControl.Event.allTouchEvents.rawValue == 0x0FFF && UIControl.Event.allEditingEvents.rawValue == 0xF0000)
        #expect(UIControl.Event.allEvents.rawValue == 0xFFFF_FFFF)
    }

    @Test("The trace shows tracking, the events sent and the actions they reach")
    func traced() {
        let stage = ControlStage()
        let control = UIButton(frame: CGRect(x: 50, y: 50, width: 100, height: 44))
        control.accessibilityIdentifier = "ok"
        control.addAction(UIAction(title: "Save") { _ in }, for: .primaryActionTriggered)
        stage.root.addSubview(control)
        stage.app.trace.isEnabled = true
        stage.app.tap(at: CGPoint(x: 100, y: 70))
        #expect(stage.app.trace.lines([.control, .action]) == [
            "ok beginTracking → true", "ok touchDown", "ok endTracking", "ok touchUpInside",
            "ok primaryActionTriggered", "ok → UIAction 'Save'",
        ])
    }
}

/// A control whose `continueTracking` sends `valueChanged`, as a slider does while dragged.
@MainActor
private final class ValueSendingControl: RecordingControl {
    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let continues = super.continueTracking(touch, with: event)
        sendActions(for: .valueChanged, with: event)
        return continues
    }
}
