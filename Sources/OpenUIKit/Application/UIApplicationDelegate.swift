import Foundation

/// The object an application tells about its life: launch, and (when it is a ``UIResponder``)
/// the last stop of the responder chain.
@MainActor @preconcurrency
public protocol UIApplicationDelegate: AnyObject {
    /// Called once the application is set up and about to show its first window.
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool

    /// Called once when the application is about to end (a live window was closed).
    /// - Note: See https://developer.apple.com/documentation/uikit/uiapplicationdelegate/applicationwillterminate(_:)
    func applicationWillTerminate(_ application: UIApplication)
}

extension UIApplicationDelegate {
    public func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }

    public func applicationWillTerminate(_ application: UIApplication) {}
}
