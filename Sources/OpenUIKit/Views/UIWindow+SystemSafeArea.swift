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
        guard frame.intersects(screen.bounds) else { return .zero }
        return UIView.insets(of: frame, overlapping: outer, of: screen.bounds)
    }
}
