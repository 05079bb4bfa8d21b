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
    /// The bar's height in a compact-height environment (a phone in landscape), UIKit's 32.
    package static let compactHeight: CGFloat = 32

    /// The bar's height now without the safe area: 32 points in compact height (its items
    /// compact inline), else 49.
    package var barHeight: CGFloat {
        traitCollection.verticalSizeClass == .compact ? Self.compactHeight : Self.defaultHeight
    }

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
    /// The colour of the items that are not selected; nil (the default) means system grey.
    /// - Note: See https://developer.apple.com/documentation/uikit/uitabbar/unselecteditemtintcolor
    open var unselectedItemTintColor: UIColor? { didSet { noteAppearanceSet(.tabBarUnselectedItemTintColor); refresh() } }
    /// Whether the content above reaches the bar's edge (the scroll-edge appearance shows).
    package var isAtScrollEdge = false { didSet { if isAtScrollEdge != oldValue { applyAppearance() } } }

    private var storedItems: [UITabBarItem] = []
    private var storedStandardAppearance = UITabBarAppearance()
    private var storedScrollEdgeAppearance: UITabBarAppearance?
    /// The views that draw the items, one per item, left to right.
    package private(set) var itemViews: [TabBarItemView] = []
    package let background = BarBackgroundView(contentEdge: .top)

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(background)
        applyAppearance()
    }

    /// The appearance shown now: the scroll-edge one at the scroll edge (when set), the
    /// standard one otherwise.
    private var currentAppearance: UITabBarAppearance {
        isAtScrollEdge ? (storedScrollEdgeAppearance ?? storedStandardAppearance) : storedStandardAppearance
    }

    private func applyAppearance() {
        background.apply(currentAppearance, barTintColor: barTintColor, isTranslucent: isTranslucent)
        refresh()
    }

    public required init?(coder: NSCoder) {
        Fatal.stop("UITabBar(coder:) is not supported: archives are not decoded")
    }

    /// Replaces the items.
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        for item in storedItems { item.onChange = nil }
        storedItems = items ?? []
        for view in itemViews { view.removeFromSuperview() }
        itemViews = storedItems.enumerated().map { index, item in
            item.onChange = { [weak self] in self?.refresh() }
            let view = TabBarItemView(frame: .zero)
            view.item = item
            view.accessibilityIdentifier = "UITabBar.item\(index)"
            view.addAction(
                UIAction { [weak self, weak item] _ in
                    guard let self, let item else { return }
                    self.delegate?.tabBar(self, didSelect: item)
                }, for: .touchUpInside)
            addSubview(view)
            return view
        }
        if let selectedItem, !storedItems.contains(where: { $0 === selectedItem }) { self.selectedItem = nil }
        refresh()
    }

    /// The selected item follows the tint (set directly, inherited, or by appearance).
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        refresh()
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection?.horizontalSizeClass != traitCollection.horizontalSizeClass
            || previousTraitCollection?.verticalSizeClass != traitCollection.verticalSizeClass
        {
            refresh()
        }
    }

    /// How the items are laid out for the bar's size classes: beside the smaller icon in
    /// compact height, beside the icon in regular width, under it otherwise.
    package var itemLayoutStyle: UITabBarItemAppearance.Style {
        if traitCollection.verticalSizeClass == .compact { return .compactInline }
        return traitCollection.horizontalSizeClass == .regular ? .inline : .stacked
    }

    private func refresh() {
        let style = itemLayoutStyle
        for (item, view) in zip(storedItems, itemViews) {
            let isSelected = item === selectedItem
            let ownAppearance = isAtScrollEdge ? (item.scrollEdgeAppearance ?? item.standardAppearance) : item.standardAppearance
            let appearance = (ownAppearance ?? currentAppearance).itemAppearance(for: style)
            let badgeState: UIControl.State = !item.isEnabled ? .disabled : isSelected ? .selected : .normal
            view.content = TabBarItemView.Content(
                title: item.title, image: isSelected ? (item.selectedImage ?? item.image) : item.image,
                badgeValue: item.badgeValue, badgeColor: item.badgeColor,
                badgeTextAttributes: item.badgeTextAttributes(for: badgeState) ?? item.badgeTextAttributes(for: .normal),
                titleTextAttributes: item.ownTitleAttributes(for: badgeState),
                titleAdjustment: item.titlePositionAdjustment, isSelected: isSelected, isEnabled: item.isEnabled,
                style: style, appearance: appearance, unselectedColor: unselectedItemTintColor ?? .systemGray)
            view.isEnabled = item.isEnabled
            if item.accessibilityIdentifier != nil { view.accessibilityIdentifier = item.accessibilityIdentifier }
            view.accessibilityLabel = item.accessibilityLabel
            view.accessibilityHint = item.accessibilityHint
        }
        setNeedsLayout()
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: barHeight + safeAreaInsets.bottom)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        background.frame = bounds
        guard !itemViews.isEmpty else { return }
        let width = bounds.width / CGFloat(itemViews.count)
        // Right to left the first tab is at the right.
        let mirrored = effectiveUserInterfaceLayoutDirection == .rightToLeft
        for (index, view) in itemViews.enumerated() {
            let slot = mirrored ? itemViews.count - 1 - index : index
            view.frame = CGRect(x: CGFloat(slot) * width, y: 0, width: width, height: barHeight)
        }
    }
}
