import Foundation

/// The finger that opened a menu without lifting (a context menu's long press, a menu button's
/// touch-down) may slide over the rows: the enabled row under it is highlighted, and lifting on
/// a row chooses it as a tap on it would. Lifting anywhere else chooses nothing and leaves the
/// menu open, and so does lifting a finger that has not moved since the menu appeared (a tall
/// menu may open under it). A finger resting near the top or bottom edge of a menu that scrolls
/// scrolls it that way (see `ContextMenuView.autoScroll(fingerAt:)`), the row under it
/// highlighted as the rows pass. A finger resting on a submenu's entry for
/// ``submenuDwellDuration`` (on the application clock) opens the submenu, as lifting on it
/// would; the finger must then move before its lift chooses anything.
// UIKit divergence: UIKit does not say what a finger lifted without moving does when the menu
// opened under it; here it chooses nothing.
extension UIContextMenuInteraction {
    /// Highlights the enabled row under `point` (in `window`'s coordinates) and clears the
    /// highlight of the row the finger left; nil clears every highlight.
    func fingerMoved(to point: CGPoint?, in window: UIWindow) {
        guard let presentation else { return }
        if point != nil { presentation.fingerHasMoved = true }
        let front = presentation.frontMenuView
        if front.window === window {
            front.onAutoScroll = { [weak self, weak window] in
                guard let self, let window, let point else { return }
                self.highlightRow(at: point, in: window)
            }
            front.autoScroll(fingerAt: point.map { window.convert($0, to: front) })
        }
        highlightRow(at: point, in: window)
    }

    /// Highlights the enabled row under `point` and clears the one the finger left.
    private func highlightRow(at point: CGPoint?, in window: UIWindow) {
        guard let presentation else { return }
        let row = point.flatMap { menuRow(at: $0, in: window) }
        guard presentation.rowUnderFinger !== row else { return }
        presentation.rowUnderFinger?.isHighlighted = false
        row?.isHighlighted = true
        presentation.rowUnderFinger = row
        presentation.dwellTimer?.invalidate()
        presentation.dwellTimer = nil
        guard let row, let submenu = submenuEntry(row, in: presentation), let runLoop = window.application?.runLoop else {
            return
        }
        presentation.dwellTimer = runLoop.schedule(after: Self.submenuDwellDuration) { [weak self, weak presentation, weak row] _ in
            guard let self, let presentation, self.presentation === presentation, let row,
                presentation.rowUnderFinger === row
            else { return }
            presentation.dwellTimer = nil
            row.isHighlighted = false
            presentation.rowUnderFinger = nil
            // The new platter lies under the finger: only a move after this makes a lift choose.
            presentation.fingerHasMoved = false
            self.openSubmenu(submenu)
        }
    }

    /// The submenu `row` (a control of the front menu) is the entry of, if it is one (a
    /// submenu's title row, which leads back, is not).
    private func submenuEntry(_ row: UIControl, in presentation: ContextMenuPresentation) -> UIMenu? {
        guard let listed = presentation.frontMenuView.rowViews.first(where: { $0.view === row }),
            case .submenu(let menu, false) = listed.row
        else { return nil }
        return menu
    }

    /// The finger lifted at `point`: the row under it, if any and if the finger moved since the
    /// menu appeared, is chosen (after `willChoose` runs); returns whether one was.
    @discardableResult
    func fingerLifted(at point: CGPoint, in window: UIWindow, willChoose: () -> Void = {}) -> Bool {
        let hasMoved = presentation?.fingerHasMoved ?? false
        let row = menuRow(at: point, in: window)
        fingerMoved(to: nil, in: window)
        guard hasMoved, let row else { return false }
        willChoose()
        row.sendActions(for: .touchUpInside, with: nil)
        return true
    }

    /// The enabled row of the shown menu under `point` (in `window`'s coordinates), if any.
    func menuRow(at point: CGPoint, in window: UIWindow) -> UIControl? {
        guard let menuView = presentation?.frontMenuView, menuView.window === window else { return nil }
        let local = window.convert(point, to: menuView)
        guard menuView.point(inside: local, with: nil) else { return nil }
        var hit = menuView.hitTest(local, with: nil)
        while let view = hit, !(view is ContextMenuRowControl) { hit = view === menuView ? nil : view.superview }
        guard let row = hit as? ContextMenuRowControl, row.isEnabled else { return nil }
        return row
    }
}
