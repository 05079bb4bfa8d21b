import Foundation

/// The views of a row of bar button items in a bar: a button per item (or the item's custom
/// view), nothing for spaces; views are kept while their item stays in the row. The bar asks
/// the row to lay its items out from an edge (navigation bars) or across a width, sharing
/// what is left among flexible spaces (toolbars).
@MainActor
final class BarItemRow {
    /// Space between two neighbouring items [CHOSEN: UIKit's is about 8 points].
    static let spacing: CGFloat = 8

    private(set) var items: [UIBarButtonItem] = []
    private var buttons: [ObjectIdentifier: BarButtonItemButton] = [:]
    private var customViews: [ObjectIdentifier: UIView] = [:]
    private weak var host: UIView?

    init(host: UIView) {
        self.host = host
    }

    /// Shows `items` (hidden ones left out), reusing the views of items already shown.
    func setItems(_ newItems: [UIBarButtonItem], appearance: (UIBarButtonItem.Style) -> UIBarButtonItemAppearance?) {
        let shown = newItems.filter { !$0.isHidden }
        let keep = Set(shown.map(ObjectIdentifier.init))
        for (key, button) in buttons where !keep.contains(key) {
            button.removeFromSuperview()
            buttons[key] = nil
        }
        for (key, view) in customViews where !keep.contains(key) || shown.first(where: { ObjectIdentifier($0) == key })?.customView !== view {
            if view.superview === host { view.removeFromSuperview() }
            customViews[key] = nil
        }
        items = shown
        guard let host else { return }
        for item in shown where item.space == nil {
            let key = ObjectIdentifier(item)
            if let custom = item.customView {
                if let button = buttons.removeValue(forKey: key) { button.removeFromSuperview() }
                customViews[key] = custom
                if custom.superview !== host { host.addSubview(custom) }
                continue
            }
            let button = buttons[key] ?? BarButtonItemButton(item: item)
            if buttons[key] == nil {
                buttons[key] = button
                host.addSubview(button)
            }
            button.update(appearance: appearance(item.style))
        }
    }

    /// The view showing `item`, if it is in the row and not a space.
    func view(for item: UIBarButtonItem) -> UIView? {
        let key = ObjectIdentifier(item)
        return customViews[key] ?? buttons[key]
    }

    /// Every button of the row, in item order.
    var itemViews: [UIView] { items.compactMap(view(for:)) }

    /// The natural width of `item`: a fixed space's width, a custom view's width, or its
    /// button's fitting width (at least ``UIBarButtonItem/width`` when that is set).
    private func naturalWidth(of item: UIBarButtonItem, height: CGFloat) -> CGFloat {
        if item.space == .fixed { return item.width }
        if item.space == .flexible { return 0 }
        guard let view = view(for: item) else { return 0 }
        if item.customView != nil { return view.bounds.width > 0 ? view.bounds.width : view.sizeThatFits(CGSize(width: 0, height: height)).width }
        let fitting = view.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: height)).width
        return item.width > 0 ? item.width : fitting
    }

    /// Places `view` with `width` at `x`, centred vertically in the band `rowMinY`…+`rowHeight`
    /// (a custom view keeps its own height, up to the band's).
    private func place(_ item: UIBarButtonItem, x: CGFloat, width: CGFloat, rowMinY: CGFloat, rowHeight: CGFloat) {
        guard let view = view(for: item) else { return }
        var height = rowHeight
        if item.customView != nil {
            let own = view.bounds.height > 0 ? view.bounds.height : view.sizeThatFits(CGSize(width: width, height: rowHeight)).height
            height = min(rowHeight, own > 0 ? own : rowHeight)
        }
        view.frame = CGRect(x: x, y: rowMinY + (rowHeight - height) / 2, width: width, height: height)
    }

    /// Lays the items out left to right from `x`; returns the right edge of the last one.
    @discardableResult
    func layoutLeading(from x: CGFloat, rowMinY: CGFloat, rowHeight: CGFloat) -> CGFloat {
        var edge = x
        for (index, item) in items.enumerated() {
            if index > 0 { edge += Self.spacing }
            let width = naturalWidth(of: item, height: rowHeight)
            place(item, x: edge, width: width, rowMinY: rowMinY, rowHeight: rowHeight)
            edge += width
        }
        return edge
    }

    /// Lays the items out right to left from `x`, the first item outermost; returns the left
    /// edge of the last one.
    @discardableResult
    func layoutTrailing(from x: CGFloat, rowMinY: CGFloat, rowHeight: CGFloat) -> CGFloat {
        var edge = x
        for (index, item) in items.enumerated() {
            if index > 0 { edge -= Self.spacing }
            let width = naturalWidth(of: item, height: rowHeight)
            edge -= width
            place(item, x: edge, width: width, rowMinY: rowMinY, rowHeight: rowHeight)
        }
        return edge
    }

    /// Lays the items out left to right between `minX` and `maxX`: flexible spaces share the
    /// width the other items and the spacing leave (without one, the items start at `minX`).
    func layoutFilling(minX: CGFloat, maxX: CGFloat, rowMinY: CGFloat, rowHeight: CGFloat) {
        let widths = items.map { naturalWidth(of: $0, height: rowHeight) }
        let flexibleCount = items.filter { $0.space == .flexible }.count
        let used = widths.reduce(0, +) + Self.spacing * CGFloat(max(0, items.count - 1))
        let share = flexibleCount > 0 ? max(0, (maxX - minX - used) / CGFloat(flexibleCount)) : 0
        var edge = minX
        for (index, item) in items.enumerated() {
            if index > 0 { edge += Self.spacing }
            let width = item.space == .flexible ? share : widths[index]
            place(item, x: edge, width: width, rowMinY: rowMinY, rowHeight: rowHeight)
            edge += width
        }
    }
}
