import Foundation

/// A table cell's ``UITableViewCell/contentView``. The cell, not this view, places the built-in
/// labels and image view by their measured size, so when one of them measures differently (new
/// text, a new font, a new text size) the cell is laid out again, not just this view: a label
/// made larger by Dynamic Type in a row whose height does not change gets its new height in the
/// same pass rather than whenever something else lays the cell out.
@MainActor
final class TableCellContentView: UIView {
    override func subviewIntrinsicContentSizeDidChange(_ subview: UIView) {
        guard let cell = superview as? UITableViewCell, cell.contentView === self, cell.placesBuiltIn(subview) else { return }
        cell.setNeedsLayout()
    }
}
