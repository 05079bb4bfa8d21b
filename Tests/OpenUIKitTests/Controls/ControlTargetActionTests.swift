import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A control whose sendAction override point records what passes through it.
private final class InterceptingControl: UIControl {
    var history: ControlHistory?

    override func sendAction(_ action: ResponderAction, to target: AnyObject?, for event: UIEvent?) {
        history?.add("sendAction(\(action), to: \(target == nil ? "nil" : "target"))")
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
        let history = ControlHistory()
        let control = makeControl(stage)
        let target = ControlActionTarget("target", history: history)
        control.addTarget(target, action: ControlActionTarget.ping, for: .touchUpInside)
        control.addTarget(target, action: ControlActionTarget.tapped(_:), for: .touchUpInside)
        control.addTarget(target, action: ControlActionTarget.tapped(_:with:), for: .touchUpInside)
        stage.app.tap(at: CGPoint(x: 100, y: 70))
        control.sendActions(for: .touchUpInside)
        #expect(history.take() == [
            "target.ping", "target.tapped(control)", "target.tapped(control, event: touches)",
            "target.ping", "target.tapped(control)", "target.tapped(control, event: nil)",
        ])
        #expect(control.allTargets.count == 1 && control.allTargets[0] === target)
        #expect(control.allControlEvents == .touchUpInside)
    }

    @Test("No action is ever sent to a deallocated target")
    func deallocatedTarget() {
        let stage = ControlStage()
        let history = ControlHistory()
        let control = makeControl(stage)
        weak var released: ControlActionTarget?
        do {
            let target = ControlActionTarget("gone", history: history)
            released = target
            control.addTarget(target, action: ControlActionTarget.ping, for: .allTouchEvents)
        }
        let survivor = ControlActionTarget("alive", history: history)
        control.addTarget(survivor, action: ControlActionTarget.tapped(_:), for: .touchUpInside)
        stage.app.tap(at: CGPoint(x: 100, y: 70))
        #expect(released == nil)
        #expect(history.take() == ["alive.tapped(control)"])
        #expect(control.allTargets.count == 1 && control.allTargets[0] === survivor)
        #expect(control.allControlEvents == .touchUpInside)
    }

    @Test("Registrations run in order over a snapshot; one added by a handler waits for the next send")
    func snapshotOrder() {
        let stage = ControlStage()
        let history = ControlHistory()
        let control = makeControl(stage)
        control.addAction(UIAction(identifier: "first") { _ in
            history.add("first")
            guard !control.allControlEvents.contains(.touchDown) else { return }
            control.addAction(UIAction(identifier: "late") { _ in history.add("late") }, for: [.touchUpInside, .touchDown])
            control.removeAction(identifiedBy: "third", for: .touchUpInside)
        }, for: .touchUpInside)
        let target = ControlActionTarget("second", history: history)
        control.addTarget(target, action: ControlActionTarget.ping, for: .touchUpInside)
        control.addAction(UIAction(identifier: "third") { _ in history.add("third") }, for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        #expect(history.take() == ["first", "second.ping", "first", "second.ping", "late"])
    }

    @Test("An action with a registered identifier replaces the old one; removal subtracts events")
    func actionIdentity() {
        let history = ControlHistory()
        let control = UIControl(frame: .zero)
        control.addAction(UIAction(identifier: "save") { _ in history.add("old") }, for: .touchUpInside)
        control.addAction(UIAction(identifier: "save") { _ in history.add("new") }, for: .valueChanged)
        control.sendActions(for: [.touchUpInside, .valueChanged])
        #expect(history.take() == ["new", "new"])
        control.removeAction(identifiedBy: "save", for: .touchUpInside)
        #expect(control.allControlEvents == .valueChanged)
        control.removeAction(UIAction(identifier: "save") { _ in }, for: .valueChanged)
        #expect(control.allControlEvents == [])
    }

    @Test("removeTarget with a nil target or nil action matches everything of that kind")
    func removeTarget() {
        let history = ControlHistory()
        let control = UIControl(frame: .zero)
        let a = ControlActionTarget("a", history: history)
        let b = ControlActionTarget("b", history: history)
        control.addTarget(a, action: ControlActionTarget.ping, for: [.touchDown, .touchUpInside])
        control.addTarget(b, action: ControlActionTarget.ping, for: .touchUpInside)
        control.removeTarget(a, for: .touchDown)
        control.sendActions(for: [.touchDown, .touchUpInside])
        #expect(history.take() == ["a.ping", "b.ping"])
        control.removeTarget(nil, for: .touchUpInside)
        control.sendActions(for: .allEvents)
        #expect(history.take() == [])
        #expect(control.allTargets.isEmpty)
    }

    @Test("Adding an equal named action for the same target merges events instead of duplicating")
    func mergesNamedActions() {
        let history = ControlHistory()
        let control = UIControl(frame: .zero)
        let target = ControlActionTarget("t", history: history)
        let action = ResponderAction(ControlActionTarget.ping, name: "ping")
        control.addTarget(target, action: action, for: .touchDown)
        control.addTarget(target, action: action, for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        #expect(history.take() == ["t.ping"])
        #expect(control.actions(forTarget: target, forControlEvent: .touchDown) == [action])
    }

    @Test("sendAction(_:to:for:) is the override point every target-action passes through")
    func overridePoint() {
        let stage = ControlStage()
        let history = ControlHistory()
        let control = InterceptingControl(frame: CGRect(x: 50, y: 50, width: 100, height: 44))
        control.history = history
        stage.root.addSubview(control)
        let target = ControlActionTarget("t", history: history)
        control.addTarget(target, action: ControlActionTarget.ping, for: .touchUpInside)
        stage.app.tap(at: CGPoint(x: 100, y: 70))
        #expect(history.take() == ["sendAction(ControlActionTarget, to: target)", "t.ping"])
    }

    @Test("A button's primary action follows touchUpInside; UIButton(primaryAction:) takes its title")
    func buttonPrimaryAction() {
        let stage = ControlStage()
        let history = ControlHistory()
        let button = UIButton(primaryAction: UIAction(title: "Send") { action in
            history.add("primary from \((action.sender as? UIButton)?.currentTitle ?? "?")")
        })
        button.frame = CGRect(x: 50, y: 50, width: 100, height: 44)
        button.recordEvents(into: history, as: "button", [.touchDown, .touchUpInside])
        stage.root.addSubview(button)
        stage.app.tap(at: CGPoint(x: 100, y: 70))
        #expect(history.take() == ["button.touchDown", "button.touchUpInside", "primary from Send"])
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
