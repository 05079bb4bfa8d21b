import Foundation

/// One line of a shown context menu, in the order drawn from the top.
@MainActor
enum ContextMenuRow {
    /// A menu's title, small and grey, above its elements.
    case header(String)
    /// An action or command; `menu` is the menu that lists it (for single selection).
    case element(UIMenuElement, menu: UIMenu)
    /// A submenu's entry; `isExpanded`, the title row of the submenu opened over its parent.
    case submenu(UIMenu, isExpanded: Bool)
    /// A deferred element whose provider has not answered yet.
    case loading
    /// The wide band between inline groups.
    case groupGap

    /// The attributes of an action or command; none for other rows.
    static func attributes(of element: UIMenuElement) -> UIMenuElement.Attributes {
        if let action = element as? UIAction { return action.attributes }
        if let command = element as? UICommand { return command.attributes }
        return []
    }

    /// The check state of an action or command; `.off` for other rows.
    static func state(of element: UIMenuElement) -> UIMenuElement.State {
        if let action = element as? UIAction { return action.state }
        if let command = element as? UICommand { return command.state }
        return .off
    }

    /// Sets the check state of an action or command.
    static func setState(_ state: UIMenuElement.State, of element: UIMenuElement) {
        if let action = element as? UIAction { action.state = state }
        if let command = element as? UICommand { command.state = state }
    }
}
