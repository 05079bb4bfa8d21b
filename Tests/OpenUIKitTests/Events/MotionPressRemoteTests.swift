import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A view that can be first responder and records (and stops) motion, remote and press events
/// as `.call(name, method, arguments:)`: the motion, subtype or key, then what the test checks
/// about the event or press (`motion` for the event's type; the press's phase and
/// `responder:true` when the press names this view as its responder).
@MainActor
private final class FocusRecorder: UIView {
    let recorder: EventRecorder
    var handles = true
    init(_ name: String, _ recorder: EventRecorder) {
        self.recorder = recorder
        super.init(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        accessibilityIdentifier = name
    }
    required init?(coder: NSCoder) { fatalError("not used") }
    override var canBecomeFirstResponder: Bool { true }
    private var name: String { accessibilityIdentifier! }
    override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        recorder.record(.call(name, "motionBegan", arguments: ["\(motion)", "\(event!.type)"]))
        if !handles { super.motionBegan(motion, with: event) }
    }
    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        recorder.record(.call(name, "motionEnded", arguments: ["\(motion)"]))
        if !handles { super.motionEnded(motion, with: event) }
    }
    override func remoteControlReceived(with event: UIEvent?) {
        recorder.record(.call(name, "remoteControlReceived", arguments: ["\(event!.subtype)"]))
        if !handles { super.remoteControlReceived(with: event) }
    }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let press = presses.first!
        let responder = "responder:\(press.responder === self)"
        recorder.record(.call(name, "pressesBegan", arguments: [press.key!.characters, "\(press.phase)", responder]))
        if !handles { super.pressesBegan(presses, with: event) }
    }
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let press = presses.first!
        recorder.record(.call(name, "pressesEnded", arguments: [press.key!.characters, "\(press.phase)"]))
        if !handles { super.pressesEnded(presses, with: event) }
    }
}

@MainActor @Suite struct MotionPressRemoteTests {
    private func makeApp() -> (HeadlessApp, UIViewController, EventRecorder) {
        let app = HeadlessApp()
        let controller = namedController("VC", viewName: "Root")
        let window = app.makeWindow(rootViewController: controller)
        window.accessibilityIdentifier = "Window"
        app.application.accessibilityIdentifier = "App"
        return (app, controller, EventRecorder())
    }

    @Test("A shake goes to the first responder, and up the chain when unhandled")
    func shakeToFirstResponder() {
        let (app, controller, recorder) = makeApp()
        let focus = FocusRecorder("Focus", recorder)
        controller.view.addSubview(focus)
        #expect(focus.becomeFirstResponder())
        app.shake()
        #expect(
            recorder.take() == [
                .call("Focus", "motionBegan", arguments: ["motionShake", "motion"]),
                .call("Focus", "motionEnded", arguments: ["motionShake"]),
            ])
        focus.handles = false
        app.trace.isEnabled = true
        app.shake()
        #expect(
            recorder.take() == [
                .call("Focus", "motionBegan", arguments: ["motionShake", "motion"]),
                .call("Focus", "motionEnded", arguments: ["motionShake"]),
            ])
        #expect(
            app.trace.lines([.motion, .responderChain]) == [
                "Focus.motionBegan(motionShake)",
                "Focus.motionBegan → Root", "Root.motionBegan → VC", "VC.motionBegan → Window",
                "Window.motionBegan → App", "App.motionBegan → end of chain",
                "Focus.motionEnded(motionShake)",
                "Focus.motionEnded → Root", "Root.motionEnded → VC", "VC.motionEnded → Window",
                "Window.motionEnded → App", "App.motionEnded → end of chain",
            ])
    }

    @Test("Without a first responder a shake goes to the key window")
    func shakeToKeyWindow() {
        let (app, _, _) = makeApp()
        app.trace.isEnabled = true
        app.shake()
        #expect(
            app.trace.lines([.motion, .responderChain]) == [
                "Window.motionBegan(motionShake)", "Window.motionBegan → App", "App.motionBegan → end of chain",
                "Window.motionEnded(motionShake)", "Window.motionEnded → App", "App.motionEnded → end of chain",
            ])
    }

    @Test("Remote-control events arrive only after beginReceivingRemoteControlEvents; before, they are logged")
    func remoteControl() {
        let (app, controller, recorder) = makeApp()
        let focus = FocusRecorder("Focus", recorder)
        controller.view.addSubview(focus)
        focus.becomeFirstResponder()
        app.remoteControl(.remoteControlPlay)
        #expect(recorder.take() == [])
        #expect(
            app.log.messages == [
                "Remote-control event remoteControlPlay ignored: beginReceivingRemoteControlEvents() was not called"
            ])
        app.application.beginReceivingRemoteControlEvents()
        app.remoteControl(.remoteControlTogglePlayPause)
        app.remoteControl(.remoteControlNextTrack)
        #expect(
            recorder.take() == [
                .call("Focus", "remoteControlReceived", arguments: ["remoteControlTogglePlayPause"]),
                .call("Focus", "remoteControlReceived", arguments: ["remoteControlNextTrack"]),
            ])
        app.application.endReceivingRemoteControlEvents()
        app.remoteControl(.remoteControlPause)
        #expect(recorder.take() == [])
        #expect(app.log.messages.count == 2)
    }

    @Test("Key presses go to the first responder as pressesBegan and pressesEnded, and up the chain")
    func keyPresses() {
        let (app, controller, recorder) = makeApp()
        let focus = FocusRecorder("Focus", recorder)
        controller.view.addSubview(focus)
        focus.becomeFirstResponder()
        app.type("ab")
        #expect(
            recorder.take() == [
                .call("Focus", "pressesBegan", arguments: ["a", "began", "responder:true"]),
                .call("Focus", "pressesEnded", arguments: ["a", "ended"]),
                .call("Focus", "pressesBegan", arguments: ["b", "began", "responder:true"]),
                .call("Focus", "pressesEnded", arguments: ["b", "ended"]),
            ])
        focus.handles = false
        app.trace.isEnabled = true
        app.keyDown(UIKey(keyCode: .keyboardReturnOrEnter, characters: "\r"))
        #expect(
            app.trace.lines([.presses, .responderChain]) == [
                "Focus.pressesBegan [\r]",
                "Focus.pressesBegan → Root", "Root.pressesBegan → VC", "VC.pressesBegan → Window",
                "Window.pressesBegan → App", "App.pressesBegan → end of chain",
            ])
    }

    @Test("One UIPress object lives from key-down to key-up, like a touch")
    func pressIdentity() {
        let (app, controller, _) = makeApp()
        final class Keeper: UIView {
            var ids: [ObjectIdentifier] = []
            weak var began: UIPress?
            var sameObject = false
            override var canBecomeFirstResponder: Bool { true }
            override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) { began = presses.first }
            override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
                sameObject = presses.first === began
            }
        }
        let keeper = Keeper()
        controller.view.addSubview(keeper)
        keeper.becomeFirstResponder()
        let key = UIKey(keyCode: .keyboardA, characters: "a")
        app.keyDown(key)
        app.keyUp(key)
        #expect(keeper.sameObject)
    }
}
