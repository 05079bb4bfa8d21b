import Foundation

/// A view that shows a window onto content larger than itself and moves the content under the
/// finger. The content offset is the view's `bounds.origin`: scrolling shifts every subview on
/// screen while their frames stay where they are.
///
/// What happens to a touch in a scroll view (reference C4), step by step:
/// 1. Two recognizers sit on the view: a content-touch delay recognizer (internal) and
///    ``panGestureRecognizer``, in that order. Both see every touch before the content views.
/// 2. A touch-down on a content view (a subview, at any depth) is held back from it for
///    ``ScrollViewConstants/contentTouchDelay`` when ``delaysContentTouches`` is true (and
///    scrolling is enabled), through the gesture arbiter's `delaysTouchesBegan` machinery.
/// 3. If the finger moves far enough to scroll during the hold, the pan begins and the content
///    view never sees the touch.
/// 4. Otherwise, when the hold ends — or at once without a hold, or when the finger lifts
///    first — ``touchesShouldBegin(_:with:in:)`` is asked: true replays the held touch-down to
///    the content view with its original location and time, false keeps the touch from it for
///    good (the scroll view can still scroll with it).
/// 5. When the finger then moves far enough to scroll while a content view has the touch, the
///    pan's should-begin check asks the scroll view: with ``canCancelContentTouches`` false, or
///    ``touchesShouldCancel(in:)`` false, the pan fails and the content view keeps the touch;
///    otherwise the content view gets `touchesCancelled` (a control sends `.touchCancel`) and
///    scrolling starts.
/// 6. Dragging moves ``contentOffset`` within the content and ``contentInset``; after the lift
///    the content glides on the application clock, slowing by ``decelerationRate``, and stops
///    at the content's edges.
///
/// The pan fails when the finger first moves mostly along an axis the scroll view cannot
/// scroll (content no larger than the view and no `alwaysBounce…`), so touches on content that
/// fits reach it unhindered and nested scroll views split the work by axis.
/// - Note: See https://developer.apple.com/documentation/uikit/uiscrollview
// Limitation: no zooming, paging, scroll indicators, content/frame layout guides,
// scroll-to-top, keyboard dismissal or refresh control yet.
@MainActor
open class UIScrollView: UIView {
    /// Told about scrolling, drags, deceleration and animated scrolls.
    open weak var delegate: (any UIScrollViewDelegate)?

