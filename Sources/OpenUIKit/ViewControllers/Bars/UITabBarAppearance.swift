import Foundation

/// A tab bar's look: its background (see ``UIBarAppearance``) and the selection indicator's
/// tint.
/// - Note: See https://developer.apple.com/documentation/uikit/uitabbarappearance
// Limitation: the per-layout item appearances (`stackedLayoutAppearance`,
// `inlineLayoutAppearance`, `compactInlineLayoutAppearance`) and the selection indicator image
// are not built; the background and hairline are applied.
@MainActor @preconcurrency
open class UITabBarAppearance: UIBarAppearance {
    /// The tint of the selection indicator; `nil` means the tab bar's tint.
    open var selectionIndicatorTintColor: UIColor?

    public override init(idiom: UIUserInterfaceIdiom) {
        super.init(idiom: idiom)
    }

    /// Creates an appearance with `barAppearance`'s background, and its selection tint when
    /// it is a tab bar appearance.
    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        if let source = barAppearance as? UITabBarAppearance {
            selectionIndicatorTintColor = source.selectionIndicatorTintColor
        }
    }
}
