import Foundation

/// Submenus as iOS 16 and later show them: tapping a submenu's entry opens the submenu on its own
/// platter over the menu, unfolding from the entry (its frame grows from the entry's to its
/// own over ``submenuAnimationDuration`` on the application clock) while the menu recedes
/// (dimmed and a little smaller) behind it with the same animation. The submenu lists its title
/// row first (a chevron pointing down), which leads back; tapping the receded menu leads back
/// too; leading back folds the platter into the entry again as the menu comes forward. A
/// submenu of a submenu does the same over the submenu, which recedes in turn: its title row
/// (or the receded submenu, tapped) leads back one level, the receded menu all the way.
///
/// As in UIKit, touches go to where things will be: while a submenu unfolds its rows can be
/// chosen where they end up, and while it folds away it takes no touches (the menu behind has
/// come forward).
// UIKit divergence: UIKit's spring is an ease in and out here, over a duration of our choosing.
extension UIContextMenuInteraction {
    /// How long a submenu takes to unfold from its entry, or fold back into it; the menu behind
    /// recedes or comes forward over the same time [CHOSEN].
    static let submenuAnimationDuration: TimeInterval = 0.3

    /// How long a finger sliding from the press that opened the menu must rest on a submenu's
    /// entry for the submenu to open [CHOSEN: UIKit does not publish it].
    static let submenuDwellDuration: TimeInterval = 0.4

    /// Opens `menu` (an entry of the front menu) over it.
    func openSubmenu(_ menu: UIMenu) {
        guard let presentation else { return }
        presentation.dwellTimer?.invalidate()
        presentation.openSubmenus.append(menu)
        refreshRows()
    }

    /// Closes `menu` (the front submenu, whose title row was tapped) and any opened after it.
    func closeSubmenu(_ menu: UIMenu) {
        guard let presentation, let index = presentation.openSubmenus.firstIndex(where: { $0 === menu }) else { return }
        presentation.dwellTimer?.invalidate()
        presentation.openSubmenus.removeSubrange(index...)
        refreshRows()
    }

    /// The frame, in the container, of `parent`'s entry for `submenu`, if it lists one.
    private func entryFrame(of submenu: UIMenu, in parent: ContextMenuView, of presentation: ContextMenuPresentation) -> CGRect? {
        let entry = parent.rowViews.first(where: {
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

    /// Brings the platters in line with ``ContextMenuPresentation/openSubmenus``: the platters
    /// of submenus closed fold back into their entries, a submenu newly opened unfolds from its
    /// entry over the one before (which recedes), and the ones that stay are drawn again. The
    /// folds, the unfold and the menus receding or coming forward share one animation.
    func showSubmenu(of presentation: ContextMenuPresentation, in window: UIWindow) {
        let open = presentation.openSubmenus
        var kept = 0
        while kept < presentation.submenuLevels.count, kept < open.count,
            presentation.submenuLevels[kept].menu === open[kept]
        {
            kept += 1
        }
        // The views behind the front one before the change, with their receded state as it was
        // (the menu's layout pass resets its transform): only a change animates.
        let views = [presentation.menuView] + presentation.submenuLevels.map(\.view)
        for view in views {
            let receded = view.isReceded
            view.isReceded = receded
        }
        let closing = presentation.submenuLevels[kept...]
        presentation.submenuLevels.removeSubrange(kept...)
        for level in closing {
            level.view.isUserInteractionEnabled = false
            level.view.accessibilityElementsHidden = true
            level.view.autoScroll(fingerAt: nil)
        }
        var changes: [@MainActor () -> Void] = []
        for level in closing {
            let view = level.view
            let home = level.foldTarget ?? CGRect(x: view.frame.minX, y: view.frame.minY, width: view.frame.width, height: 0)
            changes.append {
                // A platter behind the front one comes forward as it folds.
                view.isReceded = false
                view.frame = home
                view.layoutIfNeeded()
            }
        }
        let safe = window.bounds.inset(by: window.safeAreaInsets).insetBy(dx: Self.margin, dy: Self.margin)
        for depth in 0..<open.count {
            let submenu = open[depth]
            let parent = depth == 0 ? presentation.menuView : presentation.submenuLevels[depth - 1].view
            // The parent and its entry are measured at full size.
            let parentReceded = parent.isReceded
            parent.isReceded = false
            let parentFrame = parent.frame
            let entry = entryFrame(of: submenu, in: parent, of: presentation)
            parent.isReceded = parentReceded
            let isNew = depth >= kept
            let view: ContextMenuView
            if isNew {
                view = ContextMenuView()
                presentation.container.addSubview(view)
                presentation.submenuLevels.append(SubmenuLevel(menu: submenu, view: view, foldTarget: entry))
            } else {
                view = presentation.submenuLevels[depth].view
            }
            show(contents(reversed: false).submenuRows(for: submenu), in: view)
            // The platter opens with its top at its entry's, at least as wide as its parent.
            let wasReceded = view.isReceded
            view.isReceded = false
            let top = isNew ? entry?.minY ?? parentFrame.minY : view.frame.minY
            var size = view.preferredSize
            size.width = min(max(size.width, parentFrame.width), safe.width)
            size.height = min(size.height, safe.height)
            let x = min(max(parentFrame.minX, safe.minX), safe.maxX - size.width)
            let y = min(max(top, safe.minY), safe.maxY - size.height)
            let frame = CGRect(x: x.rounded(), y: y.rounded(), width: size.width, height: size.height)
            if isNew, let entry {
                // Unfold from the entry: start on it, laid out there, then grow to the platter.
                view.frame = entry
                view.scroll(to: 0)
                view.layoutIfNeeded()
                changes.append {
                    view.frame = frame
                    view.layoutIfNeeded()
                }
            } else {
                if isNew { view.scroll(to: 0) }
                view.frame = frame
                view.layoutIfNeeded()
            }
            view.isReceded = wasReceded
        }
        // Every platter but the front one recedes; tapping a receded one leads back to it.
        let levels = [presentation.menuView] + presentation.submenuLevels.map(\.view)
        for (depth, view) in levels.enumerated() {
            let receded = depth < levels.count - 1
            view.onTapWhileReceded = { [weak self, weak presentation] in
                guard let presentation, depth < presentation.openSubmenus.count else { return }
                self?.closeSubmenu(presentation.openSubmenus[depth])
            }
            guard view.isReceded != receded else { continue }
            changes.append { view.isReceded = receded }
        }
        guard !changes.isEmpty else { return }
        let animates = !closing.isEmpty || presentation.submenuLevels[kept...].contains { $0.foldTarget != nil }
        guard animates else {
            for change in changes { change() }
            return
        }
        let folded = closing.map(\.view)
        animateSubmenu(
            { for change in changes { change() } },
            completion: { for view in folded { view.removeFromSuperview() } })
    }
}
