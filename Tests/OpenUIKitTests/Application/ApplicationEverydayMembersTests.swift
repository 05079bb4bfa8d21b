import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// An application without scenes that writes what it is told about remote notifications and
/// user activities, and hands continued activities to its root view controller.
@MainActor
final class ActivityAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var entries: [String] = []
    var registrationError: NSError?
    var continueAnswer = true

    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = RestoringViewController()
        window.makeKeyAndVisible()
        self.window = window
        return true
    }

    func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
        entries.append("didRegister")
    }

    func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error) {
        entries.append("didFail")
        registrationError = error as NSError
    }

    func application(
        _ application: UIApplication, continue userActivity: NSUserActivity,
        restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void
    ) -> Bool {
        entries.append("continue \(userActivity.activityType) \(application.applicationState)")
        if let root = window?.rootViewController { restorationHandler([root]) }
        return continueAnswer
    }
}

/// A view controller that keeps the activity it was asked to restore.
@MainActor
final class RestoringViewController: UIViewController {
    var restored: [String] = []
    override func restoreUserActivityState(_ activity: NSUserActivity) {
        restored.append(activity.title ?? activity.activityType)
    }
}

/// A scene-based application whose scene delegate writes the activities it continues.
@MainActor
final class ActivitySceneAppDelegate: UIResponder, UIApplicationDelegate {
    var continuedByApplication = 0

    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = ActivitySceneDelegate.self
        return configuration
    }

    func application(
        _ application: UIApplication, continue userActivity: NSUserActivity,
        restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void
    ) -> Bool {
        continuedByApplication += 1
        return true
    }
}

@MainActor
final class ActivitySceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var continued: [String] = []

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        self.window = window
    }

    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        continued.append("\(userActivity.activityType) \(scene.activationState)")
    }
}

/// A view that counts the touches it is given.
@MainActor
final class TouchCountingView: UIView {
    var began = 0
    var ended = 0
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { began += touches.count }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { ended += touches.count }
}

@MainActor
@Suite struct ApplicationEverydayMembersTests {
    @Test func idleTimerAndBadgeNumberAreKept() {
        let app = HeadlessApp()
        #expect(app.application.isIdleTimerDisabled == false)
        app.application.isIdleTimerDisabled = true
        #expect(app.application.isIdleTimerDisabled)
        #expect(app.application.applicationIconBadgeNumber == 0)
        app.application.applicationIconBadgeNumber = 7
        #expect(app.application.applicationIconBadgeNumber == 7)
    }

    @Test func ignoringInteractionEventsDropsNewTouchesAndNests() {
        let app = HeadlessApp()
        let window = app.makeWindow(rootViewController: UIViewController())
        let view = TouchCountingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.rootViewController!.view.addSubview(view)
        let application = app.application
        application.beginIgnoringInteractionEvents()
        application.beginIgnoringInteractionEvents()
        #expect(application.isIgnoringInteractionEvents)
        app.tap(at: CGPoint(x: 50, y: 50))
        #expect(view.began == 0 && view.ended == 0)
        #expect(app.activeTouchCount == 0)

        // One end of two: still ignoring.
        application.endIgnoringInteractionEvents()
        #expect(application.isIgnoringInteractionEvents)
        app.tap(at: CGPoint(x: 50, y: 50))
        #expect(view.began == 0)

        application.endIgnoringInteractionEvents()
        #expect(!application.isIgnoringInteractionEvents)
        app.tap(at: CGPoint(x: 50, y: 50))
        #expect(view.began == 1 && view.ended == 1)

        // An unbalanced end is logged and changes nothing.
        application.endIgnoringInteractionEvents()
        #expect(!application.isIgnoringInteractionEvents)
        #expect(app.log.messages.contains { $0.contains("endIgnoringInteractionEvents") })
    }

    @Test func aFingerDownedWhileIgnoringStaysDroppedAfterIgnoringEnds() {
        let app = HeadlessApp()
        let window = app.makeWindow(rootViewController: UIViewController())
        let view = TouchCountingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.rootViewController!.view.addSubview(view)
        app.application.beginIgnoringInteractionEvents()
        app.touchDown(at: CGPoint(x: 40, y: 40))
        app.application.endIgnoringInteractionEvents()
        app.touchMove(to: CGPoint(x: 45, y: 45))
        app.touchUp()
        #expect(view.began == 0 && view.ended == 0)
        #expect(!app.log.messages.contains { $0.contains("Input dropped") })
    }

    @Test func aTouchAlreadyDownFinishesWhileIgnoring() {
        let app = HeadlessApp()
        let window = app.makeWindow(rootViewController: UIViewController())
        let view = TouchCountingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.rootViewController!.view.addSubview(view)
        app.touchDown(at: CGPoint(x: 40, y: 40))
        app.application.beginIgnoringInteractionEvents()
        app.touchUp()
        #expect(view.began == 1 && view.ended == 1)
        #expect(app.activeTouchCount == 0)
    }

