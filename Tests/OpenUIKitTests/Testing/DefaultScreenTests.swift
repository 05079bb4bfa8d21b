import OpenUIKit
import OpenUIKitTesting
import Testing

/// Records the safe-area insets of its view at each layout.
private final class InsetsRecordingController: UIViewController {
    var laidOutInsets: [UIEdgeInsets] = []

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        laidOutInsets.append(view.safeAreaInsets)
    }
}

/// Makes a window covering the screen itself, as an application delegate does.
private final class ScreenWindowAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

@MainActor @Suite("The default headless screen")
struct DefaultScreenTests {
    @Test("HeadlessApp() is a current iPhone: 390 x 844 points at 3x, 47 points above and 34 below")
    func standardPhone() {
        let app = HeadlessApp()
        let controller = InsetsRecordingController()
        let window = app.makeWindow(rootViewController: controller)
        #expect(app.deviceProfile == .standard)
        #expect(app.application.screen.bounds.size == CGSize(width: 390, height: 844))
        #expect(app.application.screen.scale == 3)
        #expect(window.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(controller.view.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 47, width: 390, height: 763))
        let image = app.render()
        #expect(image.width == 1170 && image.height == 2532)
    }

    @Test("Turned sideways the phone takes 47 points at each side and 21 below, nothing above; upright again, 47 and 34")
    func landscape() {
        let app = HeadlessApp()
        let controller = InsetsRecordingController()
        let window = app.makeWindow(rootViewController: controller)
        app.resizeScreen(to: CGSize(width: 844, height: 390))
        #expect(window.bounds.size == CGSize(width: 844, height: 390))
        #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        app.resizeScreen(to: CGSize(width: 390, height: 844))
        #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(controller.laidOutInsets.last == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    }

    @Test("A bare screen is asked for by name or by a screen of the test's own: its windows have no insets")
    func bareScreens() {
        let named = HeadlessApp(device: .bareScreen)
        #expect(named.application.screen.bounds.size == CGSize(width: 390, height: 844))
        #expect(named.application.screen.scale == 3)
        #expect(named.makeWindow().safeAreaInsets == .zero)
        let sized = HeadlessApp(screenSize: CGSize(width: 320, height: 480))
        #expect(sized.deviceProfile == nil)
        #expect(sized.makeWindow().safeAreaInsets == .zero)
        let scaled = HeadlessApp(scale: 1)
        #expect(scaled.application.screen.bounds.size == CGSize(width: 390, height: 844))
        #expect(scaled.makeWindow().safeAreaInsets == .zero)
    }

    @Test("A window smaller than the screen gets the part of the insets it overlaps; one window's own simulated insets win")
    func windowsNotCoveringTheScreen() {
        let app = HeadlessApp()
        let small = app.makeWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        #expect(small.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 0, right: 0))
        let full = app.makeWindow()
        #expect(full.safeAreaInsets.top == 47)
        full.simulateSafeAreaInsets(UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
        app.runTurn()
        #expect(full.safeAreaInsets == UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
    }

    @Test("A window an application delegate makes at the screen's bounds has the phone's insets")
    func launchedWindow() throws {
        let app = HeadlessApp(launching: ScreenWindowAppDelegate.self)
        let window = try #require(app.window)
        #expect(window.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let bare = HeadlessApp(launching: ScreenWindowAppDelegate.self, scale: 2)
        #expect(try #require(bare.window).safeAreaInsets == .zero)
    }

    @Test("Other devices keep their own sideways insets: iPhone 15's Dynamic Island, none on an iPhone SE")
    func otherDevicesSideways() {
        let fifteen = HeadlessApp(device: .iPhone15)
        let window = fifteen.makeWindow()
        fifteen.resizeScreen(to: HeadlessDevice.iPhone15.landscapeScreenSize)
        #expect(window.safeAreaInsets == UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        let se = HeadlessApp(device: .iPhoneSE)
        let seWindow = se.makeWindow()
        se.resizeScreen(to: HeadlessDevice.iPhoneSE.landscapeScreenSize)
        #expect(seWindow.safeAreaInsets == .zero)
    }
}
