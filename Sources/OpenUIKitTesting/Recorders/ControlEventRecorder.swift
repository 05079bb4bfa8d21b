import Foundation
import OpenUIKit

/// Records each single `UIControl.Event` a control sends — `touchDown`, `touchUpInside`,
/// `valueChanged`, … — as ``RecordedEvent/controlEvent(_:_:)``, in the order the control
/// sends them.
///
/// It registers one `UIAction` per event (after the actions already registered, so it sees
/// each event after them); the control keeps those actions, and so the ``EventRecorder``,
/// alive. Keep the `ControlEventRecorder` only to read ``events`` or to ``stop()``.
@MainActor @preconcurrency
public final class ControlEventRecorder {
    /// Where the events are recorded.
    public let recorder: EventRecorder
    /// The name the events carry: the given one, else the control's `accessibilityIdentifier`,
    /// else its class.
    public let name: String
    private weak var control: UIControl?
    private var identifiers: [(UIControl.Event, UIAction.Identifier)] = []

    /// Starts recording the single events in `events` (all of them by default) that `control`
    /// sends, into `recorder` (a new one by default).
    @discardableResult
    public init(
        _ control: UIControl, name: String? = nil, events: UIControl.Event = .allEvents,
        into recorder: EventRecorder = EventRecorder()
    ) {
        let name = name ?? control.accessibilityIdentifier ?? String(describing: type(of: control))
        self.recorder = recorder
        self.name = name
        self.control = control
        let prefix = "OpenUIKitTesting.ControlEventRecorder.\(ObjectIdentifier(self).hashValue)."
        for (event, eventName) in UIControl.Event.named where events.contains(event) {
            let identifier = UIAction.Identifier(prefix + eventName)
            identifiers.append((event, identifier))
            control.addAction(UIAction(identifier: identifier) { _ in recorder.record(.controlEvent(name, event)) }, for: event)
        }
    }

    /// The events of this control still in the recorder, in order.
    public var events: [UIControl.Event] {
        recorder.events.compactMap {
            if case .controlEvent(let subject, let event) = $0, subject == name { return event }
            return nil
        }
    }

    /// Removes the recording actions from the control; events already recorded stay.
    public func stop() {
        guard let control else { return }
        for (event, identifier) in identifiers {
            control.removeAction(identifiedBy: identifier, for: event)
        }
        identifiers.removeAll()
    }
}