    @Test func remoteNotificationRegistrationFailsOnTheNextTurn() throws {
        let app = HeadlessApp(launching: ActivityAppDelegate.self)
        let delegate = try #require(app.delegate as? ActivityAppDelegate)
        app.application.registerForRemoteNotifications()
        app.application.registerForRemoteNotifications()
        #expect(delegate.entries.isEmpty)
        app.runTurn()
        #expect(delegate.entries == ["didFail"])
        let error = try #require(delegate.registrationError)
        #expect(error.domain == NSCocoaErrorDomain)
        #expect(error.code == 3010)
        #expect(error.localizedDescription.contains("push"))
        #expect(!app.application.isRegisteredForRemoteNotifications)
        #expect(app.log.messages.contains { $0.contains("registerForRemoteNotifications") })
    }

    @Test func alternateIconsAreUnsupported() async {
        let app = HeadlessApp()
        #expect(!app.application.supportsAlternateIconNames)
        #expect(app.application.alternateIconName == nil)
        nonisolated(unsafe) var received: (any Error)?
        nonisolated(unsafe) var calls = 0
        app.application.setAlternateIconName("Dark") { error in
            received = error
            calls += 1
        }
        #expect(calls == 0)
        app.runTurn()
        #expect(calls == 1)
        #expect((received as? CocoaError)?.code == .featureUnsupported)
        await #expect(throws: CocoaError.self) { try await app.application.setAlternateIconName(nil) }
    }

    @Test func sceneSessionActivationRequestsFailWithMultipleScenesNotSupported() throws {
        let app = HeadlessApp(launching: ActivitySceneAppDelegate.self)
        let session = try #require(app.application.openSessions.first)
        var errors: [any Error] = []
        app.application.requestSceneSessionActivation(nil, userActivity: NSUserActivity(activityType: "com.example.compose"), options: nil) {
            errors.append($0)
        }
        let options = UIScene.ActivationRequestOptions()
        options.requestingScene = app.scenes.first
        app.application.requestSceneSessionActivation(session, userActivity: nil, options: options) { errors.append($0) }
        #expect(errors.isEmpty)
        app.runTurn()
        #expect(errors.count == 2)
        let first = try #require(errors.first as? UISceneError)
        #expect(first.code == .multipleScenesNotSupported)
        #expect(UISceneError.errorDomain == "UISceneErrorDomain")
        #expect((first as NSError).code == 0)
        #expect(app.log.messages.filter { $0.contains("requestSceneSessionActivation") }.count == 2)
        #expect(app.scenes.count == 1)
    }

    @Test func userActivityReachesTheApplicationDelegateAndItsRestorers() throws {
        let app = HeadlessApp(launching: ActivityAppDelegate.self)
        let delegate = try #require(app.delegate as? ActivityAppDelegate)
        let activity = NSUserActivity(activityType: "com.example.read")
        activity.title = "Chapter 3"
        activity.addUserInfoEntries(from: ["page": 12])
        activity.addUserInfoEntries(from: ["line": 4])
        #expect(activity.userInfo?.count == 2)
        app.moveToBackground()
        #expect(app.continueUserActivity(activity))
        #expect(delegate.entries == ["continue com.example.read active"])
        let root = try #require(delegate.window?.rootViewController as? RestoringViewController)
        #expect(root.restored == ["Chapter 3"])
        delegate.continueAnswer = false
        #expect(!app.continueUserActivity(activity))
    }

    @Test func userActivityReachesTheForegroundSceneDelegateNotTheApplication() throws {
        let app = HeadlessApp(launching: ActivitySceneAppDelegate.self)
        let appDelegate = try #require(app.delegate as? ActivitySceneAppDelegate)
        let scene = try #require(app.scenes.first)
        let sceneDelegate = try #require(scene.delegate as? ActivitySceneDelegate)
        app.moveToBackground()
        #expect(app.continueUserActivity(NSUserActivity(activityType: NSUserActivityTypeBrowsingWeb)))
        #expect(sceneDelegate.continued == ["\(NSUserActivityTypeBrowsingWeb) foregroundActive"])
        #expect(appDelegate.continuedByApplication == 0)
    }

    @Test func screenBrightnessIsClampedAndNaNRefused() {
        let app = HeadlessApp()
        let screen = app.application.screen
        #expect(screen.brightness == 0.5)
        screen.brightness = 0.8
        #expect(screen.brightness == 0.8)
        screen.brightness = 3
        #expect(screen.brightness == 1)
        screen.brightness = -2
        #expect(screen.brightness == 0)
        screen.brightness = .nan
        #expect(screen.brightness == 0)
        #expect(app.log.messages.contains { $0.contains("UIScreen.brightness") })
    }
}
