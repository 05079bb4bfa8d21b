import Foundation

/// Submenus as iOS 16 and later show them: tapping a submenu's entry opens the submenu on its own
/// platter over the menu, its top edge at the entry's, while the menu recedes (dimmed and a
/// little smaller) behind it. The submenu lists its title row first (a chevron pointing down),
/// which leads back; tapping the receded menu leads back too. A submenu of the submenu replaces
/// it on the same platter, and its title row leads back to the one before.
// UIKit divergence: the submenu appears and leaves at once (no unfolding animation), and a
// finger sliding from the long press opens a submenu only by lifting on its entry, not by
// resting on it.
extension UIContextMenuInteraction {
    /// Opens `menu` (an entry of the front menu) over it.
    func openSubmenu(_ menu: UIMenu) {
        guard let presentation else { return }
        presentation.openSubmenus.append(menu)
        refreshRows()
    }

    /// Closes `menu` (the front submenu, whose title row was tapped) and any opened after it.
    func closeSubmenu(_ menu: UIMenu) {
        guard let presentation, let index = presentation.openSubmenus.firstIndex(where: { $0 === menu }) else { return }
        presentation.openSubmenus.removeSubrange(index...)
        refreshRows()
    }

    /// Shows the last opened submenu over the receded menu, or takes the submenu's platter away
    /// and brings the menu forward when none is open.
    func showSubmenu(of presentation: ContextMenuPresentation, in window: UIWindow) {
        guard let submenu = presentation.openSubmenus.last else {
            presentation.submenuView?.removeFromSuperview()
            presentation.submenuView = nil
            presentation.menuView.isReceded = false
            return
        }
        // Where the platter goes: the top of the entry in the menu (first level), else where the
        // previous submenu's platter was.
        presentation.menuView.isReceded = false
        let parent = presentation.menuView.frame
        var top = presentation.submenuView?.frame.minY ?? parent.minY
        if presentation.openSubmenus.count == 1,
            let entry = presentation.menuView.rowViews.first(where: {
                if case .submenu(let menu, _) = $0.row { return menu === submenu }
                return false
            })?.view
        {
            top = entry.convert(entry.bounds, to: window).minY
        }
        let submenuView: ContextMenuView
        if let shown = presentation.submenuView {
            submenuView = shown
        } else {
            submenuView = ContextMenuView()
            presentation.container.addSubview(submenuView)
            presentation.submenuView = submenuView
            submenuView.scroll(to: 0)
        }
        show(contents(reversed: false).submenuRows(for: submenu), in: submenuView)
        presentation.menuView.onTapWhileReceded = { [weak self, weak presentation] in
            guard let presentation, let outermost = presentation.openSubmenus.first else { return }
            self?.closeSubmenu(outermost)
        }
        presentation.menuView.isReceded = true

        let safe = window.bounds.inset(by: window.safeAreaInsets).insetBy(dx: Self.margin, dy: Self.margin)
        var size = submenuView.preferredSize
        size.width = min(max(size.width, parent.width), safe.width)
        size.height = min(size.height, safe.height)
        let x = min(max(parent.minX, safe.minX), safe.maxX - size.width)
        let y = min(max(top, safe.minY), safe.maxY - size.height)
        submenuView.frame = CGRect(x: x.rounded(), y: y.rounded(), width: size.width, height: size.height)
        submenuView.layoutIfNeeded()
    }
}
