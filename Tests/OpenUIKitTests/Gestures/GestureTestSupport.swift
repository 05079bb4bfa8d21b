import Foundation
import OpenUIKit
import OpenUIKitTesting

/// A tap recognizer that records the touch methods it receives into a test's recorder, before
/// doing what a tap does, as seed 003 prints them: `tap.touchesBegan at (50, 50)`, with the
/// touches' locations in the recognizer's view, ordered by finger.
final class RecordingTap: UITapGestureRecognizer {
    var recorder: EventRecorder?

    private func locations(_ touches: Set<UITouch>) -> [CGPoint] {
        touches.sorted { $0.fingerID < $1.fingerID }.map { $0.location(in: view) }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        recorder?.record(.touchesBegan(name ?? "tap", at: locations(touches)))
        super.touchesBegan(touches, with: event)
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        recorder?.record(.touchesMoved(name ?? "tap", at: locations(touches)))
        super.touchesMoved(touches, with: event)
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        recorder?.record(.touchesEnded(name ?? "tap", at: locations(touches)))
        super.touchesEnded(touches, with: event)
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        recorder?.record(.touchesCancelled(name ?? "tap", at: locations(touches)))
        super.touchesCancelled(touches, with: event)
    }
}

/// A target receiving recognizer actions through unbound method references (target-action,
/// held weakly by the recognizer), recording each as `.gestureAction(name, state:)`.
@MainActor
final class GestureActionTarget {
    let recorder: EventRecorder
    init(_ recorder: EventRecorder) { self.recorder = recorder }

    func handle(_ recognizer: UIGestureRecognizer) {
        recorder.record(.gestureAction(recognizer.name ?? "recognizer", state: recognizer.state))
    }
}

/// A delegate whose answers are set per test.
@MainActor
final class ScriptedGestureDelegate: UIGestureRecognizerDelegate {
    var shouldBegin = true
    var simultaneous = false
    var shouldReceive: (UITouch) -> Bool = { _ in true }
    var requireFailureOf: (UIGestureRecognizer, UIGestureRecognizer) -> Bool = { _, _ in false }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { shouldBegin }
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { simultaneous }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        shouldReceive(touch)
    }
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { requireFailureOf(gestureRecognizer, otherGestureRecognizer) }
}

/// A window with one 200×200 recording view at (50, 50) inside the root view; the views,
/// the recording taps and the recorded recognizers' actions share one timeline, `recorder`.
@MainActor
struct GestureStage {
    let app: HeadlessApp
    let recorder = EventRecorder()
    let view: RecordingView
    let root: UIView

    init() {
        app = HeadlessApp(screenSize: CGSize(width: 400, height: 400))
        let controller = UIViewController()
        app.makeWindow(rootViewController: controller)
        root = controller.view
        view = RecordingView("view", recorder: recorder, frame: CGRect(x: 50, y: 50, width: 200, height: 200))
        root.addSubview(view)
    }

    /// A recording tap named `name` on `target` (the stage's view by default), its actions
    /// recorded too.
    func tap(_ name: String, taps: Int = 1, on target: UIView? = nil) -> RecordingTap {
        let tap = RecordingTap()
        tap.name = name
        tap.numberOfTapsRequired = taps
        tap.recorder = recorder
        record(tap, as: name)
        (target ?? view).addGestureRecognizer(tap)
        return tap
    }

    /// Names `recognizer` and records its actions as `.gestureAction(name, state:)`, through a
    /// target the stage keeps alive.
    func record(_ recognizer: UIGestureRecognizer, as name: String) {
        recognizer.name = name
        let target = GestureActionTarget(recorder)
        targets.items.append(target)
        recognizer.addTarget(target, action: GestureActionTarget.handle)
    }

    private let targets = GestureTargetBox()
}

/// Keeps action targets alive for a test (targets are held weakly by recognizers).
@MainActor
final class GestureTargetBox {
    var items: [GestureActionTarget] = []
}
