import UIKit

/// A horizontal flow layout that centers one item at a time, shrinks and fades the items beside
/// it, and snaps a flick to the nearest item (or the next one when the flick is fast).
class CarouselFlowLayout: UICollectionViewFlowLayout {

    /// The scale of an item one full page away from the center.
    var sideItemScale: CGFloat = 0.85 {
        didSet { invalidateLayout() }
    }

    /// The alpha of an item one full page away from the center.
    var sideItemAlpha: CGFloat = 0.6 {
        didSet { invalidateLayout() }
    }

    /// How far the side items show beside the centered one.
    var peekWidth: CGFloat = 32 {
        didSet { invalidateLayout() }
    }

    /// Above this horizontal velocity (points per millisecond) a flick moves by one page.
    var flickVelocityThreshold: CGFloat = 0.3

    private(set) var prepareCount = 0
    private var lastPreparedBounds = CGRect.zero

    override init() {
        super.init()
        scrollDirection = .horizontal
        minimumLineSpacing = 12
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        scrollDirection = .horizontal
        minimumLineSpacing = 12
    }

    override func prepare() {
        super.prepare()
        prepareCount += 1
        guard let collectionView = collectionView else { return }
        let bounds = collectionView.bounds
        guard bounds.size != lastPreparedBounds.size else { return }
        lastPreparedBounds = bounds
        let insets = collectionView.adjustedContentInset
        let height = bounds.height - insets.top - insets.bottom
        let width = bounds.width - 2 * (peekWidth + minimumLineSpacing)
        itemSize = CGSize(width: max(1, width), height: max(1, height - 16))
        let horizontal = (bounds.width - itemSize.width) / 2
        sectionInset = UIEdgeInsets(top: 8, left: horizontal, bottom: 8, right: horizontal)
        collectionView.decelerationRate = .fast
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        return true
    }

    var pageWidth: CGFloat {
        return itemSize.width + minimumLineSpacing
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let collectionView = collectionView,
              let original = super.layoutAttributesForElements(in: rect) else { return nil }
        let centerX = collectionView.contentOffset.x + collectionView.bounds.width / 2
        return original.map { item -> UICollectionViewLayoutAttributes in
            let attributes = item.copy() as! UICollectionViewLayoutAttributes
            apply(to: attributes, centerX: centerX)
            return attributes
        }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let collectionView = collectionView,
              let original = super.layoutAttributesForItem(at: indexPath) else { return nil }
        let attributes = original.copy() as! UICollectionViewLayoutAttributes
        apply(to: attributes, centerX: collectionView.contentOffset.x + collectionView.bounds.width / 2)
        return attributes
    }

    private func apply(to attributes: UICollectionViewLayoutAttributes, centerX: CGFloat) {
        guard attributes.representedElementCategory == .cell, pageWidth > 0 else { return }
        let distance = min(abs(attributes.center.x - centerX) / pageWidth, 1)
        let scale = 1 - (1 - sideItemScale) * distance
        attributes.transform = CGAffineTransform(scaleX: scale, y: scale)
        attributes.alpha = 1 - (1 - sideItemAlpha) * distance
        attributes.zIndex = Int((1 - distance) * 10)
    }

    func page(forOffset offsetX: CGFloat) -> CGFloat {
        guard pageWidth > 0 else { return 0 }
        return offsetX / pageWidth
    }

    func offset(forPage page: Int) -> CGFloat {
        return CGFloat(page) * pageWidth
    }

    var numberOfPages: Int {
        guard let collectionView = collectionView, collectionView.numberOfSections > 0 else { return 0 }
        return collectionView.numberOfItems(inSection: 0)
    }

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
        guard let collectionView = collectionView, numberOfPages > 0 else {
            return super.targetContentOffset(forProposedContentOffset: proposedContentOffset, withScrollingVelocity: velocity)
        }
        let currentPage = page(forOffset: collectionView.contentOffset.x)
        var targetPage: CGFloat
        if abs(velocity.x) > flickVelocityThreshold {
            targetPage = velocity.x > 0 ? floor(currentPage) + 1 : ceil(currentPage) - 1
        } else {
            targetPage = round(page(forOffset: proposedContentOffset.x))
        }
        targetPage = max(0, min(CGFloat(numberOfPages - 1), targetPage))
        return CGPoint(x: offset(forPage: Int(targetPage)), y: proposedContentOffset.y)
    }

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        guard let collectionView = collectionView, numberOfPages > 0 else { return proposedContentOffset }
        let centered = round(page(forOffset: collectionView.contentOffset.x))
        let clamped = max(0, min(CGFloat(numberOfPages - 1), centered))
        return CGPoint(x: offset(forPage: Int(clamped)), y: proposedContentOffset.y)
    }
}
