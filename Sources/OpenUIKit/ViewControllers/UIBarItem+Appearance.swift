import Foundation

extension UIBarItem: UIAppearance {}

extension UIAppearance where Self: UIBarItem {
    /// The proxy that sets the look of every item of the class (a bar button item's tint, any
    /// bar item's title attributes). Values reach an item when the view a bar shows it with
    /// enters a window.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiappearance/appearance()
    // UIKit divergence: the values go to the shared application's appearance store, as views'
    // proxies do (see UIAppearance).
    public static func appearance() -> AppearanceProxy<Self> {
        AppearanceProxy(rule: UIApplication.shared.appearanceStore.rule(for: Self.self, containers: [], traits: nil))
    }

    /// The proxy for items shown inside instances of `containerTypes` (nearest first), such as
    /// the items of navigation bars only, or a search bar's Cancel button.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiappearance/appearance(whencontainedininstancesof:)
    public static func appearance(
        whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    ) -> AppearanceProxy<Self> {
        AppearanceProxy(
            rule: UIApplication.shared.appearanceStore.rule(for: Self.self, containers: containerTypes, traits: nil))
    }

    /// The proxy for items shown where the trait collection contains every trait `trait` specifies.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiappearance/appearance(for:)
    public static func appearance(for trait: UITraitCollection) -> AppearanceProxy<Self> {
        AppearanceProxy(rule: UIApplication.shared.appearanceStore.rule(for: Self.self, containers: [], traits: trait))
    }

    /// The proxy for items with these traits and inside these containers.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiappearance/appearance(for:whencontainedininstancesof:)
    public static func appearance(
        for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    ) -> AppearanceProxy<Self> {
        AppearanceProxy(
            rule: UIApplication.shared.appearanceStore.rule(for: Self.self, containers: containerTypes, traits: trait))
    }
}

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
