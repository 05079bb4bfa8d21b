import Foundation

extension UITabBarItem {
    /// The tab bar items the system titles and draws itself.
    /// - Note: See https://developer.apple.com/documentation/uikit/uitabbaritem/systemitem
    public enum SystemItem: Int, Sendable, CaseIterable {
        case more = 0
        case favorites
        case featured
        case topRated
        case recents
        case contacts
        case history
        case bookmarks
        case search
        case downloads
        case mostRecent
        case mostViewed

        /// The English title the item shows.
        var title: String {
            switch self {
            case .more: "More"
            case .favorites: "Favorites"
            case .featured: "Featured"
            case .topRated: "Top Rated"
            case .recents: "Recents"
            case .contacts: "Contacts"
            case .history: "History"
            case .bookmarks: "Bookmarks"
            case .search: "Search"
            case .downloads: "Downloads"
            case .mostRecent: "Most Recent"
            case .mostViewed: "Most Viewed"
            }
        }

        /// The symbol drawn for the item: the SF Symbols name closest to iOS's own glyph
        /// that this project draws (docs/SYMBOLS.md).
        var symbolName: String {
            switch self {
            case .more: "ellipsis"
            case .favorites, .featured, .topRated: "star.fill"
            case .recents, .history, .mostRecent: "clock.fill"
            case .contacts: "person.circle.fill"
            case .bookmarks: "bookmark.fill"
            case .search: "magnifyingglass"
            case .downloads: "arrow.down.circle"
            case .mostViewed: "list.bullet"
            }
        }
    }

    /// Creates an item the system titles and draws: `systemItem`'s title and symbol, with `tag`.
    // UIKit divergence: the title and image stay settable afterwards (UIKit ignores changes to
    // a system item's), and the glyphs are the symbols above rather than iOS's private images.
    public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.init()
        title = systemItem.title
        image = UIImage(systemName: systemItem.symbolName)
        self.tag = tag
    }
}
