import Foundation

/// A toolbar's look: its background (see ``UIBarAppearance``) and how its buttons draw.
/// - Note: See https://developer.apple.com/documentation/uikit/uitoolbarappearance
@MainActor @preconcurrency
open class UIToolbarAppearance: UIBarAppearance {
    /// How `.plain` items draw.
    open var buttonAppearance: UIBarButtonItemAppearance
    /// How `.done` items draw.
    open var doneButtonAppearance: UIBarButtonItemAppearance

    // As in UINavigationBarAppearance, each initializer gives the button appearances their
    // value, so a copy makes no default ones to replace.
    public override init(idiom: UIUserInterfaceIdiom) {
        buttonAppearance = UIBarButtonItemAppearance(style: .plain)
        doneButtonAppearance = UIBarButtonItemAppearance(style: .done)
        super.init(idiom: idiom)
    }

    /// Creates an appearance with `barAppearance`'s background, and its buttons when it is a
    /// toolbar appearance.
    public required init(barAppearance: UIBarAppearance) {
        let source = barAppearance as? UIToolbarAppearance
        buttonAppearance = source?.buttonAppearance.copy() ?? UIBarButtonItemAppearance(style: .plain)
        doneButtonAppearance = source?.doneButtonAppearance.copy() ?? UIBarButtonItemAppearance(style: .done)
        super.init(barAppearance: barAppearance)
    }
}
