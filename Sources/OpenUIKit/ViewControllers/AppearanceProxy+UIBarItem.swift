import Foundation

extension AppearanceProxy where View: UIBarItem {
    /// Records the title attributes for `state` (normal, selected, highlighted or disabled)
    /// for the items the proxy selects.
    public func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        guard let property = AppearanceProperty.barItemTitleTextAttributes(for: state) else {
            Fatal.stop(
                "\(String(describing: rule.viewType)).appearance().setTitleTextAttributes(_:for:) supports the normal, "
                    + "selected, highlighted and disabled states, not \(state)")
        }
        record(property, attributes) { item, attributes in item.setTitleTextAttributes(attributes, for: state) }
    }

    /// The title attributes recorded for `state`; nil when none were.
    public func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        guard let property = AppearanceProperty.barItemTitleTextAttributes(for: state) else { return nil }
        return recorded(property, as: [NSAttributedString.Key: Any]?.self)
    }
}

extension AppearanceProxy where View: UIBarButtonItem {
    /// The tint recorded for the items: their titles' and glyphs' colour (nil: the bar's).
    public var tintColor: UIColor? {
        get { recorded(.barButtonItemTintColor, as: UIColor?.self) }
        nonmutating set { record(.barButtonItemTintColor, \View.tintColor, newValue) }
    }
}
