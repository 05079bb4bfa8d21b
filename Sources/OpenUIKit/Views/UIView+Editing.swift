import Foundation

extension UIView {
    /// Ends editing in the view's subtree: when the window's first responder is the view or one
    /// of its descendants (or the controller of one), it resigns. Without `force` the
    /// responder's own rules apply (a text input asks its delegate's should-end question and
    /// may stay); with `force` it resigns regardless.
    ///
    /// Returns whether nothing in the subtree is first responder any more: true when it
    /// resigned, and true when nothing in the subtree was first responder.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiview/endediting(_:)
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let window, let responder = window.firstResponder else { return true }
        let inside: Bool
        switch responder {
        case let view as UIView: inside = view === self || view.isDescendant(of: self)
        case let controller as UIViewController: inside = controller.viewIfLoaded?.isDescendant(of: self) ?? false
        default: inside = false
        }
        guard inside else { return true }
        if force {
            responder.resignFirstResponderForcibly()
        } else {
            _ = responder.resignFirstResponder()
        }
        return window.firstResponder !== responder
    }
}
