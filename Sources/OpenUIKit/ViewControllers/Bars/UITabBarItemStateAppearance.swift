import Foundation

/// How tab bar items look in one state (normal, selected, disabled, focused): the title's
/// attributes and shift, the icon's colour and the badge's colours, attributes and shifts.
/// `nil` colours and empty attributes mean the bar's defaults (see ``UITabBar``).
/// - Note: See https://developer.apple.com/documentation/uikit/uitabbaritemstateappearance
@MainActor @preconcurrency
open class UITabBarItemStateAppearance {
    /// The title's attributes: `.font` and `.foregroundColor` are applied.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// How far the title moves from its standard place.
    open var titlePositionAdjustment: UIOffset = .zero
    /// The colour of template icons (and of the title when its attributes name none).
    open var iconColor: UIColor?
    /// The badge's fill; `nil` means system red.
    open var badgeBackgroundColor: UIColor?
    /// The badge text's attributes: `.font` and `.foregroundColor` are applied.
    open var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// How far the badge moves from its standard place.
    open var badgePositionAdjustment: UIOffset = .zero
    /// How far the badge's text moves inside the badge.
    open var badgeTitlePositionAdjustment: UIOffset = .zero

    package init() {}

    package func copy() -> UITabBarItemStateAppearance {
        let made = UITabBarItemStateAppearance()
        made.titleTextAttributes = titleTextAttributes
        made.titlePositionAdjustment = titlePositionAdjustment
        made.iconColor = iconColor
        made.badgeBackgroundColor = badgeBackgroundColor
        made.badgeTextAttributes = badgeTextAttributes
        made.badgePositionAdjustment = badgePositionAdjustment
        made.badgeTitlePositionAdjustment = badgeTitlePositionAdjustment
        return made
    }
}
