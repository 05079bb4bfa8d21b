import Foundation
import OpenUIKit

extension UIWindow {
    /// Gives this window the safe-area insets a device's bars, notch or home indicator would,
    /// in place of what its screen gives (a window covering the screen of a
    /// ``HeadlessDevice`` gets the device's insets without this); views and view controllers
    /// pick them up in the next layout, with their `safeAreaInsetsDidChange` callbacks.
    public func simulateSafeAreaInsets(_ insets: UIEdgeInsets) {
        simulatedSafeAreaInsets = insets
    }
}
