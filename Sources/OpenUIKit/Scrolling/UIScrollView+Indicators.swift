import Foundation

extension UIScrollView {
    /// The indicator subviews, for tests and the test kit (nil until first shown).
    package var verticalScrollIndicatorView: UIView? { verticalIndicator }
    package var horizontalScrollIndicatorView: UIView? { horizontalIndicator }

    /// Shows, at full opacity and on top of the content, the indicator of each axis that
    /// scrolls and whose `shows…ScrollIndicator` is on; a fade under way is dropped.
    func showIndicators() {
        guard window != nil else { return }
        let axes: [(NSLayoutConstraint.Axis, Bool)] = [
            (.vertical, showsVerticalScrollIndicator && scrollsVertically),
            (.horizontal, showsHorizontalScrollIndicator && scrollsHorizontally),
        ]
        for (axis, shows) in axes where shows {
            let indicator = indicator(for: axis)
            indicator.layer.removeAllAnimations()
            indicator.isHidden = false
            indicator.alpha = 1
            if subviews.last !== indicator { bringSubviewToFront(indicator) }
        }
        layoutIndicators()
    }

    /// Fades the visible indicators out on the application clock (after
    /// ``ScrollViewConstants/indicatorFadeDelay``, over ``ScrollViewConstants/indicatorFadeDuration``)
    /// once nothing moves the content any more.
    func scheduleIndicatorFade() {
        guard !isDragging, !isDecelerating, !isZooming, !isZoomBouncing, motion == nil else { return }
        let shown = [verticalIndicator, horizontalIndicator].compactMap { $0 }.filter { !$0.isHidden && $0.alpha > 0 }
        guard !shown.isEmpty else { return }
        UIView.animate(
            withDuration: ScrollViewConstants.indicatorFadeDuration, delay: ScrollViewConstants.indicatorFadeDelay,
            options: [.allowUserInteraction, .curveEaseOut],
            animations: {
                for indicator in shown { indicator.alpha = 0 }
            })
    }

    /// Shows the indicators briefly, then fades them out.
    func flashIndicators() {
        showIndicators()
        scheduleIndicatorFade()
    }

    private func indicator(for axis: NSLayoutConstraint.Axis) -> ScrollIndicatorView {
        if let existing = axis == .vertical ? verticalIndicator : horizontalIndicator { return existing }
        let indicator = ScrollIndicatorView(axis: axis)
        indicator.alpha = 0
        if axis == .vertical { verticalIndicator = indicator } else { horizontalIndicator = indicator }
        styleIndicators()
        addSubview(indicator)
        return indicator
    }

    /// Colours the indicators for ``indicatorStyle``.
    func styleIndicators() {
        let color: UIColor
        switch indicatorStyle {
        case .default: color = UIColor(white: 0, alpha: 0.35)
        case .black: color = UIColor(white: 0, alpha: 0.5)
        case .white: color = UIColor(white: 1, alpha: 0.5)
        }
        verticalIndicator?.backgroundColor = color
        horizontalIndicator?.backgroundColor = color
    }

    /// Places the indicators at the visible edges: the length is the visible fraction of the
    /// content (with its insets) along the track, never below
    /// ``ScrollViewConstants/indicatorMinimumLength``; the position follows the offset's
    /// progress through the scrollable range.
    func layoutIndicators() {
        guard verticalIndicator != nil || horizontalIndicator != nil else { return }
        let thickness = ScrollViewConstants.indicatorThickness
        let gap = ScrollViewConstants.indicatorEdgeGap
        let inset = adjustedContentInset
        let minimum = minimumContentOffset
        let maximum = maximumContentOffset
        let visible = bounds
        func bar(track: CGFloat, viewport: CGFloat, content: CGFloat, offset: CGFloat, low: CGFloat, high: CGFloat)
            -> (start: CGFloat, length: CGFloat)
        {
            let fraction = content > 0 ? min(1, viewport / content) : 1
            let length = min(track, max(ScrollViewConstants.indicatorMinimumLength, track * fraction))
            let progress = high > low ? min(max((offset - low) / (high - low), 0), 1) : 0
            return ((track - length) * progress, length)
        }
        if let vertical = verticalIndicator, !vertical.isHidden {
            let insets = verticalScrollIndicatorInsets
            let track = max(0, visible.height - insets.top - insets.bottom - 2 * gap)
            let (start, length) = bar(
                track: track, viewport: visible.height, content: contentSize.height + inset.top + inset.bottom,
                offset: visible.minY, low: minimum.y, high: maximum.y)
            vertical.frame = CGRect(
                x: visible.maxX - insets.right - gap - thickness, y: visible.minY + insets.top + gap + start,
                width: thickness, height: length)
        }
        if let horizontal = horizontalIndicator, !horizontal.isHidden {
            let insets = horizontalScrollIndicatorInsets
            let track = max(0, visible.width - insets.left - insets.right - 2 * gap)
            let (start, length) = bar(
                track: track, viewport: visible.width, content: contentSize.width + inset.left + inset.right,
                offset: visible.minX, low: minimum.x, high: maximum.x)
            horizontal.frame = CGRect(
                x: visible.minX + insets.left + gap + start, y: visible.maxY - insets.bottom - gap - thickness,
                width: length, height: thickness)
        }
    }
}
