import Foundation

/// Step 5 of the event pipeline, for touches whose view left its window: their cancellation
/// waits until the delivery under way is over, and the chain the view had is kept for it.
extension EventDispatcher {
    /// Runs `body`, which delivers touches to recognizers or views, holding back the
    /// cancellations that handlers cause meanwhile (by taking a touch's view out of its window);
    /// once `body` is done, each held-back touch is cancelled in a delivery of its own.
    ///
    /// Cancelling in place, in the middle of a delivery, raced with the delivery under way: the
    /// arbiter restores the phase of a touch it replays after each view call, so a touch
    /// cancelled from inside `touchesBegan` came back as `began` and never left the event (its
    /// finger stayed down for good and recognizers stopped resetting), and a view could be
    /// cancelled once directly and once more by its gesture records. Re-entrant: only the
    /// outermost call delivers the held-back cancellations.
    package func deferringCancellations(_ body: () -> Void) {
        if isDeliveringTouches {
            body()
            return
        }
        isDeliveringTouches = true
        body()
        while !deferredCancellations.isEmpty {
            let touches = deferredCancellations
            deferredCancellations.removeAll()
            deliverCancellation(of: touches)
        }
        pruneFormerSuperviews()
        isDeliveringTouches = false
    }

    /// Where a held-back cancellation continues up the responder chain from `responder`, the
    /// root of a subtree that left its window during the delivery: its superview at that
    /// moment.
    ///
    /// UIKit cancels a view's touches as it leaves its window, while the view is still in the
    /// tree, so the cancellation a view forwards (UIView's default) reaches the superviews that
    /// were forwarded the touch's began. Held back until the delivery under way is over, the
    /// cancellation finds the subtree already detached; the chain it had is kept here for
    /// that delivery only, so those superviews still get their `touchesCancelled`.
    ///
    /// The association lasts as long as a touch of a view in the subtree still has phases to
    /// deliver: the touch may have lifted already with its `touchesEnded` held back by a
    /// recognizer, which later delivers that end or a cancellation.
    ///
    /// The whole chain from the touch's view up is kept, not only the root's superview: a
    /// handler may also take a view out of the detached subtree (a view removed from a panel
    /// that already left), and its phases still climb through the panel.
    package func formerSuperview(of responder: UIResponder) -> UIView? {
        guard !formerChains.isEmpty else { return nil }
        for chain in formerChains.reversed() {
            if let index = chain.firstIndex(where: { $0 === responder }), index + 1 < chain.count {
                return chain[index + 1]
            }
        }
        return nil
    }

    /// Forgets the chains of views that have no touch left to finish: none in the touch event,
    /// and no record of the gesture arbiter (whose queued phases may still be delivered).
    package func pruneFormerSuperviews() {
        guard !formerChains.isEmpty else { return }
        let arbiter = application.gestureArbiter
        formerChains.removeAll { chain in
            let owner = chain[0]
            let inEvent = touchEvent.orderedTouches.contains { $0.view === owner }
            let held = arbiter.records.contains { $0.view === owner }
            return !inEvent && !held
        }
    }

    /// Keeps the chain from `owner` (a view inside `subtree`) up to `subtree`'s superview.
    private func keepFormerChain(from owner: UIView, in subtree: UIView, superview: UIView) {
        var chain = [owner]
        var view = owner
        while view !== subtree, let next = view.superview {
            chain.append(next)
            view = next
        }
        chain.append(superview)
        let known = formerChains.contains { kept in
            kept.count == chain.count && zip(kept, chain).allSatisfy { $0 === $1 }
        }
        if !known { formerChains.append(chain) }
    }

    /// Cancels `touches` (those still in the event and not over) in one delivery, the other
    /// touches of the event being stationary.
    private func deliverCancellation(of touches: [UITouch]) {
        let live = touches.filter { touch in
            touch.phase != .ended && touch.phase != .cancelled
                && touchEvent.orderedTouches.contains { $0 === touch }
        }
        guard !live.isEmpty else { return }
        let now = application.runLoop.clock.now
        beginDelivery(timestamp: Swift.max(now, touchEvent.timestamp))
        for touch in live {
            cancelledFingers.insert(touch.fingerID)
            touch.phase = .cancelled
            touch.timestamp = touchEvent.timestamp
        }
        application.sendEvent(touchEvent)
        dropFinishedTouches()
    }

    /// Cancels the touches whose views are inside `subtree`, which is leaving its window
    /// (A5.3): the view and every recognizer still watching the touch get `touchesCancelled`,
    /// and the finger's later input is ignored until it lifts. While touches are being
    /// delivered, the cancellation waits until that delivery is over (see
    /// ``deferringCancellations(_:)``).
    func cancelTouches(in subtree: UIView) {
        let affected = touchEvent.orderedTouches.filter {
            $0.phase != .ended && $0.phase != .cancelled && ($0.view?.isDescendant(of: subtree) ?? false)
        }
        // A view in it may also have a touch that lifted while a recognizer held its end
        // back: the arbiter delivers that end (or a cancellation) later, or later in the pass
        // under way (a record just finished may still have its cancellation queued), along
        // the chain the subtree had.
        // A touch of the delivery under way that is ending in it (its phase already `.ended`)
        // is not cancelled, but its `touchesEnded` may not have reached the subtree yet: it is
        // delivered later in this pass and forwarded along the chain it had as well.
        let records = application.gestureArbiter.records
        if !records.isEmpty || isDeliveringTouches, let superview = subtree.superview {
            var owners = records.map(\.view).filter { $0.isDescendant(of: subtree) }
            if isDeliveringTouches {
                owners += touchEvent.orderedTouches.compactMap(\.view).filter { $0.isDescendant(of: subtree) }
            }
            for owner in owners { keepFormerChain(from: owner, in: subtree, superview: superview) }
        }
        guard !affected.isEmpty else { return }
        trace?.record(.delivery, .touchesCancelledByRemoval(fingers: affected.map(\.fingerID), view: subtree.traceName))
        if isDeliveringTouches {
            for touch in affected where !deferredCancellations.contains(where: { $0 === touch }) {
                deferredCancellations.append(touch)
            }
            return
        }
        deferringCancellations { deliverCancellation(of: affected) }
    }
}
