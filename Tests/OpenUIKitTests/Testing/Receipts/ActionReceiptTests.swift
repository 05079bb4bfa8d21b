import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Counts the actions it is sent.
@MainActor private final class ReceiptTarget: UIResponder {
    var calls: [String] = []
    func save(_ sender: UIButton) { calls.append("save") }
    func handle(_ recognizer: UIGestureRecognizer) { calls.append("\(recognizer.name ?? "?") \(recognizer.state)") }
}

/// A view that can become first responder and answers ⌘B.
@MainActor private final class CommandView: UIView {
    var commands: [UIKeyCommand] = []
    override var canBecomeFirstResponder: Bool { true }
    override var keyCommands: [UIKeyCommand]? { commands }
    var bolded = 0
    func bold() { bolded += 1 }
}

@MainActor @Suite struct ActionReceiptTests {
    /// A 400 × 400 window with a view named `pad` filling (50, 50, 300, 300).
    private func makeScene() -> (HeadlessApp, UIWindow, UIView, ReceiptTarget) {
        let app = HeadlessApp(screenSize: CGSize(width: 400, height: 400))
        let window = app.makeWindow()
        let pad = UIView(frame: CGRect(x: 50, y: 50, width: 300, height: 300))
        pad.accessibilityIdentifier = "pad"
        window.addSubview(pad)
        app.runTurn()
        return (app, window, pad, ReceiptTarget())
    }

    private func recognizer<R: UIGestureRecognizer>(_ recognizer: R, _ name: String, on view: UIView, _ target: ReceiptTarget) -> R {
        recognizer.name = name
        recognizer.addTarget(target, action: ReceiptTarget.handle)
        view.addGestureRecognizer(recognizer)
        return recognizer
    }

