import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A control whose sendAction override point records what passes through it.
private final class InterceptingControl: UIControl {
    var recorder: EventRecorder?

    override func sendAction(_ action: ResponderAction, to target: AnyObject?, for event: UIEvent?) {
        recorder?.record(.call("control", "sendAction", arguments: ["\(action)", target == nil ? "nil" : "target"]))
        super.sendAction(action, to: target, for: event)
    }
}

@MainActor
@Suite struct ControlTargetActionTests {
    private func makeControl(_ stage: ControlStage) -> UIControl {
        let control = UIControl(frame: CGRect(x: 50, y: 50, width: 100, height: 44))
        control.accessibilityIdentifier = "control"
        stage.root.addSubview(control)
        return control
    }

    @Test("The three method shapes are called with the sender and, while tracking, the event")
    func methodShapes() {
        let stage = ControlStage()
        let recorder = EventRecorder()
        let control = makeControl(stage)
        let target = ControlActionTarget("target", recorder: recorder)
        control.addTarget(target, action: ControlActionTarget.ping, for: .touchUpInside)
        control.addTarget(target, action: ControlActionTarget.tapped(_:), for: .touchUpInside)
        control.addTarget(target, action: ControlActionTarget.tapped(_:with:), for: .touchUpInside)
        stage.app.tap(at: CGPoint(x: 100, y: 70))
        control.sendActions(for: .touchUpInside)
        #expect(recorder.take() == [
            .call("target", "ping"), .call("target", "tapped", arguments: ["control"]),
            .call("target", "tapped", arguments: ["control", "touches"]),
            .call("target", "ping"), .call("target", "tapped", arguments: ["control"]),
            .call("target", "tapped", arguments: ["control", "nil"]),
        ])
        #expect(control.allTargets.count == 1 && control.allTargets[0] === target)
        #expect(control.allControlEvents == .touchUpInside)
    }

    @Test("No action is ever sent to a deallocated target")
    func deallocatedTarget() {
        let stage = ControlStage()
        let recorder = EventRecorder()
        let control = makeControl(stage)
        weak var released: ControlActionTarget?
        do {
            let target = ControlActionTarget("gone", recorder: recorder)
            released = target
            control.addTarget(target, action: ControlActionTarget.ping, for: .allTouchEvents)
        }
        let survivor = ControlActionTarget("alive", recorder: recorder)
        control.addTarget(survivor, action: ControlActionTarget.tapped(_:), for: .touchUpInside)
        stage.app.tap(at: CGPoint(x: 100, y: 70))
        #expect(released == nil)
        #expect(recorder.take() == [.call("alive", "tapped", arguments: ["control"])])
        #expect(control.allTargets.count == 1 && control.allTargets[0] === survivor)
        #expect(control.allControlEvents == .touchUpInside)
    }

    @Test("Registrations run in order over a snapshot; one added by a handler waits for the next send")
    func snapshotOrder() {
        let stage = ControlStage()
        let recorder = EventRecorder()
        let control = makeControl(stage)
        control.addAction(UIAction(identifier: "first") { _ in
            recorder.record(.action("first"))
            guard !control.allControlEvents.contains(.touchDown) else { return }
            control.addAction(UIAction(identifier: "late") { _ in recorder.record(.action("late")) }, for: [.touchUpInside, .touchDown])
            control.removeAction(identifiedBy: "third", for: .touchUpInside)
        }, for: .touchUpInside)
        let target = ControlActionTarget("second", recorder: recorder)
        control.addTarget(target, action: ControlActionTarget.ping, for: .touchUpInside)
        control.addAction(UIAction(identifier: "third") { _ in recorder.record(.action("third")) }, for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        #expect(recorder.take() == [
            .action("first"), .call("second", "ping"), .action("first"), .call("second", "ping"), .action("late"),
        ])
    }

    @Test("An action with a registered identifier replaces the old one; removal subtracts events")
    func actionIdentity() {
        let recorder = EventRecorder()
        let control = UIControl(frame: .zero)
        control.addAction(UIAction(identifier: "save") { _ in recorder.record(.action("old")) }, for: .touchUpInside)
        control.addAction(UIAction(identifier: "save") { _ in recorder.record(.action("new")) }, for: .valueChanged)
        control.sendActions(for: [.touchUpInside, .valueChanged])
        #expect(recorder.take() == [.action("new"), .action("new")])
        control.removeAction(identifiedBy: "save", for: .touchUpInside)
        #expect(control.allControlEvents == .valueChanged)
        control.removeAction(UIAction(identifier: "save") { _ in }, for: .valueChanged)
        #expect(control.allControlEvents == [])
    }

    @Test("removeTarget with a nil target or nil action matches everything of that kind")
    func removeTarget() {
        let recorder = EventRecorder()
        let control = UIControl(frame: .zero)
        let a = ControlActionTarget("a", recorder: recorder)
        let b = ControlActionTarget("b", recorder: recorder)
        control.addTarget(a, action: ControlActionTarget.ping, for: [.touchDown, .touchUpInside])
        control.addTarget(b, action: ControlActionTarget.ping, for: .touchUpInside)
        control.removeTarget(a, for: .touchDown)
        control.sendActions(for: [.touchDown, .touchUpInside])
        #expect(recorder.take() == [.call("a", "ping"), .call("b", "ping")])
        control.removeTarget(nil, for: .touchUpInside)
        control.sendActions(for: .allEvents)
        #expect(recorder.take() == [])
        #expect(control.allTargets.isEmpty)
    }

    @Test("Adding an equal named action for the same target merges events instead of duplicating")
    func mergesNamedActions() {
        let recorder = EventRecorder()
        let control = UIControl(frame: .zero)
        let target = ControlActionTarget("t", recorder: recorder)
        let action = ResponderAction(ControlActionTarget.ping, name: "ping")
        control.addTarget(target, action: action, for: .touchDown)
        control.addTarget(target, action: action, for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        #expect(recorder.take() == [.call("t", "ping")])
        #expect(control.actions(forTarget: target, forControlEvent: .touchDown) == [action])
    }

    @Test("sendAction(_:to:for:) is the override point every target-action passes through")
    func overridePoint() {
        let stage = ControlStage()
        let recorder = EventRecorder()
        let control = InterceptingControl(frame: CGRect(x: 50, y: 50, width: 100, height: 44))
        control.recorder = recorder
        stage.root.addSubview(control)
        let target = ControlActionTarget("t", recorder: recorder)
        control.addTarget(target, action: ControlActionTarget.ping, for: .touchUpInside)
        stage.app.tap(at: CGPoint(x: 100, y: 70))
        #expect(recorder.take() == [
            .call("control", "sendAction", arguments: ["ControlActionTarget", "target"]), .call("t", "ping"),
        ])
    }

    @Test("A button's primary action follows touchUpInside; UIButton(primaryAction:) takes its title")
    func buttonPrimaryAction() {
        let stage = ControlStage()
        let recorder = EventRecorder()
        let button = UIButton(primaryAction: UIAction(title: "Send") { action in
            recorder.record(.action("primary"))
            #expect((action.sender as? UIButton)?.currentTitle == "Send")
        })
        button.frame = CGRect(x: 50, y: 50, width: 100, height: 44)
        ControlEventRecorder(button, name: "button", events: [.touchDown, .touchUpInside], into: recorder)
        stage.root.addSubview(button)
        stage.app.tap(at: CGPoint(x: 100, y: 70))
        #expect(recorder.take() == [
            .controlEvent("button", .touchDown), .controlEvent("button", .touchUpInside), .action("primary"),
        ])
        #expect(button.buttonType == .system)
    }

    @Test("A button's title falls back to the normal title for states without one")
    func buttonTitles() {
        let button = UIButton(type: .custom)
        button.setTitle("Play", for: .normal)
        button.setTitle("Playing", for: .selected)
        #expect(button.currentTitle == "Play")
        button.isSelected = true
        #expect(button.currentTitle == "Playing")
        #expect(button.title(for: .highlighted) == "Play")
        button.setTitle(nil, for: .normal)
        #expect(button.title(for: .disabled) == nil)
    }
}
