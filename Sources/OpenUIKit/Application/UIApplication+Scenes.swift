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

    /// Asks the system to activate the scene of `sceneSession`, or to create a new scene when
    /// it is nil, and to hand it `userActivity`.
    ///
    /// An application here has one window scene and never more (``supportsMultipleScenes`` is
    /// false), so every request fails: `errorHandler` receives a ``UISceneError`` with code
    /// `.multipleScenesNotSupported` on the main queue after the current turn, and the failure
    /// is logged whether or not a handler is given.
    /// - Note: See https://developer.apple.com/documentation/uikit/uiapplication/requestscenesessionactivation(_:useractivity:options:errorhandler:)
    // UIKit divergence: UIKit can activate an existing session from the background or create a
    // second scene on iPad; here there is neither a second scene nor a system switcher.
    @available(iOS, introduced: 13.0, deprecated: 17.0, message: "Use activateSceneSession(for:errorHandler:)")
    public func requestSceneSessionActivation(
        _ sceneSession: UISceneSession?, userActivity: NSUserActivity?, options: UIScene.ActivationRequestOptions?,
        errorHandler: ((any Error) -> Void)? = nil
    ) {
        let what = sceneSession == nil ? "a new scene" : "the scene of session \(sceneSession!.persistentIdentifier)"
        let error = UISceneError(
            .multipleScenesNotSupported,
            reason: "requestSceneSessionActivation: cannot activate \(what); OpenUIKit runs one window scene and cannot switch or add scenes")
        log.log("UIApplication.\(error.reason)")
        guard let errorHandler else { return }
        runLoop.schedule(after: 0) { _ in errorHandler(error) }
    }

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
