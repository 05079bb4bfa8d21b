import Foundation

extension UIMenu {
    /// The actions and commands in the `.on` state, in order, looking inside submenus; what a
    /// pop-up button or a `.singleSelection` menu has chosen.
    public var selectedElements: [UIMenuElement] {
        children.flatMap { child -> [UIMenuElement] in
            if let submenu = child as? UIMenu { return submenu.selectedElements }
            return ContextMenuRow.state(of: child) == .on ? [child] : []
        }
    }
}
