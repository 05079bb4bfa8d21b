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
    // The three button appearances have no default value: each initializer gives them theirs,
    // so a copy (every navigation bar's refresh makes one) does not first make three default
    // appearances of four states each only to replace them.
    /// How `.plain` items draw.
    open var buttonAppearance: UIBarButtonItemAppearance
    /// How `.done` items draw.
    open var doneButtonAppearance: UIBarButtonItemAppearance
    /// How the back button draws.
    open var backButtonAppearance: UIBarButtonItemAppearance

    public override init(idiom: UIUserInterfaceIdiom) {
        buttonAppearance = UIBarButtonItemAppearance(style: .plain)
        doneButtonAppearance = UIBarButtonItemAppearance(style: .done)
        backButtonAppearance = UIBarButtonItemAppearance(style: .plain)
        super.init(idiom: idiom)
    }

    /// Creates an appearance with `barAppearance`'s background, and its titles and buttons
    /// when it is a navigation bar appearance.
    public required init(barAppearance: UIBarAppearance) {
        let source = barAppearance as? UINavigationBarAppearance
        buttonAppearance = source?.buttonAppearance.copy() ?? UIBarButtonItemAppearance(style: .plain)
        doneButtonAppearance = source?.doneButtonAppearance.copy() ?? UIBarButtonItemAppearance(style: .done)
        backButtonAppearance = source?.backButtonAppearance.copy() ?? UIBarButtonItemAppearance(style: .plain)
        super.init(barAppearance: barAppearance)
        if let source {
            titleTextAttributes = source.titleTextAttributes
            largeTitleTextAttributes = source.largeTitleTextAttributes
        }
    }
}
