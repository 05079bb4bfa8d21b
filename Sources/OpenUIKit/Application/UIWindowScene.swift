import Foundation

/// A scene that shows windows: the kind of scene an application's main interface is.
/// - Note: See https://developer.apple.com/documentation/uikit/uiwindowscene
@MainActor @preconcurrency
open class UIWindowScene: UIScene {
    /// The scene's windows, back to front.
    open var windows: [UIWindow] {
        application?.windows.filter { $0.windowScene === self } ?? []
    }

    /// The scene's window that is the application's key window, if one is.
    open var keyWindow: UIWindow? {
        guard let key = application?.keyWindow, key.windowScene === self else { return nil }
        return key
    }

    /// The screen the scene is shown on.
    /// - Note: Stops for a scene that is not connected to an application.
    open var screen: UIScreen {
        guard let application else {
            Fatal.stop("UIWindowScene.screen: the scene \(self) is connected to no application, so it is on no screen")
        }
        return application.screen
    }

    /// Which way up the scene's interface is: landscape while the screen is wider than tall
    /// (`.landscapeLeft` when the device is turned `.landscapeRight`, else `.landscapeRight`),
    /// portrait otherwise; `.unknown` for a scene connected to no application.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiwindowscene/interfaceorientation
    // UIKit divergence: phones here never show an upside-down interface, so `.portraitUpsideDown`
    // is not reported.
    open var interfaceOrientation: UIInterfaceOrientation {
        guard let application else { return .unknown }
        let size = application.screen.bounds.size
        guard size.width > size.height else { return .portrait }
        return application.device.physicalOrientation == .landscapeRight ? .landscapeLeft : .landscapeRight
    }

    /// The scene's traits: its screen's (size classes, scale, appearance, text size), which
    /// its windows start from; an empty collection for a scene connected to no application.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiwindowscene/traitcollection
    open var traitCollection: UITraitCollection {
        application?.screen.traitCollection ?? UITraitCollection()
    }

    /// The scene's status bar: its frame, style and visibility.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiwindowscene/statusbarmanager
    @available(iOS 13.0, *)
    open var statusBarManager: UIStatusBarManager? { storedStatusBarManager }

    private lazy var storedStatusBarManager = UIStatusBarManager(windowScene: self)
}
