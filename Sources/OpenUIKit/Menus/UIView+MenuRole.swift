import Foundation

/// What part of a drawn menu a view is, for the test kit's queries (the menu's classes are
/// internal).
package enum MenuRole: Sendable, Equatable {
    /// The menu itself.
    case menu
    /// One of its commands.
    case menuItem
}

extension UIView {
    /// Whether this view is a drawn edit or context menu or one of its items; nil for every other view.
    package var menuRole: MenuRole? {
        if self is EditMenuView || self is ContextMenuView { return .menu }
        if self is EditMenuItemControl || self is ContextMenuRowControl { return .menuItem }
        return nil
    }
}
