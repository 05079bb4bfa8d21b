import Foundation

extension TracePayload {
    /// A recognizer's state as the trace carries it: the cases of `UIGestureRecognizer.State`,
    /// printed by the same names. The trace keeps its own type so that events know no gesture
    /// type; `UIGestureRecognizer.State.traceState` converts.
    public enum GestureState: Int, Sendable, CustomStringConvertible {
        case possible, began, changed, ended, cancelled, failed

        /// The same value as `ended`: a discrete gesture was recognized.
        public static let recognized = GestureState.ended

        public var description: String {
            switch self {
            case .possible: "possible"
            case .began: "began"
            case .changed: "changed"
            case .ended: "ended"
            case .cancelled: "cancelled"
            case .failed: "failed"
            }
        }
    }

    /// What the gesture arbiter decided for one recognizer, besides its state changes
    /// (stage `gesture`). Other recognizers appear by their trace names.
    public enum GestureDecision: Sendable, Equatable {
        /// The recognizer ignores `finger` (`ignore(_:for:)`).
        case ignoresFinger(Int)
        /// The recognizer was reset: it had stayed idle since its last touch sequence.
        case resetWhenIdle
        /// The recognizer's `gestureRecognizer(_:shouldReceive:)` refused `finger`.
        case refusedFinger(Int)
        /// The recognizer's touch method for `phase` was called with these fingers.
        case touches(phase: UITouch.Phase, fingers: [Int])
        /// The recognizer would leave `.possible` but waits for these recognizers to fail.
        case waitingFor([String])
        /// The recognizer recognized and may do so together with `other`.
        case simultaneous(with: String)
        /// The recognizer recognized but cannot prevent `other` (`canPrevent`/`canBePrevented`).
        case cannotPrevent(String)
        /// The recognizer's held-back transition goes ahead: the recognizers it required to fail
        /// failed.
        case released
        /// The recognizer's view left its window (or the recognizer was removed): it was reset
        /// without sending its action.
        case detached
        /// The recognizer was reset: its touches are gone and it can no longer decide.
        case resetUndecidable
    }

    /// How the trace prints a decision for `recognizer`.
    static func describe(_ decision: GestureDecision, for recognizer: String) -> String {
        switch decision {
        case .ignoresFinger(let finger): "\(recognizer) ignores finger \(finger)"
        case .resetWhenIdle: "\(recognizer): reset (idle since the last sequence)"
        case .refusedFinger(let finger): "\(recognizer) refused finger \(finger) (shouldReceive)"
        case .touches(let phase, let fingers):
            "\(recognizer).\(UIWindow.methodName(for: phase)) [\(traceList(fingers))]"
        case .waitingFor(let others): "\(recognizer) waiting for \(others.joined(separator: ", ")) to fail"
        case .simultaneous(let other): "\(recognizer) and \(other) allowed simultaneously"
        case .cannotPrevent(let other): "\(recognizer) cannot prevent \(other)"
        case .released: "\(recognizer) released: required recognizers failed"
        case .detached: "\(recognizer) detached: reset without action"
        case .resetUndecidable: "\(recognizer): reset (it can no longer decide)"
        }
    }
}
