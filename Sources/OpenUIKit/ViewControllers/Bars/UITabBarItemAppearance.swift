import Foundation

/// How a tab bar draws its items in one layout (stacked, inline or compact inline), state by
/// state. A tab bar appearance holds one for each layout; the bar picks the one its size
/// classes call for.
/// - Note: See https://developer.apple.com/documentation/uikit/uitabbaritemappearance
@MainActor @preconcurrency
open class UITabBarItemAppearance {
    /// The layout the appearance was made for.
    package let style: Style
    /// Items that are enabled and not selected.
    open var normal: UITabBarItemStateAppearance
    /// The selected item.
    open var selected: UITabBarItemStateAppearance
    /// Items that are not enabled.
    open var disabled: UITabBarItemStateAppearance
    /// The focused item (focus is not driven here; the state is stored).
    open var focused: UITabBarItemStateAppearance

    /// Creates the default appearance of stacked items.
    public convenience init() {
        self.init(style: .stacked)
    }

    /// Creates the default appearance of items laid out in `style`.
    public init(style: Style) {
        self.style = style
        normal = UITabBarItemStateAppearance()
        selected = UITabBarItemStateAppearance()
        disabled = UITabBarItemStateAppearance()
        focused = UITabBarItemStateAppearance()
    }

    /// An independent copy.
    open func copy() -> UITabBarItemAppearance {
        let made = UITabBarItemAppearance(style: style)
        made.normal = normal.copy()
        made.selected = selected.copy()
        made.disabled = disabled.copy()
        made.focused = focused.copy()
        return made
    }

    /// Resets every state to the default look of items laid out in `style`.
    open func configureWithDefault(for style: Style) {
        normal = UITabBarItemStateAppearance()
        selected = UITabBarItemStateAppearance()
        disabled = UITabBarItemStateAppearance()
        focused = UITabBarItemStateAppearance()
    }
}
