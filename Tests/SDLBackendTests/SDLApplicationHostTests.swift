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
    }
}
