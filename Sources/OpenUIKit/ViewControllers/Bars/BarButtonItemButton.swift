import Foundation

/// The button a navigation bar or toolbar shows for a bar button item: the item's title (bold
/// for `.done`), image or system glyph in the item's tint, carrying the item's accessibility
/// identifier, label and hint, so UI tests find bar items the way XCUITest does. A tap runs
/// the item's actions, or shows its menu when it has none.
@MainActor
final class BarButtonItemButton: UIButton, UIEditMenuInteractionDelegate {
    /// The least padding left and right of an image; a narrow image gets more, so its button
    /// is 44 points wide (the minimum hit target Apple's guidelines give).
    static let glyphPadding: CGFloat = 10

    private(set) weak var item: UIBarButtonItem?
    private var menuInteraction: UIEditMenuInteraction?

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
        let normal = appearance?.normal.titleTextAttributes ?? [:]
        let disabled = appearance?.disabled.titleTextAttributes ?? [:]
        let defaultFont = BarFonts.item(done: item.style == .done, compatibleWith: traitCollection)
        titleLabel?.font = (normal[.font] as? UIFont) ?? defaultFont
        titleLabel?.adjustsFontForContentSizeCategory = true
        setTitleColor(normal[.foregroundColor] as? UIColor, for: .normal)
        setTitleColor((disabled[.foregroundColor] as? UIColor) ?? SemanticColors.tertiaryLabel, for: .disabled)
        isEnabled = item.isEnabled
        // Glyphs are templates drawn in the tint; a disabled item's glyph greys out with its title.
        tintColor = item.isEnabled ? item.tintColor : SemanticColors.tertiaryLabel
        accessibilityIdentifier = item.accessibilityIdentifier
        accessibilityHint = item.accessibilityHint
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// The item's label, else its title, else the system item's name.
    package override var defaultAccessibilityLabel: String? {
        guard let item else { return super.defaultAccessibilityLabel }
        return item.accessibilityLabel ?? item.title ?? item.systemItem?.spokenName ?? super.defaultAccessibilityLabel
    }

    private func tapped() {
        guard let item, item.isEnabled else { return }
        if item.hasAction {
            item.performActions()
        } else if item.menu != nil {
            showMenu()
        }
    }

    /// Shows the item's menu below the button.
    // UIKit divergence: the menu is the edit menu's row of entries (the menu machinery this
    // project has), placed below the button, rather than UIKit's pull-down list.
    private func showMenu() {
        let interaction: UIEditMenuInteraction
        if let menuInteraction {
            interaction = menuInteraction
        } else {
            interaction = UIEditMenuInteraction(delegate: self)
            addInteraction(interaction)
            menuInteraction = interaction
        }
        interaction.presentEditMenu(
            with: UIEditMenuConfiguration(identifier: nil, sourcePoint: CGPoint(x: bounds.midX, y: bounds.maxY)))
    }

    /// Whether the item's menu is on screen.
    var isMenuVisible: Bool { menuInteraction?.isMenuVisible ?? false }

    func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
        suggestedActions: [UIMenuElement]
    ) -> UIMenu? {
        item?.menu
    }

    func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, targetRectFor configuration: UIEditMenuConfiguration
    ) -> CGRect {
        bounds
    }
}
