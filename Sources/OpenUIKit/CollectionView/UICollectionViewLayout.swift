import Foundation

/// Decides where a collection view's cells and supplementary views go. A collection view
/// calls ``prepare()`` after the layout is invalidated, then asks for the
/// ``collectionViewContentSize`` and for the attributes of the elements in the rectangle it
/// shows. Subclasses override those; this class places nothing.
/// - Note: See https://developer.apple.com/documentation/uikit/uicollectionviewlayout
@MainActor @preconcurrency
open class UICollectionViewLayout {
    /// The collection view using the layout (set when the layout is given to one).
    open internal(set) weak var collectionView: UICollectionView?
    /// Whether ``prepare()`` must run before the layout is next asked for attributes.
    var needsPrepare = true

    public init() {}

    public required init?(coder: NSCoder) {}

    /// The class of attributes the layout makes.
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

    /// Works out the layout; called before the first question after ``UICollectionViewLayout/invalidateLayout()``.
    open func prepare() {}

    /// The size of the whole content; the collection view's `contentSize` follows it.
    open var collectionViewContentSize: CGSize { .zero }

    /// Whether the collection view mirrors the layout's horizontal coordinates when its
    /// effective layout direction is not ``developmentLayoutDirection``: a layout that
    /// answers true places its elements in that direction's terms (left to right by default)
    /// and the collection view mirrors every attribute across the content's width, and every
    /// rectangle it asks about, so a right-to-left reader sees the first item at the right.
    /// False here; a flow layout answers true.
    /// - Note: See https://developer.apple.com/documentation/uikit/uicollectionviewlayout/flipshorizontallyinoppositelayoutdirection
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

    /// The layout direction the layout's coordinates are written for; see
    /// ``flipsHorizontallyInOppositeLayoutDirection``. Left to right.
    // UIKit divergence: UIKit answers the direction of the main bundle's development
    // language; there is no bundle language here, so it is always left to right.
    open var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

    /// The attributes of every element whose frame meets `rect`.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of the item at `indexPath`.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of the supplementary view of `elementKind` at `indexPath`.
    open func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of the decoration view of `elementKind` at `indexPath`.
    open func layoutAttributesForDecorationView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// Registers `viewClass` (a `UICollectionReusableView` subclass) as the view the
    /// collection view makes for decoration elements of `elementKind` the layout places; nil
    /// unregisters. Decoration views are made and reused by the collection view, never asked
    /// of the data source.
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        guard let viewClass else {
            decorationViewClasses[elementKind] = nil
            return
        }
        guard let viewType = viewClass as? UICollectionReusableView.Type else {
            Fatal.stop(
                "UICollectionViewLayout.register(_:forDecorationViewOfKind:): \(viewClass) is not a "
                    + "UICollectionReusableView subclass")
        }
        decorationViewClasses[elementKind] = viewType
    }

    /// The classes registered for decoration views, by kind.
    private(set) var decorationViewClasses: [String: UICollectionReusableView.Type] = [:]

    /// Whether a change of the collection view's bounds (every scroll changes their origin)
    /// needs a new layout; false by default.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// Whether a cell's preferred attributes (from
    /// ``UICollectionReusableView/preferredLayoutAttributesFitting(_:)``) differ enough from
    /// what the layout gave it to lay out again; false by default.
    open func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool { false }

    /// Marks the layout out of date: ``prepare()`` runs again before the collection view's
    /// next layout pass, which is scheduled.
    open func invalidateLayout() {
        needsPrepare = true
        collectionView?.setNeedsLayout()
    }

    /// The content offset to use after a layout change; `proposedContentOffset` by default.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// Where a drag's glide should end: asked when the finger lifts, with `proposedContentOffset`
    /// where the deceleration would stop and `velocity` the content's speed at release. The
    /// collection view glides to the offset returned; override it to snap to items or pages.
    /// `proposedContentOffset` by default.
    /// - Note: See https://developer.apple.com/documentation/uikit/uicollectionviewlayout/targetcontentoffset(forproposedcontentoffset:withscrollingvelocity:)
    // UIKit divergence: `velocity` is in points per millisecond, the unit
    // `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` uses (and what UIKit
    // passes in practice); Apple's page says points per second.
    open func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        proposedContentOffset
    }

    // MARK: Self-sizing and updates (the collection view's side of the layout)

    /// Whether the cell at `indexPath` is still at an estimated size, so the collection view
    /// should ask it for its preferred attributes when it is shown. False in this class.
    // UIKit divergence: UIKit asks every cell and passes the answer through invalidation
    // contexts; here the layout says which cells need asking, and takes the answer through
    // `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)` alone
    // (UICollectionViewLayoutInvalidationContext is not built).
    func wantsPreferredAttributes(forItemAt indexPath: IndexPath) -> Bool { false }

    /// Takes a cell's preferred attributes for an item ``wantsPreferredAttributes(forItemAt:)``
    /// named: `invalidates` is what
    /// ``shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`` said.
    func acceptPreferredAttributes(
        _ preferred: UICollectionViewLayoutAttributes, original: UICollectionViewLayoutAttributes, invalidates: Bool
    ) {}

    /// Whether the supplementary view of `kind` at `indexPath` is still at an estimated size,
    /// so the collection view should ask it for its preferred attributes when it is shown.
    /// False in this class.
    func wantsPreferredAttributes(forSupplementaryOfKind kind: String, at indexPath: IndexPath) -> Bool { false }

    /// Takes a supplementary view's preferred attributes, as
    /// ``acceptPreferredAttributes(_:original:invalidates:)`` does a cell's.
    func acceptPreferredSupplementaryAttributes(
        _ preferred: UICollectionViewLayoutAttributes, original: UICollectionViewLayoutAttributes, invalidates: Bool
    ) {}

    /// Carries per-item state over a batch update: `newIndexPath(old)` is where an item went
    /// (nil when deleted or reloaded). Nothing to carry in this class.
    func collectionViewDidUpdate(oldCounts: [Int], newIndexPath: (IndexPath) -> IndexPath?) {}

    /// The sections that scroll across the layout, each in a scroll view of its own. Their
    /// items' attributes are in the content as it lies unscrolled; the collection view shifts
    /// them by their scroll view's offset. None in this class.
    func orthogonalSections() -> [OrthogonalSectionPlacement] { [] }
}
