import Foundation

// The scroll style's page changes. The scroll view holds a slot for the page before (when the
// data source has one), the current page, and the page after (likewise); only the current
// page's view is in it until a swipe moves toward a neighbour, which then becomes a child and
// enters its slot. When the scroll view comes to rest on the neighbour's slot the change
// completes; back on the current page's slot it is cancelled. Either way the slots are rebuilt
// around the (new) current page.
extension UIPageViewController {
    private var isHorizontal: Bool { navigationOrientation == .horizontal }

    /// The distance from one slot to the next: the page's length plus the spacing.
    private var slotLength: CGFloat {
        let size = isHorizontal ? scrollView.bounds.width : scrollView.bounds.height
        return max(size, 1)
    }

    /// The current page's slot: 1 when there is a page before it, else 0.
    var currentSlot: Int { before == nil ? 0 : 1 }

    private var slotCount: Int { (before == nil ? 0 : 1) + 1 + (after == nil ? 0 : 1) }

    private func slotFrame(_ slot: Int, pageSize: CGSize) -> CGRect {
        let origin = CGFloat(slot) * slotLength
        return isHorizontal
            ? CGRect(x: origin, y: 0, width: pageSize.width, height: pageSize.height)
            : CGRect(x: 0, y: origin, width: pageSize.width, height: pageSize.height)
    }

    /// Places the scroll view over `frame` (longer by the inter-page spacing) and the pages in
    /// their slots; at rest, shows the current page.
    func layoutPages(in frame: CGRect) {
        isRepositioning = true
        defer { isRepositioning = false }
        var scrollFrame = frame
        if isHorizontal { scrollFrame.size.width += interPageSpacing } else { scrollFrame.size.height += interPageSpacing }
        if scrollView.frame != scrollFrame { scrollView.frame = scrollFrame }
        let pageSize = frame.size
        let length = CGFloat(slotCount) * slotLength
        let contentSize = isHorizontal
            ? CGSize(width: length, height: pageSize.height) : CGSize(width: pageSize.width, height: length)
        if scrollView.contentSize != contentSize { scrollView.contentSize = contentSize }
        if let view = current?.viewIfLoaded, view.superview === scrollView {
            view.frame = slotFrame(currentSlot, pageSize: pageSize)
        }
        if let transition, let view = transition.controller.viewIfLoaded, view.superview === scrollView {
            view.frame = slotFrame(currentSlot + (transition.forward ? 1 : -1), pageSize: pageSize)
        }
        if transition == nil, !scrollView.isDragging, !scrollView.isDecelerating {
            let offset = CGFloat(currentSlot) * slotLength
            let target = isHorizontal ? CGPoint(x: offset, y: 0) : CGPoint(x: 0, y: offset)
            if scrollView.contentOffset != target { scrollView.contentOffset = target }
        }
    }

    /// How far the scroll view is from the current page's slot, in slots (positive toward the
    /// page after).
    private var slotDelta: CGFloat {
        let offset = isHorizontal ? scrollView.contentOffset.x : scrollView.contentOffset.y
        return offset / slotLength - CGFloat(currentSlot)
    }

    /// The scroll view moved: a swipe leaving the current page starts a change toward the
    /// neighbour on that side; one that turns back past the current page cancels it.
    func pagesDidScroll() {
        guard !isRepositioning, current != nil else { return }
        guard scrollView.isDragging || scrollView.isDecelerating else { return }
        let delta = slotDelta
        guard delta != 0 else { return }
        let forward = delta > 0
        if let transition {
            guard !transition.isProgrammatic, transition.forward != forward else { return }
            finishTransition(transition, completed: false)
        }
        guard let target = forward ? after : before else { return }
        beginTransition(to: target, forward: forward, isProgrammatic: false, completion: nil)
    }

    /// The scroll view came to rest: the change under way completes if it rests on the new
    /// page, and is cancelled otherwise.
    func pagesDidSettle() {
        guard let transition else { return }
        let delta = slotDelta.rounded()
        let completed = delta == (transition.forward ? 1 : -1)
        finishTransition(transition, completed: completed)
    }

    /// `setViewControllers(_:direction:animated:completion:)` with animation: the new page
    /// takes the neighbour's slot on `forward`'s side and the scroll view glides to it.
    func startProgrammaticTransition(
        from current: UIViewController, to next: UIViewController, forward: Bool, completion: ((Bool) -> Void)?
    ) {
        if forward { after = next } else { before = next }
        view.setNeedsLayout()
        view.layoutIfNeeded()
        beginTransition(to: next, forward: forward, isProgrammatic: true, completion: completion)
        let offset = CGFloat(currentSlot + (forward ? 1 : -1)) * slotLength
        scrollView.setContentOffset(isHorizontal ? CGPoint(x: offset, y: 0) : CGPoint(x: 0, y: offset), animated: true)
    }

    private func beginTransition(
        to target: UIViewController, forward: Bool, isProgrammatic: Bool, completion: ((Bool) -> Void)?
    ) {
        guard let current else { return }
        if !isProgrammatic { delegate?.pageViewController(self, willTransitionTo: [target]) }
        addChild(target)
        transition = PageTransition(
            controller: target, forward: forward, isProgrammatic: isProgrammatic, completion: completion)
        let pageView: UIView = target.view
        if isShowing {
            target.beginAppearanceTransition(true, animated: true)
            current.beginAppearanceTransition(false, animated: true)
        }
        pageView.frame = slotFrame(
            currentSlot + (forward ? 1 : -1),
            size: current.viewIfLoaded?.bounds.size ?? scrollView.bounds.size)
        scrollView.addSubview(pageView)
    }

    private func slotFrame(_ slot: Int, size: CGSize) -> CGRect { slotFrame(slot, pageSize: size) }

    /// Ends the change under way: completed, the new page becomes the current one; cancelled,
    /// it leaves. The appearance callbacks follow UIKit's order for the scroll style.
    func finishTransition(_ transition: PageTransition, completed: Bool) {
        guard let old = current else { return }
        self.transition = nil
        let incoming = transition.controller
        let showing = isShowing
        if completed {
            old.willMove(toParent: nil)
            if showing {
                incoming.endAppearanceTransition()
                old.endAppearanceTransition()
            }
            old.viewIfLoaded?.removeFromSuperview()
            old.removeFromParent()
            current = incoming
            incoming.didMove(toParent: self)
            if transition.isProgrammatic {
                updatePageControlFromDataSource()
            } else if showsPageControl {
                let page = pageControl.currentPage + (transition.forward ? 1 : -1)
                pageControl.currentPage = min(max(page, 0), max(pageControl.numberOfPages - 1, 0))
            }
        } else {
            if showing {
                old.beginAppearanceTransition(true, animated: true)
                old.endAppearanceTransition()
                incoming.beginAppearanceTransition(false, animated: true)
                incoming.endAppearanceTransition()
            }
            incoming.willMove(toParent: nil)
            incoming.viewIfLoaded?.removeFromSuperview()
            incoming.removeFromParent()
        }
        refreshNeighbours()
        if let container = viewIfLoaded as? PageContainerView {
            layoutContainer(container)
        }
        if !transition.isProgrammatic {
            delegate?.pageViewController(
                self, didFinishAnimating: true, previousViewControllers: [old], transitionCompleted: completed)
        }
        transition.completion?(completed)
    }
}
