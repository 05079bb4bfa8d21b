import Foundation

/// Text attributes for a segmented control's titles, per control state: a title is drawn with
/// the attributes of its segment's state (disabled, else selected, else highlighted), falling
/// back to the normal state's, over the control's own font and colour.
extension UISegmentedControl {
    /// Sets the text attributes (font, colour, kern…) of titles in `state`; nil removes them.
    public func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        if let property = AppearanceProperty.segmentedTitleTextAttributes(for: state) { noteAppearanceSet(property) }
        titleAttributesByState[state.rawValue] = attributes
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    /// The text attributes set for `state` exactly; nil when none were.
    public func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributesByState[state.rawValue]
    }

    /// The attributes a title is drawn with in segment `index`, selected or not.
    func effectiveTitleAttributes(forSegment index: Int, selected: Bool) -> [NSAttributedString.Key: Any] {
        let disabled = !isEnabled || !segments[index].isEnabled
        var states: [UIControl.State] = []
        if disabled { states.append(.disabled) }
        if selected { states.append(.selected) }
        states.append(.normal)
        for state in states {
            if let attributes = titleAttributesByState[state.rawValue] { return attributes }
        }
        return [:]
    }
}

extension AppearanceProperty {
    /// The property of `setTitleTextAttributes(_:for:)` for `state`; nil for states other than
    /// normal, selected, highlighted and disabled.
    static func segmentedTitleTextAttributes(for state: UIControl.State) -> AppearanceProperty? {
        switch state {
        case .normal: .segmentedTitleTextAttributesNormal
        case .selected: .segmentedTitleTextAttributesSelected
        case .highlighted: .segmentedTitleTextAttributesHighlighted
        case .disabled: .segmentedTitleTextAttributesDisabled
        default: nil
        }
    }
}
