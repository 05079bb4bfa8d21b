import Foundation

extension AppearanceProxy where View: UISegmentedControl {
    /// The selected thumb's colour recorded for the segmented controls.
    public var selectedSegmentTintColor: UIColor? {
        get { recorded(.segmentedSelectedSegmentTintColor, as: UIColor?.self) }
        nonmutating set { record(.segmentedSelectedSegmentTintColor, \View.selectedSegmentTintColor, newValue) }
    }

    /// Records the title attributes for `state` (normal, selected, highlighted or disabled).
    public func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        guard let property = AppearanceProperty.segmentedTitleTextAttributes(for: state) else {
            Fatal.stop(
                "\(String(describing: rule.viewType)).appearance().setTitleTextAttributes(_:for:) supports the normal, "
                    + "selected, highlighted and disabled states, not \(state)")
        }
        record(property, attributes) { control, attributes in control.setTitleTextAttributes(attributes, for: state) }
    }

    /// The title attributes recorded for `state`; nil when none were.
    public func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        guard let property = AppearanceProperty.segmentedTitleTextAttributes(for: state) else { return nil }
        return recorded(property, as: [NSAttributedString.Key: Any]?.self)
    }
}
