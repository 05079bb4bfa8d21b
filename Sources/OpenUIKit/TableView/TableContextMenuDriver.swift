import Foundation

/// A table view's context menus: a context menu interaction on the table whose delegate is
/// this driver, which finds the row under the press and asks the table's delegate for its
/// configuration and previews (the row's cell is the preview unless the delegate gives one),
/// and passes the menu's life on to the table's delegate.
@MainActor
final class TableContextMenuDriver: UIContextMenuInteractionDelegate {
    private weak var tableView: UITableView?
    /// The row whose menu is shown or about to be.
    private var indexPath: IndexPath?

    /// Attaches the driver's interaction to `tableView`.
    func attach(to tableView: UITableView) {
        self.tableView = tableView
        tableView.addInteraction(UIContextMenuInteraction(delegate: self))
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? {
        guard let tableView, let delegate = tableView.tableDelegate, !tableView.isEditing,
            let indexPath = tableView.indexPathForRow(at: location)
        else { return nil }
        self.indexPath = indexPath
        return delegate.tableView(tableView, contextMenuConfigurationForRowAt: indexPath, point: location)
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration,
        highlightPreviewForItemWithIdentifier identifier: any NSCopying
    ) -> UITargetedPreview? {
        guard let tableView else { return nil }
        return tableView.tableDelegate?.tableView(tableView, previewForHighlightingContextMenuWithConfiguration: configuration)
            ?? cellPreview()
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration,
        dismissalPreviewForItemWithIdentifier identifier: any NSCopying
    ) -> UITargetedPreview? {
        guard let tableView else { return nil }
        return tableView.tableDelegate?.tableView(tableView, previewForDismissingContextMenuWithConfiguration: configuration)
            ?? cellPreview()
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction,
        willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: any UIContextMenuInteractionCommitAnimating
    ) {
        guard let tableView else { return }
        tableView.tableDelegate?.tableView(tableView, willPerformPreviewActionForMenuWith: configuration, animator: animator)
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {
        guard let tableView else { return }
        tableView.tableDelegate?.tableView(tableView, willDisplayContextMenu: configuration, animator: animator)
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {
        guard let tableView else { return }
        tableView.tableDelegate?.tableView(tableView, willEndContextMenuInteraction: configuration, animator: animator)
    }

    /// The pressed row's cell as the preview, while it is on screen.
    private func cellPreview() -> UITargetedPreview? {
        guard let indexPath, let cell = tableView?.cellForRow(at: indexPath), cell.window != nil else { return nil }
        return UITargetedPreview(view: cell)
    }
}