    @Test("A tap on a button: the view hit, its control events with their target-actions, the frames and time")
    func tapButton() {
        let (app, _, pad, target) = makeScene()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 10, y: 10, width: 100, height: 44)
        button.accessibilityIdentifier = "save"
        button.addTarget(target, action: ReceiptTarget.save, for: .touchUpInside)
        pad.addSubview(button)
        let receipt = app.tap(button)
        #expect(receipt.wasPerformed)
        #expect(receipt.viewHit == "save")
        #expect(receipt.controlEvents.map(\.event) == ["touchDown", "touchUpInside", "primaryActionTriggered"])
        #expect(target.calls == ["save"])
        #expect(receipt.controlEvents[1].actions == [SentAction(action: "ReceiptTarget", sender: "save", target: "ReceiptTarget", performed: true)])
        #expect(
            receipt.description == """
            tap save at (110.0, 82.0)
              hit save
              save sent touchDown
              save sent touchUpInside → ReceiptTarget from save → ReceiptTarget
              save sent primaryActionTriggered
              action ReceiptTarget from save → ReceiptTarget
              2 frames, 0.05 s
            """)
    }

    @Test("A double tap: the two-tap recognizer recognizes and cancels the view's touches")
    func doubleTap() {
        let (app, _, pad, target) = makeScene()
        let double = recognizer(UITapGestureRecognizer(), "double", on: pad, target)
        double.numberOfTapsRequired = 2
        let receipt = app.doubleTap(pad)
        #expect(receipt.gestureStates == [GestureStateChange(recognizer: "double", from: .possible, to: .ended)])
        #expect(
            receipt.description == """
            double-tap pad at (200.0, 200.0)
              hit pad
              double: possible → ended
              cancelled fingers 1,1 on pad
              4 frames, 0.2 s
            """)
    }

    @Test("A long press: began after the minimum duration, ended at the lift")
    func longPress() {
        let (app, _, pad, target) = makeScene()
        _ = recognizer(UILongPressGestureRecognizer(), "long", on: pad, target)
        let receipt = app.longPress(pad)
        #expect(receipt.gestureStates.map(\.to) == [.began, .ended])
        #expect(
            receipt.description == """
            long-press pad at (200.0, 200.0)
              hit pad
              long: possible → began
              long: began → ended
              cancelled fingers 1 on pad
              3 frames, 1.0 s
            """)
    }

    @Test("A drag: the pan begins, changes with each move, ends at the lift")
    func drag() {
        let (app, _, pad, target) = makeScene()
        _ = recognizer(UIPanGestureRecognizer(), "pan", on: pad, target)
        let receipt = app.drag(pad, by: CGVector(dx: 100, dy: 0), steps: 4)
        #expect(receipt.gestureStates.first?.to == .began)
        #expect(
            receipt.description == """
            drag pad at (200.0, 200.0)
              hit pad
              pan: possible → began
              pan: began → changed
              pan: changed → changed
              pan: changed → changed
              pan: changed → ended
              cancelled fingers 1 on pad
              6 frames, 0.3 s
            """)
    }

    @Test("A flick at a point: the pan's changes and end, no hit-tested target named")
    func flick() {
        let (app, _, pad, target) = makeScene()
        _ = recognizer(UIPanGestureRecognizer(), "pan", on: pad, target)
        let receipt = app.flick(from: CGPoint(x: 200, y: 200), velocity: CGPoint(x: 0, y: -800))
        #expect(receipt.target == nil)
        #expect(
            receipt.description == """
            flick at (200.0, 200.0)
              hit pad
              pan: possible → began
              pan: began → changed
              pan: changed → changed
              pan: changed → changed
              pan: changed → changed
              pan: changed → changed
              pan: changed → changed
              pan: changed → changed
              pan: changed → ended
              cancelled fingers 1 on pad
              10 frames, 0.125 s
            """)
    }

    @Test("A swipe: the swipe recognizer for its direction recognizes")
    func swipe() {
        let (app, _, pad, target) = makeScene()
        let swipe = recognizer(UISwipeGestureRecognizer(), "swipe", on: pad, target)
        swipe.direction = .left
        let receipt = app.swipe(pad, direction: .left)
        #expect(receipt.gestureStates == [GestureStateChange(recognizer: "swipe", from: .possible, to: .ended)])
        #expect(
            receipt.description == """
            swipe pad at (200.0, 200.0)
              hit pad
              swipe: possible → ended
              cancelled fingers 1 on pad
              12 frames, 0.1 s
            """)
    }

    @Test("A pinch: two fingers, the pinch recognizer begins, changes and ends")
    func pinch() {
        let (app, _, pad, target) = makeScene()
        _ = recognizer(UIPinchGestureRecognizer(), "pinch", on: pad, target)
        let receipt = app.pinch(pad, scale: 2)
        #expect(receipt.gestureStates.first?.to == .began)
        #expect(
            receipt.description == """
            pinch pad at (200.0, 200.0)
              hit pad
              pinch: possible → began
              pinch: began → changed
              pinch: changed → changed
              pinch: changed → changed
              pinch: changed → changed
              pinch: changed → changed
              pinch: changed → changed
              pinch: changed → changed
              pinch: changed → changed
              pinch: changed → changed
              pinch: changed → ended
              cancelled fingers 1 on pad
              12 frames, 0.3 s
            """)
    }

    @Test("A rotation: the rotation recognizer begins, changes and ends")
    func rotate() {
        let (app, _, pad, target) = makeScene()
        _ = recognizer(UIRotationGestureRecognizer(), "rotation", on: pad, target)
        let receipt = app.rotate(pad, by: .pi / 2)
        #expect(receipt.gestureStates.first?.to == .began)
        #expect(
            receipt.description == """
            rotate pad at (200.0, 200.0)
              hit pad
              rotation: possible → began
              rotation: began → changed
              rotation: changed → changed
              rotation: changed → changed
              rotation: changed → changed
              rotation: changed → changed
              rotation: changed → changed
              rotation: changed → changed
              rotation: changed → changed
              rotation: changed → changed
              rotation: changed → ended
              cancelled fingers 1 on pad
              12 frames, 0.3 s
            """)
    }

    @Test("A two-finger pan: a pan needing two touches begins, changes with each move and ends")
    func twoFingerPan() {
        let (app, _, pad, target) = makeScene()
        let pan = recognizer(UIPanGestureRecognizer(), "pan2", on: pad, target)
        pan.minimumNumberOfTouches = 2
        let receipt = app.twoFingerPan(pad, by: CGVector(dx: 0, dy: 100))
        #expect(receipt.gestureStates.first?.to == .began)
        #expect(
            receipt.description == """
            two-finger pan pad at (200.0, 200.0)
              hit pad
              pan2: possible → began
              pan2: began → changed
              pan2: changed → changed
              pan2: changed → changed
              pan2: changed → changed
              pan2: changed → changed
              pan2: changed → changed
              pan2: changed → changed
              pan2: changed → changed
              pan2: changed → changed
              pan2: changed → ended
              cancelled fingers 1 on pad
              12 frames, 0.3 s
            """)
    }

    @Test("An edge swipe: the screen-edge pan of that edge begins and ends")
    func edgeSwipe() {
        let (app, window, _, target) = makeScene()
        let edge = recognizer(UIScreenEdgePanGestureRecognizer(), "edge", on: window, target)
        edge.edges = .left
        let receipt = app.edgeSwipe(from: .left)
        #expect(receipt.gestureStates.first?.to == .began)
        #expect(
            receipt.description == """
            edge swipe at (2.0, 200.0)
              hit UIWindow
              edge: possible → began
              edge: began → changed
              edge: changed → changed
              edge: changed → changed
              edge: changed → changed
              edge: changed → changed
              edge: changed → changed
              edge: changed → changed
              edge: changed → changed
              edge: changed → changed
              edge: changed → ended
              12 frames, 0.3 s
            """)
    }

    @Test("Typing into a text field: the tap makes it first responder, each character an editing change")
    func typeText() {
        let (app, _, pad, _) = makeScene()
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 40))
        field.accessibilityIdentifier = "name"
        pad.addSubview(field)
        let receipt = app.typeText("hi", into: field)
        #expect(receipt.firstResponderChange == FirstResponderChange(from: nil, to: "name"))
        #expect(field.text == "hi")
        #expect(
            receipt.description == """
            type name
              hit name
              name sent touchDown
              name sent touchUpInside
              name sent editingDidBegin
              name sent editingChanged
              name sent editingChanged
              first responder nil → name
              6 frames, 0.05 s
            """)
    }

    @Test("A key command on a view: it becomes first responder and the command's action runs")
    func keyCommand() {
        let (app, _, pad, target) = makeScene()
        let view = CommandView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        view.accessibilityIdentifier = "editor"
        view.commands = [UIKeyCommand(input: "b", modifierFlags: .command, action: ResponderAction(CommandView.bold, name: "bold"))]
        pad.addSubview(view)
        #expect(view.becomeFirstResponder())
        _ = target
        let receipt = app.keyCommand("b", modifierFlags: .command, on: view)
        #expect(receipt.wasPerformed)
        #expect(view.bolded == 1)
        #expect(
            receipt.description == """
            key editor
              action CommandView.bold from UIKeyCommand → editor
              2 frames, 0.0 s
            """)
    }

    @Test("Receipts leave a trace nobody switched on untouched, and add to one that is on")
    func traceUntouched() {
        let (app, _, pad, _) = makeScene()
        #expect(!app.trace.isEnabled)
        app.tap(pad)
        #expect(!app.trace.isEnabled)
        #expect(app.trace.entries.isEmpty)
        app.trace.isEnabled = true
        let receipt = app.tap(pad)
        #expect(receipt.viewHit == "pad")
        #expect(app.trace.entries.contains { $0.stage == .layout || $0.stage == .input })
    }
}
