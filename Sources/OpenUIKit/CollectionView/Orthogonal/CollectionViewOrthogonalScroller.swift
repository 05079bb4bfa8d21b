import Foundation

/// The scroll view a collection view gives each section that scrolls across its layout (an
/// orthogonal section): a subview of the collection view spanning the section's frame, whose
/// content is the section's groups. The section's cells are its subviews; as it scrolls it
/// has the collection view tile again, so only the cells in view exist.
///
/// UIKit's counterpart is private (`_UICollectionViewOrthogonalScrollerEmbeddedScrollView`);
/// like it, this view is the collection view's business and apps do not configure it.
@MainActor
final class CollectionViewOrthogonalScroller: UIScrollView {
    /// The collection view whose section this is.
    weak var owner: UICollectionView?
    /// Where the section lies and how it scrolls.
    var placement: OrthogonalSectionPlacement {
        didSet { if placement != oldValue { apply(placement, was: oldValue) } }
    }
    /// Snaps the glide as the section's behaviour says; the scroll view's own delegate.
    private let snapping = OrthogonalScrollerSnapping()

    init(placement: OrthogonalSectionPlacement, owner: UICollectionView) {
        self.placement = placement
        self.owner = owner
        super.init(frame: placement.frame)
        showsHorizontalScrollIndicator = false
        showsVerticalScrollIndicator = false
        scrollsToTop = false
        contentInsetAdjustmentBehavior = .never
        delegate = snapping
        apply(placement, was: nil)
    }

    required init?(coder: NSCoder) {
        Fatal.stop("CollectionViewOrthogonalScroller is made by its collection view, never decoded")
    }

    /// Follows a new placement. A mirrored section (right to left) is anchored at the right
    /// end of its content: it starts there, with its first item in view, and keeps its
    /// distance from that end as the content grows or shrinks; a section that changes
    /// direction has its offset mirrored.
    private func apply(_ placement: OrthogonalSectionPlacement, was old: OrthogonalSectionPlacement?) {
        if frame != placement.frame { frame = placement.frame }
        var target: CGFloat?
        if placement.rightToLeft {
            if old?.rightToLeft == true {
                let fromRightEnd = max(0, maximumContentOffset.x - contentOffset.x)
                if contentSize != placement.contentSize { contentSize = placement.contentSize }
                if old?.contentSize.width != placement.contentSize.width { target = maximumContentOffset.x - fromRightEnd }
            } else {
                let fromLeftEnd = old == nil ? 0 : max(0, contentOffset.x - minimumContentOffset.x)
                if contentSize != placement.contentSize { contentSize = placement.contentSize }
                target = maximumContentOffset.x - fromLeftEnd
            }
        } else {
            if old?.rightToLeft == true {
                let fromRightEnd = max(0, maximumContentOffset.x - contentOffset.x)
                if contentSize != placement.contentSize { contentSize = placement.contentSize }
                target = minimumContentOffset.x + fromRightEnd
            } else if contentSize != placement.contentSize {
                contentSize = placement.contentSize
            }
        }
        isPagingEnabled = placement.behavior == .paging
        decelerationRate = placement.behavior == .continuous ? .normal : .fast
        if let target, !isDragging, !isDecelerating {
            let x = min(max(target, minimumContentOffset.x), maximumContentOffset.x)
            if x != contentOffset.x { contentOffset.x = x }
        }
        // Content that shrank leaves the offset within it.
        let clamped = clampedContentOffset(contentOffset)
        if clamped != contentOffset && !isDragging && !isDecelerating { contentOffset = clamped }
    }

    /// Every scroll lays the scroll view out; the collection view then tiles the section's
    /// cells for the new offset.
    override func layoutSubviews() {
        super.layoutSubviews()
        owner?.tile()
    }

    /// Where a glide released at `start` with `velocity` (points per millisecond, the content's
    /// direction) that would end at `proposed` comes to rest for the section's behaviour.
    func snappedTarget(from start: CGPoint, velocity: CGPoint, proposed: CGPoint) -> CGPoint {
        let width = bounds.width
        let limit = max(0, contentSize.width - width)
        let edges: [CGFloat]
        switch placement.behavior {
        case .none, .continuous, .paging:
            return proposed
        case .continuousGroupLeadingBoundary, .groupPaging:
            // Right to left a group's leading edge is its right one.
            edges = placement.rightToLeft
                ? placement.groupFrames.map { min(max(0, $0.maxX + placement.leadingInset - width), limit) }.sorted()
                : placement.groupFrames.map { min(max(0, $0.minX - placement.leadingInset), limit) }
        case .groupPagingCentered:
            edges = placement.groupFrames.map { min(max(0, $0.midX - width / 2), limit) }.sorted()
        }
        guard !edges.isEmpty else { return proposed }
        func nearest(to x: CGFloat) -> CGFloat { edges.min { abs($0 - x) < abs($1 - x) }! }
        var x: CGFloat
        if placement.behavior == .continuousGroupLeadingBoundary || velocity.x == 0 {
            x = nearest(to: proposed.x)
        } else if velocity.x > 0 {
            // One group on in the direction of the flick.
            x = edges.first { $0 > start.x + 0.5 } ?? limit
        } else {
            x = edges.last { $0 < start.x - 0.5 } ?? 0
        }
        x = min(max(0, x), limit)
        return CGPoint(x: x, y: proposed.y)
    }
}

/// The orthogonal scroll view's delegate: it moves the end of each glide onto the place the
/// section's behaviour snaps to.
@MainActor
final class OrthogonalScrollerSnapping: UIScrollViewDelegate {
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        guard let scroller = scrollView as? CollectionViewOrthogonalScroller else { return }
        targetContentOffset.pointee = scroller.snappedTarget(
            from: scroller.contentOffset, velocity: velocity, proposed: targetContentOffset.pointee)
    }
}
