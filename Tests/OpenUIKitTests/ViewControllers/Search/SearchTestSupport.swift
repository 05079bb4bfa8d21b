import Foundation
import OpenUIKit
import OpenUIKitTesting

/// Records every search bar delegate, search controller delegate and results updater call, in
/// order, as one trace.
@MainActor final class SearchRecorder: UISearchBarDelegate, UISearchControllerDelegate, UISearchResultsUpdating {
    var trace: [String] = []
    var allowsBegin = true

    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool {
        trace.append("shouldBegin")
        return allowsBegin
    }
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { trace.append("didBegin") }
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool {
        trace.append("shouldEnd")
        return true
    }
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { trace.append("didEnd") }
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { trace.append("textDidChange:\(searchText)") }
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        trace.append("shouldChange:\(range.location),\(range.length),\(text)")
        return true
    }
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { trace.append("search") }
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { trace.append("cancel") }
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {
        trace.append("scope:\(selectedScope)")
    }

    func willPresentSearchController(_ searchController: UISearchController) { trace.append("willPresent") }
    func didPresentSearchController(_ searchController: UISearchController) { trace.append("didPresent") }
    func willDismissSearchController(_ searchController: UISearchController) { trace.append("willDismiss") }
    func didDismissSearchController(_ searchController: UISearchController) { trace.append("didDismiss") }

    func updateSearchResults(for searchController: UISearchController) {
        trace.append("update:\(searchController.searchBar.text ?? "nil")")
    }
}

/// A list of fruit filtered by a search controller in its navigation item, as an app writes it.
final class FruitListController: UITableViewController, UISearchResultsUpdating {
    static let fruit = ["Apple", "Apricot", "Banana", "Blueberry", "Cherry", "Grape", "Lemon", "Mango", "Orange", "Peach"]
    let search = UISearchController(searchResultsController: nil)
    var shown = FruitListController.fruit
    /// How many times the list repeats (more rows to scroll).
    var repeats = 1

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Fruit"
        search.searchResultsUpdater = self
        search.obscuresBackgroundDuringPresentation = false
        search.searchBar.placeholder = "Search Fruit"
        navigationItem.searchController = search
        definesPresentationContext = true
    }

    func updateSearchResults(for searchController: UISearchController) {
        let text = searchController.searchBar.text ?? ""
        shown = text.isEmpty ? Self.fruit : Self.fruit.filter { $0.localizedCaseInsensitiveContains(text) }
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { shown.count * repeats }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = shown[indexPath.row % shown.count]
        return cell
    }
}
