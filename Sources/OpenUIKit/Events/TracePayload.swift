import Foundation
import OpenQuartzCore

/// What a trace entry is about, as a value a test or tool can match on without parsing the
/// entry's text. The entry's printed message is made from the payload, so the two never
/// disagree.
///
/// Views, recognizers and controls appear by their trace names (a view's accessibility
/// identifier when it has one, else its type).
public enum TracePayload: Sendable, Equatable, CustomStringConvertible {
    /// A finger's input as the dispatcher took it.
    case touchInput(TouchInput)
    /// Hit-testing visited `view` with `point` in the view's coordinates.
    case hitTestVisit(view: String, point: CGPoint, outcome: HitTestOutcome)
    /// Hit-testing chose `view` for a finger going down (nil: no view took it).
    case hitTestResult(finger: Int, view: String?)
    /// A touch method (`touchesBegan`… for `phase`) was called on `view` for these fingers.
    case touchDelivery(view: String, phase: UITouch.Phase, fingers: [Int])
    /// `responder`'s default implementation of `method` passed it to `next` (nil: the end of
    /// the responder chain).
    case responderForward(responder: String, method: String, next: String?)
    /// The recognizer named `recognizer` went from `from` to `to`, for `reason` when the
    /// arbiter decided it (a requirement, a winner).
    case gestureState(recognizer: String, from: UIGestureRecognizer.State, to: UIGestureRecognizer.State, reason: String?)
    /// The recognizer named `recognizer` reset to `.possible` after a final state.
    case gestureReset(recognizer: String)
    /// The recognizer named `recognizer` sent its actions in `state`.
    case gestureAction(recognizer: String, state: UIGestureRecognizer.State)
    /// `sender` sent the action `action` (target-action or a `UIAction` handler).
    case actionSent(sender: String, action: String)
    /// A frame's commit repainted `damaged` (one or more rectangles, in window pixels) of
    /// `window`, `pixels` pixels in all.
    case commit(window: String, damaged: [CGRect], pixels: Int)

    /// What hit-testing concluded about one view.
    public enum HitTestOutcome: Sendable, Equatable {
        /// The point is inside and the view takes touches: its subviews are tried next.
        case inside
        /// The point is outside the view.
        case outside
        /// The view does not take touches, for this reason (hidden, transparent, disabled…).
        case skipped(String)
    }

    /// The entry's message, as the trace prints it.
    public var description: String {
        switch self {
        case .touchInput(let input):
            "finger \(input.fingerID) \(input.phase) at \(traceFormat(input.location))"
        case .hitTestVisit(let view, let point, let outcome):
            switch outcome {
            case .inside: "\(view).hitTest \(traceFormat(point)): inside"
            case .outside: "\(view).hitTest \(traceFormat(point)): outside"
            case .skipped(let reason): "\(view).hitTest \(traceFormat(point)): skipped (\(reason))"
            }
        case .hitTestResult(let finger, let view):
            "finger \(finger) → \(view ?? "nil")"
        case .touchDelivery(let view, let phase, let fingers):
            "\(view).\(UIWindow.methodName(for: phase)) [\(fingers.map(String.init).joined(separator: ","))]"
        case .responderForward(let responder, let method, let next):
            "\(responder).\(method) → \(next ?? "end of chain")"
        case .gestureState(let recognizer, let from, let to, let reason):
            "\(recognizer): \(from) → \(to)" + (reason.map { " (\($0))" } ?? "")
        case .gestureReset(let recognizer):
            "\(recognizer): reset → possible"
        case .gestureAction(let recognizer, let state):
            "\(recognizer) action (\(state))"
        case .actionSent(let sender, let action):
            "\(sender) → \(action)"
        case .commit(let window, let damaged, let pixels):
            "commit \(window): damaged \(DamageRegion.describe(damaged)) (\(pixels) px)"
        }
    }
}
