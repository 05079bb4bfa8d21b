import Foundation

/// Updates search results as the user searches: told whenever the search bar of a
/// ``UISearchController`` becomes first responder, when its text changes, and when the
/// controller activates or deactivates.
/// - Note: See https://developer.apple.com/documentation/uikit/uisearchresultsupdating
@MainActor @preconcurrency
public protocol UISearchResultsUpdating: AnyObject {
    /// Shows the results for the current text of `searchController.searchBar`.
    func updateSearchResults(for searchController: UISearchController)
}
