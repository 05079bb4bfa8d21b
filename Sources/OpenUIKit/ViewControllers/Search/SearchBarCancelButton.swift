import Foundation

/// A search bar's Cancel button. UIKit shows it as a bar button item, so
/// `UIBarButtonItem.appearance(whenContainedInInstancesOf: [UISearchBar.self])` styles it: the
/// button carries such an item, which takes those values as the button enters a window, and
/// shows the item's tint and title attributes.
@MainActor
package final class SearchBarCancelButton: UIButton {
    /// The item the bar's Cancel button stands for (title "Cancel").
    package let item = UIBarButtonItem(title: "Cancel", style: .plain, target: nil, action: nil)

    init() {
        super.init(type: .system)
        setTitle(item.title, for: .normal)
        item.onChange = { [weak self] in self?.showItem() }
    }

    required init?(coder: NSCoder) {
        Fatal.stop("SearchBarCancelButton(coder:) is not supported")
    }

    package override var appearanceCarrier: (any AppearanceCarrier)? { item }

    /// Shows the item's tint and its normal and disabled title attributes (font and colour).
    private func showItem() {
        if let tint = item.tintColor { tintColor = tint }
        let normal = item.ownTitleAttributes(for: .normal)
        if let font = normal[.font] as? UIFont {
            titleLabel?.adjustsFontForContentSizeCategory = false
            titleLabel?.font = font
        }
        if let color = normal[.foregroundColor] as? UIColor { setTitleColor(color, for: .normal) }
        if let color = item.titleTextAttributes(for: .disabled)?[.foregroundColor] as? UIColor {
            setTitleColor(color, for: .disabled)
        }
        invalidateIntrinsicContentSize()
        superview?.setNeedsLayout()
    }
}
