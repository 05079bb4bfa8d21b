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
///
/// Each step has its file: steps 1 and 2 here, the touch checks of step 2 in
/// `EventDispatcher+InputChecks.swift`, step 3 in `EventDispatcher+Touches.swift`, steps 4 and 5 in
/// `EventDispatcher+Delivery.swift` and `EventDispatcher+Cancellation.swift`, and key presses in
/// `EventDispatcher+Keys.swift`.
@MainActor
package final class EventDispatcher {
    unowned let application: UIApplication
    private var queue: [(input: InputEvent, window: UIWindow?)] = []
    private var draining: [(input: InputEvent, window: UIWindow?)] = []
    var activeTouches: [Int: UITouch] = [:]
    var lastInputTimestamp: TimeInterval = -.infinity
    var isDeliveringTouches = false
    /// The last lifted tap; its time is a clock instant so the repeat interval is compared
    /// exactly (0.35 s after a tap at 1.0 s is a repeat, although 1.35 − 1.0 > 0.35 in `Double`).
    var lastTap: (location: CGPoint, time: ClockInstant, count: Int, window: ObjectIdentifier)?
    /// Fingers whose touches were cancelled by the runtime (their view left its window) while
    /// they are still down on the hardware. Their later moves and lift are expected input, not
    /// bad input: UIKit drops them quietly.
    var cancelledFingers: Set<Int> = []
    /// Touches whose view left its window during a delivery, cancelled once it is over.
    var deferredCancellations: [UITouch] = []
    /// For each view still owed touch phases when its subtree left its window in the middle of
    /// a delivery: the view, its superviews up to the subtree's root, and the superview the root
    /// had, as they were then (see ``formerSuperview(of:)``). Kept while the view's touch still
    /// has phases to deliver.
    var formerChains: [[UIView]] = []
    /// The press object of each key that is down.
    var activePresses: [UIKeyboardHIDUsage: UIPress] = [:]

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

    var trace: EventTrace? { application.trace.isEnabled ? application.trace : nil }

    func reject(_ message: String) {
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
            if dropsWhileIgnoringInteraction(touch) || absorbsCancelledFinger(touch) {
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
            if application.interactionEventsIgnoredDepth > 0 || !cancelledFingers.isEmpty {
                touches.removeAll { dropsWhileIgnoringInteraction($0) || absorbsCancelledFinger($0) }
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
}
