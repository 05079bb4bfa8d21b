import Foundation

/// The arbiter's record of one touch that gesture recognizers watch: its recognizers, and
/// what its view has been given. Made when the touch lands with recognizers to collect,
/// dropped once the touch is over and the view has had its last phase.
@MainActor
final class TouchRecord {
    let touch: UITouch
    let view: UIView
    /// The recognizers collected at touch-down, deepest view first
    /// (`UITouch.gestureRecognizers`); a recognizer detached mid-touch is taken out.
    var recognizers: [UIGestureRecognizer]
    /// The recognizers that called `ignore(_:for:)` for this touch: its view gets it as if
    /// they were not there.
    var ignoringRecognizers: [UIGestureRecognizer] = []
    /// Whether the view received `touchesBegan` for the touch.
    var sawBegan = false
    /// Whether the view's part is over (it got ended or cancelled, or never will get anything).
    var finished = false
    /// Phases withheld from the view, in order, with the values they had at the time.
    var held: [HeldPhase] = []
    /// The view-delivery pass (the arbiter's `viewPass`) in which the arbiter's
    /// `decide` found no recognizer cancelling this touch, so the held-phase step of the same
    /// pass need not ask again.
    var clearOfCancellersInPass = -1

    init(touch: UITouch, view: UIView, recognizers: [UIGestureRecognizer]) {
        self.touch = touch
        self.view = view
        self.recognizers = recognizers
    }
}

/// A withheld phase, replayed later with its original location and time.
struct HeldPhase {
    let phase: UITouch.Phase
    let location: CGPoint
    let previousLocation: CGPoint
    let timestamp: TimeInterval
}

/// One call a view is due: a touch, the phase it gets, and the withheld values it is replayed
/// with (`nil` for a live phase).
typealias ViewDelivery = (touch: UITouch, phase: UITouch.Phase, held: HeldPhase?)

/// The values of a touch that a replay overrides for the duration of a view call.
typealias SavedTouchValues = (phase: UITouch.Phase, location: CGPoint, previous: CGPoint, timestamp: TimeInterval)

/// Scratch storage reused across events so view delivery does not allocate in the steady
/// state. Each buffer is taken out of the arbiter while in use and put back empty (keeping
/// its capacity) afterwards, so a delivery that re-enters the arbiter from a view's touch
/// method finds an empty buffer and allocates its own instead of sharing one in use.
struct ViewDeliveryScratch {
    var deliveries: [ViewDelivery] = []
    var saved: [SavedTouchValues] = []
    /// Only ever holds a single touch, so its iteration order cannot differ from a fresh set's.
    var singleTouch: Set<UITouch> = []
}

extension GestureArbiter {
    /// Step 5: gives the changed touches of the window `windowID` identifies to their views as
    /// the recognizers allow.
    func deliverToViews(_ event: UIEvent, windowID: ObjectIdentifier?) {
        viewPass &+= 1
        var deliveries = takeDeliveryBuffer()
        for touch in event.orderedTouches
        where touch.windowIdentifier == windowID && touch.phase != .stationary && touch.deliversToView {
            guard touch.view != nil else { continue }
            // Touches with recognizers got their record when they were collected.
            guard let record = record(for: touch) else {
                deliveries.append((touch, touch.phase, nil))
                continue
            }
            decide(record, phase: touch.phase, into: &deliveries)
        }
        collectHeldDeliveries(into: &deliveries)
        perform(deliveries, event: event)
        returnDeliveryBuffer(&deliveries)
        dropSettledRecords()
    }

    private func takeDeliveryBuffer() -> [ViewDelivery] {
        let buffer = scratch.deliveries
        scratch.deliveries = []
        return buffer
    }

    /// Empties `buffer` in place (it is uniquely held here, so this keeps its storage) and
    /// stores it for the next event.
    private func returnDeliveryBuffer(_ buffer: inout [ViewDelivery]) {
        buffer.removeAll(keepingCapacity: true)
        scratch.deliveries = buffer
    }

    /// The record of `touch`, if the arbiter keeps one (a plain loop: no closure, so no
    /// executor check, on this per-event query).
    func record(for touch: UITouch) -> TouchRecord? {
        for record in records where record.touch === touch { return record }
        return nil
    }

