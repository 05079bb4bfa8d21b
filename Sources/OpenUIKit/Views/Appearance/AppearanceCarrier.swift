/// An object that is not a view but gets appearance values from the views that show it (a bar
/// item: `UIBarButtonItem.appearance().tintColor` reaches the item when its button enters a
/// window, matched against the containers above that button).
@MainActor
package protocol AppearanceCarrier: AnyObject {
    /// Applies `store`'s rules that select the object as shown at `view`.
    func applyAppearance(from store: AppearanceStore, placedAt view: UIView)
}
