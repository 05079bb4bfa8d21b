import Foundation

extension UITableView {
    /// The first selected row, or nil.
    public var indexPathForSelectedRow: IndexPath? { selectedRows.first }

    /// The selected rows in the order they were selected, or nil when none is.
    public var indexPathsForSelectedRows: [IndexPath]? { selectedRows.isEmpty ? nil : selectedRows }

    /// Selects the row without telling the delegate (deselecting the others unless several may
    /// be selected), then scrolls it to `scrollPosition`. nil deselects every row.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for row in selectedRows { deselectRow(at: row, animated: animated) }
            return
        }
        loadDataIfNeeded()
        guard model?.contains(indexPath) == true else {
            Fatal.stop("NSRangeException: UITableView.selectRow(at:animated:scrollPosition:): no row at \(indexPath)")
        }
        if !allowsMultipleSelectionNow {
            for row in selectedRows where row != indexPath { deselectRow(at: row, animated: animated) }
        }
        if !selectedRows.contains(indexPath) { selectedRows.append(indexPath) }
        cellForRow(at: indexPath)?.setSelected(true, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the row without telling the delegate.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        guard let index = selectedRows.firstIndex(of: indexPath) else { return }
        selectedRows.remove(at: index)
        cellForRow(at: indexPath)?.setSelected(false, animated: animated)
    }

    var allowsSelectionNow: Bool { isEditing ? allowsSelectionDuringEditing : allowsSelection }
    var allowsMultipleSelectionNow: Bool {
        isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
    }

    // MARK: Touches on rows

    /// A finger on a row highlights it (once the scroll view lets content touches through:
    /// after its hold, or at the lift for a quick tap). A touch while swipe actions are shown
    /// only closes them.
    func rowTouchesBegan(_ touches: Set<UITouch>) {
        guard trackedTouch == nil, let touch = touches.first else { return }
        if swipe != nil {
            closeSwipe()
            return
        }
        guard allowsSelectionNow || allowsMultipleSelectionNow,
            let indexPath = indexPathForRow(at: touch.location(in: self))
        else { return }
        guard tableDelegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true else { return }
        trackedTouch = touch
        trackedRow = indexPath
        trackedTouchStart = touch.location(in: self)
        cellForRow(at: indexPath)?.setHighlighted(true, animated: false)
        tableDelegate?.tableView(self, didHighlightRowAt: indexPath)
    }

    /// A finger that leaves its row, or moves more than
    /// ``TableViewConstants/selectionMovementLimit`` from where it went down, ends the
    /// highlight; lifting it then selects nothing.
    func rowTouchesMoved(_ touches: Set<UITouch>) {
        guard let trackedTouch, touches.contains(trackedTouch), let trackedRow else { return }
        let location = trackedTouch.location(in: self)
        let moved = hypot(location.x - trackedTouchStart.x, location.y - trackedTouchStart.y)
        if !rectForRow(at: trackedRow).contains(location) || moved > TableViewConstants.selectionMovementLimit {
            endHighlight()
        }
    }

    /// Lifting the finger on the highlighted row selects it (or, with multiple selection,
    /// deselects a selected one).
    func rowTouchesEnded(_ touches: Set<UITouch>) {
        guard let trackedTouch, touches.contains(trackedTouch), let row = trackedRow else { return }
        let inside = rectForRow(at: row).contains(trackedTouch.location(in: self))
        endHighlight()
        if inside { selectByUser(row) }
    }

    /// A cancelled touch (the table started scrolling or swiping) ends the highlight.
    func rowTouchesCancelled(_ touches: Set<UITouch>) {
        guard let trackedTouch, touches.contains(trackedTouch) else { return }
        endHighlight()
    }

    private func endHighlight() {
        guard let row = trackedRow else { return }
        trackedRow = nil
        trackedTouch = nil
        cellForRow(at: row)?.setHighlighted(false, animated: false)
        tableDelegate?.tableView(self, didUnhighlightRowAt: row)
    }

    /// The selection a tap makes: willSelect (which may redirect or refuse), the deselection of
    /// the previous row in single selection (willDeselect, didDeselect), then didSelect.
    private func selectByUser(_ indexPath: IndexPath) {
        if allowsMultipleSelectionNow, selectedRows.contains(indexPath) {
            guard let target = tableDelegate.map({ $0.tableView(self, willDeselectRowAt: indexPath) }) ?? indexPath else {
                return
            }
            deselectRow(at: target, animated: false)
            tableDelegate?.tableView(self, didDeselectRowAt: target)
            return
        }
        guard let target = tableDelegate.map({ $0.tableView(self, willSelectRowAt: indexPath) }) ?? indexPath,
            model?.contains(target) == true
        else { return }
        if !allowsMultipleSelectionNow {
            for row in selectedRows where row != target {
                guard let deselected = tableDelegate.map({ $0.tableView(self, willDeselectRowAt: row) }) ?? row else {
                    continue
                }
                deselectRow(at: deselected, animated: false)
                tableDelegate?.tableView(self, didDeselectRowAt: deselected)
            }
        }
        if !selectedRows.contains(target) { selectedRows.append(target) }
        cellForRow(at: target)?.setSelected(true, animated: false)
        tableDelegate?.tableView(self, didSelectRowAt: target)
    }
}
