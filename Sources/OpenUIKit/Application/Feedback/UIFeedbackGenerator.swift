import Foundation

/// The base class of the haptic feedback generators: ``prepare()`` readies the hardware,
/// subclasses play an effect.
///
/// There is no haptic engine on Linux: every request is recorded in the application's trace
/// (stage `feedback`) and nothing else happens, so tests can check what an app asked for.
/// - Note: See https://developer.apple.com/documentation/uikit/uifeedbackgenerator
// UIKit divergence: no effect is played; see docs/DIVERGENCES.md.
@MainActor @preconcurrency
open class UIFeedbackGenerator: UIInteraction {
    /// The view the generator is attached to (with ``UIView/addInteraction(_:)`` or
    /// ``init(view:)``); its application's trace records the requests.
    public private(set) weak var view: UIView?

    /// Creates a generator attached to no view; its requests go to the shared application's
    /// trace.
    public init() {}

    /// Creates a generator attached to `view` (iOS 17.5): its requests go to the trace of the
    /// application whose window holds the view.
    /// - Note: See https://developer.apple.com/documentation/uikit/uifeedbackgenerator/init(view:)
    // UIKit divergence: the generator is not added to the view's interactions; it only remembers
    // the view, which is what decides where its requests are recorded here.
    public init(view: UIView) {
        self.view = view
    }

    /// Readies the generator for an effect soon; recorded, nothing else.
    open func prepare() {
        record(.prepare)
    }

    open func willMove(to view: UIView?) {}

    open func didMove(to view: UIView?) {
        self.view = view
    }

    /// The generator's name in the trace.
    var traceName: String { String(describing: type(of: self)) }

    /// Records `request` in the trace of the view's application, or of the shared application
    /// when the generator has no view.
    // The shared application is the one UIKit's parameterless initializers refer to as well.
    func record(_ request: @autoclosure () -> TracePayload.FeedbackRequest) {
        let application = view?.owningApplication ?? (view == nil ? UIApplication.existing : nil)
        guard let trace = application?.trace, trace.isEnabled else { return }
        trace.record(.feedback, .feedback(generator: traceName, request()))
    }
}
