import Foundation

/// Where a layout puts one element of a collection view — a cell, a supplementary view or a
/// decoration view — and how it looks there (alpha, z order, hidden). Layouts make these; the
/// collection view applies them to the element's view.
/// - Note: See https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes
@MainActor @preconcurrency
open class UICollectionViewLayoutAttributes {
    /// The element's frame in the collection view's content; setting it sets ``center`` and
    /// ``size``.
    open var frame: CGRect {
        get { CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height) }
        set {
            size = newValue.size
            center = CGPoint(x: newValue.midX, y: newValue.midY)
        }
    }
    /// The element's centre in the collection view's content.
    open var center: CGPoint = .zero
    /// The element's size.
    open var size: CGSize = .zero
    /// The element's bounds: its size at the origin.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: size) }
        set { size = newValue.size }
    }
    /// The element's transform about its centre.
    open var transform: CGAffineTransform = .identity
    /// The element's opacity.
    open var alpha: CGFloat = 1
    /// The element's place in the z order: higher ones are above; cells default to 0,
    /// supplementary views to 10 in flow layouts.
    open var zIndex = 0
    /// Whether the element is shown.
    open var isHidden = false
    /// Whether a self-sizing view keeps the layout's width and fits only its height (a
    /// compositional layout's boundary item with an estimated height in a vertical layout, or
    /// a cell of a section whose rows size themselves).
    package var fitsHeightOnly = false
    /// Whether a self-sizing view keeps the layout's height and fits only its width (a
    /// compositional layout's boundary item with an estimated width in a horizontal layout).
    package var fitsWidthOnly = false
    /// The element's index path.
    open var indexPath: IndexPath
    /// Whether the element is a cell, a supplementary view or a decoration view.
    public let representedElementCategory: UICollectionView.ElementCategory
    /// The kind of a supplementary or decoration view (nil for cells).
    public let representedElementKind: String?

    /// Attributes for the cell at `indexPath`.
    public required init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .cell
        representedElementKind = nil
    }

    /// Attributes for the supplementary view of `elementKind` at `indexPath`.
    public required init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    /// Attributes for the decoration view of `decorationViewKind` at `indexPath`.
    public required init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
    }

    /// A copy with the same values (of the same class); subclasses with more properties
    /// override it to copy them too.
    // UIKit divergence: UIKit's copy() comes from NSObject/NSCopying; here it is a method of
    // the class, with the same spelling at the call site.
    open func copy() -> Any {
        let copy: UICollectionViewLayoutAttributes
        switch representedElementCategory {
        case .cell: copy = Self(forCellWith: indexPath)
        case .supplementaryView: copy = Self(forSupplementaryViewOfKind: representedElementKind ?? "", with: indexPath)
        case .decorationView: copy = Self(forDecorationViewOfKind: representedElementKind ?? "", with: indexPath)
        }
        copy.center = center
        copy.size = size
        copy.transform = transform
        copy.alpha = alpha
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        copy.fitsHeightOnly = fitsHeightOnly
        copy.fitsWidthOnly = fitsWidthOnly
        return copy
    }

    /// Whether the element shows with the same geometry and look.
    func hasSameLook(as other: UICollectionViewLayoutAttributes) -> Bool {
        center == other.center && size == other.size && transform == other.transform && alpha == other.alpha
            && zIndex == other.zIndex && isHidden == other.isHidden
    }
}
