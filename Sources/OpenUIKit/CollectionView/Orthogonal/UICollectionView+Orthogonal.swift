import Foundation

/// Sections that scroll across the layout (orthogonal sections).
///
/// The layout places such a section's items in its content as it lies unscrolled and names the
/// section in ``UICollectionViewLayout/orthogonalSections()``. The collection view keeps one
/// ``CollectionViewOrthogonalScroller`` per such section, spanning the section's frame, and
/// shows the section's cells inside it: an item's frame in the collection view is its layout
/// frame less the scroller's content offset. The layout is asked for the elements of a
/// rectangle shifted by that offset, so tiling, hit-testing and selection see what is on screen.
extension UICollectionView {
    /// How far the section's own scroll view has scrolled, as the layout sees it; zero for a
    /// section that does not scroll across the layout. In a flipped layout the scroll view
    /// starts at the right end of its content, and the layout is told the distance from it.
    func orthogonalOffset(inSection section: Int) -> CGPoint {
        guard let scroller = orthogonalScrollers[section] else { return .zero }
        let offset = scroller.contentOffset
        guard scroller.placement.rightToLeft else { return offset }
        return CGPoint(x: scroller.contentSize.width - scroller.bounds.width - offset.x, y: offset.y)
    }

    /// The element's frame as it is on screen, in the collection view's content coordinates.
    func visibleFrame(of attributes: UICollectionViewLayoutAttributes) -> CGRect {
        guard attributes.representedElementCategory == .cell,
            let scroller = orthogonalScrollers[attributes.indexPath.section]
        else { return attributes.frame }
        let offset = scroller.contentOffset
        return attributes.frame.offsetBy(dx: -offset.x, dy: -offset.y)
    }

    /// Where a view showing the element is centred, in its superview's coordinates (the
    /// section's scroll view for a cell of an orthogonal section).
    func placedCenter(of attributes: UICollectionViewLayoutAttributes) -> CGPoint {
        guard attributes.representedElementCategory == .cell,
            let scroller = orthogonalScrollers[attributes.indexPath.section]
        else { return attributes.center }
        let origin = scroller.placement.frame.origin
        return CGPoint(x: attributes.center.x - origin.x, y: attributes.center.y - origin.y)
    }

    /// Makes, moves and removes the sections' scroll views to match the layout. A section
    /// that starts or stops scrolling across the layout hands its shown cells back first, so
    /// they are shown again in the right superview.
    func syncOrthogonalScrollers() {
        var placements = collectionViewLayout.orthogonalSections()
        if layoutFlipsHorizontally {
            let width = layoutMirrorWidth
            placements = placements.map { mirroredPlacement($0, width: width) }
        }
        let wanted = Set(placements.map(\.section))
        for (section, scroller) in orthogonalScrollers where !wanted.contains(section) {
            recycleCells(inSection: section)
            scroller.removeFromSuperview()
            orthogonalScrollers[section] = nil
        }
        for placement in placements {
            if let scroller = orthogonalScrollers[placement.section] {
                scroller.placement = placement
                continue
            }
            recycleCells(inSection: placement.section)
            let scroller = CollectionViewOrthogonalScroller(placement: placement, owner: self)
            if let backgroundView, backgroundView.superview === self {
                insertSubview(scroller, aboveSubview: backgroundView)
            } else {
                insertSubview(scroller, at: 0)
            }
            orthogonalScrollers[placement.section] = scroller
        }
    }

    private func recycleCells(inSection section: Int) {
        for (indexPath, shown) in displayedCells where indexPath.section == section {
            displayedCells[indexPath] = nil
            recycle(shown.view, at: indexPath)
        }
    }

    /// Scrolls the section's scroll view so the item (at `frame`, unscrolled) is at the
    /// horizontal part of `scrollPosition`, or, with none, as little as shows it.
    func scrollOrthogonal(
        _ scroller: CollectionViewOrthogonalScroller, to frame: CGRect, at scrollPosition: ScrollPosition, animated: Bool
    ) {
        let width = scroller.bounds.width
        let offset = scroller.contentOffset
        var x = offset.x
        if scrollPosition.contains(.left) {
            x = frame.minX
        } else if scrollPosition.contains(.centeredHorizontally) {
            x = frame.midX - width / 2
        } else if scrollPosition.contains(.right) {
            x = frame.maxX - width
        } else if frame.minX < offset.x {
            x = frame.minX
        } else if frame.maxX > offset.x + width {
            x = frame.maxX - width
        }
        let target = scroller.clampedContentOffset(CGPoint(x: x, y: offset.y))
        guard target != offset else { return }
        scroller.setContentOffset(target, animated: animated)
        if !animated { tile() }
    }
}
