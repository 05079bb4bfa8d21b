import Foundation

/// Right-to-left layouts at the boundary between the collection view and its layout.
///
/// A layout that answers true to ``UICollectionViewLayout/flipsHorizontallyInOppositeLayoutDirection``
/// works in the coordinates of its ``UICollectionViewLayout/developmentLayoutDirection``. When
/// the collection view's effective layout direction is the other one, every attribute the
/// collection view takes from the layout is mirrored across the content's width (a copy; the
/// layout's own objects are never changed), and every rectangle, point or attribute it hands
/// back is mirrored the other way first. Everything past this boundary (tiling, hit-testing,
/// selection, scrolling to items, self-sizing, update animations, the public queries) sees
/// the mirrored place; the layout only ever sees its own coordinates.
///
/// A cell of a section that scrolls across the layout is mirrored within its section's
/// scrolled content instead: the section's first item is at the right end of that content,
/// and the section's scroll view starts scrolled to that end.
extension UICollectionView {
    /// Whether the layout's coordinates are mirrored: the layout asks for it and the
    /// collection view's effective layout direction is not the one the layout was made for.
    var layoutFlipsHorizontally: Bool {
        let layout = collectionViewLayout
        return layout.flipsHorizontallyInOppositeLayoutDirection
            && effectiveUserInterfaceLayoutDirection != layout.developmentLayoutDirection
    }

    /// The width the layout's coordinates are mirrored across: the content's width, or the
    /// width inside the content insets when the content is narrower, so that content too
    /// narrow to scroll starts at the right edge.
    // UIKit divergence: UIKit's width for content narrower than the collection view is not
    // documented; mirroring across the visible width puts a short horizontal row at the
    // right edge, where a right-to-left reader starts.
    var layoutMirrorWidth: CGFloat {
        let inset = adjustedContentInset
        return max(collectionViewLayout.collectionViewContentSize.width, bounds.width - inset.left - inset.right)
    }

    /// The layout's placements of its orthogonal sections, by section, as the layout gives
    /// them (unmirrored).
    private func layoutOrthogonalPlacements() -> [Int: OrthogonalSectionPlacement] {
        var placements: [Int: OrthogonalSectionPlacement] = [:]
        for placement in collectionViewLayout.orthogonalSections() { placements[placement.section] = placement }
        return placements
    }

    /// A copy of `attributes` mirrored across `width`; a cell of an orthogonal section
    /// (`placement`, unmirrored) is mirrored within the section's content. Mirroring twice
    /// gives the place back, so the same function goes both ways.
    private func mirrored(
        _ attributes: UICollectionViewLayoutAttributes, width: CGFloat, placement: OrthogonalSectionPlacement?
    ) -> UICollectionViewLayoutAttributes {
        // swiftlint:disable:next force_cast
        let copy = attributes.copy() as! UICollectionViewLayoutAttributes
        if let placement, attributes.representedElementCategory == .cell {
            // Within the section: a distance from the content's left becomes one from its right.
            let frame = placement.frame
            let mirroredMinX = width - frame.maxX
            copy.center.x = frame.minX + mirroredMinX + placement.contentSize.width - attributes.center.x
        } else {
            copy.center.x = width - attributes.center.x
        }
        // The transform (about the centre) seen in a mirror: conjugated by the reflection
        // x -> -x, so a turn by an angle becomes a turn by minus that angle and a sideways
        // shift goes the other way; scales are kept.
        // UIKit divergence: UIKit does not document what it does with a mirrored attribute's
        // transform; mirroring it makes the right-to-left screen the left-to-right one's
        // reflection (a carousel's tilted cards lean the other way).
        let transform = attributes.transform
        copy.transform = CGAffineTransform(
            a: transform.a, b: -transform.b, c: -transform.c, d: transform.d, tx: -transform.tx, ty: transform.ty)
        return copy
    }

    /// The placement of an orthogonal section as its scroll view uses it: the frame mirrored
    /// across `width`, the groups mirrored within the section's content.
    func mirroredPlacement(_ placement: OrthogonalSectionPlacement, width: CGFloat) -> OrthogonalSectionPlacement {
        let content = placement.contentSize.width
        return OrthogonalSectionPlacement(
            section: placement.section,
            frame: placement.frame.mirroredHorizontally(in: CGRect(x: 0, y: 0, width: width, height: 0)),
            contentSize: placement.contentSize, behavior: placement.behavior,
            groupFrames: placement.groupFrames.map { $0.mirroredHorizontally(in: CGRect(x: 0, y: 0, width: content, height: 0)) },
            leadingInset: placement.leadingInset, rightToLeft: true)
    }

