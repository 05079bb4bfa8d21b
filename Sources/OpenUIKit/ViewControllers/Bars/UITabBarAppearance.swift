import Foundation

/// A tab bar's look: its background (see ``UIBarAppearance``), how items draw in each of
/// the three layouts, and the selection indicator's tint.
/// - Note: See https://developer.apple.com/documentation/uikit/uitabbarappearance
// Limitation: the selection indicator (image and tint) is stored, not drawn; iPhone tab bars
// draw none by default.
@MainActor @preconcurrency
open class UITabBarAppearance: UIBarAppearance {
    /// The tint of the selection indicator; `nil` means the tab bar's tint.
    open var selectionIndicatorTintColor: UIColor?
    /// Items with the icon above the title (compact width: an iPhone in portrait).
    open var stackedLayoutAppearance = UITabBarItemAppearance(style: .stacked)
    /// Items with the icon beside the title (regular width: an iPad).
    open var inlineLayoutAppearance = UITabBarItemAppearance(style: .inline)
    /// Items with the smaller icon beside the title (compact height: an iPhone in landscape).
    open var compactInlineLayoutAppearance = UITabBarItemAppearance(style: .compactInline)

    public override init(idiom: UIUserInterfaceIdiom) {
        super.init(idiom: idiom)
    }

    /// Creates an appearance with `barAppearance`'s background, and its item appearances and
    /// selection tint when it is a tab bar appearance.
    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        if let source = barAppearance as? UITabBarAppearance {
            selectionIndicatorTintColor = source.selectionIndicatorTintColor
            stackedLayoutAppearance = source.stackedLayoutAppearance.copy()
            inlineLayoutAppearance = source.inlineLayoutAppearance.copy()
            compactInlineLayoutAppearance = source.compactInlineLayoutAppearance.copy()
        }
    }

    /// The item appearance for `style`.
    package func itemAppearance(for style: UITabBarItemAppearance.Style) -> UITabBarItemAppearance {
        switch style {
        case .stacked: stackedLayoutAppearance
        case .inline: inlineLayoutAppearance
        case .compactInline: compactInlineLayoutAppearance
        }
    }
}
