import Foundation

// The navigation controller's bars follow its top controller: the navigation bar shows the
// controllers' navigation items, the toolbar the top controller's toolbar items, and both
// follow the top controller's content scroll view — the large title collapses as the content
// scrolls up (the bar's height follows the offset, and the controller's safe area, hence the
// scroll view's adjusted inset, with it), and each bar draws its scroll-edge appearance while
// the content is at the edge next to it.
extension UINavigationController: ScrollViewBarTracking {
    /// What the bars add to the top controller's safe area: the navigation bar's height as it
    /// stands at the top, the toolbar's at the bottom.
    package var barInsets: UIEdgeInsets {
        let top = navigationBar.isHidden ? 0 : navigationBar.currentHeight
        let bottom = isToolbarHidden ? 0 : (storedToolbarIfMade?.barHeight ?? UIToolbar.defaultHeight)
        return UIEdgeInsets(top: top, left: 0, bottom: bottom, right: 0)
    }

    /// Shows the top controller's toolbar items in the toolbar.
    package func updateToolbarItems() {
        guard let top = topViewController else { return }
        let items = top.toolbarItems ?? []
        if toolbar.items ?? [] != items { toolbar.setItems(items, animated: false) }
    }

    /// Follows the top controller's content scroll view: its root view when that is a scroll
    /// view, else the first scroll view down the chain of first subviews.
    package func trackContentScrollView() {
        let found = topViewController?.viewIfLoaded.flatMap(Self.contentScrollView(in:))
        guard found !== trackedScrollView else { return }
        if trackedScrollView?.barTracker === self { trackedScrollView?.barTracker = nil }
        trackedScrollView = found
        // New content starts with the large title open, as a pushed list does in UIKit.
        navigationBar.visibleLargeTitleHeight = navigationBar.fullLargeTitleHeight
        navigationBar.visibleSearchHeight = .greatestFiniteMagnitude
        found?.barTracker = self
        // Being followed changes how the automatic inset adjustment treats it.
        found?.checkAdjustedContentInset(followsRestingContent: true)
        contentDidScroll()
    }

    private static func contentScrollView(in view: UIView) -> UIScrollView? {
        var current: UIView? = view
        while let candidate = current {
            if let scrollView = candidate as? UIScrollView { return scrollView }
            current = candidate.subviews.first
        }
        return nil
    }

    /// The tracked content moved or changed size: the bars follow (see
    /// ``contentDidScroll()``).
    package func contentScrollViewDidChange(_ scrollView: UIScrollView) {
        guard scrollView === trackedScrollView else { return }
        followSwipeForBars(scrollView)
        contentDidScroll()
    }

    /// With ``hidesBarsOnSwipe``, a drag moving the content up hides the bars and one moving
    /// it down shows them; offsets that change while no finger drags (a glide, an inset
    /// change) only move the reference.
    private func followSwipeForBars(_ scrollView: UIScrollView) {
        guard hidesBarsOnSwipe else { return }
        let offset = scrollView.contentOffset.y
        defer { barSwipeOffset = offset }
        guard scrollView.isDragging, let last = barSwipeOffset, offset != last else { return }
        if offset > last, !isNavigationBarHidden {
            setNavigationBarHidden(true, animated: true)
            if !isToolbarHidden {
                toolbarHiddenBySwipe = true
                setToolbarHidden(true, animated: true)
            }
        } else if offset < last, isNavigationBarHidden {
            setNavigationBarHidden(false, animated: true)
            if toolbarHiddenBySwipe {
                toolbarHiddenBySwipe = false
                setToolbarHidden(false, animated: true)
            }
        }
    }

    /// The tracked content moved or changed size: the bars follow, and when the navigation
    /// bar's height changed the container lays out again.
    private func contentDidScroll() {
        let before = navigationBar.currentHeight
        updateBarsForContent()
        if navigationBar.currentHeight != before { barsDidChangeSize() }
    }

    /// A bar's height or visibility changed: the top controller's safe area follows and the
    /// container lays the bars out again.
    package func barsDidChangeSize() {
        for controller in stack where controller.isViewLoaded { controller.containerSafeAreaInsets = barInsets }
        viewIfLoaded?.setNeedsLayout()
    }

