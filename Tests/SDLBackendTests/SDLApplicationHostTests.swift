import Foundation
import OpenUIKit
import Testing
@testable import SDLBackend

/// The hook that opens an unchanged `@main` application in a window when SDLBackend is linked,
/// on SDL's dummy video driver.
extension SDLSuites {
    @MainActor
    @Suite("SDL application host")
    struct SDLApplicationHostTests {
        init() { setenv("SDL_VIDEODRIVER", "dummy", 1) }

        final class AppDelegate: UIResponder, UIApplicationDelegate {
            var calls: [String] = []
            func application(
                _ application: UIApplication,
                configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions
            ) -> UISceneConfiguration {
                calls.append("configurationForConnecting")
                let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
                configuration.delegateClass = SceneDelegate.self
                return configuration
            }
            func applicationWillTerminate(_ application: UIApplication) { calls.append("willTerminate") }
        }

        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                guard let windowScene = scene as? UIWindowScene else { return }
                window = UIWindow(windowScene: windowScene)
                window?.rootViewController = UIViewController()
                window?.makeKeyAndVisible()
            }
        }

        @Test("UIApplicationMain's launcher finds SDLBackend's host by its type name when SDLBackend is linked")
        func hostIsFound() {
            #expect(ApplicationLauncher.linkedLiveHost() == SDLApplicationHost.self)
        }

        @Test("Minimizing the window sends a launched app to the background, restoring brings it back; an app never launched stays as it is")
        func minimizeAndRestore() throws {
            let driver = try SDLApplicationDriver(title: "lifecycle", size: CGSize(width: 200, height: 300))
            defer { driver.application.resignCurrent() }
            driver.perform([.background])
            #expect(driver.application.applicationState == .active)
            let delegate = AppDelegate()
            driver.application.launch(delegate: delegate)
            let scene = try #require(driver.application.connectedScenes.first)
            driver.perform([.background])
            #expect(driver.application.applicationState == .background && scene.activationState == .background)
            driver.perform([.background])
            driver.perform([.redraw, .foreground])
            #expect(driver.application.applicationState == .active && scene.activationState == .foregroundActive)
        }

        @Test("The host opens a window, launches the delegate in it and ends the run with applicationWillTerminate")
        func runsLive() throws {
            var launched: UIApplication?
            var delegate: AppDelegate?
            var frames = 0
            let status = SDLApplicationHost.runLive(
                applicationClass: UIApplication.self,
                launch: { application in
                    let made = AppDelegate()
                    delegate = made
                    application.launch(delegate: made)
                    launched = application
                },
                until: {
                    frames += 1
                    return frames >= 3
                })
            #expect(status == 0)
            let application = try #require(launched)
            defer { application.resignCurrent() }
            #expect(delegate?.calls == ["configurationForConnecting", "willTerminate"])
            #expect(application.applicationState == .active)
            let scene = try #require(application.connectedScenes.first as? UIWindowScene)
            #expect(scene.keyWindow != nil && application.keyWindow === scene.keyWindow)
        }

        @Test("Driven (OPENUIKIT_DRIVER), the host runs the app on a virtual clock, asks the driver each frame, reads the window's pixels, and ends when the requests end")
        func runsDriven() throws {
            var launched: UIApplication?
            ScriptedDriverHost.connection = nil
            let status = SDLApplicationHost.runLive(
                applicationClass: UIApplication.self,
                launch: { application in
                    application.launch(delegate: AppDelegate())
                    launched = application
                },
                driver: ScriptedDriverHost.self, transport: "stdio")
            #expect(status == 0)
            let application = try #require(launched)
            defer { application.resignCurrent() }
            let connection = try #require(ScriptedDriverHost.connection)
            #expect(connection.transport == "stdio")
            #expect(connection.application === application)
            #expect(application.runLoop.clock === connection.clock, "the application runs on the driver's virtual clock")
            #expect(connection.clock.now == 0, "nothing but the driver moves the clock")
            #expect(connection.frames == 3, "the run ends at the frame whose answer says the requests ended")
            let image = try #require(connection.image, "the window's pixels could not be read")
            #expect(image.width == Int(UIScreen.defaultSize.width) && image.height == Int(UIScreen.defaultSize.height))
            let pixel = try #require(image.dataProvider?.data).prefix(4)
            #expect(Array(pixel) == [255, 0, 0, 255], "the window shows \(Array(pixel))")
        }
    }
}

/// A driver that answers nothing: it counts the frames that ask it, paints the key window red at
/// the first, reads the window's pixels at the second, and says the requests ended at the third.
@MainActor
final class ScriptedDriverHost: ApplicationDriverHost {
    static var connection: ScriptedDriverConnection?

    static func connect(
        transport: String, application: UIApplication, clock: VirtualClock, windowImage: (@MainActor () -> CGImage?)?
    ) -> any ApplicationDriverConnection {
        let made = ScriptedDriverConnection(transport: transport, application: application, clock: clock, windowImage: windowImage)
        connection = made
        return made
    }
}

@MainActor
final class ScriptedDriverConnection: ApplicationDriverConnection {
    let transport: String
    let application: UIApplication
    let clock: VirtualClock
    let windowImage: (@MainActor () -> CGImage?)?
    var frames = 0
    var image: CGImage?

    init(transport: String, application: UIApplication, clock: VirtualClock, windowImage: (@MainActor () -> CGImage?)?) {
        self.transport = transport
        self.application = application
        self.clock = clock
        self.windowImage = windowImage
    }

    func answerArrivedRequests() -> Bool {
        frames += 1
        if frames == 1 { application.keyWindow?.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
        if frames == 2 { image = windowImage?() }
        return frames < 3
    }

    func answerNextRequest() -> Bool { false }
}
