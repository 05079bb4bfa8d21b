import Foundation

extension TracePayload {
    /// What a feedback generator was asked to play (stage `feedback`). Nothing is played on
    /// Linux; the trace is where tests see the requests.
    public enum FeedbackRequest: Sendable, Equatable, CustomStringConvertible {
        /// `prepare()`.
        case prepare
        /// `impactOccurred` with this style name (`light`, `medium`…) and intensity (1 when
        /// none was given).
        case impact(style: String, intensity: CGFloat)
        /// `selectionChanged()`.
        case selectionChanged
        /// `notificationOccurred(_:)` with this type name (`success`, `warning`, `error`).
        case notification(type: String)

        /// The request as the trace prints it after the generator's name.
        public var description: String {
            switch self {
            case .prepare: "prepare"
            case .impact(let style, let intensity): "impact \(style) intensity \(traceFormat(intensity))"
            case .selectionChanged: "selection changed"
            case .notification(let type): "notification \(type)"
            }
        }
    }
}
