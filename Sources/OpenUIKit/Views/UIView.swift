import Foundation
// `import UIKit` brings CGAffineTransform and the other Core Graphics types; so does `import OpenUIKit`.
@_exported import OpenCoreGraphics

/// A rectangular region of a window that draws content and handles the touches that land on it.
///
/// Geometry is stored as UIKit stores it: `center` (in the superview's coordinates),
/// `bounds` (the view's own coordinate space) and `transform` (applied about the centre);
/// `frame` is derived from the three. Subviews are ordered back to front.
/// - Note: See https://developer.apple.com/documentation/uikit/uiview
@MainActor
open class UIView: UIResponder {
    // MARK: Stored geometry (see UIView+Geometry.swift)

    package var storedCenter: CGPoint = .zero
    package var storedBounds: CGRect = .zero
    package var storedTransform: CGAffineTransform = .identity

    // MARK: Hierarchy (see UIView+Hierarchy.swift)

    package var storedSubviews: [UIView] = []
    package weak var storedSuperview: UIView?

    /// The view controller whose root view this is; it comes next in the responder chain.
    package weak var owningViewController: UIViewController?

    // MARK: Appearance and interaction

    /// An integer you can use to find the view with ``viewWithTag(_:)``.
    open var tag: Int = 0

    /// Hidden views are not drawn and are skipped by hit-testing.
    open var isHidden: Bool = false

    /// Opacity from 0 to 1; views below 0.01 are skipped by hit-testing.
    open var alpha: CGFloat = 1

    /// Whether the view takes part in hit-testing; false lets touches fall through to views
    /// behind it (its subviews are skipped as well).
    open var isUserInteractionEnabled: Bool = true

    /// Whether content and subviews are clipped to the bounds when drawn.
    /// Hit-testing never reaches outside the bounds whatever this says.
    open var clipsToBounds: Bool = false

    /// Whether the view is delivered more than the first touch of a multi-touch sequence.
    open var isMultipleTouchEnabled: Bool = false

    /// Whether a touch on this view keeps every other view of the window from receiving touches.
    open var isExclusiveTouch: Bool = false

    /// The colour the view's bounds are filled with.
    open var backgroundColor: UIColor?

    /// Recognizers attached to the view (see UIView+Gestures.swift).
    package var storedGestureRecognizers: [UIGestureRecognizer] = []

    // MARK: Initializers

    /// Creates a view whose frame is `frame`.
    public init(frame: CGRect) {
        super.init()
        self.frame = frame
    }

    /// Creates a view with a zero frame.
    public convenience override init() {
        self.init(frame: .zero)
    }

    /// Archived views are not supported; this exists so code written for UIKit compiles.
    // UIKit divergence: nothing is decoded; the view starts with a zero frame.
    public required init?(coder: NSCoder) {
        super.init()
    }

    // MARK: Hierarchy hooks

    /// Called before the receiver's superview changes (`nil` when it is being removed).
    open func willMove(toSuperview newSuperview: UIView?) {}

    /// Called after the receiver's superview changed.
    open func didMoveToSuperview() {}

    /// Called before the receiver (and so its subtree) enters or leaves a window.
    open func willMove(toWindow newWindow: UIWindow?) {}

    /// Called after the receiver entered or left a window.
    open func didMoveToWindow() {}

    /// Called on the superview after a subview was added.
    open func didAddSubview(_ subview: UIView) {}

    /// Called on the superview before a subview is removed.
    open func willRemoveSubview(_ subview: UIView) {}

    // MARK: Gestures

    /// Asked, when a recognizer attached to another view (an ancestor, say) tries to
    /// recognize with touches that hit this view, whether it may. Default true; controls
    /// override it to keep their own taps and drags.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    // MARK: Hit-testing

    /// The farthest descendant (or the receiver) that contains `point` and takes touches.
    ///
    /// Hidden views, views with `isUserInteractionEnabled` false and views whose alpha is below
    /// 0.01 return `nil`, as does a point outside the receiver (so a subview sticking out of its
    /// parent is never reached there). Subviews are tried front to back.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiview/hittest(_:with:)
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let trace = event?.trace
        guard isHitTestable else {
            trace?.record(.hitTest, "\(traceName).hitTest \(traceFormat(point)): skipped (\(hitTestSkipReason))")
            return nil
        }
        guard self.point(inside: point, with: event) else {
            trace?.record(.hitTest, "\(traceName).hitTest \(traceFormat(point)): outside")
            return nil
        }
        trace?.record(.hitTest, "\(traceName).hitTest \(traceFormat(point)): inside")
        for subview in storedSubviews.reversed() {
            let converted = subview.convert(point, from: self)
            if let hit = subview.hitTest(converted, with: event) { return hit }
        }
        return self
    }

    /// Whether `point` (in the receiver's coordinates) is inside the receiver: by default,
    /// inside its bounds. Override to enlarge or shape the touch area.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        storedBounds.contains(point)
    }

    private var hitTestSkipReason: String {
        if isHidden { return "hidden" }
        if !isUserInteractionEnabled { return "user interaction disabled" }
        return "alpha \(traceFormat(alpha))"
    }

    // MARK: Responder chain

    /// The view's controller when it is that controller's root view, else the superview.
    open override var next: UIResponder? {
        if let controller = owningViewController { return controller }
        return storedSuperview
    }
}
