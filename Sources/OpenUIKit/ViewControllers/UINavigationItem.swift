import Foundation

/// What a navigation bar shows for one controller: its title (or a title view), the buttons at
/// either side, a prompt above, whether the title is large, how the back button reads, and
/// appearances that override the bar's while the item is on top.
/// - Note: See https://developer.apple.com/documentation/uikit/uinavigationitem
@MainActor @preconcurrency
open class UINavigationItem {
    /// How the back button shows the title of the item it returns to.
    /// - Note: See https://developer.apple.com/documentation/uikit/uinavigationitem/backbuttondisplaymode-swift.enum
    public enum BackButtonDisplayMode: Int, Sendable {
        /// The previous item's back title (its `backButtonTitle` or title).
        case `default` = 0
        /// "Back" whatever the previous item's title.
        case generic = 1
        /// The chevron alone.
        case minimal = 2
    }

    /// When the item's title is drawn large.
    /// - Note: See https://developer.apple.com/documentation/uikit/uinavigationitem/largetitledisplaymode-swift.enum
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// As the item below it (the bar's `prefersLargeTitles` for the first item).
        case automatic = 0
        /// Large whenever the bar prefers large titles.
        case always = 1
        /// Never large.
        case never = 2
        /// Inline, as `.never` (iOS 17's name for a title that stays in the bar).
        case inline = 3
    }

    /// The title shown in the middle of the bar.
    open var title: String? { didSet { itemDidChange() } }
    /// A view shown in the middle of the bar in place of the title.
    open var titleView: UIView? { didSet { itemDidChange() } }
    /// A line of text shown above the bar's buttons, making the bar 30 points taller.
    open var prompt: String? { didSet { itemDidChange() } }
    /// The buttons at the left, from the left edge; they replace the back button unless
    /// ``leftItemsSupplementBackButton`` is set.
    open var leftBarButtonItems: [UIBarButtonItem]? {
        get { leftItems.isEmpty ? nil : leftItems }
        set { setLeftBarButtonItems(newValue, animated: false) }
    }
    /// The buttons at the right, the first one at the right edge.
    open var rightBarButtonItems: [UIBarButtonItem]? {
        get { rightItems.isEmpty ? nil : rightItems }
        set { setRightBarButtonItems(newValue, animated: false) }
    }
    /// The first of ``leftBarButtonItems``.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftItems.first }
        set { setLeftBarButton(newValue, animated: false) }
    }
    /// The first of ``rightBarButtonItems``: the one at the right edge.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightItems.first }
        set { setRightBarButton(newValue, animated: false) }
    }
    /// Whether the left items are shown after the back button rather than instead of it.
    open var leftItemsSupplementBackButton = false { didSet { itemDidChange() } }
    /// The title the back button shows when this item is the one below the top; `nil`
    /// means this item's title (or "Back" when it has none).
    open var backButtonTitle: String? { didSet { itemDidChange() } }
    /// How the back button reads when this item is the one below the top.
    open var backButtonDisplayMode: BackButtonDisplayMode = .default { didSet { itemDidChange() } }
    /// The item whose title the back button shows when this item is the one below the top.
    open var backBarButtonItem: UIBarButtonItem? { didSet { itemDidChange() } }
    /// Whether the bar hides the back button while this item is on top.
    open var hidesBackButton = false { didSet { itemDidChange() } }
    /// When the title is drawn large (with the bar's `prefersLargeTitles`).
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic { didSet { itemDidChange() } }
    /// The bar's look while this item is on top, in place of the bar's `standardAppearance`.
    open var standardAppearance: UINavigationBarAppearance? {
        get { storedStandardAppearance }
        set { storedStandardAppearance = newValue?.copy(); itemDidChange() }
    }
    /// The look in compact heights, in place of the bar's `compactAppearance`.
    open var compactAppearance: UINavigationBarAppearance? {
        get { storedCompactAppearance }
        set { storedCompactAppearance = newValue?.copy(); itemDidChange() }
    }
    /// The look while the content is at its top edge, in place of the bar's
    /// `scrollEdgeAppearance`.
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
        get { storedScrollEdgeAppearance }
        set { storedScrollEdgeAppearance = newValue?.copy(); itemDidChange() }
    }
    /// The look at the scroll edge in compact heights.
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        get { storedCompactScrollEdgeAppearance }
        set { storedCompactScrollEdgeAppearance = newValue?.copy(); itemDidChange() }
    }
    /// The search controller whose search bar the navigation bar shows below the title
    /// (UINavigationBar+Search.swift).
    open var searchController: UISearchController? { didSet { itemDidChange() } }
    /// Whether the search bar scrolls out of sight as the content scrolls up, and back as it
    /// returns to the top (default true).
    open var hidesSearchBarWhenScrolling = true { didSet { itemDidChange() } }
    /// Called when something the bar shows changed.
    package var onChange: (@MainActor () -> Void)?

    private var leftItems: [UIBarButtonItem] = []
    private var rightItems: [UIBarButtonItem] = []
    private var storedStandardAppearance: UINavigationBarAppearance?
    private var storedCompactAppearance: UINavigationBarAppearance?
    private var storedScrollEdgeAppearance: UINavigationBarAppearance?
    private var storedCompactScrollEdgeAppearance: UINavigationBarAppearance?

    /// Creates an item with a title.
    public init(title: String?) {
        self.title = title
    }

    /// Creates an untitled item.
    public convenience init() {
        self.init(title: nil)
    }

    /// Shows or hides the back button.
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
        self.hidesBackButton = hidesBackButton
    }

    /// Sets the left button.
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) {
        setLeftBarButtonItems(item.map { [$0] }, animated: animated)
    }

    /// Sets the right button.
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) {
        setRightBarButtonItems(item.map { [$0] }, animated: animated)
    }

    /// Sets the left buttons.
    // UIKit divergence: never animated; the buttons change at once.
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        leftItems = items ?? []
        observe(leftItems)
    }

    /// Sets the right buttons.
    // UIKit divergence: never animated; the buttons change at once.
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        rightItems = items ?? []
        observe(rightItems)
    }

    /// The back button's title when this item is below the top one: a `backBarButtonItem`'s
    /// title whatever the display mode (UIKit reads the mode only without one), else by mode.
    package var backTitleForNextItem: String {
        if let item = backBarButtonItem { return item.title ?? "Back" }
        switch backButtonDisplayMode {
        case .generic: return "Back"
        case .minimal: return ""
        case .default: return backButtonTitle ?? title ?? "Back"
        }
    }

    private func observe(_ items: [UIBarButtonItem]) {
        for item in items { item.onChange = { [weak self] in self?.itemDidChange() } }
        itemDidChange()
    }

    private func itemDidChange() { onChange?() }
}
