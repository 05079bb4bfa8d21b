import Foundation
import OpenUIKit

/// One history of lifecycle calls and notifications, with the states seen at the time: the
/// delegates of the lifecycle tests write into their application delegate's.
@MainActor
final class LifecycleHistory {
    var entries: [String] = []
    private var observers: [any NSObjectProtocol] = []

    isolated deinit {
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
    }

    /// Writes every lifecycle notification about `application` or one of its scenes.
    func observeNotifications(of application: UIApplication) {
        let names: [(Notification.Name, String)] = [
            (UIApplication.didFinishLaunchingNotification, "note.app.didFinishLaunching"),
            (UIApplication.willEnterForegroundNotification, "note.app.willEnterForeground"),
            (UIApplication.didBecomeActiveNotification, "note.app.didBecomeActive"),
            (UIApplication.willResignActiveNotification, "note.app.willResignActive"),
            (UIApplication.didEnterBackgroundNotification, "note.app.didEnterBackground"),
            (UIApplication.willTerminateNotification, "note.app.willTerminate"),
            (UIScene.willConnectNotification, "note.scene.willConnect"),
            (UIScene.willEnterForegroundNotification, "note.scene.willEnterForeground"),
            (UIScene.didActivateNotification, "note.scene.didActivate"),
            (UIScene.willDeactivateNotification, "note.scene.willDeactivate"),
            (UIScene.didEnterBackgroundNotification, "note.scene.didEnterBackground"),
            (UIScene.didDisconnectNotification, "note.scene.didDisconnect"),
        ]
        for (name, label) in names {
            observers.append(
                NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self] note in
                    // Posted on the main actor (the lifecycle runs there), so the object stays on it.
                    nonisolated(unsafe) let object = note.object as AnyObject?
                    MainActor.assumeIsolated {
                        guard object === application || (object as? UIScene)?.next === application else { return }
                        self?.entries.append(label)
                    }
                })
        }
    }
}

/// An application delegate that keeps a ``LifecycleHistory``.
@MainActor
protocol HistoryKeeping: AnyObject {
    var history: LifecycleHistory { get }
}

extension HistoryKeeping {
    func record(_ call: String, _ application: UIApplication) {
        history.entries.append("\(call) \(application.applicationState)")
    }
}

/// An application as before iOS 13: no scene configuration; it makes its own key window in
/// `application(_:didFinishLaunchingWithOptions:)` and keeps it in `window`.
@MainActor
final class WindowAppDelegate: UIResponder, UIApplicationDelegate, HistoryKeeping {
    let history = LifecycleHistory()
    var window: UIWindow?

    func application(
        _ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        record("app.willFinishLaunching", application)
        history.observeNotifications(of: application)
        return true
    }

    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        record("app.didFinishLaunching", application)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        self.window = window
        return true
    }

    func applicationDidBecomeActive(_ application: UIApplication) { record("app.didBecomeActive", application) }
    func applicationWillResignActive(_ application: UIApplication) { record("app.willResignActive", application) }
    func applicationDidEnterBackground(_ application: UIApplication) { record("app.didEnterBackground", application) }
    func applicationWillEnterForeground(_ application: UIApplication) { record("app.willEnterForeground", application) }
    func applicationWillTerminate(_ application: UIApplication) { record("app.willTerminate", application) }
}

/// An application with one window scene whose delegate is ``RecordingSceneDelegate``; its own
/// activation methods must not be called.
@MainActor
final class SceneAppDelegate: UIResponder, UIApplicationDelegate, HistoryKeeping {
    let history = LifecycleHistory()

    func application(
        _ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        record("app.willFinishLaunching", application)
        history.observeNotifications(of: application)
        return true
    }

    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        record("app.didFinishLaunching", application)
        return true
    }

    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        record("app.configurationForConnecting", application)
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = RecordingSceneDelegate.self
        return configuration
    }

    func applicationDidBecomeActive(_ application: UIApplication) { record("app.didBecomeActive", application) }
    func applicationWillResignActive(_ application: UIApplication) { record("app.willResignActive", application) }
    func applicationDidEnterBackground(_ application: UIApplication) { record("app.didEnterBackground", application) }
    func applicationWillEnterForeground(_ application: UIApplication) { record("app.willEnterForeground", application) }
    func applicationWillTerminate(_ application: UIApplication) { record("app.willTerminate", application) }
}

/// A window scene delegate that makes a key window in its scene and writes its calls, with the
/// scene's activation state, into the application delegate's history.
@MainActor
final class RecordingSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    private func record(_ call: String, _ scene: UIScene) {
        let application = scene.next as? UIApplication
        (application?.delegate as? any HistoryKeeping)?.history.entries.append("scene.\(call) \(scene.activationState)")
    }

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        record("willConnect", scene)
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        self.window = window
    }
    func sceneDidDisconnect(_ scene: UIScene) { record("didDisconnect", scene) }
    func sceneWillEnterForeground(_ scene: UIScene) { record("willEnterForeground", scene) }
    func sceneDidBecomeActive(_ scene: UIScene) { record("didBecomeActive", scene) }
    func sceneWillResignActive(_ scene: UIScene) { record("willResignActive", scene) }
    func sceneDidEnterBackground(_ scene: UIScene) { record("didEnterBackground", scene) }
}
