import Foundation

extension NSCollectionLayoutSection {
    /// A section laid out as a list: full-width rows that size themselves to their content
    /// (estimated at 44 points), with the insets, headers, footers and separators of
    /// `configuration`'s appearance.
    /// - Note: See https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/list(using:layoutenvironment:)
    public static func list(
        using configuration: UICollectionLayoutListConfiguration, layoutEnvironment: any NSCollectionLayoutEnvironment
    ) -> NSCollectionLayoutSection {
        let height = NSCollectionLayoutDimension.estimated(ListLayoutMetrics.estimatedRowHeight)
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: height))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: height),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.listConfiguration = configuration
        section.contentInsets = ListLayoutMetrics.sectionInsets(configuration)
        let boundaryHeight = NSCollectionLayoutDimension.estimated(ListLayoutMetrics.headerHeight(configuration.appearance))
        var boundary: [NSCollectionLayoutBoundarySupplementaryItem] = []
        if configuration.headerMode == .supplementary {
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: boundaryHeight),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            // A plain list keeps its section's header at the top while the section shows.
            header.pinToVisibleBounds = configuration.appearance == .plain
            boundary.append(header)
        }
        if configuration.footerMode == .supplementary {
            boundary.append(
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: boundaryHeight),
                    elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom))
        }
        section.boundarySupplementaryItems = boundary
        return section
    }
}
