import Foundation

extension UIWindow {
    /// The window's own safe-area insets, where every view's safe area starts: the ones the
    /// test kit set for this window alone, else, for a window whose frame is the whole screen,
    /// what the device's status bar and home indicator take in the screen's orientation
    /// (zero on a desktop window or a bare headless screen).
    // UIKit divergence: a window smaller than the screen gets no insets, where UIKit gives it
    // the part of the unsafe edges it overlaps.
    package var systemSafeAreaInsets: UIEdgeInsets {
        if let simulatedSafeAreaInsets { return simulatedSafeAreaInsets }
        guard let screen = application?.screen, frame == screen.bounds else { return .zero }
        return screen.windowSafeAreaInsets
    }
}
