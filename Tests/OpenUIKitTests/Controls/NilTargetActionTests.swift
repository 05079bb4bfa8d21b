import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

// Seed 001's YKNote example, written the OpenUIKit way: the nil-targeted action names a method
// of a protocol, and the chain walk stops at the first responder that conforms.

/// The action the green button sends with no target.
protocol YKNoteHandling: UIResponder {
    func ykNoteEventHandlingGreenButtonDidTouchUpInside(_ button: UIButton)
}

extension RecordedEvent {
    /// The responder named `receiver` ran the green button's action, sent by the button named
    /// `sender`.
    static func greenAction(_ receiver: String, from sender: String = "green") -> RecordedEvent {
        .call(receiver, "ykNoteEventHandlingGreenButtonDidTouchUpInside", arguments: [sender])
    }
}

/// Records, for the handlers below, the green button's action into `recorder`.
@MainActor
private func recordGreenAction(_ recorder: EventRecorder?, _ receiver: String, _ button: UIButton) {
    recorder?.record(.greenAction(receiver, from: button.accessibilityIdentifier ?? "?"))
}

class YKNoteEventHandlingButton: UIButton {
    var recorder: EventRecorder?
}

final class YKNoteEventHandlingButtonWithAction: YKNoteEventHandlingButton, YKNoteHandling {
    func ykNoteEventHandlingGreenButtonDidTouchUpInside(_ button: UIButton) {
        recordGreenAction(recorder, "button", button)
    }
}

class YKNoteEventHandingView: UIView {
    var recorder: EventRecorder?
}

final class YKNoteEventHandingViewWithAction: YKNoteEventHandingView, YKNoteHandling {
    func ykNoteEventHandlingGreenButtonDidTouchUpInside(_ button: UIButton) {
        recordGreenAction(recorder, "view", button)
    }
}

class YKNoteEventHandingViewController: UIViewController {
    var recorder: EventRecorder?
}

final class YKNoteEventHandingViewControllerWithAction: YKNoteEventHandingViewController, YKNoteHandling {
    func ykNoteEventHandlingGreenButtonDidTouchUpInside(_ button: UIButton) {
        recordGreenAction(recorder, "controller", button)
    }
}

/// A view that implements the action but declines it at the moment.
final class YKNoteDecliningView: YKNoteEventHandingView, YKNoteHandling {
    func ykNoteEventHandlingGreenButtonDidTouchUpInside(_ button: UIButton) {
        recordGreenAction(recorder, "declining view", button)
    }

    override func canPerformAction(_ action: ResponderAction, withSender sender: Any?) -> Bool {
        action == ResponderAction(YKNoteHandling.ykNoteEventHandlingGreenButtonDidTouchUpInside) ? false
            : super.canPerformAction(action, withSender: sender)
    }
}

/// A view that can become first responder (as a text field would).
final class YKNoteFocusView: UIView {
    override var canBecomeFirstResponder: Bool { true }
}

@MainActor
@Suite struct NilTargetActionTests {
    /// Builds the seed's scene: controller → its view → a 200 × 200 view at (50, 100) → a
    /// 100 × 100 green button at (60, 60) whose touchUpInside has a nil target.
    private func makeScene(
        button: YKNoteEventHandlingButton, view: YKNoteEventHandingView, controller: YKNoteEventHandingViewController
    ) -> (stage: ControlStage, log: EventRecorder) {
        let log = EventRecorder()
        button.recorder = log
        view.recorder = log
        controller.recorder = log
        let stage = ControlStage(controller: controller)
        view.frame = CGRect(x: 50, y: 100, width: 200, height: 200)
        stage.root.addSubview(view)
        button.frame = CGRect(x: 60, y: 60, width: 100, height: 100)
        button.accessibilityIdentifier = "green"
        button.addTarget(nil, action: YKNoteHandling.ykNoteEventHandlingGreenButtonDidTouchUpInside, for: .touchUpInside)
        view.addSubview(button)
        return (stage, log)
    }

