import Foundation

extension TracePayload {
    /// A call the update cycle made on a view (stages `layout` and `display`).
    public enum UpdatePass: Sendable, Equatable {
        /// `updateConstraints()` (or the controller's `updateViewConstraints()`).
        case updateConstraints
        /// `layoutSubviews()`, for the first reason the view was marked since its last layout
        /// (nil: forced by `layoutIfNeeded()` with no mark, printed "forced").
        case layoutSubviews(reason: String?)
        /// `draw(_:)` of `rect` (view coordinates), for the first reason the view was marked.
        case draw(rect: CGRect, reason: String)
    }

    /// How the trace prints a pass on `view`.
    static func describe(_ pass: UpdatePass, on view: String) -> String {
        switch pass {
        case .updateConstraints: "\(view).updateConstraints"
        case .layoutSubviews(let reason): "\(view).layoutSubviews (\(reason ?? "forced"))"
        case .draw(let rect, let reason):
            "\(view).draw(\(traceFormat(rect.origin)) \(traceFormat(rect.width))x\(traceFormat(rect.height))) (\(reason))"
        }
    }

    /// How the trace prints a label's measurement: the label's text is quoted, cut after 23
    /// characters, with line breaks shown as ⏎.
    static func describeMeasurement(
        label: String, purpose: String, text: String, width: CGFloat?, size: CGSize, cached: Bool
    ) -> String {
        let short = text.count > 24 ? String(text.prefix(23)) + "…" : text
        let quoted = "\"" + short.replacingOccurrences(of: "\n", with: "⏎") + "\""
        return "\(label).\(purpose) \(quoted) width \(width.map { traceFormat($0) } ?? "∞") → "
            + "\(traceFormat(size.width))x\(traceFormat(size.height)) (\(cached ? "cached" : "shaped"))"
    }
}
