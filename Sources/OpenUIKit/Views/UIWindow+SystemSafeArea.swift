import Foundation

extension UIWindow {
    /// The window's own safe-area insets, where every view's safe area starts: the ones the
    /// test kit set for this window alone, else the part of the screen's unsafe edges (what the
    /// device's status bar and home indicator take in the screen's orientation; nothing on a
    /// desktop window or a bare headless screen) that the window's frame overlaps, in the
    /// window's own coordinates — all of them for a window covering the screen.
    package var systemSafeAreaInsets: UIEdgeInsets {
        if let simulatedSafeAreaInsets { return simulatedSafeAreaInsets }
        guard let screen = application?.screen else { return .zero }
        let outer = screen.windowSafeAreaInsets
        if frame == screen.bounds || outer == .zero { return outer }
        let bounds = screen.bounds
        let safe = CGRect(
            x: bounds.minX + outer.left, y: bounds.minY + outer.top,
            width: max(0, bounds.width - outer.left - outer.right),
            height: max(0, bounds.height - outer.top - outer.bottom))
        let rect = frame
        guard rect.intersects(bounds) else { return .zero }
        return UIEdgeInsets(
            top: min(rect.height, max(0, safe.minY - rect.minY)),
            left: min(rect.width, max(0, safe.minX - rect.minX)),
            bottom: min(rect.height, max(0, rect.maxY - safe.maxY)),
            right: min(rect.width, max(0, rect.maxX - safe.maxX)))
    }
}
