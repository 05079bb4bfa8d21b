import Foundation

/// The delegate of a window scene: a scene delegate that keeps the scene's main window.
/// - Note: See https://developer.apple.com/documentation/uikit/uiwindowscenedelegate
@MainActor @preconcurrency
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's main window.
    var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
    /// No window unless the delegate declares a `window` property of its own.
    public var window: UIWindow? {
        get { nil }
        // UIKit divergence: UIKit's property is optional; the default setter keeps nothing and
        // logs it.
        set {
            guard newValue != nil else { return }
            UIApplication.existing?.log.log(
                "UIWindowSceneDelegate.window set on \(type(of: self)), which declares no window property: the window is not kept")
        }
    }
}
