import Foundation

extension UICollectionViewCompositionalLayout {
    /// A layout whose every section is a list of `configuration`.
    /// - Note: See https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout/list(using:)
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { _, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
    }
}
