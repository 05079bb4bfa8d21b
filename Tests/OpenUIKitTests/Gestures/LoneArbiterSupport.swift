import Foundation
@testable import OpenUIKit

/// A stand-in for the event pipeline around a gesture arbiter: it owns the touch event and
/// records, in order, everything the arbiter asks of it, instead of doing it. Views are never
/// called; what they would have been given is in ``calls``.
@MainActor
final class RecordingArbiterHost: GestureArbiterHost {
    /// One request of the arbiter.
    enum Call: Equatable, CustomStringConvertible {
        /// Give `fingers` the phase `phase` in the view named `view`, the touches showing the
        /// locations `at` (ordered by finger) for the call.
        case deliver(view: String, phase: UITouch.Phase, fingers: [Int], at: [CGPoint])
        /// Run handlers with the touch cancellations they cause held back.
        case deferCancellations
        /// Touch records were dropped.
        case pruneFormerSuperviews

        var description: String {
            switch self {
            case let .deliver(view, phase, fingers, at):
                "deliver(\(view), \(phase), fingers: \(fingers), at: \(at.map { "(\($0.x), \($0.y))" }))"
            case .deferCancellations: "deferCancellations"
            case .pruneFormerSuperviews: "pruneFormerSuperviews"
            }
        }
    }

    let touchEvent = UIEvent(type: .touches, application: nil)
    private(set) var calls: [Call] = []

    /// Only the view deliveries, emptied from ``calls`` with everything before them.
    func takeDeliveries() -> [Call] {
        let deliveries = calls.filter {
            if case .deliver = $0 { return true }
            return false
        }
        calls.removeAll()
        return deliveries
    }

    func count(of call: Call) -> Int { calls.filter { $0 == call }.count }

    func deferringCancellations(_ body: () -> Void) {
        calls.append(.deferCancellations)
        body()
    }

    func pruneFormerSuperviews() {
        calls.append(.pruneFormerSuperviews)
    }

    func deliverTouches(_ touches: Set<UITouch>, phase: UITouch.Phase, to view: UIView, event: UIEvent) {
        let ordered = touches.sorted { $0.fingerID < $1.fingerID }
        calls.append(
            .deliver(
                view: view.accessibilityIdentifier ?? "?", phase: phase, fingers: ordered.map(\.fingerID),
                at: ordered.map(\.locationInWindow)))
    }
}

/// A fake arena member: a recognizer with no gesture of its own that claims the states it is
/// told to as phases arrive, by asking the arbiter directly (as a Flutter arena member
/// resolves its entry): outside a window a recognizer has no arbiter to find by itself.
@MainActor
final class LoneMember: ScriptedArenaMember {
    unowned let arena: GestureArbiter

    /// The touch methods received, as "began [1]" (phase and fingers).
    private(set) var calls: [String] = []
    /// Every transition applied to the member, resets included, as "possible→began".
    private(set) var transitions: [String] = []

    init(_ name: String, arena: GestureArbiter) {
        self.arena = arena
        super.init(name: name)
        stateObservers.append { [unowned self] _, old, new in transitions.append("\(old)→\(new)") }
    }

    /// Asks the arbiter for `newState`, which must be a legal transition from the current one.
    func claim(_ newState: State) {
        precondition(GestureStateTransitions.isLegal(from: state, to: newState), "\(state) → \(newState) is illegal")
        arena.request(self, to: newState)
    }

    private func note(_ phase: String, _ touches: Set<UITouch>) {
        calls.append("\(phase) \(touches.map(\.fingerID).sorted())")
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        note("began", touches)
        if ignoresLandingTouches {
            for touch in touches { ignore(touch, for: event) }
        }
        if state == .possible, let claim = claimOnBegan { self.claim(claim) }
    }

    override func ignore(_ touch: UITouch, for event: UIEvent) {
        super.ignore(touch, for: event)
        // What the base class does through the arbiter of its window.
        arena.recognizer(self, ignores: touch)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        note("moved", touches)
        switch state {
        case .possible: if let claim = claimOnMoved { self.claim(claim) }
        case .began, .changed: claim(.changed)
        default: break
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        note("ended", touches)
        let lastLifted = numberOfTouches == touches.count
        switch state {
        case .possible:
            if let claim = claimOnEnded {
                self.claim(claim)
            } else if lastLifted, failsAtLift {
                claim(.failed)
            }
        case .began, .changed:
            if lastLifted { claim(.ended) }
        default: break
        }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        note("cancelled", touches)
        switch state {
        case .possible: claim(.failed)
        case .began, .changed: claim(.cancelled)
        default: break
        }
    }

}

/// A view that refuses to let the recognizers of its ancestors begin.
@MainActor
final class RefusingView: UIView {
    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
}

/// A gesture arbiter built alone: a recording host, a log, a trace, a view (named "view")
/// outside any window, and fingers driven by hand the way the event dispatcher drives them.
/// No application, window, hit-testing or dispatcher takes part.
@MainActor
final class LoneArena {
    let host = RecordingArbiterHost()
    let log = ApplicationLog(echoesToStandardError: false)
    let trace = EventTrace()
    let arbiter: GestureArbiter
    let view: UIView
    /// The virtual time of the next input, advanced by each one.
    private var now: TimeInterval = 1

    init() {
        arbiter = GestureArbiter(host: host, trace: trace, log: log)
        view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        view.accessibilityIdentifier = "view"
    }

    /// A member attached to `target` (the arena's view by default).
    func member(_ name: String, on target: UIView? = nil) -> LoneMember {
        let member = LoneMember(name, arena: arbiter)
        (target ?? view).addGestureRecognizer(member)
        return member
    }

    /// Puts finger `finger` down at `location` on `target` (the arena's view by default).
    @discardableResult
    func down(_ finger: Int = 1, at location: CGPoint = CGPoint(x: 10, y: 10), on target: UIView? = nil) -> UITouch {
        let time = beginInput()
        let touch = UITouch(
            fingerID: finger, location: location, timestamp: time, tapCount: 1, view: target ?? view, window: nil)
        host.touchEvent.add(touch)
        deliver()
        return touch
    }

    func move(_ touch: UITouch, to location: CGPoint) {
        let time = beginInput()
        touch.previousLocationInWindow = touch.locationInWindow
        touch.locationInWindow = location
        touch.timestamp = time
        touch.phase = .moved
        deliver()
    }

    func up(_ touch: UITouch) { finish(touch, as: .ended) }
    func cancel(_ touch: UITouch) { finish(touch, as: .cancelled) }

    /// The frame pipeline's gesture phase: what changes made outside delivery left to do.
    func flush() { arbiter.flushOutsideDelivery() }

    /// Whether the arbiter keeps no record of any recognizer or touch.
    var isIdle: Bool { arbiter.recordCounts == (attempts: 0, touches: 0) }

    private func finish(_ touch: UITouch, as phase: UITouch.Phase) {
        let time = beginInput()
        touch.previousLocationInWindow = touch.locationInWindow
        touch.timestamp = time
        touch.phase = phase
        deliver()
    }

    /// Every touch already down is stationary for the next input, as the dispatcher does.
    private func beginInput() -> TimeInterval {
        now += 0.01
        host.touchEvent.storedTimestamp = now
        for touch in host.touchEvent.orderedTouches { touch.phase = .stationary }
        return now
    }

    /// One delivery of the event, then lifted touches leave it, as the dispatcher does.
    private func deliver() {
        arbiter.deliver(host.touchEvent, inWindow: nil)
        for touch in host.touchEvent.orderedTouches where touch.phase == .ended || touch.phase == .cancelled {
            host.touchEvent.remove(touch)
        }
    }
}
