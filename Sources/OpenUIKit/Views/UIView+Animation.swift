import Foundation

extension UIView {
    /// Runs `animations` now and then `completion(true)`.
    // UIKit divergence: nothing is interpolated yet; the changes made in the block (frames,
    // constants followed by layoutIfNeeded()) take their final values at once, and the
    // completion runs before the call returns.
    public static func animate(
        withDuration duration: TimeInterval, animations: () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        precondition(duration.isFinite && duration >= 0, "Animation duration must be finite and not negative: \(duration)")
        animations()
        completion?(true)
    }

    /// Runs `animations` now and then `completion(true)`; the delay and options are ignored.
    // UIKit divergence: as animate(withDuration:animations:completion:).
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, animations: () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        animate(withDuration: duration, animations: animations, completion: completion)
    }
}
