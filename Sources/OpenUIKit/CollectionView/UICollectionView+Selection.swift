import Foundation

extension UICollectionView {
    /// The selected items in the order they were selected, or nil when none is.
    public var indexPathsForSelectedItems: [IndexPath]? { selectedItems.isEmpty ? nil : selectedItems }

    /// Selects the item without telling the delegate (deselecting the others unless several
    /// may be selected), then scrolls it to `scrollPosition`; nil deselects every item.
    /// Ignored when selection is off, as in UIKit.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for item in selectedItems { deselectItem(at: item, animated: animated) }
            return
        }
        guard allowsSelection || allowsMultipleSelection else { return }
        loadDataIfNeeded()
        guard contains(indexPath) else {
            Fatal.stop(
                "NSInternalInconsistencyException: UICollectionView.selectItem(at:animated:scrollPosition:): attempt "
                    + "to select an item that does not exist: \(indexPath)")
        }
        if !allowsMultipleSelection {
            for item in selectedItems where item != indexPath { deselectItem(at: item, animated: animated) }
        }
        if !selectedItems.contains(indexPath) { selectedItems.append(indexPath) }
        cellForItem(at: indexPath)?.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the item without telling the delegate.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        guard let index = selectedItems.firstIndex(of: indexPath) else { return }
        selectedItems.remove(at: index)
        cellForItem(at: indexPath)?.isSelected = false
    }

    // MARK: Touches on items

    /// A finger on an item highlights it, once the scroll view lets content touches through
    /// (after its hold, or at the lift for a quick tap).
    func itemTouchesBegan(_ touches: Set<UITouch>) {
        guard trackedTouch == nil, let touch = touches.first else { return }
        guard allowsSelection || allowsMultipleSelection else { return }
        let location = touch.location(in: self)
        guard let indexPath = indexPathForItem(at: location) else { return }
        guard collectionDelegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true else { return }
        trackedTouch = touch
        trackedItem = indexPath
        trackedTouchStart = location
        cellForItem(at: indexPath)?.isHighlighted = true
        collectionDelegate?.collectionView(self, didHighlightItemAt: indexPath)
    }

    /// A finger that leaves its item, or moves more than
    /// ``CollectionViewConstants/selectionMovementLimit``, ends the highlight; lifting it then
    /// selects nothing.
    func itemTouchesMoved(_ touches: Set<UITouch>) {
        guard let trackedTouch, touches.contains(trackedTouch), let trackedItem else { return }
        let location = trackedTouch.location(in: self)
        let moved = hypot(location.x - trackedTouchStart.x, location.y - trackedTouchStart.y)
        let frame = layoutAttributesForItem(at: trackedItem).map(visibleFrame(of:)) ?? .zero
        if !frame.contains(location) || moved > CollectionViewConstants.selectionMovementLimit {
            endHighlight()
        }
    }

    /// Lifting the finger on the highlighted item selects it (or, with multiple selection,
    /// deselects a selected one).
    func itemTouchesEnded(_ touches: Set<UITouch>) {
        guard let trackedTouch, touches.contains(trackedTouch), let item = trackedItem else { return }
        let inside =
            layoutAttributesForItem(at: item).map(visibleFrame(of:))?.contains(trackedTouch.location(in: self)) ?? false
        endHighlight()
        if inside { selectByUser(item) }
    }

    /// A cancelled touch (the view started scrolling) ends the highlight; nothing is selected.
    func itemTouchesCancelled(_ touches: Set<UITouch>) {
        guard let trackedTouch, touches.contains(trackedTouch) else { return }
        endHighlight()
    }

    private func endHighlight() {
        guard let item = trackedItem else { return }
        trackedItem = nil
        trackedTouch = nil
        cellForItem(at: item)?.isHighlighted = false
        collectionDelegate?.collectionView(self, didUnhighlightItemAt: item)
    }

    /// The selection a tap makes: shouldSelect (which may refuse), the deselection of the
    /// previous items in single selection (didDeselect), then didSelect. With multiple
    /// selection a tap on a selected item asks shouldDeselect and deselects it.
    private func selectByUser(_ indexPath: IndexPath) {
        if selectedItems.contains(indexPath) {
            guard allowsMultipleSelection else { return }
            guard collectionDelegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true else { return }
            deselectItem(at: indexPath, animated: false)
            collectionDelegate?.collectionView(self, didDeselectItemAt: indexPath)
            return
        }
        guard collectionDelegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
        if !allowsMultipleSelection {
            for item in selectedItems {
                deselectItem(at: item, animated: false)
                collectionDelegate?.collectionView(self, didDeselectItemAt: item)
            }
        }
        selectedItems.append(indexPath)
        cellForItem(at: indexPath)?.isSelected = true
        collectionDelegate?.collectionView(self, didSelectItemAt: indexPath)
    }
}
