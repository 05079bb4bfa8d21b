import Foundation

/// A navigation bar's look: its background (see ``UIBarAppearance``), its title and large
/// title attributes and how its buttons draw.
/// - Note: See https://developer.apple.com/documentation/uikit/uinavigationbarappearance
// Limitation: `titlePositionAdjustment` and the back indicator images are not built.
@MainActor @preconcurrency
open class UINavigationBarAppearance: UIBarAppearance {
    /// The inline title's attributes: `.font` and `.foregroundColor` are applied.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The large title's attributes: `.font` and `.foregroundColor` are applied.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// How `.plain` items draw.
    open var buttonAppearance = UIBarButtonItemAppearance(style: .plain)
    /// How `.done` items draw.
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)
    /// How the back button draws.
    open var backButtonAppearance = UIBarButtonItemAppearance(style: .plain)

    public override init(idiom: UIUserInterfaceIdiom) {
        super.init(idiom: idiom)
    }

    /// Creates an appearance with `barAppearance`'s background, and its titles and buttons
    /// when it is a navigation bar appearance.
    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        if let source = barAppearance as? UINavigationBarAppearance {
            titleTextAttributes = source.titleTextAttributes
            largeTitleTextAttributes = source.largeTitleTextAttributes
            buttonAppearance = source.buttonAppearance.copy()
            doneButtonAppearance = source.doneButtonAppearance.copy()
            backButtonAppearance = source.backButtonAppearance.copy()
        }
    }
}
