import Foundation

extension UIScrollView {
    /// The pan recognizer's action: a drag begins, moves the content, and ends (gliding on when
    /// the finger was moving).
    func handlePan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            beginDragging(pan)
        case .changed:
            followDrag(pan)
        case .ended:
            endDragging(pan)
        case .cancelled:
            cancelDragging()
        default:
            break
        }
    }

    /// A finger went down on the scroll view: it is tracking now, and a glide or animation
    /// under way stops where it is (a glide caught this way is reported as ended).
    func fingerWentDown() {
        isTracking = true
        stopMotion(notify: true)
    }

    private func beginDragging(_ pan: UIPanGestureRecognizer) {
        stopMotion(notify: false)
        isDragging = true
        appliedTranslation = .zero
        topPullTravel = 0
        lockedAxis =
            isDirectionalLockEnabled ? scrollPan.dominantAxis(ratio: ScrollViewConstants.directionalLockRatio) : nil
        recordScroll(
            .beganDragging(
                offset: contentOffset, lockedAxis: lockedAxis.map { $0 == .horizontal ? .horizontal : .vertical }))
        dismissKeyboardForDrag()
        delegate?.scrollViewWillBeginDragging(self)
        showIndicators()
        followDrag(pan)
    }

    /// Moves the content by the translation since the last step, opposite to the finger, on
    /// the axes that scroll, kept within the content (see ``draggedContentOffset(_:from:)``).
    private func followDrag(_ pan: UIPanGestureRecognizer) {
        let translation = pan.translation(in: self)
        let step = CGPoint(x: translation.x - appliedTranslation.x, y: translation.y - appliedTranslation.y)
        appliedTranslation = translation
        let scrollable = scrollableAxes()
        let current = contentOffset
        var moved = draggedContentOffset(CGPoint(x: current.x - step.x, y: current.y - step.y), from: current)
        if let pulled = pulledContentOffsetY(stepY: step.y, from: current.y) { moved.y = pulled }
        contentOffset = CGPoint(
            x: scrollable.horizontal ? moved.x : current.x, y: scrollable.vertical ? moved.y : current.y)
        refreshControlFollowDrag()
    }

    private func endDragging(_ pan: UIPanGestureRecognizer) {
        refreshControlDragWillEnd()
        let fingerVelocity = pan.velocity(in: self)
        let scrollable = scrollableAxes()
        // The content moves against the finger (0 − v, so a finger at rest gives +0, not −0).
        let velocity = CGPoint(
            x: scrollable.horizontal ? 0 - fingerVelocity.x : 0, y: scrollable.vertical ? 0 - fingerVelocity.y : 0)
        let start = contentOffset
        let natural = naturalDeceleration(from: start, velocity: velocity)
        // Where the content comes to rest: within the content on the axes the drag moves.
        func resting(_ offset: CGPoint) -> CGPoint {
            let clamped = clampedContentOffset(offset)
            return CGPoint(
                x: scrollable.horizontal ? clamped.x : start.x, y: scrollable.vertical ? clamped.y : start.y)
        }
        let pageTarget = isPagingEnabled ? pagingTarget(from: start, velocity: velocity) : nil
        let naturalTarget = pageTarget ?? resting(natural?.end ?? start)
        var target = naturalTarget
        if pageTarget == nil {
            // A collection view's layout may move where the glide ends (to snap to an item),
            // before the delegate hears of the target; the glide reaches a moved target along
            // the same curve.
            let moved = decelerationTarget(
                forProposed: naturalTarget, velocity: CGPoint(x: velocity.x / 1000, y: velocity.y / 1000))
            target = CGPoint(x: scrollable.horizontal ? moved.x : start.x, y: scrollable.vertical ? moved.y : start.y)
        }
        if let delegate {
            withUnsafeMutablePointer(to: &target) { pointer in
                delegate.scrollViewWillEndDragging(
                    self, withVelocity: CGPoint(x: velocity.x / 1000, y: velocity.y / 1000),
                    targetContentOffset: pointer)
            }
        }
        let willDecelerate = target != start
        recordScroll(.endedDragging(offset: start, velocity: velocity, target: target))
        isDragging = false
        delegate?.scrollViewDidEndDragging(self, willDecelerate: willDecelerate)
        isTracking = false
        guard willDecelerate else {
            scheduleIndicatorFade()
            return
        }
        isDecelerating = true
        delegate?.scrollViewWillBeginDecelerating(self)
        if pageTarget != nil {
            // Paging: settle onto the page (or wherever the delegate moved the target).
            startMotion(
                .deceleration, to: target, duration: ScrollViewConstants.pagingSettleDuration, curve: .easeOut,
                clampsToContent: false)
        } else if start != clampedContentOffset(start) {
            // Released beyond an edge (an offset set by code, or content that shrank): ease back
            // into the content.
            // UIKit divergence: UIKit springs back with its bounce physics; here the content
            // eases in over scrollAnimationDuration, reported as a deceleration all the same.
            startMotion(
                .deceleration, to: resting(target), duration: ScrollViewConstants.scrollAnimationDuration,
                curve: .easeInOut, clampsToContent: false)
        } else if let natural {
            // Untouched, the target is the natural end, clamped frame by frame so the glide stops
            // at an edge; a target the delegate moved is reached along the same curve.
            startMotion(
                .deceleration, to: target == naturalTarget ? natural.end : target, duration: natural.duration,
                curve: natural.curve, clampsToContent: true)
        } else {
            // Released at rest with a target the delegate moved: ease there.
            startMotion(
                .deceleration, to: target, duration: ScrollViewConstants.scrollAnimationDuration, curve: .easeInOut,
                clampsToContent: true)
        }
    }

    /// Ends the drag without a glide: the pan was cancelled, or the view left its window.
    func cancelDragging() {
        recordScroll(.dragCancelled(offset: contentOffset))
        isDragging = false
        delegate?.scrollViewDidEndDragging(self, willDecelerate: false)
        isTracking = false
        scheduleIndicatorFade()
    }

    /// The axes the current drag moves the content along: those that scroll, narrowed to the
    /// locked axis.
    private func scrollableAxes() -> (horizontal: Bool, vertical: Bool) {
        (scrollsHorizontally && lockedAxis != .vertical, scrollsVertically && lockedAxis != .horizontal)
    }
}
