import Foundation

extension UIResponder {
    /// Whether the receiver is its window's first responder.
    public var isFirstResponder: Bool {
        guard let window = responderWindow else { return false }
        return window.firstResponder === self
    }

    /// The window whose first-responder slot this responder would occupy.
    package var responderWindow: UIWindow? {
        switch self {
        case let window as UIWindow: return window
        case let view as UIView: return view.window
        case let controller as UIViewController: return controller.viewIfLoaded?.window
        case let application as UIApplication: return application.keyWindow
        default: return nil
        }
    }
}