    /// The attributes as the collection view places them (mirrored when the layout flips).
    func placed(_ attributes: UICollectionViewLayoutAttributes?) -> UICollectionViewLayoutAttributes? {
        guard let attributes, layoutFlipsHorizontally else { return attributes }
        let section = attributes.indexPath.section
        let placement = attributes.representedElementCategory == .cell
            ? collectionViewLayout.orthogonalSections().first { $0.section == section } : nil
        return mirrored(attributes, width: layoutMirrorWidth, placement: placement)
    }

    /// Attributes the collection view placed, in the layout's own coordinates again: what a
    /// self-sizing cell's preferred attributes are handed to the layout as.
    func layoutSide(_ attributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        placed(attributes) ?? attributes
    }

    /// A rectangle in the collection view's content as the layout sees it.
    func layoutRect(_ rect: CGRect) -> CGRect {
        guard layoutFlipsHorizontally, !rect.isNull, !rect.isInfinite else { return rect }
        return rect.mirroredHorizontally(in: CGRect(x: 0, y: 0, width: layoutMirrorWidth, height: 0))
    }

    /// The bounds as the layout sees them (mirrored when the layout flips): their origin is
    /// the content offset in the layout's own coordinates.
    var layoutBounds: CGRect { layoutRect(bounds) }

    /// The part of the content in view along the scroll direction (`vertical` or sideways),
    /// the bounds less the adjusted content insets, as the layout sees it: where pinned
    /// headers and footers stay. Mirrored, a span across is measured from the content's right
    /// end, so an element pinned at the layout's left stays at the right edge on screen.
    func layoutVisibleSpan(vertical: Bool) -> (start: CGFloat, end: CGFloat) {
        let inset = adjustedContentInset
        if vertical { return (bounds.minY + inset.top, bounds.maxY - inset.bottom) }
        let start = bounds.minX + inset.left
        let end = bounds.maxX - inset.right
        guard layoutFlipsHorizontally else { return (start, end) }
        let width = layoutMirrorWidth
        return (width - end, width - start)
    }

    /// The elements meeting `rect` (the collection view's coordinates), placed: the layout is
    /// asked for the mirrored rectangle and its answers are mirrored back.
    func placedElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        guard layoutFlipsHorizontally else { return collectionViewLayout.layoutAttributesForElements(in: rect) ?? [] }
        let width = layoutMirrorWidth
        let asked = rect.mirroredHorizontally(in: CGRect(x: 0, y: 0, width: width, height: 0))
        let elements = collectionViewLayout.layoutAttributesForElements(in: asked) ?? []
        let placements = layoutOrthogonalPlacements()
        return elements.map { mirrored($0, width: width, placement: placements[$0.indexPath.section]) }
    }

    /// The item's attributes, placed.
    func placedAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        placed(collectionViewLayout.layoutAttributesForItem(at: indexPath))
    }

    /// The supplementary element's attributes, placed.
    func placedAttributesForSupplementary(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        placed(collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath))
    }

    /// Keeps the content offset where the reader left it when the layout's content width
    /// changes or the layout starts or stops being mirrored. Mirrored, the content is anchored
    /// at its right end: the distance from that end is kept, so a collection view that
    /// scrolls sideways starts with its first item (at the right end) in view, and content
    /// growing at its trailing end (to the left) leaves what is shown where it was.
    // UIKit divergence: UIKit does not document where a mirrored collection view's scrolling
    // starts; it is kept at the first item here, as a right-to-left reader expects.
    func followMirroring(flipped: Bool, contentSizeChange newSize: CGSize?) {
        if flipped != layoutWasFlipped {
            layoutWasFlipped = flipped
            let minimum = minimumContentOffset.x
            let maximum = maximumContentOffset.x
            let x = min(max(minimum + maximum - contentOffset.x, minimum), maximum)
            if x != contentOffset.x { contentOffset.x = x }
        }
        guard let newSize, newSize != contentSize else { return }
        guard flipped else {
            contentSize = newSize
            return
        }
        let fromRightEnd = max(0, maximumContentOffset.x - contentOffset.x)
        contentSize = newSize
        let x = max(minimumContentOffset.x, maximumContentOffset.x - fromRightEnd)
        if x != contentOffset.x { contentOffset.x = x }
    }
}
