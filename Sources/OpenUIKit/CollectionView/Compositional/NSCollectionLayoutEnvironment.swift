import Foundation

/// The space a compositional layout's section is laid out in.
/// - Note: See https://developer.apple.com/documentation/uikit/nscollectionlayoutcontainer
@MainActor @preconcurrency
public protocol NSCollectionLayoutContainer {
    /// The collection view's content size across (its width) and its visible height.
    var contentSize: CGSize { get }
    /// `contentSize` less `contentInsets`.
    var effectiveContentSize: CGSize { get }
    var contentInsets: NSDirectionalEdgeInsets { get }
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// What a section provider is told about the layout's container and traits.
/// - Note: See https://developer.apple.com/documentation/uikit/nscollectionlayoutenvironment
@MainActor @preconcurrency
public protocol NSCollectionLayoutEnvironment {
    var container: any NSCollectionLayoutContainer { get }
    var traitCollection: UITraitCollection { get }
}

/// The container and environment a compositional layout passes to its section provider.
struct CompositionalLayoutEnvironment: NSCollectionLayoutEnvironment, NSCollectionLayoutContainer {
    let contentSize: CGSize
    let contentInsets: NSDirectionalEdgeInsets
    let traitCollection: UITraitCollection

    var effectiveContentSize: CGSize {
        CGSize(
            width: contentSize.width - contentInsets.leading - contentInsets.trailing,
            height: contentSize.height - contentInsets.top - contentInsets.bottom)
    }
    var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }
    var container: any NSCollectionLayoutContainer { self }
}
