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
///    the content glides, stepped by a `CADisplayLink` on the application clock, slowing by
///    ``decelerationRate``, and stops at the content's edges (or settles on a page).
///
/// The pan fails when the finger first moves mostly along an axis the scroll view cannot
/// scroll (content no larger than the view and no `alwaysBounce…`), so touches on content that
/// fits reach it unhindered and nested scroll views split the work by axis.
/// - Note: See https://developer.apple.com/documentation/uikit/uiscrollview
///
/// Beyond touches it pages (``isPagingEnabled``), shows scroll indicators while it moves,
/// zooms a view its delegate names with a pinch, derives its content size from constraints to
/// ``contentLayoutGuide``, adjusts its insets for the safe area, dismisses the keyboard on a
/// drag, hosts a ``UIRefreshControl`` and scrolls to the top on a status-bar tap.
@MainActor @preconcurrency
open class UIScrollView: UIView {
    /// Told about scrolling, drags, deceleration, animated scrolls and zooming.
    open weak var delegate: (any UIScrollViewDelegate)? {
        didSet { updatePinchRecognizer() }
    }

    /// The point of the content shown at the view's top-left corner: the view's `bounds.origin`.
    /// Setting it moves the content at once, without clamping, and tells the delegate.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds.origin = newValue }
    }

    /// The size of the content, in the scroll view's coordinates. Default zero. Constraints
    /// that size ``contentLayoutGuide`` set it at each layout.
    open var contentSize: CGSize = .zero {
        didSet { contentSizeDidChange(from: oldValue) }
    }

    /// Extra space around the content that the user can scroll to. Default zero.
    open var contentInset: UIEdgeInsets = .zero {
        didSet { checkAdjustedContentInset() }
    }

    /// How the safe area is added to ``contentInset`` in ``adjustedContentInset``. Default
    /// `.automatic`.
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { checkAdjustedContentInset() }
    }

    /// The insets scrolling actually uses: ``contentInset`` plus the safe-area insets that
    /// ``contentInsetAdjustmentBehavior`` lets through (and the height of a refreshing
    /// ``refreshControl`` at the top).
    open var adjustedContentInset: UIEdgeInsets { computedAdjustedContentInset() }

    /// Told after the offset or the content size changed: the bars of a navigation controller
    /// that follow this scroll view (large titles, scroll-edge appearances).
    package weak var barTracker: (any ScrollViewBarTracking)?

    /// Whether a drag comes to rest on a multiple of the view's size (a page). Default false.
    open var isPagingEnabled = false

    /// Whether the vertical indicator shows while the content moves. Default true.
    open var showsVerticalScrollIndicator = true {
        didSet { if !showsVerticalScrollIndicator { verticalIndicator?.isHidden = true } }
    }

    /// Whether the horizontal indicator shows while the content moves. Default true.
    open var showsHorizontalScrollIndicator = true {
        didSet { if !showsHorizontalScrollIndicator { horizontalIndicator?.isHidden = true } }
    }

    /// The colour scheme of the scroll indicators. Default `.default`.
    open var indicatorStyle: IndicatorStyle = .default {
        didSet { styleIndicators() }
    }

    /// How far the vertical indicator keeps from the view's edges.
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero {
        didSet { layoutIndicators() }
    }

    /// How far the horizontal indicator keeps from the view's edges.
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero {
        didSet { layoutIndicators() }
    }

    /// Both indicators' insets at once; reads the vertical one.
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }

    /// The smallest zoom scale a pinch or code may set. Default 1.
    open var minimumZoomScale: CGFloat = 1 {
        didSet { updatePinchRecognizer() }
    }

    /// The largest zoom scale a pinch or code may set. Default 1; zooming needs it above
    /// ``minimumZoomScale``.
    open var maximumZoomScale: CGFloat = 1 {
        didSet { updatePinchRecognizer() }
    }

    /// The scale the zoom view is shown at. Setting it zooms at once, about the view's centre.
    open var zoomScale: CGFloat {
        get { currentZoomScale }
        set { setZoomScale(newValue, animated: false) }
    }

    /// Whether a pinch may take the scale past its limits, springing back at the lift.
    /// Default true.
    open var bouncesZoom = true

    /// Whether a pinch is zooming the content.
    public package(set) var isZooming = false
    /// Whether the scale is easing back within its limits after a pinch took it past them.
    public package(set) var isZoomBouncing = false

    /// The pinch that zooms, present while zooming is possible (``maximumZoomScale`` above
    /// ``minimumZoomScale``); `nil` otherwise.
    open var pinchGestureRecognizer: UIPinchGestureRecognizer? { zoomPinch }

    /// Whether a drag dismisses the keyboard. Default `.none`.
    open var keyboardDismissMode: KeyboardDismissMode = .none

    /// The refresh control shown above the content, pulled to refresh.
    open var refreshControl: UIRefreshControl? {
        didSet { refreshControlDidChange(from: oldValue) }
    }

    /// Whether a tap on the status bar scrolls this view to its top. Default true; only a
    /// single such scroll view in the key window answers.
    open var scrollsToTop = true

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
    // deceleration clamp to the content without rubber-banding (clamping is the chosen behaviour) —
    // except that with a refreshControl a drag rubber-bands past the top edge.
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
            Fatal.check(
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
    /// The deceleration or animation under way, and the display link stepping it.
    var motion: ScrollMotion?
    var motionLink: CADisplayLink?
    /// The scale behind ``zoomScale``.
    var currentZoomScale: CGFloat = 1
    var zoomPinch: UIPinchGestureRecognizer?
    /// The zoom view's content point under the pinch centre when the pinch began (unscaled),
    /// the scale then, and where on the view the centre was last.
    var pinchAnchor: (point: CGPoint, scale: CGFloat, centre: CGPoint)?
    var verticalIndicator: ScrollIndicatorView?
    var horizontalIndicator: ScrollIndicatorView?
    /// The adjusted inset last reported through ``adjustedContentInsetDidChange()``.
    var reportedAdjustedContentInset: UIEdgeInsets = .zero
    /// The extra top inset of a refreshing refresh control.
    var refreshInset: CGFloat = 0
    /// Finger travel past the top edge during a pull (see ``pulledContentOffsetY(stepY:from:)``).
    var topPullTravel: CGFloat = 0
    var contentGuide: UILayoutGuide?
    /// Whether constraints between the scroll view's edges and its content were ever made (see
    /// ``contentNodeForEdgeConstraints()``): layout then takes the content size from them.
    var contentSizeFollowsEdgeConstraints = false
    var frameGuide: UILayoutGuide?
    /// Set while layout writes ``contentSize`` from the content layout guide.
    var isApplyingGuideContentSize = false
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

    /// Scrolls the least distance that brings `rect` (in the scroll view's own coordinates, as
    /// the content lies) inside the visible area — the bounds less ``adjustedContentInset`` —
    /// at once or animated as ``setContentOffset(_:animated:)`` animates. Along an axis where
    /// the rectangle is larger than the visible area its leading edge is shown. The offset stays
    /// within the content; a rectangle already visible, or a null one, changes nothing.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        performScrollRectToVisible(rect, animated: animated)
    }

    /// Zooms to `scale` (kept within ``minimumZoomScale``…``maximumZoomScale``) about the
    /// view's centre: at once, or animated over ``ScrollViewConstants/scrollAnimationDuration``
    /// on the frame clock. `scrollViewDidZoom` is sent for each change.
    open func setZoomScale(_ scale: CGFloat, animated: Bool) {
        performSetZoomScale(scale, animated: animated)
    }

    /// Zooms so that `rect` (in the zoom view's own coordinates) fills the view as far as the
    /// scale limits allow, centred.
    open func zoom(to rect: CGRect, animated: Bool) {
        performZoom(to: rect, animated: animated)
    }

    /// Shows the scroll indicators for a moment, then fades them out.
    open func flashScrollIndicators() {
        flashIndicators()
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

    /// Where a drag released at `velocity` (points per millisecond, the content's direction)
    /// should come to rest, given `proposed`, where the deceleration would stop. The proposed
    /// offset by default; a collection view asks its layout.
    func decelerationTarget(forProposed proposed: CGPoint, velocity: CGPoint) -> CGPoint { proposed }

    /// Constraints between the scroll view's own top, bottom, leading, trailing, left or right
    /// edge and a view inside it attach to the content (Technical Note TN2154): their edges
    /// are the content layout guide's, so such constraints define ``contentSize``. Asking
    /// notes that the content size now follows constraints.
    package override func contentNodeForEdgeConstraints() -> (any LayoutNode)? {
        contentSizeFollowsEdgeConstraints = true
        return contentLayoutGuide
    }

    /// UIScrollView keeps UIView's `hitTest(_:with:)`, so a hit-test walk goes down into an exact
    /// UIScrollView without calling it (a subclass is called; see UIView+HitTesting.swift).
    package override var usesDefaultHitTest: Bool {
        ObjectIdentifier(type(of: self)) == ObjectIdentifier(UIScrollView.self)
    }

    /// The constants of the layout engine's generated constraints for the scroll view's guides:
    /// the content guide at the content's origin with the content size (its width and height
    /// terms alone, so the constants are the negated size); the frame guide at the bounds'
    /// origin with the scroll view's size (its terms subtract the scroll view's, so zero).
    package override func generatedGuideConstants(for guide: UILayoutGuide) -> [Double]? {
        switch guide.kind {
        case .scrollContent:
            return [0, 0, -Double(contentSize.width), -Double(contentSize.height)]
        case .scrollFrame:
            return [-Double(bounds.origin.x), -Double(bounds.origin.y), 0, 0]
        default:
            return nil
        }
    }

    /// A scroll (of any origin) marks the scroll view alone for layout — as UIKit does, whose
    /// scroll view lays itself out on every offset change and leaves its superview alone unless
    /// something the superview lays out moved (reference H2.4, disagreement 13) — keeps the
    /// indicators and the frame layout guide in place, and is reported to the delegate.
    override func boundsOriginDidChange(from oldOrigin: CGPoint) {
        super.boundsOriginDidChange(from: oldOrigin)
        markNeedsLayout(reason: "scrolled")
        layoutIndicators()
        frameGuideDidMove()
        delegate?.scrollViewDidScroll(self)
        barTracker?.contentScrollViewDidChange(self)
    }

    /// Lays out the subviews, then takes the content size from `contentLayoutGuide` when
    /// constraints size it, and reports a changed `adjustedContentInset`.
    open override func layoutSubviews() {
        super.layoutSubviews()
        applyContentSizeFromGuide()
        checkAdjustedContentInset(followsRestingContent: true)
        layoutIndicators()
    }

    /// The safe area changed: the adjusted inset may follow.
    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        checkAdjustedContentInset(followsRestingContent: true)
    }

    /// Called after ``adjustedContentInset`` changed; the default tells the delegate
    /// (`scrollViewDidChangeAdjustedContentInset`). Overrides should call super.
    open func adjustedContentInsetDidChange() {
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
    }

    /// Leaving the window ends what moves the content: a drag ends as if cancelled, a glide
    /// stops where it is and an animated offset lands on its target (see
    /// ``stopMovingOnLeavingWindow()``).
    override func willLeaveWindow() {
        super.willLeaveWindow()
        stopMovingOnLeavingWindow()
    }
}
