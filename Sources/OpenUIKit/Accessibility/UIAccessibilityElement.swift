import Foundation

/// An accessibility element that is not a view: a part of a view that draws several things
/// (the bars of a chart, the stars of a rating), listed in the view's
/// `accessibilityElements`.
///
/// ```swift
/// let star = UIAccessibilityElement(accessibilityContainer: ratingView)
/// star.accessibilityLabel = "3 stars"
/// star.accessibilityFrameInContainerSpace = CGRect(x: 40, y: 0, width: 20, height: 20)
/// ratingView.accessibilityElements = [star]
/// ```
/// - Note: See https://developer.apple.com/documentation/uikit/uiaccessibilityelement
// UIKit divergence: a UIResponder subclass (UIKit's is an NSObject), since the accessibility
// properties are declared on UIResponder here; its `next` is nil.
@MainActor @preconcurrency
open class UIAccessibilityElement: UIResponder {
    /// The view (or element) that holds this element.
    open weak var accessibilityContainer: AnyObject?

    /// The element's frame in its container view's coordinates; when set (not `.zero`) it
    /// gives `accessibilityFrame` and follows the container when it moves.
    open var accessibilityFrameInContainerSpace: CGRect = .zero

    /// Creates an element held by `container` (a view, usually). An element is an
    /// accessibility element by default.
    public init(accessibilityContainer container: Any) {
        accessibilityContainer = container as AnyObject
        super.init()
    }

    /// A standalone element is an accessibility element by default.
    package override var defaultIsAccessibilityElement: Bool { true }
}
