import Foundation

/// Why a test-kit action was not made: the reason a person could not have done it.
public struct ActionFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// The kinds of reason.
    public enum Reason: String, Sendable, Equatable, CaseIterable {
        /// The view is in no window.
        case notInWindow
        /// The view or an ancestor is hidden.
        case hidden
        /// The view or an ancestor is (nearly) transparent: alpha below 0.01.
        case transparent
        /// The view or an ancestor has `isUserInteractionEnabled` false.
        case userInteractionDisabled
        /// The view or an ancestor is a control whose `isEnabled` is false.
        case disabledControl
        /// The view lies entirely outside its window's bounds.
        case outsideWindow
        /// The view is inside its window but clipped away by its superviews' bounds.
        case clipped
        /// Hit-testing at the touch point reaches another view (or none).
        case covered
        /// The view or an ancestor has an animation running.
        case animating
        /// The view cannot become first responder, so keys cannot reach it.
        case notFirstResponder
        /// The query element the action was asked of matched no element, or several.
        case elementNotFound
        /// Anything else the action needs (the software keyboard shown, say).
        case unavailable
    }

    /// The kind of reason.
    public var reason: Reason
    /// The reason in words, as the failure reported it (without the "Cannot tap …:" prefix).
    public var message: String

    public init(_ reason: Reason, _ message: String) {
        self.reason = reason
        self.message = message
    }

    public var description: String { "\(reason.rawValue): \(message)" }
}
