import Foundation

/// Step 2 of the event pipeline for touches: the checks a finger's input passes before it is
/// applied, and the lifts kept from input refused for something else.
extension EventDispatcher {
    /// Whether `input` belongs to a finger whose touch the runtime already cancelled; such
    /// input is dropped without a message until the finger lifts.
    /// Whether `input` is a finger coming down while the application ignores interaction
    /// events (``UIApplication/beginIgnoringInteractionEvents()``): it is dropped, and the
    /// finger's later moves and lift are absorbed as a cancelled finger's, quietly.
    func dropsWhileIgnoringInteraction(_ input: TouchInput) -> Bool {
        guard application.interactionEventsIgnoredDepth > 0, input.phase == .down, activeTouches[input.fingerID] == nil
        else { return false }
        cancelledFingers.insert(input.fingerID)
        trace?.record(.input, .inputRefused(.dropped(reason: "finger \(input.fingerID) came down while the application ignores interaction events")))
        return true
    }

    func absorbsCancelledFinger(_ input: TouchInput) -> Bool {
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

    func validate(_ touch: TouchInput) -> Bool {
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
    func salvageLifts(from input: InputEvent) {
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
}
