extension UITableViewCell {
    /// Whether a table view draws separator lines between its cells (the type of
    /// ``UITableView/separatorStyle``).
    /// - Note: See https://developer.apple.com/documentation/uikit/uitableviewcell/separatorstyle-swift.enum
    public enum SeparatorStyle: Int, Sendable {
        /// No separators.
        case none
        /// A thin line at the bottom of each cell (the default).
        case singleLine
        /// The etched line grouped tables drew before iOS 7; deprecated in UIKit, drawn here as
        /// ``singleLine``, as iOS 7 and later draw it.
        case singleLineEtched
    }
}
