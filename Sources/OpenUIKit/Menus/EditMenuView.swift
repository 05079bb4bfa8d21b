import Foundation

/// The edit menu as drawn: a rounded, shadowed row of entries separated by hairlines, placed in
/// the window above (or below) the rectangle it is about.
@MainActor
final class EditMenuView: UIView {
    /// The entries, left to right.
    let items: [EditMenuItemControl]
    private let row = UIView()
    private var separators: [UIView] = []
    /// Corner radius of the menu's rounded rectangle.
    static let cornerRadius: CGFloat = 8

    init(items: [EditMenuItemControl]) {
        self.items = items
        super.init(frame: .zero)
        backgroundColor = UIColor { traits in
            traits.userInterfaceStyle == .dark
                ? UIColor(red: 0.17, green: 0.17, blue: 0.18, alpha: 1) : UIColor(white: 0.99, alpha: 1)
        }
        layer.cornerRadius = Self.cornerRadius
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.18
        layer.shadowRadius = 10
        layer.shadowOffset = CGSize(width: 0, height: 3)
        row.layer.cornerRadius = Self.cornerRadius
        row.clipsToBounds = true
        addSubview(row)
        for (index, item) in items.enumerated() {
            if index > 0 {
                let separator = UIView()
                separator.backgroundColor = .separator
                separators.append(separator)
                row.addSubview(separator)
            }
            row.addSubview(item)
        }
    }

    required init?(coder: NSCoder) { nil }

    /// The size that shows every entry at its preferred width.
    var preferredSize: CGSize {
        let hairline = 1 / max(1, traitCollection.displayScale)
        let widths = items.reduce(0) { $0 + $1.preferredWidth }
        return CGSize(width: widths + CGFloat(max(0, items.count - 1)) * hairline, height: EditMenuItemControl.height)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        row.frame = bounds
        let hairline = 1 / max(1, traitCollection.displayScale)
        var x: CGFloat = 0
        for (index, item) in items.enumerated() {
            if index > 0 {
                separators[index - 1].frame = CGRect(x: x, y: 8, width: hairline, height: bounds.height - 16)
                x += hairline
            }
            item.frame = CGRect(x: x, y: 0, width: item.preferredWidth, height: bounds.height)
            x += item.preferredWidth
        }
    }
}
