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

    /// The look of the bar when content is behind it.
    open var standardAppearance: UITabBarAppearance {
        get { storedStandardAppearance }
        set { noteAppearanceSet(.tabBarStandardAppearance); storedStandardAppearance = newValue.copy(); applyAppearance() }
    }
    /// The look while the content above reaches its bottom edge; `nil` means the standard
    /// appearance.
    // UIKit divergence: a tab bar controller does not follow its content's scroll edge, so
    // the standard appearance is drawn unless the bar is told it is at the edge.
    open var scrollEdgeAppearance: UITabBarAppearance? {
        get { storedScrollEdgeAppearance }
        set { noteAppearanceSet(.tabBarScrollEdgeAppearance); storedScrollEdgeAppearance = newValue?.copy(); applyAppearance() }
    }
    /// The legacy dark (`.black`) or light look; `.black` draws the bar in the dark style.
    open var barStyle: UIBarStyle = .default {
        didSet { noteAppearanceSet(.tabBarStyle); overrideUserInterfaceStyle = barStyle == .default ? .unspecified : .dark }
    }
    /// Whether the background lets content show through: a blur of the content beneath the
    /// bar; true by default. An opaque bar fills the opaque bar colour instead.
    // UIKit divergence: only the look changes; content under an opaque bar is laid out as under a
    // translucent one (`extendedLayoutIncludesOpaqueBars` is not consulted).
    open var isTranslucent = true {
        didSet {
            noteAppearanceSet(.tabBarIsTranslucent)
            if isTranslucent != oldValue { applyAppearance() }
        }
    }
    /// The background colour of bars drawn with the standard material (the legacy property).
    open var barTintColor: UIColor? { didSet { noteAppearanceSet(.tabBarTintColor); applyAppearance() } }
    /// The colour of the items that are not selected; nil (the default) means grey.
    /// - Note: See https://developer.apple.com/documentation/uikit/uitabbar/unselecteditemtintcolor
    open var unselectedItemTintColor: UIColor? { didSet { noteAppearanceSet(.tabBarUnselectedItemTintColor); refresh() } }
    /// Whether the content above reaches the bar's edge (the scroll-edge appearance shows).
    package var isAtScrollEdge = false { didSet { if isAtScrollEdge != oldValue { applyAppearance() } } }

    private var storedItems: [UITabBarItem] = []
    private var storedStandardAppearance = UITabBarAppearance()
    private var storedScrollEdgeAppearance: UITabBarAppearance?
    package private(set) var buttons: [UIButton] = []
    package let background = BarBackgroundView(contentEdge: .top)

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(background)
        applyAppearance()
    }

    private func applyAppearance() {
        let appearance = isAtScrollEdge ? (storedScrollEdgeAppearance ?? storedStandardAppearance) : storedStandardAppearance
        background.apply(appearance, barTintColor: barTintColor, isTranslucent: isTranslucent)
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

    /// The selected item's title follows the tint (set directly, inherited, or by appearance).
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        refresh()
    }

    private func refresh() {
        for (item, button) in zip(storedItems, buttons) {
            let title = item.title ?? ""
            button.setTitle(item.badgeValue.map { "\(title) (\($0))" } ?? title, for: .normal)
            button.setImage(item === selectedItem ? (item.selectedImage ?? item.image) : item.image, for: .normal)
            button.isEnabled = item.isEnabled
            button.setTitleColor(item === selectedItem ? tintColor : unselectedItemTintColor ?? UIColor.gray, for: .normal)
        }
        setNeedsLayout()
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.defaultHeight + safeAreaInsets.bottom)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        background.frame = bounds
        guard !buttons.isEmpty else { return }
        let width = bounds.width / CGFloat(buttons.count)
        for (index, button) in buttons.enumerated() {
            button.frame = CGRect(x: CGFloat(index) * width, y: 0, width: width, height: Self.defaultHeight)
        }
    }
}