    private let buttonCenter = CGPoint(x: 160, y: 210)

    @Test("The button itself gets its nil-targeted action when it implements it")
    func buttonHandles() {
        let (stage, log) = makeScene(
            button: YKNoteEventHandlingButtonWithAction(), view: YKNoteEventHandingViewWithAction(),
            controller: YKNoteEventHandingViewControllerWithAction())
        stage.app.tap(at: buttonCenter)
        #expect(log.events == [.greenAction("button")])
    }

    @Test("Without the button's method, its superview gets the action")
    func viewHandles() {
        let (stage, log) = makeScene(
            button: YKNoteEventHandlingButton(), view: YKNoteEventHandingViewWithAction(),
            controller: YKNoteEventHandingViewControllerWithAction())
        stage.app.tap(at: buttonCenter)
        #expect(log.events == [.greenAction("view")])
    }

    @Test("Without the button's and the view's methods, the view controller gets the action")
    func controllerHandles() {
        let (stage, log) = makeScene(
            button: YKNoteEventHandlingButton(), view: YKNoteEventHandingView(),
            controller: YKNoteEventHandingViewControllerWithAction())
        stage.app.trace.isEnabled = true
        stage.app.tap(at: buttonCenter)
        #expect(log.events == [.greenAction("controller")])
        #expect(stage.app.trace.lines([.action]) == [
            "YKNoteHandling from green → YKNoteEventHandingViewControllerWithAction (chain walk from green)",
        ])
    }

    @Test("When nobody implements the action it is dropped, and the trace says so")
    func nobodyHandles() {
        let (stage, log) = makeScene(
            button: YKNoteEventHandlingButton(), view: YKNoteEventHandingView(),
            controller: YKNoteEventHandingViewController())
        stage.app.trace.isEnabled = true
        stage.app.tap(at: buttonCenter)
        #expect(log.events == [])
        #expect(stage.app.trace.lines([.action]) == ["YKNoteHandling from green: chain walk from green found no target"])
    }

    @Test("A responder whose canPerformAction declines is passed over")
    func declinedByCanPerform() {
        let (stage, log) = makeScene(
            button: YKNoteEventHandlingButton(), view: YKNoteDecliningView(),
            controller: YKNoteEventHandingViewControllerWithAction())
        stage.app.tap(at: buttonCenter)
        #expect(log.events == [.greenAction("controller")])
    }

    @Test("With a first responder the walk starts there, not at the button")
    func startsAtFirstResponder() {
        let (stage, log) = makeScene(
            button: YKNoteEventHandlingButtonWithAction(), view: YKNoteEventHandingViewWithAction(),
            controller: YKNoteEventHandingViewControllerWithAction())
        let focus = YKNoteFocusView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        stage.root.addSubview(focus)
        #expect(focus.becomeFirstResponder())
        stage.app.tap(at: buttonCenter)
        #expect(log.events == [.greenAction("controller")])
    }

    @Test("target(forAction:withSender:) and sendAction(_:to:from:for:) answer as UIKit's do")
    func applicationSendAction() {
        let (stage, log) = makeScene(
            button: YKNoteEventHandlingButton(), view: YKNoteEventHandingViewWithAction(),
            controller: YKNoteEventHandingViewControllerWithAction())
        let action = ResponderAction(YKNoteHandling.ykNoteEventHandlingGreenButtonDidTouchUpInside)
        let button = stage.root.subviews[0].subviews[0] as! UIButton
        #expect(button.target(forAction: action, withSender: button) as AnyObject? === stage.root.subviews[0])
        #expect(!button.canPerformAction(action, withSender: button))
        #expect(stage.app.application.sendAction(action, to: stage.controller, from: button, for: nil))
        #expect(!stage.app.application.sendAction(action, to: UIView(), from: button, for: nil))
        #expect(log.events == [.greenAction("controller")])
        #expect(stage.app.log.messages.count == 1)
    }
}