    /// The view that has been given `touch`'s began phase and not yet its end or cancellation,
    /// if any: what a scroll view asks before scrolling away from a content view's touch.
    package func viewReceivingTouch(_ touch: UITouch) -> UIView? {
        guard let record = record(for: touch), record.sawBegan, !record.finished else {
            return nil
        }
        return record.view
    }

    /// Records are kept until the view's part is over and the finger is up, so later phases
    /// of a cancelled touch are not delivered.
    func dropSettledRecords() {
        // Looks first, so the common case (nothing settled) leaves the array alone.
        for record in records where Self.isSettled(record) {
            records.removeAll(where: Self.isSettled)
            // A detached subtree's former superview is kept while records of its views last.
            host.pruneFormerSuperviews()
            return
        }
    }

    private static func isSettled(_ record: TouchRecord) -> Bool {
        record.finished && (record.touch.phase == .ended || record.touch.phase == .cancelled)
    }

    private func decide(
        _ record: TouchRecord, phase: UITouch.Phase,
        into deliveries: inout [ViewDelivery]
    ) {
        guard !record.finished else { return }
        let touch = record.touch
        if let canceller = cancellingRecognizer(for: record) {
            finishByCancelling(record, because: canceller, into: &deliveries)
            return
        }
        // Nothing between here and the held-phase step of this pass runs recognizer or view
        // code, so the answer still holds there.
        record.clearOfCancellersInPass = viewPass
        switch phase {
        case .began:
            if let delayer = delayingRecognizer(for: record, began: true) {
                hold(record, phase: .began, because: delayer)
            } else {
                record.sawBegan = true
                deliveries.append((touch, .began, nil))
            }
        case .moved:
            if !record.held.isEmpty {
                hold(record, phase: .moved, because: nil)
            } else {
                deliveries.append((touch, .moved, nil))
            }
        case .ended:
            if !record.held.isEmpty {
                hold(record, phase: .ended, because: nil)
            } else if let delayer = delayingRecognizer(for: record, began: false) {
                hold(record, phase: .ended, because: delayer)
            } else {
                record.finished = true
                deliveries.append((touch, .ended, nil))
            }
        case .cancelled:
            record.held.removeAll()
            record.finished = true
            if record.sawBegan { deliveries.append((touch, .cancelled, nil)) }
        default:
            break
        }
    }

    private func hold(_ record: TouchRecord, phase: UITouch.Phase, because delayer: UIGestureRecognizer?) {
        let touch = record.touch
        record.held.append(
            HeldPhase(
                phase: phase, location: touch.locationInWindow, previousLocation: touch.previousLocationInWindow,
                timestamp: touch.timestamp))
        trace?.record(
            .delivery,
            .deliveryDelayed(view: record.view.traceName, phase: phase, finger: touch.fingerID, recognizer: delayer?.traceName))
    }

    private func finishByCancelling(
        _ record: TouchRecord, because canceller: UIGestureRecognizer,
        into deliveries: inout [ViewDelivery]
    ) {
        if !record.held.isEmpty {
            trace?.record(
                .delivery,
                .delayedPhasesDropped(view: record.view.traceName, finger: record.touch.fingerID, recognizer: canceller.traceName))
        }
        record.held.removeAll()
        record.finished = true
        if record.sawBegan { deliveries.append((record.touch, .cancelled, nil)) }
    }

    /// A recognizer of the touch that recognized (or began), cancels view touches, and did not
    /// ignore this touch.
    ///
    /// Asked for every watched touch several times per event, so it is a plain loop: a closure
    /// here carried a main-actor executor check per recognizer.
    private func cancellingRecognizer(for record: TouchRecord) -> UIGestureRecognizer? {
        for recognizer in record.recognizers where recognizer.cancelsTouchesInView {
            let state = recognizer.storedState
            guard state == .began || state == .changed || state == .ended else { continue }
            if !Self.ignores(recognizer, record) { return recognizer }
        }
        return nil
    }

    /// Whether `recognizer` called `ignore(_:for:)` for the record's touch.
    private static func ignores(_ recognizer: UIGestureRecognizer, _ record: TouchRecord) -> Bool {
        for ignoring in record.ignoringRecognizers where ignoring === recognizer { return true }
        return false
    }

