import Foundation

/// What bar button items and tab bar items share: a title, an image, a tag, enablement, and
/// the accessibility names tests and assistive technologies find them by.
/// - Note: See https://developer.apple.com/documentation/uikit/uibaritem
@MainActor @preconcurrency
open class UIBarItem {
    /// The title shown on the bar.
    open var title: String? { didSet { itemDidChange() } }
    /// The image shown on the bar.
    open var image: UIImage? { didSet { itemDidChange() } }
    /// A number the application chooses to tell items apart.
    open var tag: Int = 0
    /// Whether the item responds to taps.
    open var isEnabled: Bool = true { didSet { itemDidChange() } }
    /// A name for the item that UI tests find it by (never shown or spoken); the view the bar
    /// makes for the item carries it.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiaccessibilityidentification
    open var accessibilityIdentifier: String? { didSet { itemDidChange() } }
    /// What assistive technologies read for the item; `nil` means its title (or, for a system
    /// item drawn as a glyph, the glyph's name).
    open var accessibilityLabel: String? { didSet { itemDidChange() } }
    /// What happens when the item is used, in a few words.
    open var accessibilityHint: String? { didSet { itemDidChange() } }
    /// Called when something the bar shows changed.
    package final var onChange: (@MainActor () -> Void)?

    /// Title text attributes by control state (see ``setTitleTextAttributes(_:for:)``).
    private var titleAttributesByState: [UInt: [NSAttributedString.Key: Any]] = [:]
    /// The appearance properties set on the item directly (see UIBarItem+Appearance.swift).
    package var appearanceTracking = AppearanceTracking()
    /// Whether something the bar shows changed while appearance values were being applied:
    /// the bar is told once, when they all are.
    package var changedWhileApplyingAppearance = false

    public init() {}

    package func itemDidChange() {
        if appearanceTracking.isApplying {
            changedWhileApplyingAppearance = true
            return
        }
        onChange?()
    }

    /// Sets the title's text attributes (`.font`, `.foregroundColor`…) for `state`; nil removes
    /// them. A bar appearance's title attributes, where the app set them, apply over these.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributesByState[state.rawValue] = attributes
        if let property = AppearanceProperty.barItemTitleTextAttributes(for: state) { noteAppearanceSet(property) }
        itemDidChange()
    }

    /// The title's text attributes set for `state` exactly; nil when none were.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributesByState[state.rawValue]
    }

    /// The attributes the title is drawn with in `state`: the state's own, else the normal
    /// state's, under `appearance`'s (a bar appearance's title attributes win where set).
    package func titleAttributes(
        for state: UIControl.State, under appearance: [NSAttributedString.Key: Any]
    ) -> [NSAttributedString.Key: Any] {
        var attributes = ownTitleAttributes(for: state)
        attributes.merge(appearance) { $1 }
        return attributes
    }

    /// The item's own title attributes in `state`: the state's, else the normal state's.
    package func ownTitleAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any] {
        titleTextAttributes(for: state) ?? titleTextAttributes(for: .normal) ?? [:]
    }
}
