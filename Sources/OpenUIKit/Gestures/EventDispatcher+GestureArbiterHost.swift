import Foundation

/// The dispatcher hosts its application's gesture arbiter: the arbiter reads its touch event,
/// runs handlers under its deferred cancellations, tells it when touch records go, and has
/// it give touches to views. (``touchEvent``, ``deferringCancellations(_:)`` and
/// ``pruneFormerSuperviews()`` are the dispatcher's own.)
extension EventDispatcher: GestureArbiterHost {
    package func deliverTouches(_ touches: Set<UITouch>, phase: UITouch.Phase, to view: UIView, event: UIEvent) {
        UIWindow.deliver(touches, phase: phase, to: view, event: event)
    }
}
