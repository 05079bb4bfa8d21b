import Foundation

/// What an animated batch knows once the table's new model is in place: both models, where
/// each new row came from, the row animations asked for, and the cells of deleted and
/// reloaded rows that leave.
struct TableUpdateAnimationPlan {
    let old: TableLayoutModel
    let updated: TableLayoutModel
    let sources: [UpdatedItemSource]
    /// For each section after the update, its index before (nil for an inserted one).
    let sectionMap: [Int?]
    let animations: TableRowAnimations
    let departing: [LeavingTableRow]
}

// Batch updates animate on the view animation machinery, in one `UIView.animate` block of
// `TableViewConstants.updateAnimationDuration` (an enclosing block's duration and curve are
// inherited, as in UIKit). The new model is tiled first without animation, so every shown cell
// has its final frame; the block then animates each cell from where it starts:
// - a cell shown before moves from its old frame (an additive animation, so it carries on
//   smoothly when a second batch comes while it moves);
// - a cell for a surviving row that comes into view moves from the row's old place;
// - a cell for an inserted or reloaded row comes in per its row animation;
// - the cell of a deleted or reloaded row goes out per its row animation, and a shown row the
//   update takes out of view moves to its new place; both stay on screen, outside
//   `visibleCells` and `cellForRow(at:)`, until their animations end, then go to the reuse
//   queue. The batch's completion runs after that, with whether the animations finished.
// UIKit divergence: section header and footer views are re-placed at once, not animated; the
// update's duration is a chosen 0.3 s (UIKit's is unpublished).
extension UITableView {
    /// Tiles the updated model and animates the cells from where they were (see above).
    func animateUpdate(_ plan: TableUpdateAnimationPlan, completions: [(Bool) -> Void]) {
        var startFrames: [ObjectIdentifier: CGRect] = [:]
        for row in displayedRows { startFrames[ObjectIdentifier(row.cell)] = row.cell.frame }
        divertedRows = []
        UIView.performWithoutAnimation { tile() }
        let diverted = divertedRows ?? []
        divertedRows = nil
        updateAnimationsInFlight += 1
        let starts = startFrames
        UIView.animate(
            withDuration: TableViewConstants.updateAnimationDuration, delay: 0, options: [],
            animations: {
                for row in self.displayedRows { self.animateArrival(of: row, plan: plan, startFrames: starts) }
                for row in diverted {
                    // Out of view at its new place: it moves there, then leaves.
                    self.leavingRows.append(LeavingTableRow(cell: row.cell, indexPath: row.indexPath, alpha: row.cell.alpha))
                    row.cell.frame = self.rowRect(global: row.global, in: plan.updated)
                }
                for row in plan.departing { self.animateDeparture(of: row, plan: plan) }
            },
            completion: { finished in
                self.updateAnimationDidEnd()
                for completion in completions { completion(finished) }
            })
    }

    /// The rectangle of global row `global` in `model`.
    func rowRect(global: Int, in model: TableLayoutModel) -> CGRect {
        let section = model.section(ofGlobalRow: global)
        return CGRect(
            x: rowFrameX, y: model.rowTop(global, section: section), width: rowFrameWidth, height: model.rows[global])
    }

    /// Inside the update's block: moves or brings in the cell of a row shown after the update.
    private func animateArrival(
        of row: DisplayedRow, plan: TableUpdateAnimationPlan, startFrames: [ObjectIdentifier: CGRect]
    ) {
        let cell = row.cell
        let final = cell.frame
        if let start = startFrames[ObjectIdentifier(cell)] {
            move(cell, from: start, to: final)
            return
        }
        let section = row.indexPath.section
        let count = plan.updated.rowCounts[section]
        let animation: RowAnimation
        switch plan.sources[row.global] {
        case .old(let oldGlobal, reload: false):
            // A surviving row coming into view: from where it was.
            move(cell, from: rowRect(global: oldGlobal, in: plan.old), to: final)
            return
        case .old(let oldGlobal, reload: true):
            animation = plan.animations.arriving(
                row.indexPath, count: count, reloadedFrom: plan.old.indexPath(ofGlobalRow: oldGlobal), oldSection: nil)
        case .new:
            animation = plan.animations.arriving(
                row.indexPath, count: count, reloadedFrom: nil, oldSection: plan.sectionMap[section])
        }
        bringIn(cell, with: animation, to: final)
    }

