import Foundation

/// A row whose swipe actions are being dragged out or are shown.
struct TableSwipeState {
    var indexPath: IndexPath
    /// How far the row's content is moved to the leading side (≤ 0).
    var offset: CGFloat
    /// The offset when the current drag began.
    var dragStart: CGFloat
    var actions: [UIContextualAction]
    var actionsView: TableSwipeActionsView

    @MainActor var revealWidth: CGFloat { actionsView.preferredWidth }
}

/// The should-begin check of the table's swipe recognizer.
@MainActor
final class TableSwipeGestureDelegate: UIGestureRecognizerDelegate {
    weak var tableView: UITableView?

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let tableView, let pan = gestureRecognizer as? UIPanGestureRecognizer else { return false }
        return tableView.swipeShouldBegin(pan)
    }
}

extension UITableView {
    /// The actions a left swipe on the row reveals: the delegate's configuration, or, when it
    /// gives none, the default Delete action for a row the data source lets edit with the
    /// `.delete` style.
    func swipeActions(for indexPath: IndexPath) -> [UIContextualAction] {
        if let configuration = tableDelegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath) {
            return configuration.actions
        }
        guard let dataSource, dataSource.tableView(self, canEditRowAt: indexPath) else { return [] }
        let style = tableDelegate.map { $0.tableView(self, editingStyleForRowAt: indexPath) } ?? .delete
        guard style == .delete else { return [] }
        let title = tableDelegate.map { $0.tableView(self, titleForDeleteConfirmationButtonForRowAt: indexPath) } ?? "Delete"
        let delete = UIContextualAction(style: .destructive, title: title ?? "Delete") { [weak self] _, _, completion in
            guard let self, let row = self.swipe?.indexPath else { return completion(false) }
            self.closeSwipe()
            self.dataSource?.tableView(self, commit: .delete, forRowAt: row)
            completion(true)
        }
        return [delete]
    }

    /// Whether a pan on the table is a row swipe: mostly horizontal, not in editing mode,
    /// towards the leading side on a row with actions (either way on the row already open).
    func swipeShouldBegin(_ pan: UIPanGestureRecognizer) -> Bool {
        guard !isEditing, dataSource != nil else { return false }
        // The pan's translation starts from zero when it begins; its velocity tells the
        // direction the finger is going.
        let velocity = pan.velocity(in: self)
        guard abs(velocity.x) > abs(velocity.y) else { return false }
        guard let indexPath = indexPathForRow(at: pan.location(in: self)) else { return false }
        if let swipe, swipe.indexPath == indexPath { return true }
        guard velocity.x < 0 else { return false }
        swipeCandidateActions = swipeActions(for: indexPath)
        return !swipeCandidateActions.isEmpty
    }

    /// The swipe recognizer's action: the row's content follows the finger to reveal the
    /// actions; at the lift it opens (more than half revealed) or closes.
    // UIKit divergence: the row snaps open or shut without an animation, and a full swipe does
    // not run the first action.
    func handleSwipe(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            guard let indexPath = indexPathForRow(at: pan.location(in: self)) else { return }
            if swipe?.indexPath != indexPath {
                closeSwipe()
                let actions = swipeCandidateActions
                swipeCandidateActions = []
                let view = TableSwipeActionsView(
                    actions: actions, traitCollection: traitCollection, rowSize: rectForRow(at: indexPath).size
                ) { [weak self] action, button in
                    self?.perform(action, from: button)
                }
                swipe = TableSwipeState(indexPath: indexPath, offset: 0, dragStart: 0, actions: actions, actionsView: view)
                if let cell = cellForRow(at: indexPath) { attachSwipe(to: cell) }
            }
            let dragStart = swipe?.offset ?? 0
            swipe?.dragStart = dragStart
            followSwipe(pan)
        case .changed:
            followSwipe(pan)
        case .ended:
            guard let state = swipe else { return }
            if state.offset < -state.revealWidth / 2 {
                setSwipeOffset(-state.revealWidth)
            } else {
                closeSwipe()
            }
        case .cancelled, .failed:
            closeSwipe()
        default:
            break
        }
    }

    private func followSwipe(_ pan: UIPanGestureRecognizer) {
        guard let state = swipe else { return }
        let offset = min(0, max(-state.revealWidth, state.dragStart + pan.translation(in: self).x))
        setSwipeOffset(offset)
    }

    private func setSwipeOffset(_ offset: CGFloat) {
        guard swipe != nil else { return }
        swipe!.offset = offset
        if let cell = cellForRow(at: swipe!.indexPath) {
            cell.swipeOffset = offset
            cell.layoutIfNeeded()
        }
    }

    /// Shows the open swipe's actions in the row's cell (when the cell comes into view again).
    func attachSwipe(to cell: UITableViewCell) {
        guard let swipe else { return }
        cell.swipeActionsView = swipe.actionsView
        cell.swipeOffset = swipe.offset
    }

    /// Hides the swipe actions and puts the row's content back.
    func closeSwipe() {
        guard let state = swipe else { return }
        swipe = nil
        if let cell = cellForRow(at: state.indexPath) {
            cell.swipeOffset = 0
            cell.swipeActionsView = nil
        }
    }

    /// A tap on an action: its handler runs, and the swipe closes when it calls back.
    private func perform(_ action: UIContextualAction, from button: UIButton) {
        action.handler(action, button) { [weak self] _ in
            self?.closeSwipe()
        }
    }
}
