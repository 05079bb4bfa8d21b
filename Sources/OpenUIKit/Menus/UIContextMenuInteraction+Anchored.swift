import Foundation

/// Menus anchored to their view: what a button's `menu` and a bar button item's menu show. The
/// context menu's platter opens beside the view (below it when it fits, else above it), its
/// edge lined up with the view's edge on the side of the window the view is on, with no
/// lifted preview and nothing dimmed; a tap outside closes it.
extension UIContextMenuInteraction {
    /// Gap between the view and an anchored menu.
    // UIKit divergence: UIKit does not publish the gap; this is measured by eye from iOS 17.
    static let anchoredGap: CGFloat = 8

    /// Shows `configuration`'s menu anchored to the view at once (a tap on a pull-down or
    /// pop-up button), unless a menu is already shown or the view is not in a window.
    func presentAnchoredMenu(_ configuration: UIContextMenuConfiguration) {
        guard presentation == nil else { return }
        guard view?.window != nil else {
            view?.misuseLog.log("UIContextMenuInteraction: the view is not in a window; its menu is not shown")
            return
        }
        present(configuration, anchored: true)
    }

    /// Places an anchored menu: below the view when it fits inside the safe area, else above
    /// it, else wherever leaves the most of it visible; leading-aligned with a view on the
    /// window's leading half, trailing-aligned otherwise.
    /// Returns whether the menu opened above the view.
    func layOutAnchored(_ presentation: ContextMenuPresentation, in window: UIWindow) -> Bool {
        let source = presentation.container.previewHomeFrame
        let (safe, size) = fittedMenu(presentation, in: window)
        let x = source.midX <= window.bounds.midX ? source.minX : source.maxX - size.width
        let below = source.maxY + Self.anchoredGap
        let above = source.minY - Self.anchoredGap - size.height
        let y: CGFloat
        var opensAbove = false
        if below + size.height <= safe.maxY {
            y = below
        } else if above >= safe.minY {
            y = above
            opensAbove = true
        } else {
            y = safe.maxY - size.height
        }
        let clampedX = min(max(x, safe.minX), safe.maxX - size.width)
        presentation.menuView.transform = .identity
        presentation.menuView.frame = CGRect(
            x: clampedX.rounded(), y: max(y, safe.minY).rounded(), width: size.width, height: size.height)
        presentation.menuView.layoutIfNeeded()
        return opensAbove
    }
}