    /// An undecided recognizer of the touch that delays its began (or ended) phase.
    private func delayingRecognizer(for record: TouchRecord, began: Bool) -> UIGestureRecognizer? {
        for recognizer in record.recognizers
        where (began ? recognizer.delaysTouchesBegan : recognizer.delaysTouchesEnded)
            && isUndecided(recognizer) && !Self.ignores(recognizer, record)
        {
            return recognizer
        }
        return nil
    }

    /// Cancels or replays withheld phases whose recognizers have decided.
    func updateHeldDeliveries() {
        guard !records.isEmpty else { return }
        viewPass &+= 1
        var deliveries = takeDeliveryBuffer()
        collectHeldDeliveries(into: &deliveries)
        perform(deliveries, event: host.touchEvent)
        returnDeliveryBuffer(&deliveries)
        dropSettledRecords()
    }

    private func collectHeldDeliveries(
        into deliveries: inout [ViewDelivery]
    ) {
        for record in records where !record.finished {
            if record.clearOfCancellersInPass != viewPass, let canceller = cancellingRecognizer(for: record) {
                finishByCancelling(record, because: canceller, into: &deliveries)
                continue
            }
            guard let first = record.held.first else { continue }
            if first.phase == .began || first.phase == .moved {
                if delayingRecognizer(for: record, began: true) != nil { continue }
            }
            var releasable: [HeldPhase] = []
            for held in record.held {
                if held.phase == .ended, delayingRecognizer(for: record, began: false) != nil { break }
                releasable.append(held)
            }
            guard !releasable.isEmpty else { continue }
            record.held.removeFirst(releasable.count)
            for held in releasable {
                if held.phase == .began { record.sawBegan = true }
                if held.phase == .ended { record.finished = true }
                deliveries.append((record.touch, held.phase, held))
            }
        }
    }

    /// Calls the views, one call per run of deliveries to the same view and phase. Replayed
    /// phases carry their original location and time for the duration of the call; cancelled
    /// deliveries show the `.cancelled` phase.
    private func perform(_ deliveries: [ViewDelivery], event: UIEvent) {
        var index = 0
        while index < deliveries.count {
            let first = deliveries[index]
            // A touch loses its view and its window together (when its application goes), so
            // a touch with a view is one the host can deliver.
            guard let view = first.touch.view else {
                index += 1
                continue
            }
            // The group is `deliveries[index..<next]`.
            var next = index + 1
            while next < deliveries.count, deliveries[next].touch.view === view,
                deliveries[next].phase == first.phase, (deliveries[next].held == nil) == (first.held == nil),
                !Self.contains(deliveries[index..<next], deliveries[next].touch)
            {
                next += 1
            }
            let group = deliveries[index..<next]
            var saved = scratch.saved
            scratch.saved = []
            for item in group {
                let touch = item.touch
                saved.append(
                    (phase: touch.phase, location: touch.locationInWindow,
                     previous: touch.previousLocationInWindow, timestamp: touch.timestamp))
            }
            for item in group {
                item.touch.phase = item.phase
                if let held = item.held {
                    item.touch.locationInWindow = held.location
                    item.touch.previousLocationInWindow = held.previousLocation
                    item.touch.timestamp = held.timestamp
                }
            }
            if first.held != nil {
                trace?.record(.delivery, .delayedPhaseReplayed(view: view.traceName, phase: first.phase))
            }
            if group.count == 1 {
                var touches = scratch.singleTouch
                scratch.singleTouch = []
                touches.insert(first.touch)
                host.deliverTouches(touches, phase: first.phase, to: view, event: event)
                touches.removeAll(keepingCapacity: true)
                scratch.singleTouch = touches
            } else {
                host.deliverTouches(Set(group.map(\.touch)), phase: first.phase, to: view, event: event)
            }
            for (item, old) in zip(group, saved) {
                item.touch.phase = old.phase
                item.touch.locationInWindow = old.location
                item.touch.previousLocationInWindow = old.previous
                item.touch.timestamp = old.timestamp
            }
            saved.removeAll(keepingCapacity: true)
            scratch.saved = saved
            index = next
        }
    }

    private static func contains(_ group: ArraySlice<ViewDelivery>, _ touch: UITouch) -> Bool {
        for item in group where item.touch === touch { return true }
        return false
    }
}
