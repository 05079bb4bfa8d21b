import Foundation

/// A control above a scroll view's content that starts a refresh when the content is pulled
/// down past its top: it sends `.valueChanged` and stays shown (the scroll view's top inset
/// grows by its height) until ``endRefreshing()``. Attach it with `scrollView.refreshControl`.
/// - Note: See https://developer.apple.com/documentation/uikit/uirefreshcontrol
// UIKit divergence: no spinner is drawn (the control draws nothing but its background), and
// the title is kept but not shown.
@MainActor @preconcurrency
open class UIRefreshControl: UIControl {
    /// Whether a refresh is under way.
    public private(set) var isRefreshing = false
    /// A title to show under the spinner (kept, not drawn).
    open var attributedTitle: NSAttributedString?
    /// The scroll view the control is attached to.
    weak var scrollView: UIScrollView?

    /// Creates a refresh control; the scroll view it is attached to gives it its frame.
    public init() {
        super.init(frame: CGRect(x: 0, y: 0, width: 0, height: ScrollViewConstants.refreshControlHeight))
    }

    public override convenience init(frame: CGRect) {
        self.init()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Starts refreshing from code: no `.valueChanged` is sent, and the scroll view keeps room
    /// for the control at the top (its offset is not moved, as in UIKit).
    open func beginRefreshing() {
        guard !isRefreshing else { return }
        isRefreshing = true
        scrollView?.setRefreshInset(ScrollViewConstants.refreshControlHeight)
    }

    /// Ends the refresh: the room at the top goes away and content pulled into it scrolls back
    /// (animated) unless a finger holds it.
    open func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        scrollView?.setRefreshInset(0)
    }

    /// The pull passed the threshold: refreshing starts and `.valueChanged` is sent. The room
    /// at the top is made when the finger lifts.
    func beginRefreshingFromPull() {
        guard !isRefreshing, isEnabled else { return }
        isRefreshing = true
        scrollView?.recordScroll(.refreshing)
        sendActions(for: .valueChanged)
    }
}

extension UIScrollView {
    /// Puts a new refresh control above the content (replacing the old one).
    func refreshControlDidChange(from oldValue: UIRefreshControl?) {
        guard oldValue !== refreshControl else { return }
        if let oldValue {
            oldValue.removeFromSuperview()
            oldValue.scrollView = nil
            setRefreshInset(0)
        }
        guard let control = refreshControl else { return }
        control.scrollView = self
        let height = ScrollViewConstants.refreshControlHeight
        control.frame = CGRect(x: 0, y: -height, width: bounds.width, height: height)
        control.autoresizingMask = [.flexibleWidth]
        insertSubview(control, at: 0)
        if control.isRefreshing { setRefreshInset(height) }
    }

    /// Makes room (or none) for a refreshing control at the top; content left above the new
    /// top scrolls back, animated, unless a finger holds it.
    func setRefreshInset(_ inset: CGFloat) {
        guard refreshInset != inset else { return }
        refreshInset = inset
        checkAdjustedContentInset()
        layoutIndicators()
        guard !isTracking, !isDragging, motion == nil, contentOffset.y < minimumContentOffset.y else { return }
        setContentOffset(CGPoint(x: contentOffset.x, y: minimumContentOffset.y), animated: true)
    }

    /// During a drag: a pull past the threshold starts the refresh.
    func refreshControlFollowDrag() {
        guard let control = refreshControl, !control.isRefreshing else { return }
        let pulled = minimumContentOffset.y - contentOffset.y
        if pulled >= ScrollViewConstants.refreshTriggerDistance { control.beginRefreshingFromPull() }
    }

    /// The finger lifts: a refresh started by this pull now gets its room at the top.
    func refreshControlDragWillEnd() {
        topPullTravel = 0
        guard let control = refreshControl, control.isRefreshing, refreshInset == 0 else { return }
        refreshInset = ScrollViewConstants.refreshControlHeight
        checkAdjustedContentInset()
    }

    /// With a refresh control and ``bounces``, a drag may pull the content down past its top,
    /// against a resistance that grows with the distance (UIKit's rubber band: the content
    /// moves `(1 − 1 / (0.55 · x / h + 1)) · h` for `x` points of finger travel past the edge,
    /// `h` the view's height). Returns the new vertical offset, or nil when the top edge is
    /// not involved (the usual clamped drag applies).
    func pulledContentOffsetY(stepY: CGFloat, from currentY: CGFloat) -> CGFloat? {
        guard refreshControl != nil, bounces, scrollsVertically, lockedAxis != .horizontal else { return nil }
        let top = minimumContentOffset.y
        let travel: CGFloat
        if topPullTravel > 0 {
            travel = topPullTravel + stepY
        } else if currentY - stepY < top, currentY >= top {
            travel = top - (currentY - stepY)
        } else {
            return nil
        }
        guard travel > 0 else {
            topPullTravel = 0
            return top - travel
        }
        topPullTravel = travel
        return top - ScrollMotion.rubberBanded(travel, dimension: bounds.height)
    }
}
