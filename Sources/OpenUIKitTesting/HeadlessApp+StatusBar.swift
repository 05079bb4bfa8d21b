import Foundation
import OpenUIKit

extension HeadlessApp {
    /// The status bar style the key window's deciding controller asks for (its
    /// `preferredStatusBarStyle`, found by UIKit's rules; see `UIViewController+StatusBar.swift`),
    /// as the window last read it.
    public var statusBarStyle: UIStatusBarStyle {
        (application.keyWindow ?? window)?.statusBarAppearance.style ?? .default
    }

    /// Whether the key window's deciding controller hides the status bar
    /// (`prefersStatusBarHidden`).
    public var isStatusBarHidden: Bool {
        (application.keyWindow ?? window)?.statusBarAppearance.isHidden ?? false
    }

    /// Whether the status bar's content is drawn light (white): the style resolved by the key
    /// window's interface style.
    public var statusBarDrawsLightContent: Bool {
        guard let target = application.keyWindow ?? window else { return false }
        return target.statusBarAppearance.drawsLightContent
    }

    /// A tap on the status bar of `window` (the key window by default): as on iOS, the one
    /// visible scroll view with `scrollsToTop` on scrolls to its top (animated; move the clock
    /// to see it), asking its delegate's `scrollViewShouldScrollToTop` first. Nothing scrolls
    /// when no scroll view, or more than one, has `scrollsToTop` on. Returns the scroll view
    /// that scrolls, then runs a turn.
    // UIKit divergence: a headless screen has no status bar; this stands in for the tap.
    @discardableResult
    public func tapStatusBar(in window: UIWindow? = nil) -> UIScrollView? {
        let target = window ?? application.keyWindow ?? self.window
        let scrollView = target?.handleStatusBarTap()
        runTurn()
        return scrollView
    }
}
