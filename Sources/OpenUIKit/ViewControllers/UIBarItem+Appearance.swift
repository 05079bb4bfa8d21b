import Foundation

/// Bar items take appearance proxies (`UIBarButtonItem.appearance()`, declared with the views'
/// on `UIAppearance`).
extension UIBarItem: UIAppearance {}

extension UIBarItem: AppearanceCarrier {
    /// Applies the rules that select the item as shown at `view` (its button or item view),
    /// leaving alone what the application set on the item itself; the bar showing it is told
    /// once, after every value is in.
    package func applyAppearance(from store: AppearanceStore, placedAt view: UIView) {
        let wasApplying = appearanceTracking.isApplying
        appearanceTracking.isApplying = true
        store.apply(to: self, placedAt: view, tracking: appearanceTracking)
        appearanceTracking.isApplying = wasApplying
        if !wasApplying, changedWhileApplyingAppearance {
            changedWhileApplyingAppearance = false
            itemDidChange()
        }
    }

    /// Called by the setter of every property bar item proxies can set: outside an appearance
    /// pass, the property now belongs to the item and appearance leaves it alone.
    package func noteAppearanceSet(_ property: AppearanceProperty) {
        if !appearanceTracking.isApplying { appearanceTracking.direct.insert(property) }
    }
}

extension AppearanceProperty {
    /// The identity of a bar item's title attributes for `state`; nil for a state proxies do
    /// not record (they take normal, selected, highlighted and disabled).
    package static func barItemTitleTextAttributes(for state: UIControl.State) -> AppearanceProperty? {
        switch state {
        case .normal: .barItemTitleTextAttributesNormal
        case .selected: .barItemTitleTextAttributesSelected
        case .highlighted: .barItemTitleTextAttributesHighlighted
        case .disabled: .barItemTitleTextAttributesDisabled
        default: nil
        }
    }
}
