import Foundation

/// The bar at the top of a navigation controller: the top item's title in the middle, a back
/// button (titled by the item below) or the left item at the left, the right item at the right.
/// - Note: See https://developer.apple.com/documentation/uikit/uinavigationbar
@MainActor @preconcurrency
open class UINavigationBar: UIView {
    /// The bar's height without the safe area above it (UIKit's compact bar height).
    public static let defaultHeight: CGFloat = 44
    /// Space at either end of the bar [CHOSEN: UIKit's margins are about this size].
    static let sideMargin: CGFloat = 8
    /// The font of bar button titles (UIKit's 17-point body size).
    static let itemFont = UIFont.systemFont(ofSize: 17)

    /// The items, bottom first; the last is shown.
    open var items: [UINavigationItem]? {
        get { storedItems }
        set { setItems(newValue, animated: false) }
    }
    /// The item shown.
    open var topItem: UINavigationItem? { storedItems.last }
    /// The item below the top one, whose title the back button shows.
    open var backItem: UINavigationItem? { storedItems.count >= 2 ? storedItems[storedItems.count - 2] : nil }

    /// Called when the back button is tapped (the navigation controller pops).
    package var backAction: (@MainActor () -> Void)?

    private var storedItems: [UINavigationItem] = []
    package let titleLabel = UILabel()
    package let backButton = UIButton(type: .system)
    package private(set) var leftButton: UIButton?
    package private(set) var rightButton: UIButton?
    private let separator = UIView()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = SemanticColors.barBackground
        titleLabel.font = UIFont.systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textAlignment = .center
        titleLabel.accessibilityIdentifier = "UINavigationBar.title"
        addSubview(titleLabel)
        backButton.accessibilityIdentifier = "UINavigationBar.back"
        backButton.titleLabel?.font = Self.itemFont
        backButton.addAction(UIAction { [weak self] _ in self?.backAction?() }, for: .touchUpInside)
        addSubview(backButton)
        separator.backgroundColor = SemanticColors.barHairline
        addSubview(separator)
    }

    public required init?(coder: NSCoder) {
        Fatal.stop("UINavigationBar(coder:) is not supported: archives are not decoded")
    }

    /// Replaces the items (the last one is shown).
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        for item in storedItems { item.onChange = nil }
        storedItems = items ?? []
        for item in storedItems { item.onChange = { [weak self] in self?.refresh() } }
        refresh()
    }

    /// Puts `item` on top.
    open func pushItem(_ item: UINavigationItem, animated: Bool) {
        setItems(storedItems + [item], animated: animated)
    }

    /// Takes the top item off and returns it.
    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
        guard let top = storedItems.last else { return nil }
        setItems(Array(storedItems.dropLast()), animated: animated)
        return top
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.defaultHeight)
    }

    /// Shows the top item's title and buttons.
    private func refresh() {
        let top = storedItems.last
        titleLabel.text = top?.title
        let showsBack = backItem != nil && !(top?.hidesBackButton ?? false)
            && (top?.leftBarButtonItem == nil || top?.leftItemsSupplementBackButton == true)
        backButton.isHidden = !showsBack
        backButton.setTitle("\u{2039} " + (backItem?.backTitleForNextItem ?? "Back"), for: .normal)
        leftButton = replaceButton(leftButton, with: top?.leftBarButtonItem, identifier: "UINavigationBar.left")
        rightButton = replaceButton(rightButton, with: top?.rightBarButtonItem, identifier: "UINavigationBar.right")
        setNeedsLayout()
    }

    private func replaceButton(_ old: UIButton?, with item: UIBarButtonItem?, identifier: String) -> UIButton? {
        old?.removeFromSuperview()
        guard let item else { return nil }
        let button = UIButton(type: .system)
        button.accessibilityIdentifier = identifier
        button.setTitle(item.title ?? item.primaryAction?.title, for: .normal)
        if let image = item.image { button.setImage(image, for: .normal) }
        button.isEnabled = item.isEnabled
        button.titleLabel?.font = item.style == .done ? UIFont.systemFont(ofSize: 17, weight: .semibold) : Self.itemFont
        button.addAction(UIAction { [weak item] _ in item?.performActions() }, for: .touchUpInside)
        addSubview(button)
        return button
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let height = bounds.height
        let margin = Self.sideMargin
        var leftEdge = margin
        if !backButton.isHidden {
            let size = backButton.sizeThatFits(bounds.size)
            backButton.frame = CGRect(x: leftEdge, y: (height - size.height) / 2, width: size.width, height: size.height)
            leftEdge = backButton.frame.maxX + margin
        }
        if let leftButton {
            let size = leftButton.sizeThatFits(bounds.size)
            leftButton.frame = CGRect(x: leftEdge, y: (height - size.height) / 2, width: size.width, height: size.height)
            leftEdge = leftButton.frame.maxX + margin
        }
        var rightEdge = bounds.width - margin
        if let rightButton {
            let size = rightButton.sizeThatFits(bounds.size)
            rightButton.frame = CGRect(
                x: rightEdge - size.width, y: (height - size.height) / 2, width: size.width, height: size.height)
            rightEdge = rightButton.frame.minX - margin
        }
        // The title is centred in the bar, narrowed to stay clear of the buttons.
        let inset = max(leftEdge, bounds.width - rightEdge)
        titleLabel.frame = CGRect(x: inset, y: 0, width: max(0, bounds.width - 2 * inset), height: height)
        separator.frame = CGRect(x: 0, y: height, width: bounds.width, height: 1 / max(1, layer.contentsScale))
    }
}
