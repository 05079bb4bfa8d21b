import Foundation

/// Settings of a whole compositional layout.
/// - Note: See https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayoutconfiguration
// UIKit divergence: open as in UIKit, but its members are public, not open (docs/DIVERGENCES.md,
// "Classes UIKit declares `open`").
@MainActor @preconcurrency
open class UICollectionViewCompositionalLayoutConfiguration {
    /// The direction the whole layout scrolls in: `.vertical` (default) stacks the sections
    /// top to bottom, `.horizontal` lays them out left to right, each section's groups
    /// following one another sideways.
    public var scrollDirection: UICollectionView.ScrollDirection = .vertical
    /// The spacing between sections.
    public var interSectionSpacing: CGFloat = 0
    /// Headers and footers of the whole layout, before the first section and after the last.
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []

    public init() {}
}
