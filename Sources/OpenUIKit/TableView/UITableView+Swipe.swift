import Foundation

/// The actions a swipe on a row would reveal, found when the pan is checked.
struct TableSwipeCandidate {
    var leading: Bool
    var actions: [UIContextualAction]
    var performsFirstActionWithFullSwipe: Bool
}

/// A row whose swipe actions are being dragged out or are shown.
struct TableSwipeState {
    var indexPath: IndexPath
    var drag: SwipeDrag
    var actions: [UIContextualAction]
    var actionsView: TableSwipeActionsView
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
    /// The actions a swipe on the row reveals. Leading (a swipe towards the trailing edge):
    /// the delegate's leading configuration. Trailing: the delegate's trailing configuration,
    /// or, when it gives none, the default Delete action for a row the data source lets edit
    /// with the `.delete` style.
    func swipeCandidate(for indexPath: IndexPath, leading: Bool) -> TableSwipeCandidate? {
        if leading {
            guard let configuration = tableDelegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath),
                !configuration.actions.isEmpty
            else { return nil }
            return TableSwipeCandidate(
                leading: true, actions: configuration.actions,
                performsFirstActionWithFullSwipe: configuration.performsFirstActionWithFullSwipe)
        }
        if let configuration = tableDelegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath) {
            guard !configuration.actions.isEmpty else { return nil }
            return TableSwipeCandidate(
                leading: false, actions: configuration.actions,
                performsFirstActionWithFullSwipe: configuration.performsFirstActionWithFullSwipe)
        }
        guard let dataSource, dataSource.tableView(self, canEditRowAt: indexPath) else { return nil }
        let style = tableDelegate.map { $0.tableView(self, editingStyleForRowAt: indexPath) } ?? .delete
        guard style == .delete else { return nil }
        let title = tableDelegate.map { $0.tableView(self, titleForDeleteConfirmationButtonForRowAt: indexPath) } ?? "Delete"
        let delete = UIContextualAction(style: .destructive, title: title ?? "Delete") { [weak self] _, _, completion in
            guard let self, let row = self.swipe?.indexPath else { return completion(false) }
            self.closeSwipe()
            self.dataSource?.tableView(self, commit: .delete, forRowAt: row)
            completion(true)
        }
        return TableSwipeCandidate(leading: false, actions: [delete], performsFirstActionWithFullSwipe: true)
    }

    /// Whether a pan on the table is a row swipe: mostly horizontal, not in editing mode, on
    /// a row with actions for the direction (either way on the row already open).
    func swipeShouldBegin(_ pan: UIPanGestureRecognizer) -> Bool {
        guard !isEditing, dataSource != nil else { return false }
        // The pan's translation starts from zero when it begins; its velocity tells the
        // direction the finger is going.
        let velocity = pan.velocity(in: self)
        guard abs(velocity.x) > abs(velocity.y) else { return false }
        guard let indexPath = indexPathForRow(at: pan.location(in: self)) else { return false }
        if let swipe, swipe.indexPath == indexPath { return true }
        // Leading actions are revealed by moving the row away from its leading edge: to the
        // right, or to the left in a right-to-left layout.
        swipeCandidate = swipeCandidate(for: indexPath, leading: velocity.x * leadingToTrailingSign > 0)
        return swipeCandidate != nil
    }

    /// The swipe recognizer's action: the row's content follows the finger to reveal the
    /// actions; at the lift it performs the first action (a full swipe), opens (more than half
    /// revealed) or closes (``SwipeDrag``).
    // UIKit divergence: the row snaps open or shut without an animation, and the buttons share
    // a full swipe's width in proportion (UIKit widens the first action's button alone).
    func handleSwipe(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            guard let indexPath = indexPathForRow(at: pan.location(in: self)) else { return }
            if swipe?.indexPath != indexPath, let candidate = swipeCandidate {
                closeSwipe()
                let rowSize = rectForRow(at: indexPath).size
                let view = TableSwipeActionsView(
                    actions: candidate.actions, leading: candidate.leading, traitCollection: traitCollection,
                    rowSize: rowSize
                ) { [weak self] action, button in
                    self?.perform(action, from: button)
                }
                let drag = SwipeDrag(
                    leading: candidate.leading, revealWidth: view.preferredWidth, rowWidth: rowSize.width,
                    performsFirstActionWithFullSwipe: candidate.performsFirstActionWithFullSwipe)
                swipe = TableSwipeState(indexPath: indexPath, drag: drag, actions: candidate.actions, actionsView: view)
                if let cell = cellForRow(at: indexPath) { attachSwipe(to: cell) }
            }
            swipeCandidate = nil
            swipe?.drag.beginDrag()
            followSwipe(pan)
        case .changed:
            followSwipe(pan)
        case .ended:
            guard let state = swipe else { return }
            switch state.drag.ending {
            case .open: setSwipeOffset(state.drag.openOffset)
            case .close: closeSwipe()
            case .performFirstAction:
                guard let first = state.actions.first else { return closeSwipe() }
                perform(first, from: state.actionsView.button(for: first) ?? state.actionsView)
            }
        case .cancelled, .failed:
            closeSwipe()
        default:
            break
        }
    }

    private func followSwipe(_ pan: UIPanGestureRecognizer) {
        guard swipe != nil else { return }
        // The drag's offset is measured toward the trailing edge; the cell reflects it back in a
        // right-to-left layout.
        let across = pan.translation(in: self).x
        swipe!.drag.follow(translation: leadingToTrailingSign * across)
        showSwipeOffset()
    }

    private func setSwipeOffset(_ offset: CGFloat) {
        guard swipe != nil else { return }
        swipe!.drag.settle(at: offset)
        showSwipeOffset()
    }

    private func showSwipeOffset() {
        guard let swipe, let cell = cellForRow(at: swipe.indexPath) else { return }
        cell.swipeOffset = swipe.drag.offset
        cell.layoutIfNeeded()
    }

    /// Shows the open swipe's actions in the row's cell (when the cell comes into view again).
    func attachSwipe(to cell: UITableViewCell) {
        guard let swipe else { return }
        cell.swipeActionsView = swipe.actionsView
        cell.swipeOffset = swipe.drag.offset
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

    /// A tap on an action (or a full swipe performing the first): its handler runs, and the
    /// swipe closes when it calls back.
    private func perform(_ action: UIContextualAction, from view: UIView) {
        action.handler(action, view) { [weak self] _ in
            self?.closeSwipe()
        }
    }
}
