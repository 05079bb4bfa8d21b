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
}
