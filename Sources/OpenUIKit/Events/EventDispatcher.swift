import Foundation

/// Turns the input values backends queue into UIKit events and sends them on. This is the
/// event pipeline:
///
/// 1. A backend produces platform-neutral ``InputEvent`` values and queues them with
///    ``UIApplication/enqueue(_:in:)``.
/// 2. Each run-loop turn dequeues them in order. Bad values stop here with a logged message
///    and no delivery: NaN, infinite or huge coordinates (beyond
///    ``InputConstants/maximumCoordinateMagnitude``), a move/up/cancel for an unknown finger, a
///    down for a finger already down, a timestamp earlier than the previous input's or further
///    ahead of the application clock than ``InputConstants/maximumTimestampLead``. A lift or
///    cancellation of a finger that is down, refused with its input, is still applied where
///    the finger last was, so no touch stays down for good.
/// 3. Touch input maps finger ids to ``UITouch`` objects: created and hit-tested on down (each
///    new finger on its own, even mid-sequence), updated in place afterwards, bound to their
///    hit-test view for life. One touch ``UIEvent`` carries the whole multi-touch sequence.
///    `isMultipleTouchEnabled` and `isExclusiveTouch` decide whether a view is given a touch.
/// 4. ``UIApplication/sendEvent(_:)`` hands the event to the windows concerned, and
///    ``UIWindow/sendEvent(_:)`` delivers it: touches to gesture recognizers, then to views;
///    presses, shakes and remote-control commands to the first responder and up the chain.
/// 5. After delivery, ended and cancelled touches leave the event; a lifted touch is
///    remembered (place and time, not the object) for counting repeated taps. A touch whose
///    view left its window during the delivery (a handler removed it) is then cancelled in a
///    delivery of its own, for its view and its recognizers; its finger's later input is
///    ignored until it lifts.
@MainActor
package final class EventDispatcher {
    private unowned let application: UIApplication
    private var queue: [(input: InputEvent, window: UIWindow?)] = []
    private var draining: [(input: InputEvent, window: UIWindow?)] = []
    private var activeTouches: [Int: UITouch] = [:]
    private var lastInputTimestamp: TimeInterval = -.infinity
    private var isDeliveringTouches = false
    /// The last lifted tap; its time is a clock instant so the repeat interval is compared
    /// exactly (0.35 s after a tap at 1.0 s is a repeat, although 1.35 − 1.0 > 0.35 in `Double`).
    private var lastTap: (location: CGPoint, time: ClockInstant, count: Int, window: ObjectIdentifier)?
    /// Fingers whose touches were cancelled by the runtime (their view left its window) while
    /// they are still down on the hardware. Their later moves and lift are expected input, not
    /// bad input: UIKit drops them quietly.
    private var cancelledFingers: Set<Int> = []
    /// Touches whose view left its window during a delivery, cancelled once it is over.
    private var deferredCancellations: [UITouch] = []
    /// For each view still owed touch phases when its subtree left its window in the middle of
    /// a delivery: the view, its superviews up to the subtree's root, and the superview the root
    /// had, as they were then (see ``formerSuperview(of:)``). Kept while the view's touch still
    /// has phases to deliver.
    private var formerChains: [[UIView]] = []
    /// The press object of each key that is down.
    private var activePresses: [UIKeyboardHIDUsage: UIPress] = [:]

    /// The one touch event, reused for every multi-touch sequence.
    package let touchEvent: UIEvent
    private let motionEvent: UIEvent
    private let remoteControlEvent: UIEvent

    init(application: UIApplication) {
        self.application = application
        touchEvent = UIEvent(type: .touches, application: application)
        motionEvent = UIEvent(type: .motion, subtype: .motionShake, application: application)
        remoteControlEvent = UIEvent(type: .remoteControl, application: application)
    }

    /// An application dropped while fingers are down takes its touches with it: each touch
    /// lets go of its view and window. Otherwise a touch and the recognizers tracking it keep
    /// each other alive (touch → view → recognizer → tracked touches), and with them the whole
    /// tree, after nothing can ever end those touches.
    isolated deinit {
        for touch in touchEvent.orderedTouches {
            touch.view = nil
            touch.window = nil
        }
    }

    /// Whether input waits for the next turn.
    package var hasPendingInput: Bool { !queue.isEmpty }

    /// How many fingers are down.
    package var activeTouchCount: Int { activeTouches.count }

    func enqueue(_ input: InputEvent, window: UIWindow?) {
        queue.append((input, window))
    }

    /// Dispatches everything queued so far (input queued while dispatching waits for the next
    /// turn).
    func dispatchPendingInput() {
        guard !queue.isEmpty else { return }
        swap(&queue, &draining)
        for (input, window) in draining {
            dispatch(input, window: window)
        }
        draining.removeAll(keepingCapacity: true)
    }

    private var trace: EventTrace? { application.trace.isEnabled ? application.trace : nil }

    private func reject(_ message: String) {
        // The step first, then the message it logs (which a recording trace shows after it).
        trace?.record(.input, .inputRefused(.dropped(reason: message)))
        application.log.log("Input dropped: \(message)")
    }

    /// Refuses `input` with `message`, keeping the lifts in it (``salvageLifts(from:)``).
    private func refuse(_ input: InputEvent, _ message: String) {
        reject(message)
        salvageLifts(from: input)
    }

    private func dispatch(_ input: InputEvent, window: UIWindow?) {
        let timestamp = input.timestamp
        guard timestamp.isFinite else {
            return refuse(input, "timestamp \(timestamp) is not finite")
        }
        // Compared in whole nanoseconds, as the clock counts: a timestamp exactly the lead
        // ahead is accepted whatever rounding `now + lead` would do in seconds.
        let clock = application.runLoop.clock
        let instant = ClockInstant(checkedSeconds: timestamp)
        guard let instant, instant <= clock.instant + ClockDuration(seconds: InputConstants.maximumTimestampLead) else {
            if instant == nil, timestamp < 0 {
                return refuse(input, "timestamp \(timestamp) is earlier than the application clock can count")
            }
            return refuse(
                input,
                "timestamp \(timestamp) is more than \(InputConstants.maximumTimestampLead) s ahead of the application clock (\(clock.now))"
            )
        }
        guard timestamp >= lastInputTimestamp else {
            return refuse(input, "timestamp \(timestamp) is earlier than the previous input's \(lastInputTimestamp)")
        }
        switch input {
        case .touch(let touch):
            if absorbsCancelledFinger(touch) {
                lastInputTimestamp = timestamp
                return
            }
            guard validate(touch) else { return salvageLifts(from: input) }
            lastInputTimestamp = timestamp
            beginDelivery(timestamp: timestamp)
            apply(touch, window: window)
            finishDelivery()
        case .touches(var touches):
            guard !touches.isEmpty else { return reject("an empty touch batch") }
            if !cancelledFingers.isEmpty {
                touches.removeAll(where: absorbsCancelledFinger)
                if touches.isEmpty {
                    lastInputTimestamp = timestamp
                    return
                }
            }
            guard touches.allSatisfy({ $0.timestamp == timestamp }) else {
                return refuse(.touches(touches), "a touch batch whose timestamps differ")
            }
            guard Set(touches.map(\.fingerID)).count == touches.count else {
                return refuse(.touches(touches), "a touch batch naming one finger twice")
            }
            guard touches.allSatisfy(validate) else { return salvageLifts(from: .touches(touches)) }
            lastInputTimestamp = timestamp
            beginDelivery(timestamp: timestamp)
            for touch in touches { apply(touch, window: window) }
            finishDelivery()
        case .key(let key):
            lastInputTimestamp = timestamp
            dispatchKey(key)
        case .text(let text, _):
            lastInputTimestamp = timestamp
            guard !text.isEmpty else { return reject("empty text input") }
            trace?.record(.input, .input(input))
            let responder = (window ?? application.keyWindow)?.firstResponder
            guard let input = responder as? any UIKeyInput else {
                application.log.log("Text input \(text.debugDescription) ignored: the first responder takes no text")
                return
            }
            input.insertText(text)
        case .shake(let phase, _):
            lastInputTimestamp = timestamp
            trace?.record(.input, .input(input))
            motionEvent.storedTimestamp = timestamp
            motionEvent.motionPhase = phase
            application.sendEvent(motionEvent)
        case .remoteControl(let subtype, _):
            lastInputTimestamp = timestamp
            guard application.isReceivingRemoteControlEvents else {
                application.log.log(
                    "Remote-control event \(subtype) ignored: beginReceivingRemoteControlEvents() was not called")
                return
            }
            guard subtype.rawValue >= 100 else {
                return reject("remote-control input with non-remote subtype \(subtype)")
            }
            trace?.record(.input, .input(input))
            remoteControlEvent.storedSubtype = subtype
            remoteControlEvent.storedTimestamp = timestamp
            application.sendEvent(remoteControlEvent)
        }
    }

    // MARK: Touches

    /// Whether `input` belongs to a finger whose touch the runtime already cancelled; such
    /// input is dropped without a message until the finger lifts.
    private func absorbsCancelledFinger(_ input: TouchInput) -> Bool {
        guard !cancelledFingers.isEmpty, cancelledFingers.contains(input.fingerID) else { return false }
        switch input.phase {
        case .move:
            break
        case .up, .cancel:
            cancelledFingers.remove(input.fingerID)
        case .down:
            // The backend says the finger went down again: it is a new touch.
            cancelledFingers.remove(input.fingerID)
            return false
        }
        trace?.record(.input, .inputRefused(.cancelledFinger(finger: input.fingerID, phase: input.phase)))
        return true
    }

    private func validate(_ touch: TouchInput) -> Bool {
        guard touch.location.isFinite else {
            reject("finger \(touch.fingerID) location \(touch.location) is not finite")
            return false
        }
        let limit = InputConstants.maximumCoordinateMagnitude
        guard abs(touch.location.x) <= limit, abs(touch.location.y) <= limit else {
            reject("finger \(touch.fingerID) location \(touch.location) is beyond ±\(limit) points")
            return false
        }
        let known = activeTouches[touch.fingerID] != nil
        switch touch.phase {
        case .down where known:
            reject("down for finger \(touch.fingerID), which is already down")
            return false
        case .move where !known, .up where !known, .cancel where !known:
            reject("\(touch.phase) for finger \(touch.fingerID), which is not down")
            return false
        default:
            return true
        }
    }

    /// Keeps the lifts and cancellations in `input`, refused for what else was wrong with it (its
    /// time, a location, another finger of its batch): each finger that is down and lifts or
    /// cancels there still does, where it last was and at the time of the last input accepted.
    /// Dropping them would leave the touch down for good, and the finger's next touch refused
    /// as "already down"; the message for the refusal is already in the log.
    private func salvageLifts(from input: InputEvent) {
        let candidates: [TouchInput]
        switch input {
        case .touch(let touch): candidates = [touch]
        case .touches(let touches): candidates = touches
        default: return
        }
        var fingers = Set<Int>()
        let lifts: [TouchInput] = candidates.compactMap { candidate in
            guard candidate.phase == .up || candidate.phase == .cancel,
                let touch = activeTouches[candidate.fingerID], touch.phase != .ended, touch.phase != .cancelled,
                !cancelledFingers.contains(candidate.fingerID), fingers.insert(candidate.fingerID).inserted
            else { return nil }
            var lift = candidate
            lift.location = touch.locationInWindow
            lift.timestamp = lastInputTimestamp
            lift.majorRadius = touch.majorRadius
            lift.force = touch.force
            return lift
        }
        guard !lifts.isEmpty else { return }
        application.log.log(
            "Input kept: \(lifts.map { "finger \($0.fingerID) \($0.phase)" }.joined(separator: ", ")) applied where the finger last was")
        beginDelivery(timestamp: lastInputTimestamp)
        for lift in lifts { apply(lift, window: nil) }
        finishDelivery()
    }

    /// Every touch still in the event becomes stationary until this delivery changes it.
    private func beginDelivery(timestamp: TimeInterval) {
        touchEvent.storedTimestamp = timestamp
        for touch in touchEvent.orderedTouches {
            touch.phase = .stationary
        }
    }

    private func apply(_ input: TouchInput, window requestedWindow: UIWindow?) {
        if input.phase == .down {
            createTouch(input, window: requestedWindow)
            return
        }
        guard let touch = activeTouches[input.fingerID] else { return }
        touch.previousLocationInWindow = touch.locationInWindow
        touch.locationInWindow = input.location
        touch.timestamp = input.timestamp
        touch.majorRadius = input.majorRadius
        touch.force = input.force
        switch input.phase {
        case .move: touch.phase = .moved
        case .up: touch.phase = .ended
        case .cancel: touch.phase = .cancelled
        case .down: break
        }
        if let trace {
            trace.record(.input, .touchInput(input))
        }
    }

    private func createTouch(_ input: TouchInput, window requestedWindow: UIWindow?) {
        guard let window = requestedWindow ?? application.keyWindow else {
            application.log.log("Touch for finger \(input.fingerID) dropped: there is no key window")
            return
        }
        trace?.record(.input, .touchInput(input))
        let view = window.hitTest(input.location, with: touchEvent)
        trace?.record(.hitTest, .hitTestResult(finger: input.fingerID, view: view?.traceName))
        let touch = UITouch(
            fingerID: input.fingerID, location: input.location, timestamp: input.timestamp,
            tapCount: tapCount(at: input.location, time: ClockInstant(seconds: input.timestamp), window: window),
            view: view, window: window)
        touch.majorRadius = input.majorRadius
        touch.force = input.force
        touch.deliversToView = mayDeliver(touch)
        activeTouches[input.fingerID] = touch
        touchEvent.add(touch)
    }

    /// Applies UIKit's multiple-touch and exclusive-touch rules to a new touch.
    private func mayDeliver(_ touch: UITouch) -> Bool {
        guard let view = touch.view else { return false }
        let others = touchEvent.orderedTouches.filter { $0.deliversToView && $0.window === touch.window }
        if !view.isMultipleTouchEnabled, others.contains(where: { $0.view === view }) {
            trace?.record(.delivery, .inputRefused(.notMultipleTouch(finger: touch.fingerID, view: view.traceName)))
            return false
        }
        if let blocker = others.first(where: { $0.view?.isExclusiveTouch == true && $0.view !== view }) {
            trace?.record(
                .delivery, .inputRefused(.exclusiveTouchHeld(finger: touch.fingerID, holder: blocker.view!.traceName)))
            return false
        }
        if view.isExclusiveTouch, others.contains(where: { $0.view !== view }) {
            trace?.record(.delivery, .inputRefused(.exclusiveTouchBlocked(finger: touch.fingerID, view: view.traceName)))
            return false
        }
        return true
    }

    /// The tap count of a touch going down at `location` and `time` (an instant of a timestamp
    /// the input boundary already checked).
    private func tapCount(at location: CGPoint, time: ClockInstant, window: UIWindow) -> Int {
        guard let last = lastTap, last.window == ObjectIdentifier(window),
            time - last.time <= ClockDuration(seconds: TouchConstants.tapCountMaximumInterval),
            location.distance(to: last.location) <= TouchConstants.tapCountMaximumDistance
        else { return 1 }
        return last.count + 1
    }

    /// Sends the event, then drops the touches that ended or were cancelled; touches the
    /// runtime cancelled meanwhile (a handler took their view out of its window) get a
    /// cancellation delivery of their own right after.
    private func finishDelivery() {
        deferringCancellations {
            application.sendEvent(touchEvent)
            dropFinishedTouches()
        }
    }

    private func dropFinishedTouches() {
        var index = 0
        while index < touchEvent.orderedTouches.count {
            let touch = touchEvent.orderedTouches[index]
            guard touch.phase == .ended || touch.phase == .cancelled else {
                index += 1
                continue
            }
            if touch.phase == .ended, let window = touch.window,
                touch.locationInWindow.distance(to: touch.initialLocationInWindow)
                    <= TouchConstants.tapCountMaximumDistance
            {
                lastTap = (
                    touch.initialLocationInWindow, ClockInstant(seconds: touch.timestamp), touch.tapCount,
                    ObjectIdentifier(window)
                )
            } else {
                lastTap = nil
            }
            activeTouches[touch.fingerID] = nil
            touchEvent.remove(touch)
        }
    }

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

    // MARK: Keys

    private func dispatchKey(_ input: KeyInput) {
        trace?.record(.input, .input(.key(input)))
        // One UIPress per key for its whole life, as one UITouch per finger.
        let press: UIPress
        if input.isDown {
            press = UIPress(phase: .began, timestamp: input.timestamp, key: input.key)
            activePresses[input.key.keyCode] = press
        } else if let pressed = activePresses.removeValue(forKey: input.key.keyCode) {
            press = pressed
            press.phase = .ended
            press.timestamp = input.timestamp
            press.key = input.key
        } else {
            press = UIPress(phase: .ended, timestamp: input.timestamp, key: input.key)
        }
        let event = UIPressesEvent(application: application)
        event.storedTimestamp = input.timestamp
        event.pressSet = [press]
        application.sendEvent(event)
    }
}
