import Foundation

/// Submenus as iOS 16 and later show them: tapping a submenu's entry opens the submenu on its own
/// platter over the menu, unfolding from the entry (its frame grows from the entry's to its
/// own over ``submenuAnimationDuration`` on the application clock) while the menu recedes
/// (dimmed and a little smaller) behind it with the same animation. The submenu lists its title
/// row first (a chevron pointing down), which leads back; tapping the receded menu leads back
/// too; leading back folds the platter into the entry again as the menu comes forward. A
/// submenu of the submenu replaces it on the same platter, and its title row leads back to the
/// one before.
///
/// As in UIKit, touches go to where things will be: while a submenu unfolds its rows can be
/// chosen where they end up, and while it folds away it takes no touches (the menu behind has
/// come forward).
// UIKit divergence: a submenu of a submenu replaces it at once (no animation), and a finger
// sliding from the long press opens a submenu only by lifting on its entry, not by resting on it.
extension UIContextMenuInteraction {
    /// How long a submenu takes to unfold from its entry, or fold back into it; the menu behind
    /// recedes or comes forward over the same time [CHOSEN].
    static let submenuAnimationDuration: TimeInterval = 0.3

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

    /// The frame, in the container, of the menu's entry for `submenu`, if it lists one.
    private func entryFrame(of submenu: UIMenu, in presentation: ContextMenuPresentation) -> CGRect? {
        let entry = presentation.menuView.rowViews.first(where: {
            if case .submenu(let menu, false) = $0.row { return menu === submenu }
            return false
        })?.view
        return entry.map { $0.convert($0.bounds, to: presentation.container) }
    }

    /// Animates `changes` as a submenu unfolds or folds, on the application clock.
    private func animateSubmenu(_ changes: @escaping @MainActor () -> Void, completion: (@MainActor () -> Void)? = nil) {
        UIView.animate(
            withDuration: Self.submenuAnimationDuration, delay: 0, options: [.curveEaseInOut, .allowUserInteraction],
            animations: changes, completion: { _ in completion?() })
    }

    /// Shows the last opened submenu over the receded menu, or folds the submenu's platter away
    /// and brings the menu forward when none is open.
    func showSubmenu(of presentation: ContextMenuPresentation, in window: UIWindow) {
        guard let submenu = presentation.openSubmenus.last else {
            guard let folding = presentation.submenuView else {
                presentation.menuView.isReceded = false
                return
            }
            presentation.submenuView = nil
            folding.isUserInteractionEnabled = false
            folding.autoScroll(fingerAt: nil)
            let home = presentation.foldTarget ?? CGRect(x: folding.frame.minX, y: folding.frame.minY, width: folding.frame.width, height: 0)
            presentation.foldTarget = nil
            animateSubmenu(
                {
                    folding.frame = home
                    folding.layoutIfNeeded()
                    presentation.menuView.isReceded = false
                }, completion: { folding.removeFromSuperview() })
            return
        }
        // Where the platter goes: the top of the entry in the menu (first level), else where the
        // previous submenu's platter was.
        let parent = presentation.menuView.frame
        let wasReceded = presentation.menuView.isReceded
        // The entry is measured with the menu at full size.
        presentation.menuView.isReceded = false
        let entry = presentation.openSubmenus.count == 1 ? entryFrame(of: submenu, in: presentation) : nil
        presentation.menuView.isReceded = wasReceded
        var top = presentation.submenuView?.frame.minY ?? parent.minY
        if let entry { top = entry.minY }
        let submenuView: ContextMenuView
        let unfolds: Bool
        if let shown = presentation.submenuView {
            submenuView = shown
            unfolds = false
        } else {
            submenuView = ContextMenuView()
            presentation.container.addSubview(submenuView)
            presentation.submenuView = submenuView
            unfolds = true
        }
        show(contents(reversed: false).submenuRows(for: submenu), in: submenuView)
        presentation.menuView.onTapWhileReceded = { [weak self, weak presentation] in
            guard let presentation, let outermost = presentation.openSubmenus.first else { return }
            self?.closeSubmenu(outermost)
        }

        let safe = window.bounds.inset(by: window.safeAreaInsets).insetBy(dx: Self.margin, dy: Self.margin)
        var size = submenuView.preferredSize
        size.width = min(max(size.width, parent.width), safe.width)
        size.height = min(size.height, safe.height)
        let x = min(max(parent.minX, safe.minX), safe.maxX - size.width)
        let y = min(max(top, safe.minY), safe.maxY - size.height)
        let frame = CGRect(x: x.rounded(), y: y.rounded(), width: size.width, height: size.height)
        guard unfolds, let entry else {
            if unfolds { submenuView.scroll(to: 0) }
            submenuView.frame = frame
            submenuView.layoutIfNeeded()
            presentation.menuView.isReceded = true
            return
        }
        // Unfold from the entry: start on it, laid out there, then grow to the platter's frame
        // as the menu recedes.
        presentation.foldTarget = entry
        submenuView.frame = entry
        submenuView.scroll(to: 0)
        submenuView.layoutIfNeeded()
        animateSubmenu {
            submenuView.frame = frame
            submenuView.layoutIfNeeded()
            presentation.menuView.isReceded = true
        }
    }
}
