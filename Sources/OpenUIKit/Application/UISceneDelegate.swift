import Foundation

/// The object a scene tells about its life: connection, the foreground, activation, the
/// background, disconnection. Every method has a default that does nothing.
/// - Note: See https://developer.apple.com/documentation/uikit/uiscenedelegate
// UIKit divergence: the protocol requires `init()`, through which a connecting scene creates
// the delegate named by its configuration's `delegateClass` (see UIApplicationDelegate).
@MainActor @preconcurrency
public protocol UISceneDelegate: AnyObject {
    /// Creates the delegate when its scene connects.
    init()
    /// The scene is being added to the application; set up its windows here.
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    /// The scene was removed from the application (its session may connect again later).
    func sceneDidDisconnect(_ scene: UIScene)
    /// The scene is about to come on screen.
    func sceneWillEnterForeground(_ scene: UIScene)
    /// The scene became active: it receives events.
    func sceneDidBecomeActive(_ scene: UIScene)
    /// The scene is about to stop receiving events.
    func sceneWillResignActive(_ scene: UIScene)
    /// The scene went off screen.
    func sceneDidEnterBackground(_ scene: UIScene)
    /// Another app asked the scene to open one or more URLs.
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)
    /// The scene is asked to resume `userActivity` (a universal link, a hand-off).
    /// - Note: See https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:continue:)
    func scene(_ scene: UIScene, continue userActivity: NSUserActivity)
}

extension UISceneDelegate {
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    public func sceneDidDisconnect(_ scene: UIScene) {}
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    public func sceneWillResignActive(_ scene: UIScene) {}
    public func sceneDidEnterBackground(_ scene: UIScene) {}
    public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}
    public func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {}
}
