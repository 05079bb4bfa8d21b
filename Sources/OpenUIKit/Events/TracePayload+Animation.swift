import Foundation

extension TracePayload {
    /// What happened to a layer's animation (stage `animation`).
    public enum AnimationPhase: Sendable, Equatable, CustomStringConvertible {
        /// Attached to the layer (`add(_:forKey:)`, or as an action).
        case added
        /// Started: its first frame at or after its begin time.
        case started
        /// Stopped: finished at its end, or unfinished when removed or replaced.
        case stopped(finished: Bool)

        public var description: String {
            switch self {
            case .added: "added"
            case .started: "started"
            case .stopped(let finished): "stopped (finished: \(finished))"
            }
        }
    }
}
