import Foundation

/// Step 3 of the event pipeline: finger input becomes ``UITouch`` objects, hit-tested when they
/// go down and updated in place afterwards, under UIKit's multiple- and exclusive-touch rules.
extension EventDispatcher {
    /// Every touch still in the event becomes stationary until this delivery changes it.
    func beginDelivery(timestamp: TimeInterval) {
        touchEvent.storedTimestamp = timestamp
        for touch in touchEvent.orderedTouches {
            touch.phase = .stationary
        }
    }

    func apply(_ input: TouchInput, window requestedWindow: UIWindow?) {
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
    func tapCount(at location: CGPoint, time: ClockInstant, window: UIWindow) -> Int {
        guard let last = lastTap, last.window == ObjectIdentifier(window),
            time - last.time <= ClockDuration(seconds: TouchConstants.tapCountMaximumInterval),
            location.distance(to: last.location) <= TouchConstants.tapCountMaximumDistance
        else { return 1 }
        return last.count + 1
    }
}
