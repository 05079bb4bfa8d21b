import Foundation

/// Swipe actions on the rows of list sections: a pan across a row whose list gives it actions
/// (`leadingSwipeActionsConfigurationProvider` for a swipe towards the trailing edge,
/// `trailingSwipeActionsConfigurationProvider` for one towards the leading edge) drags the
/// row's content aside to reveal the actions' buttons; at the lift the row performs its first
/// action (a full swipe, when the configuration allows it), stays open (more than half
/// revealed) or closes — the table's rules (``SwipeDrag``). A tap on a button runs its action,
/// which closes the row when it calls its completion. A finger coming down anywhere else in
/// the list while a row is open closes it, and that touch goes no further (it selects no row),
/// as on iOS (`SwipeDismissal`, shared with the table). The buttons are the table's
/// (`TableSwipeActionsView`).
// UIKit divergence: as in the table, the row snaps open or shut without an animation and the
// buttons share a full swipe's width in proportion.
@MainActor
final class ListSwipeController: UIGestureRecognizerDelegate {
    private struct Swipe {
        var indexPath: IndexPath
        var drag: SwipeDrag
        let actions: [UIContextualAction]
        let view: TableSwipeActionsView
    }

    private weak var collectionView: UICollectionView?
    private weak var layout: UICollectionViewCompositionalLayout?
    let recognizer = UIPanGestureRecognizer()
    /// Closes the open row at a touch down elsewhere in the list.
    private var dismissal: SwipeDismissal?
    private var swipe: Swipe?
    private var candidate: (leading: Bool, configuration: UISwipeActionsConfiguration)?

    init(collectionView: UICollectionView, layout: UICollectionViewCompositionalLayout) {
        self.collectionView = collectionView
        self.layout = layout
        recognizer.delegate = self
        recognizer.addTarget(self, action: ListSwipeController.handle)
        collectionView.addGestureRecognizer(recognizer)
        dismissal = SwipeDismissal(
            on: collectionView, openActionsView: { [weak self] in self?.swipe?.view },
            close: { [weak self] in self?.close() })
    }

    /// Whether the pan is a row swipe: mostly horizontal, not editing, on a row of this
    /// layout's list whose provider gives actions for the direction (either way on an open row).
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let collectionView, let layout, collectionView.collectionViewLayout === layout, !collectionView.isEditing
        else { return false }
        let velocity = recognizer.velocity(in: collectionView)
        guard abs(velocity.x) > abs(velocity.y),
            let indexPath = collectionView.indexPathForItem(at: recognizer.location(in: collectionView))
        else { return false }
        if swipe?.indexPath == indexPath { return true }
        // Leading actions are revealed by moving the row away from its leading edge.
        let leading = velocity.x * collectionView.leadingToTrailingSign > 0
        guard let configuration = layout.swipeActionsConfiguration(at: indexPath, leading: leading),
            !configuration.actions.isEmpty
        else {
            candidate = nil
            return false
        }
        candidate = (leading, configuration)
        return true
    }

    private func handle(_ pan: UIPanGestureRecognizer) {
        guard let collectionView else { return }
        switch pan.state {
        case .began:
            guard let indexPath = collectionView.indexPathForItem(at: pan.location(in: collectionView)) else { return }
            if swipe?.indexPath != indexPath, let candidate {
                close()
                let actions = candidate.configuration.actions
                let row = collectionView.layoutAttributesForItem(at: indexPath)?.frame.size ?? collectionView.bounds.size
                let view = TableSwipeActionsView(
                    actions: actions, leading: candidate.leading, traitCollection: collectionView.traitCollection,
                    rowSize: row
                ) { [weak self] action, button in
                    self?.perform(action, from: button)
                }
                let drag = SwipeDrag(
                    leading: candidate.leading, revealWidth: view.preferredWidth, rowWidth: row.width,
                    performsFirstActionWithFullSwipe: candidate.configuration.performsFirstActionWithFullSwipe)
                swipe = Swipe(indexPath: indexPath, drag: drag, actions: actions, view: view)
            }
            candidate = nil
            swipe?.drag.beginDrag()
            follow(pan)
        case .changed:
            follow(pan)
        case .ended:
            guard let state = swipe else { return }
            switch state.drag.ending {
            case .open: setOffset(state.drag.openOffset)
            case .close: close()
            case .performFirstAction:
                guard let first = state.actions.first else { return close() }
                perform(first, from: state.view.button(for: first) ?? state.view)
            }
        case .cancelled, .failed:
            close()
        default:
            break
        }
    }

    /// Runs `action`'s handler; the row closes when it calls back.
    private func perform(_ action: UIContextualAction, from view: UIView) {
        action.handler(action, view) { [weak self] _ in self?.close() }
    }

    private func follow(_ pan: UIPanGestureRecognizer) {
        guard swipe != nil, let collectionView else { return }
        // The drag's offset is measured toward the trailing edge; the cell reflects it back in a
        // right-to-left layout.
        let across = pan.translation(in: collectionView).x
        swipe!.drag.follow(translation: collectionView.leadingToTrailingSign * across)
        show()
    }

    private func setOffset(_ offset: CGFloat) {
        guard swipe != nil else { return }
        swipe!.drag.settle(at: offset)
        show()
    }

    private func show() {
        guard let state = swipe,
            let cell = collectionView?.cellForItem(at: state.indexPath) as? UICollectionViewListCell
        else { return }
        cell.showSwipe(offset: state.drag.offset, actionsView: state.view)
    }

    /// Puts the open row's content back and hides its actions.
    func close() {
        guard let state = swipe else { return }
        swipe = nil
        (collectionView?.cellForItem(at: state.indexPath) as? UICollectionViewListCell)?.showSwipe(offset: 0, actionsView: nil)
    }
}
