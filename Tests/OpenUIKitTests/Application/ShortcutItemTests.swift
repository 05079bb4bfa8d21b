import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Writes what a shortcut-item test's delegates hear, in order.
@MainActor
final class ShortcutHistory {
    static var entries: [String] = []
}

/// An application without scenes that handles one quick action type, "compose".
@MainActor
final class ShortcutWindowAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var launchResult = true
    var launchItem: UIApplicationShortcutItem?

    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        launchItem = launchOptions?[.shortcutItem] as? UIApplicationShortcutItem
        ShortcutHistory.entries.append("didFinishLaunching \(launchItem?.type ?? "-")")
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        self.window = window
        return launchResult
    }

    func applicationDidBecomeActive(_ application: UIApplication) { ShortcutHistory.entries.append("didBecomeActive") }
    func applicationWillEnterForeground(_ application: UIApplication) { ShortcutHistory.entries.append("willEnterForeground") }

    func application(
        _ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) {
        ShortcutHistory.entries.append("performActionFor \(shortcutItem.type) \(application.applicationState)")
        completionHandler(shortcutItem.type == "compose")
    }
}

/// The same application returning false from its launch: the launch item is not performed.
@MainActor
final class RefusingShortcutAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { false }

    func application(
        _ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) {
        ShortcutHistory.entries.append("performActionFor \(shortcutItem.type)")
        completionHandler(true)
    }
}

/// A scene-based application whose scene delegate handles quick actions.
@MainActor
final class ShortcutSceneAppDelegate: UIResponder, UIApplicationDelegate {
    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = ShortcutSceneDelegate.self
        return configuration
    }

    func application(
        _ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) {
        ShortcutHistory.entries.append("app.performActionFor (must not be called with scenes)")
    }
}

@MainActor
final class ShortcutSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        ShortcutHistory.entries.append("willConnect \(connectionOptions.shortcutItem?.type ?? "-")")
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        self.window = window
    }

    func sceneWillEnterForeground(_ scene: UIScene) { ShortcutHistory.entries.append("sceneWillEnterForeground") }
    func sceneDidBecomeActive(_ scene: UIScene) { ShortcutHistory.entries.append("sceneDidBecomeActive") }

    func windowScene(
        _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) {
        ShortcutHistory.entries.append("windowScene.performActionFor \(shortcutItem.type) \(windowScene.activationState)")
        completionHandler(true)
    }
}

@MainActor
@Suite("Shortcut items", .serialized)
struct ShortcutItemTests {
    @Test("Items keep their properties; the application publishes immutable copies")
    func items() {
        let app = HeadlessApp()
        let item = UIMutableApplicationShortcutItem(type: "compose", localizedTitle: "New Note")
        item.localizedSubtitle = "Start writing"
        item.icon = UIApplicationShortcutIcon(type: .compose)
        item.userInfo = ["folder": "Inbox" as NSString]
        app.application.shortcutItems = [item, UIApplicationShortcutItem(type: "search", localizedTitle: "Search")]
        item.localizedTitle = "Changed after publishing"
        let published = app.shortcutItems
        #expect(published.map(\.type) == ["compose", "search"])
        #expect(published.map(\.localizedTitle) == ["New Note", "Search"])
        #expect(published[0].localizedSubtitle == "Start writing")
        #expect((published[0].userInfo?["folder"] as? NSString) == "Inbox")
        #expect(!(published[0] is UIMutableApplicationShortcutItem))
        #expect(UIApplicationShortcutIcon.IconType.update.rawValue == 28)
    }

    @Test("Launching an app without scenes by a quick action: launch options, then performActionFor once active")
    func launchWithoutScenes() {
        ShortcutHistory.entries = []
        let item = UIApplicationShortcutItem(type: "compose", localizedTitle: "New Note")
        _ = HeadlessApp(launching: ShortcutWindowAppDelegate.self, launchOptions: [.shortcutItem: item])
        #expect(ShortcutHistory.entries == ["didFinishLaunching compose", "didBecomeActive", "performActionFor compose active"])
    }

    @Test("A launch method returning false keeps the launch quick action from being performed")
    func launchRefused() {
        ShortcutHistory.entries = []
        let item = UIApplicationShortcutItem(type: "compose", localizedTitle: "New Note")
        _ = HeadlessApp(launching: RefusingShortcutAppDelegate.self, launchOptions: [.shortcutItem: item])
        #expect(ShortcutHistory.entries.isEmpty)
    }

    @Test("A quick action chosen in the background brings the app forward, then the delegate performs it")
    func runningWithoutScenes() {
        ShortcutHistory.entries = []
        let app = HeadlessApp(launching: ShortcutWindowAppDelegate.self)
        app.moveToBackground()
        ShortcutHistory.entries = []
        let handled = app.performShortcutItem(UIApplicationShortcutItem(type: "compose", localizedTitle: "New Note"))
        #expect(handled == true)
        #expect(ShortcutHistory.entries == ["willEnterForeground", "didBecomeActive", "performActionFor compose active"])
        #expect(app.performShortcutItem(UIApplicationShortcutItem(type: "unknown", localizedTitle: "?")) == false)
    }

    @Test("With scenes the launch item is in the connection options and the scene delegate performs later ones")
    func scenes() {
        ShortcutHistory.entries = []
        let item = UIApplicationShortcutItem(type: "search", localizedTitle: "Search")
        let app = HeadlessApp(launching: ShortcutSceneAppDelegate.self, launchOptions: [.shortcutItem: item])
        #expect(ShortcutHistory.entries == ["willConnect search", "sceneWillEnterForeground", "sceneDidBecomeActive"])
        ShortcutHistory.entries = []
        #expect(app.performShortcutItem(item) == true)
        #expect(ShortcutHistory.entries == ["windowScene.performActionFor search foregroundActive"])
    }

    @Test("A delegate without the method leaves the quick action unhandled")
    func unhandled() {
        let app = HeadlessApp(launching: PlainShortcutlessDelegate.self)
        #expect(app.performShortcutItem(UIApplicationShortcutItem(type: "compose", localizedTitle: "New")) == nil)
    }
}

@MainActor
final class PlainShortcutlessDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
}
