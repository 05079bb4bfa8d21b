import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

@MainActor
@Suite struct UIControlTrackingTests {
    /// A control at (50, 50) sized 100 × 44 in the root view, recording tracking and events.
    private func makeControl(_ stage: ControlStage, _ history: ControlHistory) -> RecordingControl {
        let control = RecordingControl("control", frame: CGRect(x: 50, y: 50, width: 100, height: 44), history: history)
        control.recordEvents(into: history, as: "control")
        stage.root.addSubview(control)
        return control
    }

    @Test("A tap sends touchDown then touchUpInside, highlighted only while the finger is down")
    func tapSequence() {
        let stage = ControlStage()
        let history = ControlHistory()
        let control = makeControl(stage, history)
        control.addAction(UIAction { _ in history.add("highlighted=\(control.isHighlighted) tracking=\(control.isTracking)") }, for: [.touchDown, .touchUpInside])
        stage.app.tap(at: CGPoint(x: 100, y: 70))
        #expect(history.take() == [
            "control.beginTracking", "control.touchDown", "highlighted=true tracking=true",
            "control.endTracking", "control.touchUpInside", "highlighted=true tracking=false",
        ])
        #expect(!control.isHighlighted && !control.isTracking && !control.isTouchInside)
        #expect(control.state == .normal)
    }

    @Test("A drag that leaves past the 70 pt margin and comes back sends exit, outside, enter, inside")
    func dragLeavesAndReturns() {
        let stage = ControlStage()
        let history = ControlHistory()
        let control = makeControl(stage, history)
        control.addAction(UIAction { _ in history.add("highlighted=\(control.isHighlighted)") }, for: [.touchDragExit, .touchDragEnter])
        stage.app.touchDown(at: CGPoint(x: 100, y: 70))
        // The control spans x 50…150: 69 pt to its right is still inside, 80 pt is not.
        stage.app.touchMove(to: CGPoint(x: 219, y: 70))
        stage.app.touchMove(to: CGPoint(x: 230, y: 70))
        stage.app.touchMove(to: CGPoint(x: 200, y: 70))
        stage.app.touchUp()
        #expect(history.take() == [
            "control.beginTracking", "control.touchDown",
            "control.continueTracking", "control.touchDragInside",
            "control.continueTracking", "control.touchDragExit", "highlighted=false", "control.touchDragOutside",
            "control.continueTracking", "control.touchDragEnter", "highlighted=true", "control.touchDragInside",
            "control.endTracking", "control.touchUpInside",
        ])
    }

    @Test("Lifting beyond the margin sends touchUpOutside")
    func liftOutside() {
        let stage = ControlStage()
        let history = ControlHistory()
        _ = makeControl(stage, history)
        stage.app.touchDown(at: CGPoint(x: 100, y: 70))
        stage.app.touchMove(to: CGPoint(x: 100, y: 200))
        stage.app.touchUp()
        #expect(history.take() == [
            "control.beginTracking", "control.touchDown",
            "control.continueTracking", "control.touchDragExit", "control.touchDragOutside",
            "control.endTracking", "control.touchUpOutside",
        ])
    }

    @Test("A cancelled touch calls cancelTracking, then sends touchCancel")
    func cancelledTouch() {
        let stage = ControlStage()
        let history = ControlHistory()
        let control = makeControl(stage, history)
        stage.app.touchDown(at: CGPoint(x: 100, y: 70))
        stage.app.touchCancel()
        #expect(history.take() == [
            "control.beginTracking", "control.touchDown", "control.cancelTracking", "control.touchCancel",
        ])
        #expect(!control.isTracking && !control.isHighlighted)
    }

    @Test("Removing a control mid-tracking sends touchCancel once, and the lift sends nothing")
    func removedWhileTracking() {
        let stage = ControlStage()
        let history = ControlHistory()
        let control = makeControl(stage, history)
        stage.app.touchDown(at: CGPoint(x: 100, y: 70))
        control.removeFromSuperview()
        stage.app.touchUp()
        #expect(history.take() == [
            "control.beginTracking", "control.touchDown", "control.cancelTracking", "control.touchCancel",
        ])
        #expect(!control.isTracking)
    }

    @Test("Removing a control from its touchDown action cancels its tracking")
    func removedFromOwnAction() {
        let stage = ControlStage()
        let history = ControlHistory()
        let control = makeControl(stage, history)
        control.addAction(UIAction { action in (action.sender as? UIView)?.removeFromSuperview() }, for: .touchDown)
        stage.app.tap(at: CGPoint(x: 100, y: 70))
        // Leaving the window mid-delivery cancels the tracking at once, with no event (A5.4);
        // the touch's own cancellation follows the delivery and finds nothing left to cancel.
        #expect(history.take() == [
            "control.beginTracking", "control.touchDown", "control.cancelTracking(nil)", "control.touchCancel",
        ])
        #expect(stage.app.application.dispatcher.activeTouchCount == 0)
    }

    @Test("A disabled control is skipped by hit-testing: the touch reaches the view behind it")
    func disabledControlIsSkipped() {
        let stage = ControlStage()
        let history = ControlHistory()
        let behind = ControlTouchLogView("behind", frame: CGRect(x: 0, y: 0, width: 300, height: 300), history: history)
        stage.root.addSubview(behind)
        let control = makeControl(stage, history)
        control.isEnabled = false
        stage.app.tap(at: CGPoint(x: 100, y: 70))
        #expect(history.take() == ["behind.touchesBegan", "behind.touchesEnded"])
        #expect(control.state == .disabled)
        #expect(control.isUserInteractionEnabled)
    }

    @Test("When beginTracking refuses, nothing is sent and the touches go up the responder chain")
    func refusedTrackingForwards() {
        let stage = ControlStage()
        let history = ControlHistory()
        let parent = ControlTouchLogView("parent", frame: CGRect(x: 0, y: 0, width: 300, height: 300), history: history)
        stage.root.addSubview(parent)
        let control = RecordingControl("control", frame: CGRect(x: 50, y: 50, width: 100, height: 44), history: history)
        control.recordEvents(into: history, as: "control")
        control.acceptsTracking = false
        parent.addSubview(control)
        stage.app.tap(at: CGPoint(x: 100, y: 70))
        #expect(history.take() == ["control.beginTracking", "parent.touchesBegan", "parent.touchesEnded"])
        #expect(!control.isHighlighted)
    }

    @Test("A second quick tap sends touchDown and then touchDownRepeat")
    func repeatedTap() {
        let stage = ControlStage()
        let history = ControlHistory()
        _ = makeControl(stage, history)
        stage.app.doubleTap(at: CGPoint(x: 100, y: 70))
        #expect(history.take() == [
            "control.beginTracking", "control.touchDown", "control.endTracking", "control.touchUpInside",
            "control.beginTracking", "control.touchDown", "control.touchDownRepeat",
            "control.endTracking", "control.touchUpInside",
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
