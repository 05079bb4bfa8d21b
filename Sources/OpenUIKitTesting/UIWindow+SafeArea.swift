import Foundation
import OpenUIKit

extension UIWindow {
    /// Gives the window the safe-area insets a device's bars, notch or home indicator would
    /// (headless windows have none); views and view controllers pick them up in the next
    /// layout, with their `safeAreaInsetsDidChange` callbacks.
    public func simulateSafeAreaInsets(_ insets: UIEdgeInsets) {
        systemSafeAreaInsets = insets
    }
}
