import Foundation

/// The button a navigation bar or toolbar shows for a bar button item: the item's title (bold
/// for `.done`), image or system glyph in the item's tint, carrying the item's accessibility
/// identifier, label and hint, so UI tests find bar items the way XCUITest does. A tap runs
/// the item's actions, or shows its menu (anchored to the button, as a button's menu) when it
/// has none; an item with both shows the menu on a long press.
@MainActor
final class BarButtonItemButton: UIButton {
    /// The least padding left and right of an image; a narrow image gets more, so its button
    /// is 44 points wide (the minimum hit target Apple's guidelines give).
    static let glyphPadding: CGFloat = 10

    private(set) weak var item: UIBarButtonItem?

    init(item: UIBarButtonItem) {
        self.item = item
        super.init(type: .system)
        addAction(UIAction { [weak self] _ in self?.tapped() }, for: .touchUpInside)
    }

    required init?(coder: NSCoder) {
        Fatal.stop("BarButtonItemButton(coder:) is not supported")
    }

    /// Shows what the item says now, drawn as `appearance` asks (when the bar has one).
    func update(appearance: UIBarButtonItemAppearance?) {
        guard let item else { return }
        let glyph = item.image == nil && item.title == nil ? item.systemItem.flatMap(BarButtonGlyph.image(for:)) : nil
        let image = item.image ?? glyph
        let title = image == nil ? (item.title ?? item.systemItem?.standardTitle) : nil
        setTitle(title, for: .normal)
        setImage(image, for: .normal)
        // An image (the app's or a system glyph) is padded so the button is at least 44 points
        // wide, the minimum hit target Apple's guidelines give.
        let padding = image.map { max(Self.glyphPadding, ((44 - $0.size.width) / 2).rounded(.up)) } ?? 0
        contentEdgeInsets = UIEdgeInsets(top: 0, left: padding, bottom: 0, right: padding)
        let normal = item.titleAttributes(for: .normal, under: appearance?.normal.titleTextAttributes ?? [:])
        let disabled = item.titleAttributes(for: .disabled, under: appearance?.disabled.titleTextAttributes ?? [:])
        let defaultFont = BarFonts.item(done: item.style == .done, compatibleWith: traitCollection)
        titleLabel?.font = (normal[.font] as? UIFont) ?? defaultFont
        titleLabel?.adjustsFontForContentSizeCategory = true
        setTitleColor(normal[.foregroundColor] as? UIColor, for: .normal)
        setTitleColor((disabled[.foregroundColor] as? UIColor) ?? SemanticColors.tertiaryLabel, for: .disabled)
        isEnabled = item.isEnabled
        if menu !== item.menu { menu = item.menu }
        showsMenuAsPrimaryAction = item.menu != nil && !item.hasAction
        // Glyphs are templates drawn in the tint; a disabled item's glyph greys out with its title.
        tintColor = item.isEnabled ? item.tintColor : SemanticColors.tertiaryLabel
        accessibilityIdentifier = item.accessibilityIdentifier
        accessibilityHint = item.accessibilityHint
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// The item: `UIBarButtonItem.appearance()` values reach it as this button enters a window.
    override var appearanceCarrier: (any AppearanceCarrier)? { item }

    /// The item's label, else its title, else the system item's name, else its image's label
    /// (a symbol's spoken name).
    package override var defaultAccessibilityLabel: String? {
        guard let item else { return super.defaultAccessibilityLabel }
        return item.accessibilityLabel ?? item.title ?? item.systemItem?.spokenName ?? item.image?.accessibilityLabel
            ?? super.defaultAccessibilityLabel
    }

    /// Runs the item's actions (a tap on an item whose menu is not its primary action).
    private func tapped() {
        guard let item, item.isEnabled, item.hasAction else { return }
        item.performActions()
    }

    /// Whether the item's menu is on screen.
    var isMenuVisible: Bool { contextMenuInteraction?.menuAppearance == .compact }
}

extension UIView {
    /// The bar button item this view is the button of (in a navigation bar or toolbar), nil for
    /// every other view: a bar makes its item buttons again when it shows other items, so
    /// tools name the item rather than its button of the moment.
    package var shownBarButtonItem: UIBarButtonItem? { (self as? BarButtonItemButton)?.item }
}
