import Foundation

extension UITableViewController {
    /// The software keyboard moves (called inside its animation block, so what changes here
    /// animates with it): while the keyboard covers the bottom of the table, the table's bottom
    /// content and indicator insets grow by the covered height (less the safe-area inset the
    /// table already adds there), and the row holding the first responder scrolls into view;
    /// when the keyboard goes, the added inset is taken back and the content moves back within
    /// its range.
    package func softwareKeyboardWillChangeFrame(to keyboardFrame: CGRect?) {
        guard let table = viewIfLoaded as? UITableView, let window = table.window else { return }
        var covered: CGFloat = 0
        if let keyboardFrame {
            let inScreen = table.convert(table.bounds, to: nil).offsetBy(dx: window.frame.minX, dy: window.frame.minY)
            covered = max(0, inScreen.maxY - keyboardFrame.minY)
        }
        let automatic = table.adjustedContentInset.bottom - table.contentInset.bottom
        let wanted = covered > 0 ? max(0, covered - automatic) : 0
        if wanted != keyboardInset {
            table.contentInset.bottom += wanted - keyboardInset
            table.verticalScrollIndicatorInsets.bottom += wanted - keyboardInset
            keyboardInset = wanted
        }
        if covered > 0, let responder = window.firstResponder as? UIView, responder.isDescendant(of: table) {
            // The row holding the responder (the responder itself outside any cell).
            let row = sequence(first: responder, next: \.superview).first { $0 is UITableViewCell } ?? responder
            table.scrollRectToVisible(row.convert(row.bounds, to: table), animated: false)
        } else if table.contentOffset.y > table.maximumContentOffset.y {
            table.contentOffset.y = table.maximumContentOffset.y
        }
    }
}
