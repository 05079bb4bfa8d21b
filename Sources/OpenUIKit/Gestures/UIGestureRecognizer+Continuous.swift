import Foundation

/// Steps the continuous built-ins (pan, pinch, rotation) share.
extension UIGestureRecognizer {
    /// One more update of a continuous gesture: an undecided one begins once
    /// `thresholdCrossed` holds; one under way reports a change.
    package func continueGesture(beginningWhen thresholdCrossed: @autoclosure () -> Bool) {
        switch state {
        case .possible:
            if thresholdCrossed() { state = .began }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    /// The gesture's touches are gone: one under way ends (or is cancelled), an undecided one
    /// fails.
    package func finishGesture(cancelled: Bool) {
        switch state {
        case .possible: state = .failed
        case .began, .changed: state = cancelled ? .cancelled : .ended
        default: break
        }
    }

    /// Ignores the newly landed `touches` that come after the first `limit` tracked ones; they
    /// reach the view as if the recognizer were not there.
    package func ignoreTouches(beyond limit: Int, among touches: Set<UITouch>, for event: UIEvent) {
        for touch in trackedTouches.dropFirst(limit) where touches.contains(touch) {
            ignore(touch, for: event)
        }
    }
}
