import Foundation

/// A display backend that can run a launched application live, in a window.
///
/// `UIApplicationMain` and `@main` look for one by its type name (`ApplicationLauncher`):
/// the type's metadata is in the program exactly when its module is linked, so linking a
/// backend is all it takes, and nothing is registered at run time.
@MainActor @preconcurrency
public protocol LiveApplicationHost {
    /// Creates an application of `applicationClass` shown in a window, calls `launch` with it,
    /// and runs it until the window closes; returns the exit status. Returns nil without
    /// creating anything when no display is available, so the application runs headless.
    static func runLive(applicationClass: UIApplication.Type, launch: @MainActor (UIApplication) -> Void) -> Int32?
}
