import Foundation

extension UIScrollView {
    /// ``scrollRectToVisible(_:animated:)``'s work: the least movement that shows `rect`.
    func performScrollRectToVisible(_ rect: CGRect, animated: Bool) {
        guard !rect.isNull else { return }
        guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite, rect.height.isFinite else {
            ApplicationLog.console.log("UIScrollView.scrollRectToVisible(_:animated:): ignored a rectangle that is not finite: \(rect)")
            return
        }
        let target = clampedContentOffset(offset(showing: rect.standardized))
        guard target != contentOffset else { return }
        setContentOffset(target, animated: animated)
    }

    /// The content offset that shows `rect` after the least movement from the current one.
    func offset(showing rect: CGRect) -> CGPoint {
        let inset = adjustedContentInset
        let visible = bounds.inset(by: inset)
        func axis(_ start: CGFloat, _ length: CGFloat, _ visibleStart: CGFloat, _ visibleLength: CGFloat) -> CGFloat {
            if length >= visibleLength || start < visibleStart { return start - visibleStart }
            if start + length > visibleStart + visibleLength { return start + length - (visibleStart + visibleLength) }
            return 0
        }
        return CGPoint(
            x: contentOffset.x + axis(rect.minX, rect.width, visible.minX, max(0, visible.width)),
            y: contentOffset.y + axis(rect.minY, rect.height, visible.minY, max(0, visible.height)))
    }
}
