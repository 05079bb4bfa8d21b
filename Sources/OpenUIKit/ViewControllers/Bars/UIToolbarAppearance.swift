import Foundation

/// A toolbar's look: its background (see ``UIBarAppearance``) and how its buttons draw.
/// - Note: See https://developer.apple.com/documentation/uikit/uitoolbarappearance
@MainActor @preconcurrency
open class UIToolbarAppearance: UIBarAppearance {
    /// How `.plain` items draw.
    open var buttonAppearance = UIBarButtonItemAppearance(style: .plain)
    /// How `.done` items draw.
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)

    public override init(idiom: UIUserInterfaceIdiom) {
        super.init(idiom: idiom)
    }

    /// Creates an appearance with `barAppearance`'s background, and its buttons when it is a
    /// toolbar appearance.
    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        if let source = barAppearance as? UIToolbarAppearance {
            buttonAppearance = source.buttonAppearance.copy()
            doneButtonAppearance = source.doneButtonAppearance.copy()
        }
    }
}
