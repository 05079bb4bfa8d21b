import Foundation
import OpenUIKit
import OpenUIKitTesting

/// One history for a robustness scenario: views, recognizers and controls record into
/// `recorder`, and per view and touch the phases each view saw are kept to check "began, then
/// ended or cancelled exactly once".
@MainActor
final class RobustLedger {
    /// The scenario's timeline: the views' touch calls (with locations), the watched
    /// recognizers' actions and controls' events.
    let recorder = EventRecorder()
    /// Per view name and touch: the touch's finger and the phases that view was given, in
    /// order. Touches are told apart by identity, not finger: a finger that lifts and lands
    /// again while its first touch's end is still withheld is a second touch.
    private var phases: [String: [ObjectIdentifier: (finger: Int, seen: [UITouch.Phase])]] = [:]
    /// Actions kept alive for the scenario (recognizers hold their targets weakly).
    private var keepAlive: [AnyObject] = []

    /// Returns what was recorded since the last call and forgets it.
    @discardableResult
    func take() -> [RecordedEvent] { recorder.take() }

    /// Keeps `phase` for each of `touches` in the view named `view`.
    func saw(_ phase: UITouch.Phase, of touches: Set<UITouch>, in view: String) {
        for touch in touches {
            phases[view, default: [:]][ObjectIdentifier(touch), default: (touch.fingerID, [])].seen.append(phase)
        }
    }

    /// The views whose phases for one touch break "began, moves, then exactly one ended or
    /// cancelled", with what they saw. With `requireClosed` false, a touch still open is fine
    /// (its end may be under way or withheld by a recognizer). A touch object freed after its
    /// end may have its identity reused by a later one; its phases then simply continue the run.
    func brokenTouchHistories(requireClosed: Bool = true) -> [String] {
        var broken: [String] = []
        for (view, byTouch) in phases {
            for (_, record) in byTouch {
                var open = false
                var valid = true
                for phase in record.seen {
                    switch phase {
                    case .began:
                        if open { valid = false }
                        open = true
                    case .moved:
                        if !open { valid = false }
                    case .ended, .cancelled:
                        if !open { valid = false }
                        open = false
                    default:
                        valid = false
                    }
                }
                if open && requireClosed { valid = false }
                if !valid { broken.append("\(view) finger \(record.finger): \(record.seen.map { "\($0)" })") }
            }
        }
        return broken.sorted()
    }

    /// Records the actions of `recognizer` as `.gestureAction(name, state:)`, then runs `then`.
    func watch(_ recognizer: UIGestureRecognizer, as name: String, then: @escaping (UIGestureRecognizer) -> Void = { _ in }) {
        recognizer.name = name
        let target = ActionRecorder(self, then)
        keepAlive.append(target)
        recognizer.addTarget(target, action: ActionRecorder.handle)
    }

    /// Records the single `event` of `control` as `.controlEvent(name, event)`, then runs `then`.
    func watch(_ control: UIControl, as name: String, _ event: UIControl.Event, then: @escaping () -> Void = {}) {
        control.addAction(UIAction { [recorder] _ in
            recorder.record(.controlEvent(name, event))
            then()
        }, for: event)
    }
}

/// Receives recognizer actions for a ``RobustLedger``.
@MainActor
final class ActionRecorder {
    unowned let ledger: RobustLedger
    let then: (UIGestureRecognizer) -> Void

    init(_ ledger: RobustLedger, _ then: @escaping (UIGestureRecognizer) -> Void) {
        self.ledger = ledger
        self.then = then
    }

    func handle(_ recognizer: UIGestureRecognizer) {
        ledger.recorder.record(.gestureAction(recognizer.name ?? "recognizer", state: recognizer.state))
        then(recognizer)
    }
}

/// A view that records its touch calls into a ledger — the phases always, and the call as a
/// `RecordedEvent` with the touches' locations in the view (ordered by finger) when `logs` is
/// set — and runs hooks from inside them.
@MainActor
final class HookedView: UIView {
    let name: String
    unowned let ledger: RobustLedger
    /// Whether calls are recorded in the ledger's recorder (phases are always kept).
    var logs = true
    var onBegan: (Set<UITouch>) -> Void = { _ in }
    var onMoved: (Set<UITouch>) -> Void = { _ in }
    var onEnded: (Set<UITouch>) -> Void = { _ in }

    init(_ name: String, _ ledger: RobustLedger, frame: CGRect) {
        self.name = name
        self.ledger = ledger
        super.init(frame: frame)
        accessibilityIdentifier = name
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    /// The locations of `touches` in this view, ordered by finger.
    private func locations(_ touches: Set<UITouch>) -> [CGPoint] {
        touches.sorted { $0.fingerID < $1.fingerID }.map { $0.location(in: self) }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        ledger.saw(.began, of: touches, in: name)
        if logs { ledger.recorder.record(.touchesBegan(name, at: locations(touches))) }
        onBegan(touches)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        ledger.saw(.moved, of: touches, in: name)
        if logs { ledger.recorder.record(.touchesMoved(name, at: locations(touches))) }
        onMoved(touches)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        ledger.saw(.ended, of: touches, in: name)
        if logs { ledger.recorder.record(.touchesEnded(name, at: locations(touches))) }
        onEnded(touches)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        ledger.saw(.cancelled, of: touches, in: name)
        if logs { ledger.recorder.record(.touchesCancelled(name, at: locations(touches))) }
    }
}

/// A 400×400 window whose root view is named "root".
@MainActor
func makeRobustApp() -> (HeadlessApp, UIView) {
    let app = HeadlessApp(screenSize: CGSize(width: 400, height: 400))
    let controller = UIViewController()
    controller.view.accessibilityIdentifier = "root"
    app.makeWindow(rootViewController: controller)
    return (app, controller.view)
}

/// Counts its layout and display passes.
@MainActor
final class PassCountingView: UIView {
    var layouts = 0
    var draws = 0
    override func layoutSubviews() {
        super.layoutSubviews()
        layouts += 1
    }
    override func draw(_ rect: CGRect) { draws += 1 }
}
