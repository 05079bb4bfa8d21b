import Foundation

/// A cell still on screen for an update animation after its item left the shown ones
/// (deleted, reloaded, or moved out of view): not in `visibleCells` nor given by
/// `cellForItem(at:)`, it goes to the pool when the animations on it end.
struct LeavingCollectionCell {
    let cell: UICollectionViewCell
    /// The item's index path when it left (before the update for a deleted item).
    let indexPath: IndexPath
    /// The cell's alpha before it faded out, given back when it goes to the pool.
    var alpha: CGFloat = 1
}

/// What an animated batch knows once the new counts are in place: where the cells shown
/// before were, where surviving items that come into view were, and the cells that leave.
struct CollectionUpdateAnimationPlan {
    /// The centre and size of each cell shown before the update.
    let startPlaces: [ObjectIdentifier: (center: CGPoint, size: CGSize)]
    /// Where the surviving item now at an index path was placed before the update, when the
    /// layout had it near the bounds.
    let oldPlace: (IndexPath) -> (center: CGPoint, size: CGSize)?
    let departing: [LeavingCollectionCell]
}

// Batch updates animate as UICollectionViewLayout's default appearing and disappearing
// attributes say: a cell that stays moves from its old place to its new one, an inserted or
// reloaded item's cell fades in at its final place, a deleted (or reloaded) item's cell fades
// out where it was, and a surviving item that comes into view moves from where it was. One
// `UIView.animate` block of `CollectionViewConstants.updateAnimationDuration` runs it all (an
// enclosing block's duration and curve are inherited). Leaving cells stay on screen, outside
// `visibleCells` and `cellForItem(at:)`, until their animations end, then go to the pool; the
// batch's completion runs after that.
// UIKit divergence: layouts cannot shape the animation (no
// `initialLayoutAttributesForAppearingItem(at:)` / `finalLayoutAttributesForDisappearingItem(at:)`),
// supplementary views are re-placed at once, and surviving items come into view from their
// old places only when the layout had them within a screen of the bounds (others fade in).
extension UICollectionView {
    /// Tiles the updated layout without animation, then animates the cells from where they
    /// start (see above).
    func animateUpdate(_ plan: CollectionUpdateAnimationPlan, completions: [(Bool) -> Void]) {
        divertedCells = []
        UIView.performWithoutAnimation { tile() }
        let diverted = divertedCells ?? []
        divertedCells = nil
        updateAnimationsInFlight += 1
        UIView.animate(
            withDuration: CollectionViewConstants.updateAnimationDuration, delay: 0, options: [],
            animations: {
                for (indexPath, shown) in self.displayedCells {
                    self.animateArrival(of: shown.view, at: indexPath, plan: plan)
                }
                for (indexPath, cell) in diverted {
                    // Out of view at its new place: it moves there, then leaves.
                    self.leavingCells.append(LeavingCollectionCell(cell: cell, indexPath: indexPath, alpha: cell.alpha))
                    if let attributes = self.placedAttributesForItem(at: indexPath) {
                        cell.center = self.placedCenter(of: attributes)
                        cell.bounds.size = attributes.size
                    }
                }
                for leaving in plan.departing {
                    leaving.cell.alpha = 0
                    self.leavingCells.append(leaving)
                }
            },
            completion: { finished in
                self.updateAnimationDidEnd()
                for completion in completions { completion(finished) }
            })
    }

    /// Inside the update's block: moves or fades in the cell of an item shown after it.
    private func animateArrival(of cell: UICollectionViewCell, at indexPath: IndexPath, plan: CollectionUpdateAnimationPlan) {
        let final = (center: cell.center, size: cell.bounds.size)
        guard let start = plan.startPlaces[ObjectIdentifier(cell)] ?? plan.oldPlace(indexPath) else {
            // Inserted, reloaded, or coming from far away: it fades in where it belongs.
            let alpha = cell.alpha
            UIView.performWithoutAnimation { cell.alpha = 0 }
            cell.alpha = alpha
            return
        }
        guard start.center != final.center || start.size != final.size else { return }
        UIView.performWithoutAnimation {
            cell.bounds.size = start.size
            cell.center = start.center
        }
        cell.bounds.size = final.size
        cell.center = final.center
    }

    /// An update's block has finished (or was cut short): the leaving cells whose animations
    /// are over go to the pool — all of them once no update animates any more.
    private func updateAnimationDidEnd() {
        updateAnimationsInFlight -= 1
        guard !leavingCells.isEmpty else { return }
        let leaving = leavingCells
        leavingCells = []
        for entry in leaving {
            if updateAnimationsInFlight > 0, entry.cell.layer.animationKeys() != nil {
                leavingCells.append(entry)
            } else {
                finishLeaving(entry)
            }
        }
    }

    private func finishLeaving(_ entry: LeavingCollectionCell) {
        UIView.performWithoutAnimation { entry.cell.alpha = entry.alpha }
        enqueue(entry.cell, leaving: entry.indexPath)
    }

    /// Cuts the update animations short (the data is reloaded): the batches' completions get
    /// `false` after the next frame, and the leaving cells go to the pool now.
    func stopUpdateAnimations() {
        guard updateAnimationsInFlight > 0 || !leavingCells.isEmpty else { return }
        for shown in displayedCells.values { shown.view.layer.removeAllAnimations() }
        let leaving = leavingCells
        leavingCells = []
        for entry in leaving {
            entry.cell.layer.removeAllAnimations()
            finishLeaving(entry)
        }
    }
}
