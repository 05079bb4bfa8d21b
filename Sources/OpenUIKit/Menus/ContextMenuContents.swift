import Foundation

/// Turns a menu into the rows a context menu draws: inline menus become groups set apart by
/// bands (with their title, if any, on top), other submenus one entry each (opened over the
/// menu, listed by ``submenuRows(for:)``), deferred elements their elements or a loading row,
/// and hidden elements nothing.
@MainActor
struct ContextMenuContents {
    /// Whether every menu's elements (and inline groups) are listed last first, as a
    /// `.priority` menu opened above its source lists them; titles stay on top of their group.
    var reversesElements = false
    /// Answers a deferred element's elements, or nil while they load.
    var resolve: @MainActor (UIDeferredMenuElement) -> [UIMenuElement]?

    /// The rows for `menu`, its title first when it has one.
    func rows(for menu: UIMenu) -> [ContextMenuRow] {
        var rows: [ContextMenuRow] = menu.title.isEmpty ? [] : [.header(menu.title)]
        let body = groups(of: menu.children, in: menu)
        for (index, group) in body.enumerated() {
            if index > 0 { rows.append(.groupGap) }
            rows += group
        }
        return rows
    }

    /// The rows of an opened submenu's platter: its title row (which leads back), a band, then
    /// its elements.
    func submenuRows(for menu: UIMenu) -> [ContextMenuRow] {
        var rows: [ContextMenuRow] = [.submenu(menu, isExpanded: true)]
        for group in groups(of: menu.children, in: menu) {
            rows.append(.groupGap)
            rows += group
        }
        return rows
    }

    /// `elements` of `menu` as groups: runs of plain entries, and one group per inline menu.
    private func groups(of elements: [UIMenuElement], in menu: UIMenu) -> [[ContextMenuRow]] {
        var groups: [[ContextMenuRow]] = []
        var current: [ContextMenuRow] = []
        func close() {
            if !current.isEmpty { groups.append(current) }
            current = []
        }
        let ordered = spliced(elements)
        for element in reversesElements ? ordered.reversed() : ordered {
            if let submenu = element as? UIMenu {
                if submenu.options.contains(.displayAsPalette) {
                    Fatal.stop(
                        "UIMenu.Options.displayAsPalette is not drawn by OpenUIKit's context menu (menu '\(submenu.title)'); "
                            + "use .displayInline")
                }
                if submenu.options.contains(.displayInline) {
                    close()
                    let inner = self.groups(of: submenu.children, in: submenu)
                    for (index, group) in inner.enumerated() {
                        groups.append((index == 0 && !submenu.title.isEmpty ? [.header(submenu.title)] : []) + group)
                    }
                } else if !submenu.children.isEmpty {
                    current.append(.submenu(submenu, isExpanded: false))
                }
            } else if element is UIDeferredMenuElement {
                current.append(.loading)
            } else if !ContextMenuRow.attributes(of: element).contains(.hidden) {
                current.append(.element(element, menu: menu))
            }
        }
        close()
        return groups
    }

    /// `elements` with each deferred element that has its elements replaced by them, in place.
    private func spliced(_ elements: [UIMenuElement]) -> [UIMenuElement] {
        var result: [UIMenuElement] = []
        for element in elements {
            if let deferred = element as? UIDeferredMenuElement, let resolved = resolve(deferred) {
                result += spliced(resolved)
            } else {
                result.append(element)
            }
        }
        return result
    }
}
