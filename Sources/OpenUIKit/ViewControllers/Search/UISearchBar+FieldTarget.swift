import Foundation

extension UISearchBar {
    /// The search field when `point` (in the bar's coordinates) falls in the bar's padding
    /// around it: `hit` is the bar itself (nothing else took the touch), the point is in the
    /// field's row, and it lies before the gap to the Cancel button. Nil otherwise, and while
    /// the field takes no touches.
    func fieldTarget(at point: CGPoint, hit: UIView?) -> UIView? {
        guard hit === self, !searchTextField.isHidden, searchTextField.isUserInteractionEnabled,
            searchTextField.alpha > 0.01
        else { return nil }
        let field = searchTextField.frame
        let rowTop = prompt == nil ? 0 : Self.promptHeight
        guard point.y >= rowTop, point.y < rowTop + fieldRowHeight else { return nil }
        let trailing = showsCancelButton ? field.maxX + Self.cancelGap / 2 : bounds.width
        guard point.x >= 0, point.x < trailing else { return nil }
        return searchTextField
    }
}
