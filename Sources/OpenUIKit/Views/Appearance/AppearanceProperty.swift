/// One property (or one state of a per-state setter) that appearance proxies can set: the
/// identity a recorded value is applied under, and the bit a view keeps when the application
/// set that property on the view itself (see ``AppearancePropertySet``).
///
/// Identities are needed because a proxy of `UISwitch` and a proxy of `UIView` both set
/// `tintColor`, and a value set directly on an instance must win over either.
package enum AppearanceProperty: Int, CaseIterable, Sendable {
    // UIView
    case tintColor, backgroundColor
    // UILabel
    case labelTextColor, labelFont
    // UINavigationBar
    case navigationBarTintColor, navigationBarTitleTextAttributes, navigationBarLargeTitleTextAttributes
    case navigationBarStandardAppearance, navigationBarScrollEdgeAppearance, navigationBarCompactAppearance
    case navigationBarCompactScrollEdgeAppearance, navigationBarIsTranslucent, navigationBarStyle
    // UITabBar
    case tabBarTintColor, tabBarUnselectedItemTintColor, tabBarStandardAppearance, tabBarScrollEdgeAppearance
    case tabBarIsTranslucent, tabBarStyle
    // UIToolbar
    case toolbarTintColor, toolbarStandardAppearance, toolbarCompactAppearance, toolbarScrollEdgeAppearance
    case toolbarIsTranslucent, toolbarStyle
    // UISearchBar
    case searchBarTintColor, searchBarStyle, searchBarIsTranslucent
    // UISwitch
    case switchOnTintColor, switchThumbTintColor
    // UISlider
    case sliderMinimumTrackTintColor, sliderMaximumTrackTintColor, sliderThumbTintColor
    // UIPageControl
    case pageIndicatorTintColor, currentPageIndicatorTintColor
    // UISegmentedControl
    case segmentedSelectedSegmentTintColor
    case segmentedTitleTextAttributesNormal, segmentedTitleTextAttributesSelected
    case segmentedTitleTextAttributesHighlighted, segmentedTitleTextAttributesDisabled
    // UITableView
    case tableSeparatorColor
    // UIButton
    case buttonTitleColorNormal, buttonTitleColorHighlighted, buttonTitleColorSelected, buttonTitleColorDisabled
    // UIBarItem (bar button items and tab bar items)
    case barButtonItemTintColor
    case barItemTitleTextAttributesNormal, barItemTitleTextAttributesSelected
    case barItemTitleTextAttributesHighlighted, barItemTitleTextAttributesDisabled
}

/// A set of ``AppearanceProperty`` values in one machine word: what a view's own code or the
/// application set on it directly, which appearance values then leave alone.
// The cases must fit in one word: at most 64 of them (a test checks).
package struct AppearancePropertySet: Sendable, Equatable {
    private var bits: UInt64 = 0

    package init() {}

    package func contains(_ property: AppearanceProperty) -> Bool {
        bits & (1 << UInt64(property.rawValue)) != 0
    }

    package mutating func insert(_ property: AppearanceProperty) {
        bits |= 1 << UInt64(property.rawValue)
    }

    package var isEmpty: Bool { bits == 0 }
}

/// What a view keeps about appearance: the properties set on it directly, and whether an
/// appearance value is being applied to it now (sets made then are not direct).
package struct AppearanceTracking: Sendable {
    package var direct = AppearancePropertySet()
    package var isApplying = false

    package init() {}
}
