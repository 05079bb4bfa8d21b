import Foundation

extension UIScrollView {
    /// A guide whose rectangle is the content: its top-left corner at the content's origin,
    /// its size ``contentSize``. Constraints that size it (and that place subviews against it)
    /// set ``contentSize`` at each layout; without them it takes the size that was set.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiscrollview/contentlayoutguide
    public var contentLayoutGuide: UILayoutGuide {
        if let contentGuide { return contentGuide }
        let guide = UILayoutGuide(kind: .scrollContent, identifier: "UIScrollView-contentLayoutGuide")
        contentGuide = guide
        addLayoutGuide(guide)
        return guide
    }

    /// A guide whose rectangle is the scroll view's frame, in its own (scrolling) coordinates:
    /// views constrained to it stay put on screen while the content scrolls.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiscrollview/framelayoutguide
    public var frameLayoutGuide: UILayoutGuide {
        if let frameGuide { return frameGuide }
        let guide = UILayoutGuide(kind: .scrollFrame, identifier: "UIScrollView-frameLayoutGuide")
        frameGuide = guide
        addLayoutGuide(guide)
        return guide
    }

    /// After ``contentSize`` changed: the content guide's fallback size follows (unless layout
    /// itself took the size from the guide), and so do the indicators and the adjusted inset.
    func contentSizeDidChange(from oldValue: CGSize) {
        guard contentSize != oldValue else { return }
        if let contentGuide, let engine = contentGuide.engineItem?.engine {
            engine.guidePlacementDidChange(contentGuide)
        }
        layoutIndicators()
        checkAdjustedContentInset()
        barTracker?.contentScrollViewDidChange(self)
    }

    /// The frame guide follows the bounds origin.
    func frameGuideDidMove() {
        guard let frameGuide, let engine = frameGuide.engineItem?.engine else { return }
        engine.guidePlacementDidChange(frameGuide)
    }

    /// Layout: when constraints name the content guide (or the scroll view's edges, against
    /// its content), the guide's solved size becomes the content size.
    func applyContentSizeFromGuide() {
        guard let contentGuide, !contentGuide.referencingConstraints.isEmpty || contentSizeFollowsEdgeConstraints,
            let frame = contentGuide.engineItem?.engine?.frame(of: contentGuide), frame.size != contentSize
        else { return }
        recordScroll(.contentSizeFromLayoutGuide(frame.size))
        contentSize = frame.size
    }

    // MARK: Inset adjustment

    /// The safe-area insets the adjustment reads (headless windows have none unless a test
    /// simulates them with `UIWindow.simulateSafeAreaInsets(_:)`).
    var safeAreaInsetsForAdjustment: UIEdgeInsets { safeAreaInsets }

    /// ``contentInset`` plus the safe area the behaviour lets through, plus a refreshing
    /// refresh control's height at the top.
    func computedAdjustedContentInset() -> UIEdgeInsets {
        let safe = safeAreaInsetsForAdjustment
        var adjusted = contentInset
        let vertical: Bool
        let horizontal: Bool
        switch contentInsetAdjustmentBehavior {
        case .never:
            (vertical, horizontal) = (false, false)
        case .always:
            (vertical, horizontal) = (true, true)
        case .automatic:
            // As .scrollableAxes, and the top and bottom always for the view of a controller
            // shown by a navigation or tab bar controller, or the content scroll view a
            // navigation controller follows for its bars (the first scroll view down the chain
            // of first subviews), so content starts below the bar even when it is short.
            vertical = isViewOfControllerInBarContainer || barTracker != nil || alwaysBounceVertical
                || contentSize.height > bounds.height
            horizontal = alwaysBounceHorizontal || contentSize.width > bounds.width
        case .scrollableAxes:
            vertical = alwaysBounceVertical || contentSize.height > bounds.height
            horizontal = alwaysBounceHorizontal || contentSize.width > bounds.width
        }
        if vertical {
            adjusted.top += safe.top
            adjusted.bottom += safe.bottom
        }
        if horizontal {
            adjusted.left += safe.left
            adjusted.right += safe.right
        }
        adjusted.top += refreshInset
        return adjusted
    }

    /// Calls ``adjustedContentInsetDidChange()`` when the adjusted inset differs from the one
    /// last reported. When the safe area moved the edge (`followsRestingContent`), content
    /// resting at the old top (or left) edge moves with it, as in UIKit, so a table shown under
    /// a navigation bar starts at `-adjustedContentInset.top`; setting `contentInset` or the
    /// adjustment behaviour, or a refresh control's inset, leaves the offset alone, as UIKit does.
    func checkAdjustedContentInset(followsRestingContent: Bool = false) {
        let adjusted = adjustedContentInset
        let previous = reportedAdjustedContentInset
        guard adjusted != previous else { return }
        reportedAdjustedContentInset = adjusted
        if followsRestingContent, !isTracking, !isDragging, motion == nil {
            var offset = contentOffset
            if offset.y == -previous.top { offset.y = -adjusted.top }
            if offset.x == -previous.left { offset.x = -adjusted.left }
            if offset != contentOffset { contentOffset = offset }
        }
        recordScroll(.adjustedContentInset(adjusted))
        adjustedContentInsetDidChange()
    }
}
