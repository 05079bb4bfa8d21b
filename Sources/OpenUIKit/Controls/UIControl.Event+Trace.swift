import Foundation

extension UIControl.Event {
    /// The event as the event trace carries it: its bits and its printed name.
    package var traceEvent: TracePayload.ControlEvent {
        TracePayload.ControlEvent(rawValue: rawValue, name: description)
    }
}
