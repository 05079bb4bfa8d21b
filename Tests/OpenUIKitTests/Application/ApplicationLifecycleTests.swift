import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Launch, scenes, the foreground and the background: UIKit's call order, delegates first and
/// then notifications, with the states each call sees.
@MainActor
@Suite("Application lifecycle")
struct ApplicationLifecycleTests {
    private func history(_ app: HeadlessApp) -> LifecycleHistory {
        (app.delegate as! any HistoryKeeping).history
    }

    @Test("A scene-based app launches in UIKit's order: launch, connect, foreground, active")
    func sceneLaunch() {
        let app = HeadlessApp(launching: SceneAppDelegate.self)
        #expect(
            history(app).entries == [
                "app.willFinishLaunching inactive",
                "app.didFinishLaunching inactive",
                "note.app.didFinishLaunching",
                "app.configurationForConnecting inactive",
                "scene.willConnect unattached",
                "note.scene.willConnect",
                "scene.willEnterForeground unattached",
                "note.scene.willEnterForeground",
                "note.app.willEnterForeground",
                "scene.didBecomeActive foregroundActive",
                "note.scene.didActivate",
                "note.app.didBecomeActive",
            ])
        #expect(app.application.applicationState == .active)
        #expect(app.scenes.map(\.activationState) == [.foregroundActive])
    }

    @Test("Moving a scene-based app to the background and back: resign, background; foreground, active")
    func sceneBackgroundAndBack() {
        let app = HeadlessApp(launching: SceneAppDelegate.self)
        history(app).entries = []
        app.moveToBackground()
        #expect(app.application.applicationState == .background)
        #expect(app.scenes.map(\.activationState) == [.background])
        app.moveToForeground()
        #expect(
            history(app).entries == [
                "scene.willResignActive foregroundActive",
                "note.scene.willDeactivate",
                "note.app.willResignActive",
                "scene.didEnterBackground background",
                "note.scene.didEnterBackground",
                "note.app.didEnterBackground",
                "scene.willEnterForeground background",
                "note.scene.willEnterForeground",
                "note.app.willEnterForeground",
                "scene.didBecomeActive foregroundActive",
                "note.scene.didActivate",
                "note.app.didBecomeActive",
            ])
        #expect(app.application.applicationState == .active)
    }

    @Test("An app without scenes uses its delegate's window and its own activation methods")
    func appWithoutScenes() throws {
        let app = HeadlessApp(launching: WindowAppDelegate.self)
        let delegate = try #require(app.delegate as? WindowAppDelegate)
        app.moveToBackground()
        app.moveToForeground()
        #expect(
            delegate.history.entries == [
                "app.willFinishLaunching inactive",
                "app.didFinishLaunching inactive",
                "note.app.didFinishLaunching",
                "app.didBecomeActive active",
                "note.app.didBecomeActive",
                "app.willResignActive active",
                "note.app.willResignActive",
                "app.didEnterBackground background",
                "note.app.didEnterBackground",
                "app.willEnterForeground background",
                "note.app.willEnterForeground",
                "app.didBecomeActive active",
                "note.app.didBecomeActive",
            ])
        #expect(app.application.connectedScenes.isEmpty && app.application.openSessions.isEmpty)
        #expect(app.window === delegate.window && app.application.keyWindow === delegate.window)
        #expect(delegate.window?.windowScene == nil)
    }

    @Test("The connected window scene: its session, configuration, delegate, window and responder chain")
    func connectedScene() throws {
        let app = HeadlessApp(launching: SceneAppDelegate.self, screenSize: CGSize(width: 320, height: 480), scale: 2)
        let scene = try #require(app.application.connectedScenes.first as? UIWindowScene)
        #expect(app.application.connectedScenes.count == 1 && !app.application.supportsMultipleScenes)
        #expect(app.application.openSessions == [scene.session])
        #expect(scene.session.scene === scene && scene.session.role == .windowApplication)
        #expect(scene.session.role.rawValue == "UIWindowSceneSessionRoleApplication")
        #expect(scene.session.persistentIdentifier == "scene-session-1")
        #expect(scene.session.configuration.name == "Default Configuration")
        #expect(scene.session.configuration.delegateClass == RecordingSceneDelegate.self)
        let sceneDelegate = try #require(scene.delegate as? RecordingSceneDelegate)
        let window = try #require(sceneDelegate.window)
        #expect(window.windowScene === scene && scene.windows == [window] && scene.keyWindow === window)
        #expect(window.frame == CGRect(x: 0, y: 0, width: 320, height: 480) && scene.screen === app.application.screen)
        #expect(app.window === window && window.isKeyWindow && !window.isHidden)
        #expect(scene.next === app.application)
    }

    @Test("Disconnecting a background scene tells its delegate, hides its windows and keeps its session")
    func disconnect() throws {
        let app = HeadlessApp(launching: SceneAppDelegate.self)
        let scene = try #require(app.scenes.first as? UIWindowScene)
        let window = try #require(scene.keyWindow)
        app.moveToBackground()
        history(app).entries = []
        app.disconnect(scene)
        #expect(history(app).entries == ["scene.didDisconnect unattached", "note.scene.didDisconnect"])
        #expect(app.application.connectedScenes.isEmpty && app.application.openSessions.count == 1)
        #expect(scene.session.scene == nil && scene.activationState == .unattached)
        #expect(window.isHidden && window.windowScene == nil)
    }

    @Test("A configuration's scene class is the class of the connected scene")
    func sceneClass() throws {
        let app = HeadlessApp(launching: CustomSceneAppDelegate.self)
        #expect(app.scenes.count == 1)
        let scene = try #require(app.scenes.first as? CustomWindowScene)
        #expect(scene.madeForRole == .windowApplication && scene.delegate == nil)
    }

    @Test("Terminating a launched app tells the delegate, then posts the notification, once")
    func terminate() {
        let app = HeadlessApp(launching: SceneAppDelegate.self)
        history(app).entries = []
        app.application.prepareToTerminate()
        app.application.prepareToTerminate()
        #expect(history(app).entries == ["app.willTerminate active", "note.app.willTerminate"])
    }

    @Test("An application that was never launched is active and has no scenes")
    func notLaunched() {
        let app = HeadlessApp()
        #expect(app.application.applicationState == .active)
        #expect(app.application.connectedScenes.isEmpty && app.delegate == nil)
    }

    @Test("UIApplicationMain finds the delegate class by its Swift name and runs it headless to the end")
    func applicationMain() throws {
        setenv("OPENUIKIT_HEADLESS", "1", 1)
        let name = NSStringFromClass(WindowAppDelegate.self)
        let status = UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, name)
        let application = UIApplication.shared
        defer { application.resignCurrent() }
        let delegate = try #require(application.delegate as? WindowAppDelegate)
        #expect(status == 0)
        #expect(
            delegate.history.entries == [
                "app.willFinishLaunching inactive",
                "app.didFinishLaunching inactive",
                "note.app.didFinishLaunching",
                "app.didBecomeActive active",
                "note.app.didBecomeActive",
                "app.willTerminate active",
                "note.app.willTerminate",
            ])
        #expect(application.log.messages.first?.contains("OPENUIKIT_HEADLESS=1: running headless") == true)
    }
}

/// A window scene subclass that remembers the role it was made for.
@MainActor
final class CustomWindowScene: UIWindowScene {
    var madeForRole: UISceneSession.Role?

    required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        super.init(session: session, connectionOptions: connectionOptions)
        madeForRole = session.role
    }
}

/// An application whose configuration names a scene class and no delegate class.
@MainActor
final class CustomSceneAppDelegate: UIResponder, UIApplicationDelegate {
    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
        configuration.sceneClass = CustomWindowScene.self
        return configuration
    }
}
