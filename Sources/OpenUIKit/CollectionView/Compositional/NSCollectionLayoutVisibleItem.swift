import Foundation

/// An item a compositional section shows, as its
/// ``NSCollectionLayoutSection/visibleItemsInvalidationHandler`` sees it: the handler may
/// change how the item looks (alpha, z order, visibility, centre, transform) as the section
/// scrolls.
/// - Note: See https://developer.apple.com/documentation/uikit/nscollectionlayoutvisibleitem
// UIKit divergence: `transform3D` is not offered (there is no CATransform3D here); use
// `transform`.
@MainActor @preconcurrency
public protocol NSCollectionLayoutVisibleItem: AnyObject {
    var alpha: CGFloat { get set }
    var zIndex: Int { get set }
    var isHidden: Bool { get set }
    var center: CGPoint { get set }
    var transform: CGAffineTransform { get set }
    /// The item's name: its index path, written out.
    var name: String { get }
    var indexPath: IndexPath { get }
    var frame: CGRect { get }
    var bounds: CGRect { get }
    var representedElementCategory: UICollectionView.ElementCategory { get }
    var representedElementKind: String? { get }
}

/// What a section's visible-items handler receives: the shown items, the scroll offset (the
/// section's own for an orthogonal section, else the collection view's) and the environment.
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler = @MainActor (
    [any NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment
) -> Void

/// A visible item over the attributes the layout returns: what the handler changes is what
/// the cell is given.
@MainActor
final class CompositionalVisibleItem: NSCollectionLayoutVisibleItem {
    let attributes: UICollectionViewLayoutAttributes

    init(_ attributes: UICollectionViewLayoutAttributes) {
        self.attributes = attributes
    }

    var alpha: CGFloat {
        get { attributes.alpha }
        set { attributes.alpha = newValue }
    }
    var zIndex: Int {
        get { attributes.zIndex }
        set { attributes.zIndex = newValue }
    }
    var isHidden: Bool {
        get { attributes.isHidden }
        set { attributes.isHidden = newValue }
    }
    var center: CGPoint {
        get { attributes.center }
        set { attributes.center = newValue }
    }
    var transform: CGAffineTransform {
        get { attributes.transform }
        set { attributes.transform = newValue }
    }
    var name: String { "\(attributes.indexPath)" }
    var indexPath: IndexPath { attributes.indexPath }
    var frame: CGRect { attributes.frame }
    var bounds: CGRect { attributes.bounds }
    var representedElementCategory: UICollectionView.ElementCategory { attributes.representedElementCategory }
    var representedElementKind: String? { attributes.representedElementKind }
}
