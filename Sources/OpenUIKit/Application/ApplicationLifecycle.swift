import Foundation

/// Carries an application through UIKit's life: launch, scene connection, the foreground,
/// activation, the background and disconnection, calling the delegates and posting the
/// notifications in UIKit's order.
///
/// The order, for an application whose delegate returns a scene configuration:
/// 1. `application(_:willFinishLaunchingWithOptions:)`, `application(_:didFinishLaunchingWithOptions:)`,
///    then `UIApplication.didFinishLaunchingNotification`.
/// 2. Connection: `application(_:configurationForConnecting:options:)`; the scene and its
///    delegate are created from the configuration; `scene(_:willConnectTo:options:)`, then
///    `UIScene.willConnectNotification`.
/// 3. Foreground: `sceneWillEnterForeground(_:)`, `UIScene.willEnterForegroundNotification`,
///    `UIApplication.willEnterForegroundNotification`.
/// 4. Activation: `sceneDidBecomeActive(_:)`, `UIScene.didActivateNotification`,
///    `UIApplication.didBecomeActiveNotification`.
/// 5. To the background: `sceneWillResignActive(_:)`, `UIScene.willDeactivateNotification`,
///    `UIApplication.willResignActiveNotification`; then `sceneDidEnterBackground(_:)`,
///    `UIScene.didEnterBackgroundNotification`, `UIApplication.didEnterBackgroundNotification`.
///    Back: 3 and 4 again.
/// 6. Disconnection (a scene in the background): `sceneDidDisconnect(_:)`, then
///    `UIScene.didDisconnectNotification`.
///
/// An application without scenes gets the application delegate's own methods instead
/// (`applicationDidBecomeActive(_:)`, `applicationWillResignActive(_:)`,
/// `applicationDidEnterBackground(_:)`, `applicationWillEnterForeground(_:)`), each followed
/// by its notification, and no foreground step at launch, as before iOS 13.
///
/// A "will" method sees the state before the change, a "did" method the state after it.
/// Notifications go to `NotificationCenter.default`, where UIKit posts them, with the
/// application or the scene as their object.
@MainActor
package final class ApplicationLifecycle {
    unowned let application: UIApplication
    /// The state ``UIApplication/applicationState`` reports. An application that was never
    /// launched (the test kit's plain `HeadlessApp()`, the benchmarks) is active: it shows its
    /// windows and receives events.
    package private(set) var state: UIApplication.State = .active
    /// The delegate made at launch, kept for the application's life as `UIApplicationMain`
    /// keeps it (the application's `delegate` property is weak).
    private var launchedDelegate: (any UIApplicationDelegate)?
    /// Connected scenes, in connection order.
    package private(set) var scenes: [UIScene] = []
    /// Sessions of scenes connected now or before.
    package private(set) var sessions: [UISceneSession] = []
    /// Whether the delegate returned a scene configuration at launch.
    package private(set) var usesScenes = false
    package private(set) var hasLaunched = false
    /// Whether an application without scenes is in the background.
    private var legacyInBackground = false
    /// The quick actions the application published (`UIApplication.shortcutItems`).
    package var shortcutItems: [UIApplicationShortcutItem]?

    init(application: UIApplication) {
        self.application = application
    }

    // MARK: Launch

    /// Launches with `delegate`: the launch methods, then (with scenes) one window scene
    /// connected and brought to the foreground and activated, or (without) the application
    /// activated.
    package func launch(delegate: any UIApplicationDelegate, options: [UIApplication.LaunchOptionsKey: Any]?) {
        Fatal.check(!hasLaunched, "UIApplication: the application \(application) was launched already; an application launches once")
        hasLaunched = true
        launchedDelegate = delegate
        application.delegate = delegate
        state = .inactive
        let willFinish = delegate.application(application, willFinishLaunchingWithOptions: options)
        let didFinish = delegate.application(application, didFinishLaunchingWithOptions: options)
        post(UIApplication.didFinishLaunchingNotification, application)
        if let scene = connectScene(role: .windowApplication, launchOptions: options) {
            enterForeground(scene)
            activate(scene)
        } else {
            activateLegacy()
            performLaunchShortcutItem(options: options, launchMethodsReturnedTrue: willFinish && didFinish)
        }
    }

    /// Asks the delegate for a configuration and connects a scene for it; nil when the
    /// delegate declares no scenes.
    @discardableResult
    package func connectScene(
        role: UISceneSession.Role, launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
    ) -> UIScene? {
        let options = Self.connectionOptions(from: launchOptions)
        let session = UISceneSession(
            role: role, configuration: UISceneConfiguration(name: nil, sessionRole: role),
            persistentIdentifier: "scene-session-\(sessions.count + 1)")
        guard let configuration = application.delegate?.application(
            application, configurationForConnecting: session, options: options),
            !configuration.isUndeclared
        else { return nil }
        usesScenes = true
        session.configuration = configuration
        let scene = makeScene(for: session, configuration: configuration, options: options)
        scene.application = application
        session.scene = scene
        sessions.append(session)
        scenes.append(scene)
        if let delegateClass = configuration.delegateClass {
            guard let creatable = delegateClass as? any UISceneDelegate.Type else {
                Fatal.stop(
                    "UISceneConfiguration \(configuration.name ?? "(unnamed)"): delegateClass \(delegateClass) does not conform to UISceneDelegate")
            }
            scene.delegate = creatable.init()
        }
        scene.delegate?.scene(scene, willConnectTo: session, options: options)
        post(UIScene.willConnectNotification, scene)
        return scene
    }

    private func makeScene(
        for session: UISceneSession, configuration: UISceneConfiguration, options: UIScene.ConnectionOptions
    ) -> UIScene {
        guard let sceneClass = configuration.sceneClass else {
            return UIWindowScene(session: session, connectionOptions: options)
        }
        guard let sceneType = sceneClass as? UIScene.Type else {
            Fatal.stop("UISceneConfiguration \(configuration.name ?? "(unnamed)"): sceneClass \(sceneClass) is not a UIScene subclass")
        }
        return sceneType.init(session: session, connectionOptions: options)
    }

    // MARK: Foreground and background

    /// Resigns active and enters the background: every foreground scene, or the application
    /// without scenes.
    package func moveToBackground() {
        Fatal.check(hasLaunched, "UIApplication: moving to the background needs a launched application (launch an app delegate first)")
        guard usesScenes else {
            Fatal.check(!legacyInBackground, "UIApplication: the application is in the background already")
            resignLegacy()
            enterBackgroundLegacy()
            return
        }
        let foreground = scenes.filter { $0.activationState != .background }
        Fatal.check(!foreground.isEmpty, "UIApplication: no scene is in the foreground to move to the background")
        for scene in foreground where scene.activationState == .foregroundActive { resignActive(scene) }
        for scene in foreground { enterBackground(scene) }
    }

    /// Enters the foreground and becomes active again: every background scene, or the
    /// application without scenes.
    package func moveToForeground() {
        Fatal.check(hasLaunched, "UIApplication: moving to the foreground needs a launched application (launch an app delegate first)")
        guard usesScenes else {
            Fatal.check(legacyInBackground, "UIApplication: the application is in the foreground already")
            enterForegroundLegacy()
            activateLegacy()
            return
        }
        let background = scenes.filter { $0.activationState == .background }
        Fatal.check(!background.isEmpty, "UIApplication: no scene is in the background to bring to the foreground")
        for scene in background { enterForeground(scene) }
        for scene in background { activate(scene) }
    }

    /// Disconnects `scene`, which must be in the background (UIKit disconnects scenes the
    /// user left to reclaim their memory). Its windows are hidden and leave the scene; its
    /// session stays open.
    package func disconnect(_ scene: UIScene) {
        Fatal.check(scenes.contains { $0 === scene }, "UIApplication: the scene \(scene) is not connected")
        Fatal.check(
            scene.activationState == .background,
            "UIApplication: a scene disconnects from the background; move it there first (it is \(scene.activationState))")
        scene.activationState = .unattached
        scenes.removeAll { $0 === scene }
        scene.delegate?.sceneDidDisconnect(scene)
        post(UIScene.didDisconnectNotification, scene)
        if let windowScene = scene as? UIWindowScene {
            for window in windowScene.windows {
                window.isHidden = true
                window.windowScene = nil
            }
        }
        scene.session.scene = nil
        scene.application = nil
    }

    // MARK: Scene steps

    private func enterForeground(_ scene: UIScene) {
        let applicationWasInBackground = scenes.allSatisfy { $0 === scene || $0.activationState == .background }
        scene.delegate?.sceneWillEnterForeground(scene)
        post(UIScene.willEnterForegroundNotification, scene)
        if applicationWasInBackground { post(UIApplication.willEnterForegroundNotification, application) }
        scene.activationState = .foregroundInactive
        updateState()
    }

    private func activate(_ scene: UIScene) {
        let applicationWasActive = state == .active
        scene.activationState = .foregroundActive
        updateState()
        scene.delegate?.sceneDidBecomeActive(scene)
        post(UIScene.didActivateNotification, scene)
        if !applicationWasActive { post(UIApplication.didBecomeActiveNotification, application) }
    }

    private func resignActive(_ scene: UIScene) {
        let lastActive = !scenes.contains { $0 !== scene && $0.activationState == .foregroundActive }
        scene.delegate?.sceneWillResignActive(scene)
        post(UIScene.willDeactivateNotification, scene)
        if lastActive { post(UIApplication.willResignActiveNotification, application) }
        scene.activationState = .foregroundInactive
        updateState()
    }

    private func enterBackground(_ scene: UIScene) {
        scene.activationState = .background
        let wasInForeground = state != .background
        updateState()
        scene.delegate?.sceneDidEnterBackground(scene)
        post(UIScene.didEnterBackgroundNotification, scene)
        if wasInForeground && state == .background { post(UIApplication.didEnterBackgroundNotification, application) }
    }

    /// The application's state follows its most present scene.
    private func updateState() {
        if scenes.contains(where: { $0.activationState == .foregroundActive }) {
            state = .active
        } else if scenes.contains(where: { $0.activationState == .foregroundInactive }) {
            state = .inactive
        } else {
            state = .background
        }
    }

    // MARK: Steps without scenes

    private func activateLegacy() {
        state = .active
        application.delegate?.applicationDidBecomeActive(application)
        post(UIApplication.didBecomeActiveNotification, application)
    }

    private func resignLegacy() {
        application.delegate?.applicationWillResignActive(application)
        post(UIApplication.willResignActiveNotification, application)
        state = .inactive
    }

    private func enterBackgroundLegacy() {
        state = .background
        legacyInBackground = true
        application.delegate?.applicationDidEnterBackground(application)
        post(UIApplication.didEnterBackgroundNotification, application)
    }

    private func enterForegroundLegacy() {
        application.delegate?.applicationWillEnterForeground(application)
        post(UIApplication.willEnterForegroundNotification, application)
        legacyInBackground = false
        state = .inactive
    }

    private func post(_ name: Notification.Name, _ object: AnyObject) {
        NotificationCenter.default.post(name: name, object: object)
    }
}
