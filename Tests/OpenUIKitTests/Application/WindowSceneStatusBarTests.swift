import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A controller asking for a light, possibly hidden, status bar.
@MainActor
private final class LightBarController: UIViewController {
    var hidden = false
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    override var prefersStatusBarHidden: Bool { hidden }
}

@MainActor
@Suite struct WindowSceneStatusBarTests {
    private func launchScene() throws -> (HeadlessApp, UIWindowScene, UIWindow) {
        let app = HeadlessApp(launching: ActivitySceneAppDelegate.self)
        let scene = try #require(app.scenes.first as? UIWindowScene)
        let window = try #require((scene.delegate as? ActivitySceneDelegate)?.window)
        return (app, scene, window)
    }

    @Test func statusBarManagerFollowsTheKeyWindowsControllers() throws {
        let (app, scene, window) = try launchScene()
        let manager = try #require(scene.statusBarManager)
        #expect(scene.statusBarManager === manager)
        #expect(manager.statusBarStyle == .default)
        #expect(!manager.isStatusBarHidden)
        let top = app.application.screen.bounds.width
        #expect(manager.statusBarFrame == CGRect(x: 0, y: 0, width: top, height: HeadlessDevice.standard.safeAreaInsets.top))
        #expect(manager.statusBarFrame.height > 0)

        let controller = LightBarController()
        window.rootViewController = controller
        app.runTurn()
        #expect(manager.statusBarStyle == .lightContent)
        controller.hidden = true
        controller.setNeedsStatusBarAppearanceUpdate()
        #expect(manager.isStatusBarHidden)
        #expect(manager.statusBarFrame == .zero)
    }

    @Test func aBareScreenHasNoStatusBar() throws {
        let app = HeadlessApp(launching: ActivitySceneAppDelegate.self, screenSize: CGSize(width: 400, height: 300))
        let scene = try #require(app.scenes.first as? UIWindowScene)
        #expect(scene.statusBarManager?.isStatusBarHidden == true)
        #expect(scene.statusBarManager?.statusBarFrame == .zero)
    }

    @Test func interfaceOrientationFollowsTheScreenAndTheDevice() throws {
        let (app, scene, _) = try launchScene()
        #expect(scene.interfaceOrientation == .portrait)
        #expect(scene.interfaceOrientation.isPortrait)
        let size = app.application.screen.bounds.size
        app.rotateDevice(to: .landscapeLeft)
        app.resizeScreen(to: CGSize(width: size.height, height: size.width))
        #expect(scene.interfaceOrientation == .landscapeRight)
        #expect(scene.interfaceOrientation.isLandscape)
        app.rotateDevice(to: .landscapeRight)
        #expect(scene.interfaceOrientation == .landscapeLeft)
        #expect(UIInterfaceOrientation.landscapeLeft.rawValue == UIDeviceOrientation.landscapeRight.rawValue)
        // Sideways, a phone hides its status bar.
        #expect(scene.statusBarManager?.isStatusBarHidden == true)
    }

    @Test func traitCollectionIsTheScreens() throws {
        let (app, scene, _) = try launchScene()
        #expect(scene.traitCollection == app.application.screen.traitCollection)
        #expect(scene.traitCollection.displayScale == 3)
        app.updateSystemTraits { $0.userInterfaceStyle = .dark }
        #expect(scene.traitCollection.userInterfaceStyle == .dark)
    }
}
