import Foundation

/// What a window scene's status bar is now: where it is, its style, whether it shows. The
/// values come from the scene's key window (or its first window), whose controllers decide the
/// bar as UIKit's do (`preferredStatusBarStyle`, `prefersStatusBarHidden`, see
/// UIViewController+StatusBar.swift).
/// - Note: See https://developer.apple.com/documentation/uikit/uistatusbarmanager
@available(iOS 13.0, *)
@MainActor @preconcurrency
open class UIStatusBarManager {
    /// The scene whose bar this is (the scene owns its manager).
    private unowned let windowScene: UIWindowScene

    package init(windowScene: UIWindowScene) {
        self.windowScene = windowScene
    }

    /// The window whose controllers decide the bar: the scene's key window, else its front
    /// visible window, else its front window.
    private var decidingWindow: UIWindow? {
        if let key = windowScene.keyWindow { return key }
        let windows = windowScene.windows
        return windows.last { !$0.isHidden } ?? windows.last
    }

    /// The bar's style as the deciding controllers ask for it; `.default` with no window.
    /// - Note: See https://developer.apple.com/documentation/uikit/uistatusbarmanager/statusbarstyle
    open var statusBarStyle: UIStatusBarStyle {
        decidingWindow?.statusBarAppearance.style ?? .default
    }

    /// Whether the bar is hidden: when the deciding controllers hide it, or when the screen
    /// leaves no room for one (a bare or desktop screen, a phone turned sideways).
    /// - Note: See https://developer.apple.com/documentation/uikit/uistatusbarmanager/isstatusbarhidden
    open var isStatusBarHidden: Bool {
        guard let screen = windowScene.application?.screen, screen.windowSafeAreaInsets.top > 0 else { return true }
        return decidingWindow?.statusBarAppearance.isHidden ?? false
    }

    /// Where the bar is, in screen points: across the top of the screen, as tall as the top
    /// safe-area inset a window covering the screen gets; `.zero` while it is hidden.
    /// - Note: See https://developer.apple.com/documentation/uikit/uistatusbarmanager/statusbarframe
    open var statusBarFrame: CGRect {
        guard !isStatusBarHidden, let screen = windowScene.application?.screen else { return .zero }
        return CGRect(x: 0, y: 0, width: screen.bounds.width, height: screen.windowSafeAreaInsets.top)
    }
}
