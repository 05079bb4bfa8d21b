import Foundation

/// Hears taps on a tab bar's items.
/// - Note: See https://developer.apple.com/documentation/uikit/uitabbardelegate
// UIKit divergence: the optional Objective-C method is a requirement with an empty default.
@MainActor @preconcurrency
public protocol UITabBarDelegate: AnyObject {
    /// Called when the user tapped `item`.
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}

extension UITabBarDelegate {
    public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
}

/// A row of equally wide tabs at the bottom of a tab bar controller, the selected one in the
/// tint colour.
/// - Note: See https://developer.apple.com/documentation/uikit/uitabbar
@MainActor @preconcurrency
open class UITabBar: UIView {
    /// The bar's height without the safe area below it (UIKit's 49).
    public static let defaultHeight: CGFloat = 49

    /// Receives the taps.
    open weak var delegate: (any UITabBarDelegate)?
    /// The items, left to right.
    open var items: [UITabBarItem]? {
        get { storedItems }
        set { setItems(newValue, animated: false) }
    }
    /// The item shown as selected.
    open var selectedItem: UITabBarItem? { didSet { refresh() } }

    private var storedItems: [UITabBarItem] = []
    package private(set) var buttons: [UIButton] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = SemanticColors.barBackground
    }

    public required init?(coder: NSCoder) {
        Fatal.stop("UITabBar(coder:) is not supported: archives are not decoded")
    }

    /// Replaces the items.
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        for item in storedItems { item.onChange = nil }
        storedItems = items ?? []
        for button in buttons { button.removeFromSuperview() }
        buttons = storedItems.enumerated().map { index, item in
            item.onChange = { [weak self] in self?.refresh() }
            let button = UIButton(type: .system)
            button.accessibilityIdentifier = "UITabBar.item\(index)"
            button.addAction(
                UIAction { [weak self, weak item] _ in
                    guard let self, let item else { return }
                    self.delegate?.tabBar(self, didSelect: item)
                }, for: .touchUpInside)
            addSubview(button)
            return button
        }
        if let selectedItem, !storedItems.contains(where: { $0 === selectedItem }) { self.selectedItem = nil }
        refresh()
    }

    private func refresh() {
        for (item, button) in zip(storedItems, buttons) {
            let title = item.title ?? ""
            button.setTitle(item.badgeValue.map { "\(title) (\($0))" } ?? title, for: .normal)
            button.setImage(item === selectedItem ? (item.selectedImage ?? item.image) : item.image, for: .normal)
            button.isEnabled = item.isEnabled
            button.setTitleColor(item === selectedItem ? tintColor : UIColor.gray, for: .normal)
        }
        setNeedsLayout()
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.defaultHeight + safeAreaInsets.bottom)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        guard !buttons.isEmpty else { return }
        let width = bounds.width / CGFloat(buttons.count)
        for (index, button) in buttons.enumerated() {
            button.frame = CGRect(x: CGFloat(index) * width, y: 0, width: width, height: Self.defaultHeight)
        }
    }
}
