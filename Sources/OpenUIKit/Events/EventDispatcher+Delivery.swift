import Foundation

/// Steps 4 and 5 of the event pipeline: the touch event is sent, then its finished touches leave
/// it (a lifted tap is remembered for counting repeated taps).
extension EventDispatcher {
    /// Sends the event, then drops the touches that ended or were cancelled; touches the
    /// runtime cancelled meanwhile (a handler took their view out of its window) get a
    /// cancellation delivery of their own right after.
    func finishDelivery() {
        deferringCancellations {
            application.sendEvent(touchEvent)
            dropFinishedTouches()
        }
    }

    func dropFinishedTouches() {
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
}
