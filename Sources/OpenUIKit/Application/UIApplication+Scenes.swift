import Foundation

extension UIApplication {
    /// Whether the application is active, inactive or in the background.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiapplication/applicationstate
    public var applicationState: State { lifecycle.state }

    /// The scenes connected now.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiapplication/connectedscenes
    public var connectedScenes: Set<UIScene> { Set(lifecycle.scenes) }

    /// The sessions of the application's scenes, connected or not.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiapplication/opensessions
    public var openSessions: Set<UISceneSession> { Set(lifecycle.sessions) }

    /// Whether the application shows several scenes at once.
    // UIKit divergence: always false; one window scene is connected at launch and no system
    // asks for more.
    public var supportsMultipleScenes: Bool { false }

    /// Launches the application with `delegate` in UIKit's order (see ``ApplicationLifecycle``):
    /// what `UIApplicationMain` and `@main` do once the application exists. Backends and the
    /// test kit call it; an application launches once.
    package func launch(delegate: any UIApplicationDelegate, launchOptions: [LaunchOptionsKey: Any]? = nil) {
        lifecycle.launch(delegate: delegate, options: launchOptions)
    }

    /// Whether the application was launched with a delegate (`UIApplicationMain`, `@main`,
    /// the test kit's `HeadlessApp(launching:)`).
    package var isLaunched: Bool { lifecycle.hasLaunched }

    /// Sends the launched application to the background (the user left it).
    package func moveToBackground() { lifecycle.moveToBackground() }

    /// Brings the launched application back from the background.
    package func moveToForeground() { lifecycle.moveToForeground() }

    /// Disconnects a background scene.
    package func disconnect(_ scene: UIScene) { lifecycle.disconnect(scene) }
}
