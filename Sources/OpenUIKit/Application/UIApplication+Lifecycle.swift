import Foundation

extension UIApplication {
    /// Resizes the screen (a live window was resized) and every window that covered it, so the
    /// next turn lays them out again at the new size. Sizes that are not positive and finite
    /// are logged and ignored.
    package func resizeScreen(to size: CGSize) {
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
            log.log("Screen resize to \(size.width)x\(size.height) ignored: the size must be positive and finite")
            return
        }
        let old = screen.bounds
        guard old.size != size else { return }
        let new = CGRect(origin: .zero, size: size)
        screen.bounds = new
        for window in windows where window.frame == old {
            window.frame = new
            // A root view controller's view fills its window, as UIKit keeps it.
            if let root = window.rootViewController?.viewIfLoaded, root.superview === window {
                root.frame = window.bounds
            }
            window.setNeedsLayout()
        }
    }

    /// Tells the delegate the application is about to end (`applicationWillTerminate(_:)`),
    /// then posts `willTerminateNotification`, once; a live backend calls it when its last window closes.
    package func prepareToTerminate() {
        guard !hasPreparedToTerminate else { return }
        hasPreparedToTerminate = true
        trace.record(.input, .applicationWillTerminate)
        delegate?.applicationWillTerminate(self)
        NotificationCenter.default.post(name: UIApplication.willTerminateNotification, object: self)
    }
}
