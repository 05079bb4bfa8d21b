import Foundation

// A navigation bar shows the search bar of its top item's search controller in an area below
// its row (and below the large title): that area adds to the bar's height, hence to the
// content's safe area and a table's adjusted inset. With the item's
// `hidesSearchBarWhenScrolling` the area closes as the content scrolls up, before the large
// title does (UINavigationController+Bars.swift), and the field fades out as it goes. While a
// search controller that hides the navigation bar is active, the bar shows the search area
// alone.
extension UINavigationBar {
    /// The height of a search bar's row in a navigation bar [CHOSEN: iOS 13 and later draw a
    /// 36-point field in a 52-point area].
    package static let searchRowHeight: CGFloat = 52

    /// The full height of the search area: the shown search bar's (with its scope bar when it
    /// shows), or 0 with no search bar.
    package var searchAreaHeight: CGFloat { shownSearchBar?.barHeight ?? 0 }

    /// How much of the search area shows now.
    package var shownSearchHeight: CGFloat { max(0, min(visibleSearchHeight, searchAreaHeight)) }

    /// Shows the top item's search bar (or none) in the search area.
    package func updateSearchBar() {
        let wanted = topItem?.searchController?.searchBar
        if shownSearchBar !== wanted {
            if let old = shownSearchBar, old.superview === searchArea {
                old.removeFromSuperview()
                old.isInNavigationBar = false
                old.fieldRowHeight = UISearchBar.rowHeight
                old.horizontalMargin = 8
            }
            shownSearchBar = wanted
            if let wanted {
                wanted.removeFromSuperview()
                wanted.isInNavigationBar = true
                wanted.fieldRowHeight = Self.searchRowHeight
                wanted.horizontalMargin = Self.sideMargin
                searchArea.addSubview(wanted)
            }
        }
        searchArea.isHidden = wanted == nil
    }

    /// The search bar's height changed (its scope bar showed or hid): the bar follows.
    package func searchBarHeightDidChange() {
        refresh()
    }

    /// Lays the search area out at `y`, as much of it as shows, the search bar at its bottom.
    package func layoutSearchArea(at y: CGFloat) {
        guard let searchBar = shownSearchBar else {
            searchArea.frame = CGRect(x: 0, y: y, width: bounds.width, height: 0)
            return
        }
        let full = searchAreaHeight
        let visible = showsSearchOnly ? full : shownSearchHeight
        searchArea.frame = CGRect(x: 0, y: y, width: bounds.width, height: visible)
        searchBar.frame = CGRect(x: 0, y: visible - full, width: bounds.width, height: full)
        // The field fades out over the second half of its way out.
        let alpha = full > 0 ? min(1, max(0, visible / full * 2 - 1)) : 1
        if searchBar.alpha != alpha { searchBar.alpha = alpha }
    }
}

extension UINavigationController {
    /// Frames the view of an active search controller of the top item below the bar.
    package func layoutActiveSearch(in container: UIView) {
        guard let search = topViewController?.navigationItem.searchController, search.isActive else { return }
        search.layoutBelow(navigationBar, in: container)
    }
}