    /// Inside the update's block: sends a deleted or reloaded row's cell out per its row
    /// animation (`.none`: to the reuse queue at once).
    private func animateDeparture(of row: LeavingTableRow, plan: TableUpdateAnimationPlan) {
        let cell = row.cell
        let animation = plan.animations.leaving(row.indexPath, count: plan.old.rowCounts[row.indexPath.section])
        let frame = cell.frame
        switch animation {
        case .none:
            enqueue(cell, leaving: row.indexPath)
            return
        case .fade, .automatic:
            cell.alpha = 0
        case .middle:
            cell.frame = CGRect(x: frame.minX, y: frame.midY, width: frame.width, height: 0)
        case .left, .right, .top, .bottom:
            cell.frame = slid(frame, animation)
        }
        leavingRows.append(row)
    }

    /// Sets the cell's start state without animation, then its final one inside the block.
    private func bringIn(_ cell: UITableViewCell, with animation: RowAnimation, to final: CGRect) {
        switch animation {
        case .none:
            return
        case .fade, .automatic:
            let alpha = cell.alpha
            UIView.performWithoutAnimation { cell.alpha = 0 }
            cell.alpha = alpha
        case .middle:
            move(cell, from: CGRect(x: final.minX, y: final.midY, width: final.width, height: 0), to: final)
        case .left, .right, .top, .bottom:
            move(cell, from: slid(final, animation), to: final)
        }
    }

    private func move(_ cell: UITableViewCell, from start: CGRect, to final: CGRect) {
        guard start != final else { return }
        UIView.performWithoutAnimation { cell.frame = start }
        cell.frame = final
    }

    /// `frame` moved off towards the side a slide animation names: past the table's left or
    /// right edge, or by its own height up or down (behind the neighbouring row).
    private func slid(_ frame: CGRect, _ animation: RowAnimation) -> CGRect {
        switch animation {
        case .left: frame.offsetBy(dx: -frame.maxX, dy: 0)
        case .right: frame.offsetBy(dx: bounds.width - frame.minX, dy: 0)
        case .top: frame.offsetBy(dx: 0, dy: -frame.height)
        case .bottom: frame.offsetBy(dx: 0, dy: frame.height)
        default: frame
        }
    }

    /// An update's block has finished (or was cut short): the leaving cells whose animations
    /// are over go to the reuse queue — all of them once no update animates any more.
    private func updateAnimationDidEnd() {
        updateAnimationsInFlight -= 1
        guard !leavingRows.isEmpty else { return }
        let leaving = leavingRows
        leavingRows = []
        for row in leaving {
            if updateAnimationsInFlight > 0, row.cell.layer.animationKeys() != nil {
                leavingRows.append(row)
            } else {
                finishLeaving(row)
            }
        }
    }

    private func finishLeaving(_ row: LeavingTableRow) {
        UIView.performWithoutAnimation { row.cell.alpha = row.alpha }
        enqueue(row.cell, leaving: row.indexPath)
    }

    /// Cuts the update animations short (the data is reloaded): the batches' completions get
    /// `false` after the next frame, and the leaving cells go to the reuse queue now.
    func stopUpdateAnimations() {
        guard updateAnimationsInFlight > 0 || !leavingRows.isEmpty else { return }
        for row in displayedRows { row.cell.layer.removeAllAnimations() }
        let leaving = leavingRows
        leavingRows = []
        for row in leaving {
            row.cell.layer.removeAllAnimations()
            finishLeaving(row)
        }
    }
}
