import Foundation

extension UIScene {
    /// Posted after a scene's delegate was told it connects; the object is the scene.
    public nonisolated static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
    /// Posted after a scene's delegate was told it disconnected; the object is the scene.
    public nonisolated static let didDisconnectNotification = Notification.Name("UISceneDidDisconnectNotification")
    /// Posted after a scene's delegate was told it became active; the object is the scene.
    public nonisolated static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
    /// Posted after a scene's delegate was told it will resign active; the object is the scene.
    public nonisolated static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
    /// Posted after a scene's delegate was told it will enter the foreground; the object is the
    /// scene.
    public nonisolated static let willEnterForegroundNotification = Notification.Name("UISceneWillEnterForegroundNotification")
    /// Posted after a scene's delegate was told it entered the background; the object is the
    /// scene.
    public nonisolated static let didEnterBackgroundNotification = Notification.Name("UISceneDidEnterBackgroundNotification")
}
