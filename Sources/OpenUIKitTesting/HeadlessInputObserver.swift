import OpenUIKit

/// Sees every input a ``HeadlessApp`` queues with ``HeadlessApp/send(_:in:)`` (and every input
/// a replay plays into it). The recorder ``HeadlessApp/startRecording(metadata:)`` attaches is
/// one; declared here so the headless application names nothing in `Recording/`.
@MainActor
protocol HeadlessInputObserver: AnyObject {
    /// Takes `input`, just before it is queued.
    func observe(_ input: InputEvent)
}
