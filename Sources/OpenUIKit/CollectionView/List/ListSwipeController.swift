import Foundation

/// Swipe actions on the rows of list sections: a pan across a row whose list gives it actions
/// (`leadingSwipeActionsConfigurationProvider` for a swipe towards the trailing edge,
/// `trailingSwipeActionsConfigurationProvider` for one towards the leading edge) drags the
/// row's content aside to reveal the actions' buttons; at the lift the row stays open (more
/// than half revealed) or closes. A tap on a button runs its action, which closes the row
/// when it calls its completion. A finger coming down anywhere else in the list while a row
/// is open closes it, and that touch goes no further (it selects no row), as on iOS
/// (`SwipeDismissal`, shared with the table). The buttons are the table's
/// (`TableSwipeActionsView`).
// UIKit divergence: as in the table, the row snaps open or shut without an animation and a
// full swipe does not run the first action.
@MainActor
final class ListSwipeController: UIGestureRecognizerDelegate {
    private struct Swipe {
        var indexPath: IndexPath
        var offset: CGFloat
        var dragStart: CGFloat
        let leading: Bool
        let actions: [UIContextualAction]
        let view: TableSwipeActionsView
        @MainActor var revealWidth: CGFloat { view.preferredWidth }
    }

    private weak var collectionView: UICollectionView?
    private weak var layout: UICollectionViewCompositionalLayout?
    let recognizer = UIPanGestureRecognizer()
    /// Closes the open row at a touch down elsewhere in the list.
    private var dismissal: SwipeDismissal?
    private var swipe: Swipe?
    private var candidate: (leading: Bool, actions: [UIContextualAction])?

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
        let leading = velocity.x > 0
        let actions = layout.swipeActions(at: indexPath, leading: leading)
        candidate = (leading, actions)
        return !actions.isEmpty
    }

    private func handle(_ pan: UIPanGestureRecognizer) {
        guard let collectionView else { return }
        switch pan.state {
        case .began:
            guard let indexPath = collectionView.indexPathForItem(at: pan.location(in: collectionView)) else { return }
            if swipe?.indexPath != indexPath, let candidate {
                close()
                let ordered = candidate.leading ? Array(candidate.actions.reversed()) : candidate.actions
                let row = collectionView.layoutAttributesForItem(at: indexPath)?.frame.size ?? collectionView.bounds.size
                let view = TableSwipeActionsView(
                    actions: ordered, traitCollection: collectionView.traitCollection, rowSize: row
                ) { [weak self] action, button in
                    action.handler(action, button) { _ in self?.close() }
                }
                swipe = Swipe(
                    indexPath: indexPath, offset: 0, dragStart: 0, leading: candidate.leading,
                    actions: candidate.actions, view: view)
            }
            candidate = nil
            if let offset = swipe?.offset { swipe?.dragStart = offset }
            follow(pan)
        case .changed:
            follow(pan)
        case .ended:
            guard let state = swipe else { return }
            if abs(state.offset) > state.revealWidth / 2 {
                setOffset(state.leading ? state.revealWidth : -state.revealWidth)
            } else {
                close()
            }
        case .cancelled, .failed:
            close()
        default:
            break
        }
    }

    private func follow(_ pan: UIPanGestureRecognizer) {
        guard let state = swipe, let collectionView else { return }
        let moved = state.dragStart + pan.translation(in: collectionView).x
        setOffset(state.leading ? min(state.revealWidth, max(0, moved)) : min(0, max(-state.revealWidth, moved)))
    }

    private func setOffset(_ offset: CGFloat) {
        guard let state = swipe else { return }
        swipe?.offset = offset
        guard let cell = collectionView?.cellForItem(at: state.indexPath) as? UICollectionViewListCell else { return }
        cell.showSwipe(offset: offset, actionsView: state.view)
    }

    /// Puts the open row's content back and hides its actions.
    func close() {
        guard let state = swipe else { return }
        swipe = nil
        (collectionView?.cellForItem(at: state.indexPath) as? UICollectionViewListCell)?.showSwipe(offset: 0, actionsView: nil)
    }
}
