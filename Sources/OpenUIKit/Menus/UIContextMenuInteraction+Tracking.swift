import Foundation

/// The finger that opened a menu without lifting (a context menu's long press, a menu button's
/// touch-down) may slide over the rows: the enabled row under it is highlighted, and lifting on
/// a row chooses it as a tap on it would. Lifting anywhere else chooses nothing and leaves the
/// menu open, and so does lifting a finger that has not moved since the menu appeared (a tall
/// menu may open under it). A finger resting near the top or bottom edge of a menu that scrolls
/// scrolls it that way (see `ContextMenuView.autoScroll(fingerAt:)`), the row under it
/// highlighted as the rows pass.
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
