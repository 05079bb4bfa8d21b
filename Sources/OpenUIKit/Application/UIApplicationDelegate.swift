import Foundation

/// The object an application tells about its life: launch, activation, the background, scene
/// connections, the end; when it is a ``UIResponder``, also the last stop of the responder
/// chain.
///
/// Every method has a default that does nothing (or returns true), so a delegate implements
/// only what it needs, as with UIKit's optional methods.
/// - Note: See https://developer.apple.com/documentation/uikit/uiapplicationdelegate
// UIKit divergence: the protocol requires `init()`. UIKit creates the delegate from its class
// with the Objective-C runtime; Swift on Linux can only create an instance of a class it knows
// by its type through a required or protocol initializer, so `UIApplicationMain`, `@main` and
// the test kit's launch create the delegate through this one. A `final` class (or one with a
// `required init()`) satisfies it with the initializer it inherits.
@MainActor @preconcurrency
public protocol UIApplicationDelegate: AnyObject {
    /// Creates the delegate; `UIApplicationMain` and `@main` call it once at launch.
    init()

    /// The window of an application that does not use scenes (before iOS 13's scene model).
    /// - Note: See https://developer.apple.com/documentation/uikit/uiapplicationdelegate/window
    var window: UIWindow? { get set }

    /// Called first at launch, before the application restores any state.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:willfinishlaunchingwithoptions:)
    func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool

    /// Called once the application is set up and about to show its first window.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:didfinishlaunchingwithoptions:)
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool

    /// Asked for the configuration of a scene about to connect. An application adopts scenes by
    /// implementing it.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:configurationforconnecting:options:)
    // UIKit divergence: there is no Info.plist scene manifest to fall back on. The default
    // answers "no scenes", and the application runs as before iOS 13 (the delegate's window,
    // the delegate's activation methods).
    func application(
        _ application: UIApplication,
        configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration

    /// Told that the user discarded scene sessions.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:diddiscardscenesessions:)
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)

    /// An application without scenes became active. Not called when scenes are used.
    func applicationDidBecomeActive(_ application: UIApplication)

    /// An application without scenes is about to stop being active. Not called when scenes are used.
    func applicationWillResignActive(_ application: UIApplication)

    /// An application without scenes went to the background. Not called when scenes are used.
    func applicationDidEnterBackground(_ application: UIApplication)

    /// An application without scenes is coming back from the background. Not called when
    /// scenes are used.
    func applicationWillEnterForeground(_ application: UIApplication)

    /// Called once when the application is about to end (a live window was closed).
    /// - Note: See https://developer.apple.com/documentation/uikit/uiapplicationdelegate/applicationwillterminate(_:)
    func applicationWillTerminate(_ application: UIApplication)

    /// Another app asked an application without scenes to open `url`; returns whether it did.
    /// With scenes, the scene delegate's `scene(_:openURLContexts:)` is told instead.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:open:options:)
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool

    /// The user chose a Home Screen quick action of an application without scenes; call
    /// `completionHandler` with whether it was handled. Not called for the item that launched
    /// the application when a launch method returned false. With scenes, the window scene
    /// delegate's `windowScene(_:performActionFor:completionHandler:)` is told instead.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:performactionfor:completionhandler:)
    func application(
        _ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void)

    /// The push service gave the application `deviceToken` for remote notifications.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:didregisterforremotenotificationswithdevicetoken:)
    // UIKit divergence: never called; there is no push service on Linux (see
    // `UIApplication.registerForRemoteNotifications()`).
    func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data)

    /// Registration for remote notifications failed with `error`; here every registration
    /// does, on the run-loop turn after ``UIApplication/registerForRemoteNotifications()``.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:didfailtoregisterforremotenotificationswitherror:)
    func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error)

    /// An application without scenes is asked to resume `userActivity` (a universal link, a
    /// hand-off); return whether it did. Objects passed to `restorationHandler` are each sent
    /// ``UIUserActivityRestoring/restoreUserActivityState(_:)``. With scenes, the scene
    /// delegate's `scene(_:continue:)` is told instead.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:continue:restorationhandler:)
    func application(
        _ application: UIApplication, continue userActivity: NSUserActivity,
        restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void
    ) -> Bool
}

extension UIApplicationDelegate {
    /// No window unless the delegate declares a `window` property of its own.
    public var window: UIWindow? {
        get { nil }
        // UIKit divergence: UIKit's property is optional, so a delegate without one has none
        // to set; here the default setter keeps nothing and logs it.
        set {
            guard newValue != nil else { return }
            UIApplication.existing?.log.log(
                "UIApplicationDelegate.window set on \(type(of: self)), which declares no window property: the window is not kept")
        }
    }

    public func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }

    public func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }

    public func application(
        _ application: UIApplication,
        configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        UISceneConfiguration(undeclaredFor: connectingSceneSession.role)
    }

    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}

    public func applicationDidBecomeActive(_ application: UIApplication) {}

    public func applicationWillResignActive(_ application: UIApplication) {}

    public func applicationDidEnterBackground(_ application: UIApplication) {}

    public func applicationWillEnterForeground(_ application: UIApplication) {}

    public func applicationWillTerminate(_ application: UIApplication) {}

    public func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool {
        false
    }

    /// Does nothing: the quick action is not handled.
    public func application(
        _ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) {}

    public func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {}

    public func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error) {}

    /// Does not resume the activity: returns false.
    public func application(
        _ application: UIApplication, continue userActivity: NSUserActivity,
        restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void
    ) -> Bool { false }
}
