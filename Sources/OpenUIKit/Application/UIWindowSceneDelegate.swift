import Foundation

/// The delegate of a window scene: a scene delegate that keeps the scene's main window.
/// - Note: See https://developer.apple.com/documentation/uikit/uiwindowscenedelegate
@MainActor @preconcurrency
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's main window.
    var window: UIWindow? { get set }

    /// The user chose a Home Screen quick action while the scene was connected; call
    /// `completionHandler` with whether it was handled. A launch by a quick action brings it in
    /// the connection options' `shortcutItem` instead.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiwindowscenedelegate/windowscene(_:performactionfor:completionhandler:)
    func windowScene(
        _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void)
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

    /// Does nothing: the quick action is not handled.
    public func windowScene(
        _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) {}
}
