import Foundation

/// Decides, for one application, which gesture recognizers see which touches, which of them
/// may recognize, and what the views get meanwhile. Step by step:
///
/// 1. **Collect** (touch-down): walking from the touch's hit view up to its window, every
///    enabled recognizer that is not already decided in this sequence, and whose delegate's
///    `gestureRecognizer(_:shouldReceive:)` agrees, is attached to the touch
///    (`UITouch.gestureRecognizers`), deeper views first. The arbiter notes this in its own
///    records: one `TouchRecord` per touch, one `GestureAttemptRecord` per recognizer
///    taking part; recognizers keep only UIKit's public state and the touches they track.
/// 2. **Deliver to recognizers**: each phase goes to the touch's recognizers before its view.
///    Recognizers that already reached a final state get nothing more; those waiting for
///    others keep receiving touches (they may still fail).
/// 3. **Arbitrate each state change** a recognizer makes (`request(_:to:)`): leaving
///    `possible` asks the delegate's `gestureRecognizerShouldBegin(_:)` and the hit views'
///    `gestureRecognizerShouldBegin(_:)` (false → failed); fails if an active recognizer sharing
///    touches prevents it; waits (still `possible`) while a recognizer it requires to fail —
///    by `require(toFail:)`, the two subclass hooks or the two delegate hooks — is undecided,
///    and fails if that one recognizes. When it does leave `possible`, every other undecided
///    recognizer sharing touches with it fails, unless `canPrevent`/`canBePrevented` or either
///    delegate's `shouldRecognizeSimultaneouslyWith` allow both.
/// 4. **Actions** for the changes made while delivering an event are sent after every
///    recognizer has seen it and before the views get it; changes made outside delivery
///    (timers, late failures) are sent in the frame pipeline's gesture-flush phase, before
///    layout.
/// 5. **Deliver to views** (see `GestureArbiter+ViewDelivery.swift`): `cancelsTouchesInView`,
///    `delaysTouchesBegan` and `delaysTouchesEnded` decide whether each phase reaches the view
///    now, later (replayed with its original location and time) or as a cancellation. Every
///    touch a view saw begin ends for it exactly once.
/// 6. **Reset**: once no finger is down, recognizers in a final state, or left `possible` with
///    nothing to decide by, get `reset()` and return to `possible`, and their records are
///    dropped; touch records go once the touch is over and its view has had its last phase.
///    An idle arbiter holds no records.
@MainActor
package final class GestureArbiter {
    /// The event pipeline the arbiter works in (the application's ``EventDispatcher``): its
    /// touch event, its deferred cancellations, the superviews it remembers for views that
    /// left their window mid-delivery, and the calls that give touches to views.
    unowned let host: any GestureArbiterHost
    /// The application's trace, consulted while it is enabled.
    private let applicationTrace: EventTrace
    /// The application's log: illegal state changes of its recognizers are reported there.
    let log: ApplicationLog
    /// The records of the recognizers taking part in the current attempt, in the order they
    /// were collected (see ``GestureAttemptRecord``).
    var attempts: [GestureAttemptRecord] = []
    private var pendingActions: [(recognizer: UIGestureRecognizer, state: UIGestureRecognizer.State)] = []
    /// Per-touch records: the touch's recognizers and what its view has been given (see the
    /// view-delivery extension).
    var records: [TouchRecord] = []
    private var isDelivering = false
    /// How deep the arbiter is in a delivery or flush whose handlers may change recognizers.
    private var busyDepth = 0
    /// A recognizer was disabled by a handler while the arbiter was busy: its consequences
    /// (actions, released or cancelled view deliveries, resets) run once the arbiter is done.
    private var needsFollowUp = false
    private var needsResolution = false
    private var recognizerBuffer: Set<UITouch> = []
    /// Buffers the view-delivery step reuses from one event to the next.
    var scratch = ViewDeliveryScratch()
    /// Counts view-delivery passes (`deliverToViews`, `updateHeldDeliveries`), so a record can
    /// note that it was checked for cancelling recognizers earlier in the current pass.
    var viewPass = 0

    /// An arbiter working in `host` (the application's dispatcher, or a test's stand-in),
    /// recording into `trace` and reporting misuse to `log`. The host is not retained: its
    /// owner keeps it alive as long as the arbiter.
    package init(host: any GestureArbiterHost, trace: EventTrace, log: ApplicationLog) {
        self.host = host
        applicationTrace = trace
        self.log = log
    }

    var trace: EventTrace? { applicationTrace.isEnabled ? applicationTrace : nil }

    /// Whether any recognizer or pending view delivery needs the arbiter's slow path. A touch
    /// that has recognizers has a record until it is over, so later phases are covered by
    /// `records`; only a new touch needs its views looked at.
    func isInvolved(in event: UIEvent, window: UIWindow) -> Bool {
        if !records.isEmpty { return true }
        for touch in event.orderedTouches where touch.isIn(window) && touch.phase == .began {
            var view = touch.view
            while let current = view {
                if !current.storedGestureRecognizers.isEmpty { return true }
                view = current.storedSuperview
            }
        }
        return false
    }

    // MARK: Records

    /// The record of `recognizer`'s current attempt, if it takes part in one (a plain loop: no
    /// closure, so no executor check, and no allocation).
    func attempt(of recognizer: UIGestureRecognizer) -> GestureAttemptRecord? {
        for attempt in attempts where attempt.recognizer === recognizer { return attempt }
        return nil
    }

    /// The record of `recognizer`'s attempt, made (and the recognizer made a participant) if
    /// it has none yet.
    private func attemptCreatingIfNeeded(of recognizer: UIGestureRecognizer) -> GestureAttemptRecord {
        if let attempt = attempt(of: recognizer) { return attempt }
        let attempt = GestureAttemptRecord(recognizer: recognizer)
        attempts.append(attempt)
        return attempt
    }

    /// Keeps a timer `recognizer` scheduled, so the arbiter counts it as able to decide and
    /// invalidates it when the recognizer resets.
    func adopt(_ timer: ScheduledTimer, of recognizer: UIGestureRecognizer) {
        let attempt = attemptCreatingIfNeeded(of: recognizer)
        attempt.timers.removeAll { !$0.isValid }
        attempt.timers.append(timer)
    }

    /// The timers of `recognizer`'s current attempt.
    func timers(of recognizer: UIGestureRecognizer) -> [ScheduledTimer] {
        attempt(of: recognizer)?.timers ?? []
    }

    /// Notes that `recognizer` called `ignore(_:for:)` for `touch`: its view gets the touch as
    /// if the recognizer were not there.
    func recognizer(_ recognizer: UIGestureRecognizer, ignores touch: UITouch) {
        if let record = record(for: touch) {
            for ignoring in record.ignoringRecognizers where ignoring === recognizer { return }
            record.ignoringRecognizers.append(recognizer)
        }
        trace?.record(.gesture, .gestureDecision(recognizer: recognizer.traceName, .ignoresFinger(touch.fingerID)))
    }

    /// Clears `attempt`'s held-back transition, telling its recognizer when there was one.
    private func clearPending(_ attempt: GestureAttemptRecord?) {
        guard let attempt, attempt.pendingState != nil else { return }
        attempt.pendingState = nil
        attempt.recognizer.didStopWaiting()
    }

    /// Resets the recognizer of `attempt` to `possible` and ends the attempt: timers are
    /// invalidated, and the caller drops the record from ``attempts``.
    private func reset(_ attempt: GestureAttemptRecord) {
        let wasWaiting = attempt.pendingState != nil
        attempt.pendingState = nil
        attempt.requirements = nil
        attempt.recognizer.performReset(wasWaiting: wasWaiting)
        for timer in attempt.timers { timer.invalidate() }
        attempt.timers.removeAll()
        attempt.touches.removeAll()
    }

    /// The recognizers collected for `touch`, while the arbiter keeps its record
    /// (`UITouch.gestureRecognizers`).
    package func recognizers(receiving touch: UITouch) -> [UIGestureRecognizer] {
        record(for: touch)?.recognizers ?? []
    }

    /// The recognizers taking part in the current attempt, in the order collected.
    package var participants: [UIGestureRecognizer] { attempts.map(\.recognizer) }

    /// How many attempt and touch records the arbiter holds: both 0 when it is idle.
    package var recordCounts: (attempts: Int, touches: Int) { (attempts.count, records.count) }

    /// The transition `recognizer` is waiting to make, if it waits for others to fail.
    package func pendingState(of recognizer: UIGestureRecognizer) -> UIGestureRecognizer.State? {
        attempt(of: recognizer)?.pendingState
    }

    // MARK: 1–2. Collecting and delivering to recognizers

    /// Runs one touch delivery for `window`: recognizers first, then actions, then views.
    func deliver(_ event: UIEvent, in window: UIWindow) {
        deliver(event, inWindow: ObjectIdentifier(window))
    }

    /// Runs one touch delivery for the touches of `event` whose window is the one `windowID`
    /// identifies; `nil` takes the touches that are in no window, which only an arbiter built
    /// alone meets (the application's touches always have a window).
    package func deliver(_ event: UIEvent, inWindow windowID: ObjectIdentifier?) {
        busyDepth += 1
        defer { endBusy() }
        isDelivering = true
        if startsNewSequence(event) { retireIdleParticipants() }
        for touch in event.orderedTouches where touch.windowIdentifier == windowID && touch.phase == .began {
            collectRecognizers(for: touch)
        }
        deliverToRecognizers(event, windowID: windowID)
        isDelivering = false
        if needsResolution {
            needsResolution = false
            resolvePending()
        }
        flushActions()
        deliverToViews(event, windowID: windowID)
        finishPass()
    }

    /// Whether every touch of the event is new: the first finger of a sequence went down.
    private func startsNewSequence(_ event: UIEvent) -> Bool {
        for touch in event.orderedTouches where touch.phase != .began { return false }
        return true
    }

    /// Before a new sequence, recognizers that took part in an earlier one and are still
    /// `possible` with no touches, nothing pending and no timer running are reset: they can no
    /// longer recognize. (A multi-tap recognizer between taps keeps its timer and survives.)
    private func retireIdleParticipants() {
        attempts.removeAll { attempt in
            let idle = Self.isIdle(attempt)
            if idle {
                trace?.record(.gesture, .gestureDecision(recognizer: attempt.recognizer.traceName, .resetWhenIdle))
                reset(attempt)
            }
            return idle
        }
    }

    /// Idle: still `possible` with no touches, nothing held back and no timer running, so it
    /// can no longer decide.
    private static func isIdle(_ attempt: GestureAttemptRecord) -> Bool {
        attempt.recognizer.storedState == .possible && attempt.pendingState == nil
            && attempt.recognizer.trackedTouches.isEmpty && !attempt.hasRunningTimer
    }

    private func collectRecognizers(for touch: UITouch) {
        var collected: [UIGestureRecognizer] = []
        var view = touch.view
        while let current = view {
            for recognizer in current.storedGestureRecognizers where recognizer.isEnabled {
                if recognizer.storedState.isFinal { continue }
                if let delegate = recognizer.delegate, !delegate.gestureRecognizer(recognizer, shouldReceive: touch) {
                    trace?.record(.gesture, .gestureDecision(recognizer: recognizer.traceName, .refusedFinger(touch.fingerID)))
                    continue
                }
                collected.append(recognizer)
                recognizer.trackedTouches.append(touch)
                attemptCreatingIfNeeded(of: recognizer).touches.append(touch)
            }
            view = current.storedSuperview
        }
        if let view = touch.view, !collected.isEmpty {
            let record = TouchRecord(touch: touch, view: view, recognizers: collected)
            // A touch its view never gets (multiple-touch, exclusive-touch rules): the record
            // only lists its recognizers, and there is nothing to deliver.
            if !touch.deliversToView { record.finished = true }
            records.append(record)
        }
        if let trace, !collected.isEmpty {
            trace.record(.gesture, .recognizersCollected(finger: touch.fingerID, recognizers: collected.map(\.traceName)))
        }
    }

    /// Gives each participant the event's phases of its touches in the window `windowID`
    /// identifies, in the order
    /// began, moved, ended, cancelled, one call per phase.
    ///
    /// This runs for every participant on every touch event, so it is written as plain loops:
    /// closures here (`contains(where:)`, `removeAll(where:)`) each carried a main-actor
    /// executor check, and every re-read of a recognizer's arrays a retain, a release and an
    /// exclusivity check.
    private func deliverToRecognizers(_ event: UIEvent, windowID: ObjectIdentifier?) {
        let trace = self.trace
        // The reused set, held in a local while in use (no exclusivity check per access); a
        // nested delivery would find the property empty and use a set of its own.
        var buffer = recognizerBuffer
        recognizerBuffer = []
        for attempt in attempts {
            let recognizer = attempt.recognizer
            // One pass over the tracked touches: the phases present in the window, whether any
            // finger lifted, and the window's touch when there is exactly one. Delivering can
            // only remove touches from `trackedTouches` (`ignore(_:for:)`, a reset), never add
            // one or change a phase, so what the pass finds stays true apart from removals,
            // and every phase after the first is looked up again.
            var present: UInt8 = 0
            var lifted = false
            var windowTouchCount = 0
            var onlyTouch: UITouch?
            for touch in recognizer.trackedTouches {
                let phase = touch.phase
                if phase == .ended || phase == .cancelled { lifted = true }
                guard touch.windowIdentifier == windowID else { continue }
                present |= Self.phaseBit(phase)
                windowTouchCount += 1
                onlyTouch = touch
            }
            var isFirstPhase = true
            // Lowest bit first: began, moved, ended, cancelled.
            while present != 0 {
                let bit = present & (0 &- present)
                present &= ~bit
                let phase = Self.phase(forBit: bit)
                // Recognizers waiting for others keep receiving touches: they may still fail.
                guard recognizer.isEnabled, !recognizer.storedState.isFinal else { break }
                if isFirstPhase, present == 0, windowTouchCount == 1, let onlyTouch {
                    // The common case (one finger, one phase): the set is that touch alone, and
                    // often already is the set the previous recognizer got.
                    if buffer.count != 1 || buffer.first !== onlyTouch {
                        buffer.removeAll(keepingCapacity: true)
                        buffer.insert(onlyTouch)
                    }
                } else {
                    // One reused set, so steady-state delivery does not allocate per recognizer.
                    buffer.removeAll(keepingCapacity: true)
                    for touch in recognizer.trackedTouches
                    where touch.windowIdentifier == windowID && touch.phase == phase {
                        buffer.insert(touch)
                    }
                    guard !buffer.isEmpty else { continue }
                }
                isFirstPhase = false
                if let trace {
                    let ids = recognizer.trackedTouches.filter { $0.phase == phase }.map(\.fingerID)
                    trace.record(.gesture, .gestureDecision(recognizer: recognizer.traceName, .touches(phase: phase, fingers: ids)))
                }
                switch phase {
                case .began: recognizer.touchesBegan(buffer, with: event)
                case .moved: recognizer.touchesMoved(buffer, with: event)
                case .ended: recognizer.touchesEnded(buffer, with: event)
                default: recognizer.touchesCancelled(buffer, with: event)
                }
            }
            recognizer.rememberCentroid()
            if lifted { recognizer.dropLiftedTouches() }
        }
        buffer.removeAll(keepingCapacity: true)
        recognizerBuffer = buffer
    }

    /// One bit per delivered phase, in delivery order (began, moved, ended, cancelled); 0 for
    /// the others.
    private static func phaseBit(_ phase: UITouch.Phase) -> UInt8 {
        switch phase {
        case .began: 1
        case .moved: 2
        case .ended: 4
        case .cancelled: 8
        default: 0
        }
    }

    /// The phase of one ``phaseBit(_:)`` bit.
    private static func phase(forBit bit: UInt8) -> UITouch.Phase {
        switch bit {
        case 1: .began
        case 2: .moved
        case 4: .ended
        default: .cancelled
        }
    }

    // MARK: 3. Arbitrating state changes

    /// Handles a legal state assignment by `recognizer`.
    func request(_ recognizer: UIGestureRecognizer, to newState: UIGestureRecognizer.State) {
        let attempt = attempt(of: recognizer)
        let leavesPossible = recognizer.storedState == .possible && newState != .failed
        guard leavesPossible else {
            clearPending(attempt)
            apply(recognizer, newState, because: nil)
            if newState == .failed || newState == .cancelled { resolvePending() }
            return
        }
        if let attempt, attempt.pendingState != nil {
            attempt.pendingState = newState
            return
        }
        attemptToLeavePossible(recognizer, to: newState)
    }

    private func attemptToLeavePossible(_ recognizer: UIGestureRecognizer, to newState: UIGestureRecognizer.State) {
        if let refusal = shouldBeginRefusal(recognizer) {
            apply(
                recognizer, .failed,
                because: refusal.map { "should-begin refused by \($0.traceName)" } ?? "should-begin refused by its delegate")
            resolvePending()
            return
        }
        if let blocker = activePreventer(of: recognizer) {
            apply(recognizer, .failed, because: "prevented by \(blocker.traceName)")
            resolvePending()
            return
        }
        let requirements = failureRequirements(of: recognizer)
        if let winner = requirements.first(where: { Self.hasRecognized($0) }) {
            apply(recognizer, .failed, because: "\(winner.traceName) recognized")
            resolvePending()
            return
        }
        let undecided = requirements.filter(isUndecided)
        if !undecided.isEmpty {
            attemptCreatingIfNeeded(of: recognizer).pendingState = newState
            trace?.record(.gesture, .gestureDecision(recognizer: recognizer.traceName, .waitingFor(undecided.map(\.traceName))))
            return
        }
        apply(recognizer, newState, because: nil)
        enforceExclusivity(after: recognizer)
        resolvePending()
    }

    /// Who refused to let `recognizer` begin: `.some(nil)` its delegate, `.some(view)` a view
    /// it has touches in; nil when nobody refused.
    private func shouldBeginRefusal(_ recognizer: UIGestureRecognizer) -> UIView?? {
        if let delegate = recognizer.delegate, !delegate.gestureRecognizerShouldBegin(recognizer) {
            return .some(nil)
        }
        var asked: [UIView] = []
        for touch in attempt(of: recognizer)?.touches ?? [] {
            guard let view = touch.view, view !== recognizer.view, !asked.contains(where: { $0 === view }) else { continue }
            asked.append(view)
            if !view.gestureRecognizerShouldBegin(recognizer) {
                return .some(view)
            }
        }
        return nil
    }

    /// A recognizer that already began or recognized, shares touches with `recognizer`, and
    /// may prevent it.
    private func activePreventer(of recognizer: UIGestureRecognizer) -> UIGestureRecognizer? {
        guard let attempt = attempt(of: recognizer) else { return nil }
        return attempts.first { other in
            other !== attempt
                && Self.hasRecognized(other.recognizer)
                && Self.sharesTouches(other, attempt)
                && other.recognizer.canPrevent(recognizer) && recognizer.canBePrevented(by: other.recognizer)
                && !recognizeSimultaneously(other.recognizer, recognizer)
        }?.recognizer
    }

    /// The recognizers `recognizer` must wait for in this attempt; asked once per attempt.
    private func failureRequirements(of recognizer: UIGestureRecognizer) -> [UIGestureRecognizer] {
        let attempt = attempt(of: recognizer)
        if let snapshot = attempt?.requirements { return snapshot }
        var result = recognizer.staticFailureRequirements.compactMap(\.recognizer)
        for otherAttempt in attempts {
            let other = otherAttempt.recognizer
            guard other !== recognizer, !result.contains(where: { $0 === other }) else { continue }
            let dynamic =
                recognizer.shouldRequireFailure(of: other)
                || other.shouldBeRequiredToFail(by: recognizer)
                || (recognizer.delegate?.gestureRecognizer(recognizer, shouldRequireFailureOf: other) ?? false)
                || (other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: recognizer) ?? false)
            if dynamic { result.append(other) }
        }
        attempt?.requirements = result
        return result
    }

    private static func hasRecognized(_ recognizer: UIGestureRecognizer) -> Bool {
        recognizer.storedState == .began || recognizer.storedState == .changed || recognizer.storedState == .ended
    }

    /// Undecided: taking part in an attempt, still possible, and able to decide — it tracks
    /// touches, runs a timer (a multi-tap between taps) or is itself waiting. A recognizer left
    /// in `possible` with none of these can no longer recognize and counts as failed.
    func isUndecided(_ recognizer: UIGestureRecognizer) -> Bool {
        guard recognizer.isEnabled, recognizer.storedState == .possible, let attempt = attempt(of: recognizer) else {
            return false
        }
        return !recognizer.trackedTouches.isEmpty || attempt.pendingState != nil || attempt.hasRunningTimer
    }

    private func enforceExclusivity(after winner: UIGestureRecognizer) {
        guard let winnerAttempt = attempt(of: winner) else { return }
        for attempt in attempts where attempt !== winnerAttempt && attempt.recognizer.storedState == .possible {
            let other = attempt.recognizer
            guard Self.sharesTouches(winnerAttempt, attempt) else { continue }
            if recognizeSimultaneously(winner, other) {
                trace?.record(.gesture, .gestureDecision(recognizer: winner.traceName, .simultaneous(with: other.traceName)))
                continue
            }
            guard winner.canPrevent(other), other.canBePrevented(by: winner) else {
                trace?.record(.gesture, .gestureDecision(recognizer: winner.traceName, .cannotPrevent(other.traceName)))
                continue
            }
            clearPending(attempt)
            apply(other, .failed, because: "prevented by \(winner.traceName)")
        }
    }

    private func recognizeSimultaneously(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        (a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) ?? false)
            || (b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) ?? false)
    }

    private static func sharesTouches(_ a: GestureAttemptRecord, _ b: GestureAttemptRecord) -> Bool {
        a.touches.contains { touch in b.touches.contains { $0 === touch } }
    }

    /// Releases or fails the recognizers waiting for others, until nothing changes. During a
    /// delivery this waits until every recognizer has seen the event, so the outcome does not
    /// depend on the order recognizers were added in.
    private func resolvePending() {
        if isDelivering {
            needsResolution = true
            return
        }
        var changed = true
        while changed {
            changed = false
            for attempt in attempts {
                guard let desired = attempt.pendingState else { continue }
                let recognizer = attempt.recognizer
                let requirements = failureRequirements(of: recognizer)
                if let winner = requirements.first(where: Self.hasRecognized) {
                    clearPending(attempt)
                    apply(recognizer, .failed, because: "\(winner.traceName) recognized")
                    changed = true
                } else if !requirements.contains(where: isUndecided) {
                    clearPending(attempt)
                    trace?.record(.gesture, .gestureDecision(recognizer: recognizer.traceName, .released))
                    attemptToLeavePossible(recognizer, to: desired)
                    changed = true
                }
            }
        }
    }

    private func apply(
        _ recognizer: UIGestureRecognizer, _ newState: UIGestureRecognizer.State, because reason: @autoclosure () -> String?
    ) {
        let old = recognizer.storedState
        recognizer.storedState = newState
        if let trace {
            trace.record(
                .gesture,
                .gestureState(
                    recognizer: recognizer.traceName, from: old.traceState, to: newState.traceState, reason: reason()))
        }
        if newState.sendsAction {
            pendingActions.append((recognizer, newState))
        }
        transitionObserver?(recognizer, old, newState)
        recognizer.notifyStateObservers(from: old, to: newState)
    }

    /// Observes every applied transition (for tests and tools checking legality).
    package var transitionObserver: ((UIGestureRecognizer, UIGestureRecognizer.State, UIGestureRecognizer.State) -> Void)?

    // MARK: 4. Actions

    /// Sends the queued actions in order, each with the state it was queued for.
    func flushActions() {
        while !pendingActions.isEmpty {
            let (recognizer, state) = pendingActions.removeFirst()
            let current = recognizer.storedState
            recognizer.storedState = state
            trace?.record(.action, .gestureAction(recognizer: recognizer.traceName, state: state.traceState))
            recognizer.sendActions()
            if recognizer.storedState == state { recognizer.storedState = current }
        }
    }

    /// The frame pipeline's gesture phase: actions of changes made outside delivery, the view
    /// deliveries they release or cancel, and resets.
    func flushOutsideDelivery() {
        guard !pendingActions.isEmpty || !records.isEmpty || !attempts.isEmpty else { return }
        busyDepth += 1
        defer { endBusy() }
        // Actions and replayed phases may take a touch's view out of its window: that touch is
        // cancelled once this is over, not in the middle of it.
        host.deferringCancellations {
            flushActions()
            updateHeldDeliveries()
            finishPass()
        }
    }

    /// Leaves a delivery or flush; the outermost one runs what a handler's disabling of a
    /// recognizer left to do.
    private func endBusy() {
        busyDepth -= 1
        guard busyDepth == 0, needsFollowUp else { return }
        needsFollowUp = false
        flushOutsideDelivery()
    }

    // MARK: Disabling and detaching

    func recognizerWasDisabled(_ recognizer: UIGestureRecognizer) {
        switch recognizer.storedState {
        case .began, .changed:
            apply(recognizer, .cancelled, because: "disabled")
        case .possible:
            guard let attempt = attempt(of: recognizer) else { return }
            clearPending(attempt)
            apply(recognizer, .failed, because: "disabled")
        default:
            return
        }
        resolvePending()
        if busyDepth > 0, !isDelivering {
            // A handler disabled it in the middle of view delivery or a flush: running the
            // view deliveries from here would re-enter the pass under way.
            needsFollowUp = true
        } else if !isDelivering {
            host.deferringCancellations {
                flushActions()
                updateHeldDeliveries()
                finishPass()
            }
        }
    }

    /// A recognizer removed from its view (or whose view left the window) is reset at once,
    /// without an action.
    func detach(_ recognizer: UIGestureRecognizer) {
        let attempt = attempt(of: recognizer)
        attempts.removeAll { $0.recognizer === recognizer }
        pendingActions.removeAll { $0.recognizer === recognizer }
        for record in records {
            record.recognizers.removeAll { $0 === recognizer }
            record.ignoringRecognizers.removeAll { $0 === recognizer }
        }
        if let attempt {
            trace?.record(.gesture, .gestureDecision(recognizer: recognizer.traceName, .detached))
            reset(attempt)
        } else if recognizer.storedState != .possible {
            trace?.record(.gesture, .gestureDecision(recognizer: recognizer.traceName, .detached))
            recognizer.performReset(wasWaiting: false)
        }
        resolvePending()
    }

    // MARK: 6. Reset

    /// Once no finger is down, recognizers in a final state, and those left `possible` with
    /// nothing to decide by, reset and return to possible; only those still able to decide
    /// (a timer running, a transition held back, a continuous gesture not ended) keep a record.
    func finishPass() {
        // A plain loop: this runs after every event, and a closure would add an executor check.
        for touch in host.touchEvent.orderedTouches
        where touch.phase != .ended && touch.phase != .cancelled {
            return
        }
        // With every finger up, recognizers stuck in `possible` stop counting as undecided.
        resolvePending()
        flushActions()
        updateHeldDeliveries()
        var survivors: [GestureAttemptRecord] = []
        for attempt in attempts {
            let recognizer = attempt.recognizer
            if recognizer.storedState.isFinal {
                trace?.record(.gesture, .gestureReset(recognizer: recognizer.traceName))
                reset(attempt)
            } else if Self.isIdle(attempt) {
                trace?.record(.gesture, .gestureDecision(recognizer: recognizer.traceName, .resetUndecidable))
                reset(attempt)
            } else {
                survivors.append(attempt)
            }
        }
        attempts = survivors
    }
}
