import Foundation
import OpenUIKit
import OpenUIKitTesting

/// A fake arena member: a recognizer with no gesture of its own that claims the states it is
/// told to when each phase arrives, so a test states the rule it checks and nothing else.
///
/// Its touches lifting or being cancelled while it is still `possible` fail it (as a discrete
/// recognizer must), unless a timer is asked for; a member under way ends or is cancelled.
@MainActor
final class ArenaMember: ScriptedArenaMember {
    /// When set, the last touch lifting leaves the member `possible` with a timer of this
    /// length that claims ``claimOnTimer`` (a multi-tap between taps).
    var timerOnEnded: TimeInterval?
    var claimOnTimer: State = .failed
    /// Called in `touchesBegan`, after the claim (to look at the touches mid-delivery).
    var onBegan: ((Set<UITouch>) -> Void)?

    /// The member's own timeline: the touch methods it receives (with the touches' locations
    /// in its view) and every transition applied to it, resets to `possible` included.
    let history = EventRecorder()
    init(_ name: String) {
        super.init(name: name)
        GestureStateRecorder(self, name: name, into: history)
    }

    /// Every applied transition, as `.gestureState(name, from:to:)`.
    var transitions: [RecordedEvent] {
        history.events.filter {
            if case .gestureState = $0 { return true }
            return false
        }
    }

    /// The touch methods received, as `.touchesBegan(name, at:)` and the like.
    var calls: [RecordedEvent] {
        history.events.filter {
            switch $0 {
            case .touchesBegan, .touchesMoved, .touchesEnded, .touchesCancelled: true
            default: false
            }
        }
    }

    /// The locations of `touches` in the member's view, ordered by finger.
    private func locations(_ touches: Set<UITouch>) -> [CGPoint] {
        touches.sorted { $0.fingerID < $1.fingerID }.map { $0.location(in: view) }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        history.record(.touchesBegan(name ?? "member", at: locations(touches)))
        if ignoresLandingTouches {
            for touch in touches { ignore(touch, for: event) }
        }
        if state == .possible, let claim = claimOnBegan { state = claim }
        onBegan?(touches)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        history.record(.touchesMoved(name ?? "member", at: locations(touches)))
        switch state {
        case .possible: if let claim = claimOnMoved { state = claim }
        case .began, .changed: state = .changed
        default: break
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        history.record(.touchesEnded(name ?? "member", at: locations(touches)))
        let lastLifted = numberOfTouches == touches.count
        switch state {
        case .possible:
            if let claim = claimOnEnded {
                state = claim
            } else if lastLifted, let delay = timerOnEnded {
                scheduleTimer(after: delay) { [weak self] in
                    guard let self, self.state == .possible else { return }
                    self.state = self.claimOnTimer
                }
            } else if lastLifted, failsAtLift {
                state = .failed
            }
        case .began, .changed:
            if lastLifted { state = .ended }
        default: break
        }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        history.record(.touchesCancelled(name ?? "member", at: locations(touches)))
        switch state {
        case .possible: state = .failed
        case .began, .changed: state = .cancelled
        default: break
        }
    }

}

/// A delegate with per-test answers for the arena's relationship questions.
@MainActor
final class ArenaDelegate: UIGestureRecognizerDelegate {
    var simultaneousWith: [UIGestureRecognizer] = []
    var requireFailureOf: [UIGestureRecognizer] = []
    var requiredToFailBy: [UIGestureRecognizer] = []

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { simultaneousWith.contains { $0 === otherGestureRecognizer } }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { requireFailureOf.contains { $0 === otherGestureRecognizer } }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { requiredToFailBy.contains { $0 === otherGestureRecognizer } }
}

/// One window, one view that records what it is given, and the application's arbiter: the
/// smallest stage on which arena members can compete for a finger.
@MainActor
struct GestureArena {
    let app: HeadlessApp
    /// What the arena's view (and any recording view a test adds) was given.
    let recorder = EventRecorder()
    /// The view the members are attached to, at (50, 50), 200×200, in window coordinates.
    let view: RecordingView
    let root: UIView
    static let inside = CGPoint(x: 100, y: 100)

    init() {
        app = HeadlessApp(screenSize: CGSize(width: 400, height: 400))
        let controller = UIViewController()
        app.makeWindow(rootViewController: controller)
        root = controller.view
        view = RecordingView("view", recorder: recorder, frame: CGRect(x: 50, y: 50, width: 200, height: 200))
        root.addSubview(view)
    }

    var arbiter: GestureArbiter { app.application.gestureArbiter }

    /// A member attached to `target` (the arena's view by default).
    func member(_ name: String, on target: UIView? = nil) -> ArenaMember {
        let member = ArenaMember(name)
        (target ?? view).addGestureRecognizer(member)
        return member
    }

    /// What the view was given, in order, emptied.
    func viewCalls() -> [RecordedEvent] { recorder.take() }

    /// Whether the arbiter keeps no record of any recognizer or touch.
    var isIdle: Bool { arbiter.recordCounts == (attempts: 0, touches: 0) }
}
