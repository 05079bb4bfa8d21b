import Foundation

extension UIScrollView {
    /// Where a paging drag released at `offset` with `velocity` (points per second, in the
    /// direction the offset moves) comes to rest: on each axis that scrolls, the nearest page
    /// boundary (a multiple of the bounds size, from the top-left inset) when the finger was
    /// about at rest, else the next boundary in the direction of the flick — one page at most
    /// past the page the offset is on — and never outside the content.
    func pagingTarget(from offset: CGPoint, velocity: CGPoint) -> CGPoint {
        let minimum = minimumContentOffset
        let maximum = maximumContentOffset
        func page(_ value: CGFloat, _ speed: CGFloat, size: CGFloat, low: CGFloat, high: CGFloat) -> CGFloat {
            guard size > 0 else { return value }
            let position = (value - low) / size
            let index: CGFloat
            if speed > ScrollViewConstants.pagingFlickSpeed {
                index = position.rounded(.down) + 1
            } else if speed < -ScrollViewConstants.pagingFlickSpeed {
                index = position.rounded(.up) - 1
            } else {
                index = position.rounded(.toNearestOrAwayFromZero)
            }
            return min(max(low + index * size, low), high)
        }
        return CGPoint(
            x: scrollsHorizontally
                ? page(offset.x, velocity.x, size: bounds.width, low: minimum.x, high: maximum.x) : offset.x,
            y: scrollsVertically
                ? page(offset.y, velocity.y, size: bounds.height, low: minimum.y, high: maximum.y) : offset.y)
    }
}
