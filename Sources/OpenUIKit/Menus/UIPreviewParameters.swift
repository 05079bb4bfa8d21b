import Foundation

/// How a lifted preview is drawn: its background and the outline it is clipped to.
/// - Note: See https://developer.apple.com/documentation/uikit/uipreviewparameters
@MainActor @preconcurrency
open class UIPreviewParameters {
    /// The colour behind the previewed view; `nil` uses the system background.
    open var backgroundColor: UIColor?
    /// The outline the preview is clipped to; `nil` is the view's bounds with rounded corners.
    open var visiblePath: UIBezierPath?
    /// The outline of the preview's shadow; `nil` follows the visible outline.
    // UIKit divergence: recorded only; the shadow follows the preview's rounded rectangle.
    open var shadowPath: UIBezierPath?

    /// Default parameters: system background, rounded bounds.
    public init() {}
}
