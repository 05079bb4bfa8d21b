import Foundation
import OpenUIKit

/// Records every state a gesture recognizer takes — `possible → began`, `changed → changed`,
/// `ended → possible` at its reset — as ``RecordedEvent/gestureState(_:from:to:)`` events.
///
/// Transitions are recorded when they are applied, which can be before the actions for them
/// are sent (the arbiter sends actions once delivery of the event is over); pass
/// `recordsActions: true` to also record each action send. A transition a required
/// recognizer holds back is recorded when it is released, or not at all when it is dropped.
///
/// The recognizer keeps the observation (and so the ``EventRecorder``) alive; the
/// `GestureStateRecorder` object is only needed to read ``transitions`` or to ``stop()``.
@MainActor @preconcurrency
public final class GestureStateRecorder {
    /// Where the transitions are recorded.
    public let recorder: EventRecorder
    /// The name the events carry: the given one, else the recognizer's `name`, else its class.
    public let name: String
    private weak var recognizer: UIGestureRecognizer?
    private var actionToken: GestureActionToken?
    private let box: ObservationBox

    /// Starts recording `recognizer`'s transitions into `recorder` (a new one by default).
    @discardableResult
    public init(
        _ recognizer: UIGestureRecognizer, name: String? = nil, into recorder: EventRecorder = EventRecorder(),
        recordsActions: Bool = false
    ) {
        let name = name ?? recognizer.name ?? String(describing: type(of: recognizer))
        self.recorder = recorder
        self.name = name
        self.recognizer = recognizer
        let box = ObservationBox()
        self.box = box
        recognizer.stateObservers.append { _, old, new in
            guard box.isActive else { return }
            recorder.record(.gestureState(name, from: old, to: new))
        }
        if recordsActions {
            actionToken = recorder.recordActions(of: recognizer, as: name)
        }
    }

    /// The transitions of this recognizer still in the recorder, as (from, to) pairs.
    public var transitions: [(from: UIGestureRecognizer.State, to: UIGestureRecognizer.State)] {
        recorder.events.compactMap {
            if case .gestureState(let subject, let from, let to) = $0, subject == name { return (from, to) }
            return nil
        }
    }

    /// The states this recognizer entered, in order (the `to` of each transition).
    public var states: [UIGestureRecognizer.State] { transitions.map(\.to) }

    /// Stops recording; events already recorded stay in the recorder.
    public func stop() {
        box.isActive = false
        if let actionToken {
            recognizer?.removeTarget(actionToken)
            self.actionToken = nil
        }
    }
}

/// Lets a recorder switch its observation closure off without finding it in the recognizer's
/// list (closures cannot be compared).
@MainActor
private final class ObservationBox {
    var isActive = true
}
