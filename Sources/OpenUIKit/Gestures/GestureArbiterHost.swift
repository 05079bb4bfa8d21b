import Foundation

/// What the gesture arbiter needs from the event pipeline it works in, and nothing more: the
/// touch event of the sequence under way, a way to hold back cancellations while it runs
/// handlers, a word when it drops touch records, and the call that gives touches to a view.
///
/// The application's ``EventDispatcher`` is the host of its arbiter. Keeping the arbiter to
/// this protocol lets it be built and exercised alone, with a host that records what the
/// arbiter asks of it (see `GestureArbiterUnitTests`).
@MainActor
package protocol GestureArbiterHost: AnyObject {
    /// The one touch event of the current multi-touch sequence: the arbiter reads it to know
    /// whether a finger is still down, and replays withheld phases with it outside delivery.
    var touchEvent: UIEvent { get }

    /// Runs `body`, which may run recognizer and view handlers, holding back the touch
    /// cancellations those handlers cause until it is done. Re-entrant.
    func deferringCancellations(_ body: () -> Void)

    /// The arbiter dropped touch records whose views had their last phase: whatever the host
    /// kept for those views' sake may go.
    func pruneFormerSuperviews()

    /// Gives `touches` the phase `phase` in `view` (`touchesBegan`, `touchesMoved`,
    /// `touchesEnded` or `touchesCancelled`), the touches showing the values of that phase for
    /// the duration of the call.
    func deliverTouches(_ touches: Set<UITouch>, phase: UITouch.Phase, to view: UIView, event: UIEvent)
}
