import Foundation

// A dismissal asked for while the controller is already being dismissed.
extension UIViewController {
    /// Handles a dismissal of the receiver asked for while its own dismissal runs. UIKit refuses
    /// it with a warning: the one in progress takes the controller away. When that one may
    /// still be cancelled — a sheet's swipe-down the user is dragging or let go of too early —
    /// the request is kept instead and carried out once the swipe settles back, so the
    /// controller does not stay presented on a presenter the app believed it had dismissed
    /// from (and may replace, leaving the presentation's views in the window after every
    /// controller that owned them was freed). When the swipe completes the dismissal,
    /// `completion` runs after it.
    // UIKit divergence: UIKit ignores a dismissal asked for during an interactive dismissal
    // (logging "while a presentation or dismiss is in progress"); this library carries it out
    // when the interactive one is cancelled, and logs and ignores it otherwise, as UIKit does.
    func deferDismissal(animated: Bool, completion: (@MainActor () -> Void)?) {
        guard let coordinator = activeTransitionCoordinator, coordinator.isInteractive || coordinator.isCancelled else {
            misuseLog.log(
                "Attempt to dismiss from view controller \(traceName) while a presentation or dismiss is in progress")
            return
        }
        _ = coordinator.animate(alongsideTransition: nil) { [weak self] context in
            guard let self else { return }
            if context.isCancelled, self.presenting_ != nil {
                self.performDismissal(animated: animated, interaction: nil, completion: completion)
            } else {
                completion?()
            }
        }
    }
}
