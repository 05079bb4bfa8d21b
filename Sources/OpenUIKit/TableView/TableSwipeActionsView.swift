import Foundation

/// The buttons a swipe reveals at the row's edge, one ``SwipeActionButton`` per action, the
/// first nearest the edge. Used by table rows and list rows alike.
final class TableSwipeActionsView: UIView {
    private(set) var buttons: [SwipeActionButton] = []

    /// The most the buttons may take together: the row's width.
    private let maximumWidth: CGFloat

    /// Makes a button for each of `actions` (the first nearest the row's leading edge for
    /// `leading` actions, nearest its trailing edge otherwise) for a row of `rowSize`, their
    /// titles sized for `traitCollection`, together no wider than the row; `tap` runs when one
    /// is tapped.
    init(
        actions: [UIContextualAction], leading: Bool, traitCollection: UITraitCollection?, rowSize: CGSize,
        tap: @escaping @MainActor (UIContextualAction, UIButton) -> Void
    ) {
        maximumWidth = rowSize.width
        super.init(frame: .zero)
        clipsToBounds = true
        for action in leading ? actions : actions.reversed() {
            let button = SwipeActionButton(action: action, traitCollection: traitCollection, rowHeight: rowSize.height)
            button.addAction(UIAction { [weak button] _ in
                guard let button else { return }
                tap(action, button)
            }, for: .touchUpInside)
            buttons.append(button)
            addSubview(button)
        }
    }

    required init?(coder: NSCoder) {
        maximumWidth = .greatestFiniteMagnitude
        super.init(coder: coder)
    }

    /// The button of `action`, if it is one of the view's.
    func button(for action: UIContextualAction) -> SwipeActionButton? {
        buttons.first { $0.action === action }
    }

    /// The buttons' preferred widths added up.
    private var naturalWidth: CGFloat { buttons.reduce(0) { $0 + $1.preferredWidth } }

    /// The width of all the buttons when fully revealed: their preferred widths added up, at
    /// most the row's width (where they all narrow in proportion).
    var preferredWidth: CGFloat { min(naturalWidth, maximumWidth) }

    /// The buttons share the revealed width in proportion to their preferred widths.
    override func layoutSubviews() {
        super.layoutSubviews()
        let total = naturalWidth
        guard total > 0 else { return }
        let factor = bounds.width / total
        var x: CGFloat = 0
        // Right to left the row's edges swap, so the order of the buttons does too.
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        for button in buttons {
            let width = button.preferredWidth * factor
            button.setFrame(CGRect(x: x, y: 0, width: width, height: bounds.height), mirroredIn: bounds, when: rightToLeft)
            x += width
        }
    }
}
