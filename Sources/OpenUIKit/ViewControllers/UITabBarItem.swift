import Foundation

/// What a tab bar shows for one controller.
/// - Note: See https://developer.apple.com/documentation/uikit/uitabbaritem
@MainActor @preconcurrency
open class UITabBarItem: UIBarItem {
    /// The image shown while the tab is selected (the plain image otherwise).
    open var selectedImage: UIImage? { didSet { itemDidChange() } }
    /// A short text in a badge over the item's icon; `nil` hides the badge, an empty string
    /// shows an empty badge.
    open var badgeValue: String? { didSet { itemDidChange() } }
    /// The badge's fill; `nil` means the appearance's badge colour, or system red.
    /// - Note: See https://developer.apple.com/documentation/uikit/uitabbaritem/badgecolor
    open var badgeColor: UIColor? { didSet { itemDidChange() } }
    /// How far the title moves from its standard place (added to the appearance's adjustment).
    open var titlePositionAdjustment: UIOffset = .zero { didSet { itemDidChange() } }
    /// This item's look, in place of the tab bar's standard appearance; `nil` means the bar's.
    open var standardAppearance: UITabBarAppearance? {
        get { storedStandardAppearance }
        set { storedStandardAppearance = newValue?.copy(); itemDidChange() }
    }
    /// This item's look at the scroll edge; `nil` means the item's (or the bar's) standard one.
    open var scrollEdgeAppearance: UITabBarAppearance? {
        get { storedScrollEdgeAppearance }
        set { storedScrollEdgeAppearance = newValue?.copy(); itemDidChange() }
    }

    private var storedStandardAppearance: UITabBarAppearance?
    private var storedScrollEdgeAppearance: UITabBarAppearance?
    private var badgeAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// Creates an item with a title, an image and a tag.
    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// Creates an item with a title, an image and a selected image.
    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init(title: title, image: image, tag: 0)
        self.selectedImage = selectedImage
    }

    /// Sets the badge text's attributes (`.font`, `.foregroundColor`) for `state` (`.normal`,
    /// `.selected` or `.disabled`).
    open func setBadgeTextAttributes(_ textAttributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        badgeAttributes[state.rawValue] = textAttributes
        itemDidChange()
    }

    /// The badge text's attributes set for `state`.
    open func badgeTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        badgeAttributes[state.rawValue]
    }
}
