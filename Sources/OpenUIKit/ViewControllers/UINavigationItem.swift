import Foundation

/// What a navigation bar shows for one controller: its title, the buttons at either side and
/// how the back button reads.
/// - Note: See https://developer.apple.com/documentation/uikit/uinavigationitem
@MainActor @preconcurrency
open class UINavigationItem {
    /// The title shown in the middle of the bar.
    open var title: String? { didSet { itemDidChange() } }
    /// The button at the left, replacing the back button unless
    /// ``leftItemsSupplementBackButton`` is set.
    open var leftBarButtonItem: UIBarButtonItem? { didSet { observe(leftBarButtonItem) } }
    /// The button at the right.
    open var rightBarButtonItem: UIBarButtonItem? { didSet { observe(rightBarButtonItem) } }
    /// Whether the left item is shown next to the back button rather than instead of it.
    open var leftItemsSupplementBackButton = false { didSet { itemDidChange() } }
    /// The title the back button shows when this item is the one below the top; `nil`
    /// means this item's title (or "Back" when it has none).
    open var backButtonTitle: String? { didSet { itemDidChange() } }
    /// The item whose title the back button shows when this item is the one below the top.
    open var backBarButtonItem: UIBarButtonItem? { didSet { itemDidChange() } }
    /// Whether the bar hides the back button while this item is on top.
    open var hidesBackButton = false { didSet { itemDidChange() } }
    /// Called when something the bar shows changed.
    package var onChange: (@MainActor () -> Void)?

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
        leftBarButtonItem = item
    }

    /// Sets the right button.
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) {
        rightBarButtonItem = item
    }

    /// The back button's title when this item is below the top one.
    package var backTitleForNextItem: String {
        backBarButtonItem?.title ?? backButtonTitle ?? title ?? "Back"
    }

    private func observe(_ item: UIBarButtonItem?) {
        item?.onChange = { [weak self] in self?.itemDidChange() }
        itemDidChange()
    }

    private func itemDidChange() { onChange?() }
}
