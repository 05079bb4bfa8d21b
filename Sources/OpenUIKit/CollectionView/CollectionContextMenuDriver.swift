import Foundation

/// A collection view's context menus: a context menu interaction on the collection view
/// whose delegate is this driver, which finds the item under the press and asks the
/// collection view's delegate for its configuration (the iOS 16 form with the items, which by
/// default asks the single-item form) and previews (the item's cell unless the delegate gives
/// one), and passes the menu's life on to the collection view's delegate.
@MainActor
final class CollectionContextMenuDriver: UIContextMenuInteractionDelegate {
    private weak var collectionView: UICollectionView?
    /// The item whose menu is shown or about to be.
    private var indexPath: IndexPath?

    /// Attaches the driver's interaction to `collectionView`.
    func attach(to collectionView: UICollectionView) {
        self.collectionView = collectionView
        collectionView.addInteraction(UIContextMenuInteraction(delegate: self))
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? {
        guard let collectionView, let delegate = collectionView.collectionDelegate else { return nil }
        let indexPath = collectionView.indexPathForItem(at: location)
        self.indexPath = indexPath
        return delegate.collectionView(
            collectionView, contextMenuConfigurationForItemsAt: indexPath.map { [$0] } ?? [], point: location)
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration,
        highlightPreviewForItemWithIdentifier identifier: any NSCopying
    ) -> UITargetedPreview? {
        guard let collectionView, let indexPath else { return nil }
        return collectionView.collectionDelegate?.collectionView(
            collectionView, contextMenuConfiguration: configuration, highlightPreviewForItemAt: indexPath) ?? cellPreview()
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration,
        dismissalPreviewForItemWithIdentifier identifier: any NSCopying
    ) -> UITargetedPreview? {
        guard let collectionView, let indexPath else { return nil }
        return collectionView.collectionDelegate?.collectionView(
            collectionView, contextMenuConfiguration: configuration, dismissalPreviewForItemAt: indexPath) ?? cellPreview()
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction,
        willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: any UIContextMenuInteractionCommitAnimating
    ) {
        guard let collectionView else { return }
        collectionView.collectionDelegate?.collectionView(
            collectionView, willPerformPreviewActionForMenuWith: configuration, animator: animator)
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {
        guard let collectionView else { return }
        collectionView.collectionDelegate?.collectionView(collectionView, willDisplayContextMenu: configuration, animator: animator)
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {
        guard let collectionView else { return }
        collectionView.collectionDelegate?.collectionView(
            collectionView, willEndContextMenuInteraction: configuration, animator: animator)
    }

    /// The pressed item's cell as the preview, while it is on screen.
    private func cellPreview() -> UITargetedPreview? {
        guard let indexPath, let cell = collectionView?.cellForItem(at: indexPath), cell.window != nil else { return nil }
        return UITargetedPreview(view: cell)
    }
}
