import Foundation

/// Lets an object follow and steer a ``UISearchBar``: whether editing may start or end, each
/// change of the text, the search, cancel and bookmark buttons, and the scope bar. Every method
/// is optional; the defaults allow everything and do nothing.
///
/// The order for one search typed into a bar (OpenUIKit's order, which is UIKit's as observed):
/// 1. ``searchBarShouldBeginEditing(_:)``, then ``searchBarTextDidBeginEditing(_:)`` once the
///    bar's text field is first responder;
/// 2. per change, ``searchBar(_:shouldChangeTextIn:replacementText:)``, then
///    ``searchBar(_:textDidChange:)`` if allowed (clearing with the clear button reports `""`);
/// 3. Return (the keyboard's Search key) calls ``searchBarSearchButtonClicked(_:)``; the field
///    stays first responder unless the delegate resigns it;
/// 4. the Cancel button calls ``searchBarCancelButtonClicked(_:)``;
/// 5. ``searchBarShouldEndEditing(_:)`` before the field resigns,
///    ``searchBarTextDidEndEditing(_:)`` after.
/// - Note: See https://developer.apple.com/documentation/uikit/uisearchbardelegate
@MainActor @preconcurrency
public protocol UISearchBarDelegate: AnyObject {
    /// Asked before editing starts; false keeps the field from becoming first responder.
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
    /// Told editing started.
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    /// Asked before editing ends; false keeps the field first responder.
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
    /// Told editing ended.
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
    /// Told the user changed the text (typing, deleting, the clear button).
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    /// Asked before the characters in `range` (UTF-16 offsets) are replaced by `text`.
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// Told the keyboard's Search (Return) key was pressed.
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    /// Told the bookmark button was tapped.
    func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar)
    /// Told the Cancel button was tapped.
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
    /// Told the search results list button was tapped.
    func searchBarResultsListButtonClicked(_ searchBar: UISearchBar)
    /// Told the user chose another scope button.
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension UISearchBarDelegate {
    public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    public func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String)
        -> Bool { true }
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarResultsListButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
}
