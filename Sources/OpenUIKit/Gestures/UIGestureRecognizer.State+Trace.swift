import Foundation

extension UIGestureRecognizer.State {
    /// The state as the event trace carries it (the same case, by name).
    package var traceState: TracePayload.GestureState {
        switch self {
        case .possible: .possible
        case .began: .began
        case .changed: .changed
        case .ended: .ended
        case .cancelled: .cancelled
        case .failed: .failed
        }
    }
}
