import Foundation

extension UIViewController {
    /// The controller this one presented, if any.
    public var presentedViewController: UIViewController? { presented_ }

    /// The controller that presented this one, if any.
    public var presentingViewController: UIViewController? { presenting_ }

    /// Presents `controller` over the receiver's window, filling it.
    ///
    /// Headless and live alike, the presentation is immediate; `completion` runs after the
    /// presented view is in the window.
    // UIKit divergence: no transition animation; the presenter's view stays in the window
    // (UIKit's default page-sheet style), so it gets no disappear callbacks.
    public func present(
        _ controller: UIViewController, animated: Bool, completion: (@MainActor () -> Void)? = nil
    ) {
        guard presented_ == nil else {
            presentationLog.log(
                "Attempt to present \(controller.traceName) on \(traceName) which is already presenting \(presented_!.traceName)")
            return
        }
        guard controller.presenting_ == nil, controller.viewIfLoaded?.window == nil else {
            presentationLog.log(
                "Attempt to present \(controller.traceName) on \(traceName), but it is already presented")
            return
        }
        guard let window = viewIfLoaded?.window else {
            presentationLog.log(
                "Attempt to present \(controller.traceName) on \(traceName) whose view is not in the window hierarchy")
            return
        }
        presented_ = controller
        controller.presenting_ = self
        let view = controller.view!
        view.frame = window.bounds
        window.addSubview(view)
        completion?()
    }

    /// The log of the application the receiver's view is shown in (the shared one otherwise),
    /// so misuse is reported by the application it happened in.
    private var presentationLog: ApplicationLog {
        (viewIfLoaded?.window?.application ?? UIApplication.shared).log
    }

    /// Dismisses the controller the receiver presented, or the receiver itself when it was
    /// presented and presents nothing.
    public func dismiss(animated: Bool, completion: (@MainActor () -> Void)? = nil) {
        let target: UIViewController
        if let presented = presented_ {
            target = presented
        } else if presenting_ != nil {
            target = self
        } else {
            completion?()
            return
        }
        if let nested = target.presented_ {
            nested.dismiss(animated: animated)
        }
        target.viewIfLoaded?.removeFromSuperview()
        target.presenting_?.presented_ = nil
        target.presenting_ = nil
        completion?()
    }
}
