import Foundation

extension AppearanceProperty {
    /// The property of `setTitleColor(_:for:)` for `state`; nil for states other than normal,
    /// highlighted, selected and disabled.
    static func buttonTitleColor(for state: UIControl.State) -> AppearanceProperty? {
        switch state {
        case .normal: .buttonTitleColorNormal
        case .highlighted: .buttonTitleColorHighlighted
        case .selected: .buttonTitleColorSelected
        case .disabled: .buttonTitleColorDisabled
        default: nil
        }
    }
}

extension AppearanceProxy where View: UIButton {
    /// Records the title colour for `state` (normal, highlighted, selected or disabled).
    public func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        guard let property = AppearanceProperty.buttonTitleColor(for: state) else {
            Fatal.stop(
                "\(String(describing: rule.viewType)).appearance().setTitleColor(_:for:) supports the normal, highlighted, "
                    + "selected and disabled states, not \(state)")
        }
        record(property, color) { button, color in button.setTitleColor(color, for: state) }
    }

    /// The title colour recorded for `state`; nil when none was.
    public func titleColor(for state: UIControl.State) -> UIColor? {
        guard let property = AppearanceProperty.buttonTitleColor(for: state) else { return nil }
        return recorded(property, as: UIColor?.self)
    }
}
