import Foundation

// A view reaches its application through its window: the window was made for one
// application (UIWindow.application) and every view under it belongs to that application —
// its clock, run loop, frame pipeline, log, trace and screen. A view outside every window
// belongs to no application yet: it has no trace, reports misuse to the console log, keeps its
// update-cycle marks in the detached pipeline (FramePipeline.detached) until it joins a window,
// and is not animated. Library code never falls back to the shared application for such a view:
// with several applications alive (tests build many), the shared one may be any of them.
extension UIView {
    /// The application whose window holds the receiver, or nil outside every window.
    package var owningApplication: UIApplication? { window?.application }

    /// Where the receiver reports misuse UIKit tolerates: its application's log, or the
    /// console log (standard error, nothing kept) for a view outside every window.
    package var misuseLog: ApplicationLog { window?.application?.log ?? .console }

    /// The trace of the receiver's application; nil outside every window, where nothing is
    /// traced.
    package var pipelineTrace: EventTrace? { window?.application?.trace }
}

extension UIViewController {
    /// Where the controller reports misuse UIKit tolerates: the log of the application its
    /// view is shown in, or the console log while the view is outside every window (or not
    /// loaded).
    package var misuseLog: ApplicationLog { viewIfLoaded?.misuseLog ?? .console }
}