    /// The point of the content shown at the view's top-left corner: the view's `bounds.origin`.
    /// Setting it moves the content at once, without clamping, and tells the delegate.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds.origin = newValue }
    }

    /// The size of the content, in the scroll view's coordinates. Default zero.
    open var contentSize: CGSize = .zero

    /// Extra space around the content that the user can scroll to. Default zero.
    open var contentInset: UIEdgeInsets = .zero

    /// The insets scrolling actually uses: ``contentInset`` plus the safe area, which is always
    /// zero headless.
    // UIKit divergence: no safe-area adjustment (contentInsetAdjustmentBehavior is not modelled),
    // so this always equals contentInset.
    open var adjustedContentInset: UIEdgeInsets { contentInset }

    /// Whether the user can scroll. When false the pan recognizer is disabled and touches reach
    /// content views without being held.
    open var isScrollEnabled = true {
        didSet { scrollPan.isEnabled = isScrollEnabled }
    }

    /// Whether a drag that starts mostly along one axis stays on that axis.
    open var isDirectionalLockEnabled = false

    /// Whether the content may be pulled past its edges and spring back. Default true, as in
    /// UIKit.
    // UIKit divergence: the content never goes past its edges whatever this says — dragging and
    // deceleration clamp to the content without rubber-banding (issue 4 asks for clamping).
    open var bounces = true

    /// Whether a vertical drag scrolls even when the content is not taller than the view.
    open var alwaysBounceVertical = false

    /// Whether a horizontal drag scrolls even when the content is not wider than the view.
    open var alwaysBounceHorizontal = false

    /// Whether touch-downs on content views are held back until the scroll view knows the
    /// finger is not scrolling. Default true.
    open var delaysContentTouches = true

    /// Whether a content view's touch may be cancelled to start scrolling. Default true; when
    /// false, a content view that has a touch keeps it and the drag does not scroll.
    open var canCancelContentTouches = true

    /// How fast the content slows down after a drag: the fraction of the velocity kept per
    /// millisecond, between 0 and 1 exclusive. Default ``DecelerationRate/normal``.
    open var decelerationRate: DecelerationRate = .normal {
        didSet {
            precondition(
                decelerationRate.rawValue > 0 && decelerationRate.rawValue < 1,
                "UIScrollView.decelerationRate must be between 0 and 1 exclusive, got \(decelerationRate.rawValue)")
        }
    }

    /// Whether a finger is down on the scroll view (it may not have started dragging yet).
    public package(set) var isTracking = false
    /// Whether the user is dragging the content.
    public package(set) var isDragging = false
    /// Whether the content is gliding after a drag.
    public package(set) var isDecelerating = false

    /// The recognizer that scrolls the content. Its delegate is managed by the scroll view.
    open var panGestureRecognizer: UIPanGestureRecognizer { scrollPan }

    let scrollPan: ScrollPanGestureRecognizer
    let contentTouchDelayRecognizer: ContentTouchDelayRecognizer
    /// The deceleration or animation under way, and the timer stepping it.
    var motion: ScrollMotion?
    var motionTimer: ScheduledTimer?
    /// The pan translation already applied to the content offset during the current drag.
    var appliedTranslation: CGPoint = .zero
    /// The axis a directional lock keeps the current drag on.
    var lockedAxis: NSLayoutConstraint.Axis?

    /// Creates a scroll view with `frame`; it clips its content to its bounds.
    public override init(frame: CGRect) {
        scrollPan = ScrollPanGestureRecognizer()
        contentTouchDelayRecognizer = ContentTouchDelayRecognizer()
        super.init(frame: frame)
        installRecognizers()
    }

    public required init?(coder: NSCoder) {
        scrollPan = ScrollPanGestureRecognizer()
        contentTouchDelayRecognizer = ContentTouchDelayRecognizer()
        super.init(coder: coder)
        installRecognizers()
    }

    private func installRecognizers() {
        clipsToBounds = true
        contentTouchDelayRecognizer.scrollView = self
        scrollPan.attach(to: self)
        addGestureRecognizer(contentTouchDelayRecognizer)
        addGestureRecognizer(scrollPan)
        scrollPan.addTarget(self, action: UIScrollView.handlePan)
    }

    // MARK: Scrolling programmatically

    /// Moves the content to `contentOffset`: at once, or animated on the application clock over
    /// ``ScrollViewConstants/scrollAnimationDuration`` (the delegate is told
    /// `scrollViewDidEndScrollingAnimation` at the end). Either way a running deceleration or
    /// animation stops first. The offset is not clamped.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        stopMotion(notify: false)
        guard animated, contentOffset != self.contentOffset else {
            self.contentOffset = contentOffset
            return
        }
        startMotion(
            .animation, to: contentOffset, duration: ScrollViewConstants.scrollAnimationDuration, curve: .easeInOut,
            clampsToContent: false)
    }

    // MARK: Content touches (overridable)

    /// Asked before content touches are handed to `view`, a content view they landed on:
    /// after the hold when ``delaysContentTouches`` is true, at once otherwise. Return false to
    /// keep them from the view. The default agrees.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiscrollview/touchesshouldbegin(_:with:in:)
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool {
        true
    }

    /// Asked, when the finger starts to scroll, whether the touches `view` is tracking may be
    /// cancelled so the scroll can start. Not asked when ``canCancelContentTouches`` is false.
    /// The default agrees, except for controls.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiscrollview/touchesshouldcancel(in:)
    open func touchesShouldCancel(in view: UIView) -> Bool {
        !(view is UIControl)
    }

    /// For the scroll view's own pan: refuses to scroll away from a content view that keeps its
    /// touches (``canCancelContentTouches``, ``touchesShouldCancel(in:)``). Other recognizers
    /// get UIView's answer.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer === scrollPan else { return super.gestureRecognizerShouldBegin(gestureRecognizer) }
        return contentTouchesAllowScrolling()
    }

    // MARK: Hooks

    /// A scroll (of any origin) marks the scroll view and its superview for layout, as UIKit
    /// lays both out while a scroll view scrolls (reference H2.4), and is reported to the
    /// delegate.
    override func boundsOriginDidChange(from oldOrigin: CGPoint) {
        super.boundsOriginDidChange(from: oldOrigin)
        markNeedsLayout(reason: "scrolled")
        superview?.markNeedsLayout(reason: "subview \(traceName) scrolled")
        delegate?.scrollViewDidScroll(self)
    }

    /// Leaving the window ends what moves the content: a drag ends as if cancelled, a glide
    /// stops where it is and an animated offset lands on its target (see
    /// ``stopMovingOnLeavingWindow()``).
    override func willLeaveWindow() {
        super.willLeaveWindow()
        stopMovingOnLeavingWindow()
    }
}
