import Foundation

extension AppearanceProxy where View: UITableView {
    /// The separator colour recorded for the table views.
    public var separatorColor: UIColor? {
        get { recorded(.tableSeparatorColor, as: UIColor?.self) }
        nonmutating set { record(.tableSeparatorColor, \View.separatorColor, newValue) }
    }
}