    /// Sets how much of the large title shows and whether each bar is at its scroll edge,
    /// from the tracked scroll view's offset.
    ///
    /// The large title is fully shown while the content rests at (or is pulled below) the
    /// offset it rests at with the whole bar, `-(contentInset.top + safe area top + expanded
    /// bar height)`; each point scrolled past that hides a point of it until only the row is
    /// left. The navigation bar is at the scroll edge while no content is under it, the
    /// toolbar while the end of the content is above it; with no scroll view both are.
    package func updateBarsForContent() {
        let bar = navigationBar
        let full = bar.fullLargeTitleHeight
        guard let scrollView = trackedScrollView, let container = viewIfLoaded else {
            bar.visibleLargeTitleHeight = full
            bar.visibleSearchHeight = .greatestFiniteMagnitude
            bar.isAtScrollEdge = true
            storedToolbarIfMade?.isAtScrollEdge = true
            return
        }
        let adjusts = scrollView.contentInsetAdjustmentBehavior != .never
        let safeTop = adjusts ? container.safeAreaInsets.top : 0
        let offset = scrollView.contentOffset.y
        // Until the scroll view has been laid out under the bar, its offset still rests where it
        // was before the bar's inset reached it: the bars keep their state.
        let knowsBar = !adjusts || bar.isHidden
            || scrollView.adjustedContentInset.top >= scrollView.contentInset.top + safeTop + bar.promptAreaHeight
                + bar.rowHeight - 0.5
        guard knowsBar else {
            bar.isAtScrollEdge = true
            return
        }
        // Content resting at the top of an inset that does not hold the whole bar yet (a list
        // shown again after a pop, under a bar that has just grown back to its large title and
        // search bar) follows the inset down to the new top once the safe area catches up; until
        // then the gap is not a scroll, and the bars keep their state.
        let barTop = scrollView.contentInset.top + safeTop + bar.currentHeight
        if adjusts, !bar.isHidden, scrollView.adjustedContentInset.top < barTop - 0.5,
            offset <= -scrollView.adjustedContentInset.top + 0.5
        {
            bar.isAtScrollEdge = true
            return
        }
        // A search bar that hides when scrolling closes first, then the large title.
        let searchFull = bar.searchAreaHeight
        let searchCollapses = searchFull > 0 && !bar.showsSearchOnly
            && bar.topItem?.hidesSearchBarWhenScrolling == true && bar.topItem?.searchController?.isActive != true
        if (bar.showsLargeTitle || searchCollapses) && adjusts {
            let rest = -(scrollView.contentInset.top + safeTop + bar.expandedHeight)
            var scrolled = max(0, offset - rest)
            if searchCollapses {
                bar.visibleSearchHeight = max(0, searchFull - scrolled)
                scrolled = max(0, scrolled - searchFull)
            } else {
                bar.visibleSearchHeight = .greatestFiniteMagnitude
            }
            bar.visibleLargeTitleHeight = bar.showsLargeTitle ? min(max(full - scrolled, 0), full) : full
        } else {
            bar.visibleLargeTitleHeight = full
            bar.visibleSearchHeight = .greatestFiniteMagnitude
        }
        let barBottom = adjusts ? safeTop + (bar.isHidden ? 0 : bar.currentHeight) : 0
        bar.isAtScrollEdge = offset <= -(scrollView.contentInset.top + barBottom) + 0.5
        if let toolbar = storedToolbarIfMade {
            let visibleBottom = offset + scrollView.bounds.height - scrollView.adjustedContentInset.bottom
            toolbar.isAtScrollEdge = scrollView.contentSize.height + scrollView.contentInset.bottom <= visibleBottom + 0.5
                || scrollView.bounds.height == 0
        }
    }
}

extension UIViewController {
    /// The toolbar items changed: a navigation controller showing the receiver on top shows
    /// them.
    package func toolbarItemsDidChange() {
        guard let navigation = navigationController, navigation.topViewController === self else { return }
        navigation.updateToolbarItems()
    }
}
