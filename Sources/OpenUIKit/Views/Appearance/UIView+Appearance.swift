extension UIView {
    /// Called by the setter of every property appearance proxies can set: outside an
    /// appearance pass, the property now belongs to the view and appearance leaves it alone.
    @inline(__always)
    package func noteAppearanceSet(_ property: AppearanceProperty) {
        if !appearanceTracking.isApplying { appearanceTracking.direct.insert(property) }
    }

    /// Called after appearance was applied to the view as it entered a window: a view that
    /// shows an object of its own (a bar item's button) applies the object's rules here.
    package func appearanceDidApply(from store: AppearanceStore) {
        appearanceCarrier?.applyAppearance(from: store, placedAt: self)
    }

    /// Runs `body` (a library initializer's own defaults) without marking the properties it
    /// sets as set directly, so appearance can still change them.
    package func settingAppearanceDefaults(_ body: () -> Void) {
        let wasApplying = appearanceTracking.isApplying
        appearanceTracking.isApplying = true
        body()
        appearanceTracking.isApplying = wasApplying
    }

    /// The appearance store whose rules apply to a subtree entering `window`: nil outside
    /// windows or when the application recorded nothing. With rules that select by traits,
    /// the subtree's traits are brought up to date first (they otherwise follow the move).
    func appearanceStoreToApply(in window: UIWindow?) -> AppearanceStore? {
        guard let store = window?.application?.appearanceStore, !store.isEmpty else { return nil }
        if store.hasTraitRules { traitsDidMoveToSuperview() }
        return store
    }
}
