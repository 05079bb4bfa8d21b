import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// `UIDevice` and URLs: the device an app reads, and URLs it opens or is asked to open.
@MainActor
@Suite("Device and URLs")
struct DeviceAndURLTests {
    /// Counts the notifications posted with `name` about `object` while alive.
    @MainActor
    final class NotificationCounter {
        private(set) var count = 0
        private var observer: (any NSObjectProtocol)?

        init(_ name: Notification.Name, object: AnyObject) {
            observer = NotificationCenter.default.addObserver(forName: name, object: object, queue: nil) { [weak self] _ in
                // Posted on the main actor (the device posts there).
                MainActor.assumeIsolated { self?.count += 1 }
            }
        }

        isolated deinit { if let observer { NotificationCenter.default.removeObserver(observer) } }
    }

    @Test("UIDevice.current is the shared application's phone, reporting iOS")
    func currentDevice() {
        let app = HeadlessApp()
        let device = UIDevice.current
        #expect(device === app.device)
        #expect(device.userInterfaceIdiom == .phone)
        #expect(device.model == "iPhone")
        #expect(device.systemName == "iOS")
        #expect(device.systemVersion.split(separator: ".").compactMap { Int($0) }.first == 17)
        #expect(device.identifierForVendor == HeadlessApp().device.identifierForVendor)
    }

    @Test("Each application has its own device: turning one does not turn the next")
    func devicePerApplication() {
        let first = HeadlessApp()
        first.device.beginGeneratingDeviceOrientationNotifications()
        first.rotateDevice(to: .landscapeLeft)
        let second = HeadlessApp()
        second.device.beginGeneratingDeviceOrientationNotifications()
        #expect(first.device.orientation == .landscapeLeft)
        #expect(second.device.orientation == .portrait)
    }

    @Test("Orientation is unknown until notifications are requested; requests nest; changes post once each")
    func orientationNotifications() {
        let app = HeadlessApp()
        let device = app.device
        let counter = NotificationCounter(UIDevice.orientationDidChangeNotification, object: device)
        #expect(device.orientation == .unknown)
        app.rotateDevice(to: .landscapeRight)
        #expect(counter.count == 0, "no notification before a request")
        device.beginGeneratingDeviceOrientationNotifications()
        device.beginGeneratingDeviceOrientationNotifications()
        #expect(device.orientation == .landscapeRight)
        #expect(device.orientation.isLandscape && device.orientation.isValidInterfaceOrientation)
        app.rotateDevice(to: .faceUp)
        app.rotateDevice(to: .faceUp)
        #expect(counter.count == 1, "turning to the same orientation posts nothing")
        #expect(device.orientation.isFlat && !device.orientation.isValidInterfaceOrientation)
        device.endGeneratingDeviceOrientationNotifications()
        #expect(device.isGeneratingDeviceOrientationNotifications, "one request is still open")
        device.endGeneratingDeviceOrientationNotifications()
        device.endGeneratingDeviceOrientationNotifications()
        #expect(device.orientation == .unknown)
        app.rotateDevice(to: .portrait)
        #expect(counter.count == 1)
    }

    @Test("The battery reads −1 and unknown until monitored; then the reading and its notifications")
    func battery() {
        let app = HeadlessApp()
        let device = app.device
        let levels = NotificationCounter(UIDevice.batteryLevelDidChangeNotification, object: device)
        let states = NotificationCounter(UIDevice.batteryStateDidChangeNotification, object: device)
        #expect(device.batteryLevel == -1 && device.batteryState == .unknown)
        device.isBatteryMonitoringEnabled = true
        #expect(device.batteryLevel == 1 && device.batteryState == .full)
        app.setBattery(level: 0.5, state: .unplugged)
        #expect(device.batteryLevel == 0.5 && device.batteryState == .unplugged)
        app.setBattery(level: 0.4, state: .unplugged)
        #expect(levels.count == 2 && states.count == 1)
        device.isBatteryMonitoringEnabled = false
        app.setBattery(level: 0.3, state: .charging)
        #expect(levels.count == 2 && states.count == 1 && device.batteryLevel == -1)
    }

    @Test("Without a proximity sensor, enabling proximity monitoring leaves it off")
    func proximity() {
        let device = HeadlessApp().device
        device.isProximityMonitoringEnabled = true
        #expect(!device.isProximityMonitoringEnabled && !device.proximityState)
    }

    @Test("open(_:) opens a URL some app handles and calls the completion after the turn, with true")
    func openHandledURL() {
        let app = HeadlessApp()
        var answers: [Bool] = []
        let url = URL(string: "https://example.com/a")!
        #expect(app.application.canOpenURL(url))
        app.application.open(url, options: [:]) { answers.append($0) }
        #expect(answers.isEmpty, "the completion runs on a later turn, as UIKit's main-queue callback")
        app.runUntilIdle()
        #expect(answers == [true])
        #expect(app.openedURLs == [url])
    }

    @Test("A URL no app handles does not open: false, logged, not recorded; installing an app changes that")
    func openUnhandledURL() {
        let app = HeadlessApp()
        let url = URL(string: "myapp://item/4")!
        var answers: [Bool] = []
        #expect(!app.application.canOpenURL(url))
        app.application.open(url) { answers.append($0) }
        app.runUntilIdle()
        #expect(answers == [false] && app.openedURLs.isEmpty)
        #expect(app.application.log.messages.contains { $0.contains("myapp://item/4") })
        app.installApp(handlingURLScheme: "MyApp")
        #expect(app.application.canOpenURL(url))
        app.application.open(url)
        #expect(app.openedURLs == [url])
    }

    @Test("universalLinksOnly: no app claims universal links, so the URL does not open")
    func universalLinksOnly() {
        let app = HeadlessApp()
        var answers: [Bool] = []
        app.application.open(URL(string: "https://example.com")!, options: [.universalLinksOnly: true]) { answers.append($0) }
        app.runUntilIdle()
        #expect(answers == [false] && app.openedURLs.isEmpty)
    }

    @Test("An incoming URL goes to application(_:open:options:) without scenes, with its source")
    func incomingURLWithoutScenes() {
        let app = HeadlessApp(launching: URLAppDelegate.self)
        let delegate = app.delegate as! URLAppDelegate
        let url = URL(string: "notes://note/7")!
        #expect(app.openIncomingURL(url, sourceApplication: "com.example.mail"))
        #expect(delegate.opened.map(\.0) == [url])
        #expect(delegate.opened.first?.1 == "com.example.mail")
    }

    @Test("An incoming URL goes to the active scene's delegate; a launch URL arrives in the connection options")
    func incomingURLWithScenes() {
        let url = URL(string: "notes://note/1")!
        let app = HeadlessApp(launching: URLSceneAppDelegate.self, launchOptions: [.url: url, .sourceApplication: "com.example.web"])
        let delegate = app.scenes.first?.delegate as! URLSceneDelegate
        #expect(delegate.connectedWith == [url])
        #expect(delegate.connectedSource == "com.example.web")
        let second = URL(string: "notes://note/2")!
        #expect(app.openIncomingURL(second, openInPlace: true))
        #expect(delegate.opened == [second])
        #expect(delegate.openedInPlace == [true])
    }
}

@MainActor
final class URLAppDelegate: UIResponder, UIApplicationDelegate {
    var opened: [(URL, String?)] = []

    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool {
        opened.append((url, options[.sourceApplication] as? String))
        return true
    }
}

@MainActor
final class URLSceneAppDelegate: UIResponder, UIApplicationDelegate {
    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "Default", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = URLSceneDelegate.self
        return configuration
    }
}

@MainActor
final class URLSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var connectedWith: [URL] = []
    var connectedSource: String?
    var opened: [URL] = []
    var openedInPlace: [Bool] = []

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        connectedWith = connectionOptions.urlContexts.map(\.url)
        connectedSource = connectionOptions.urlContexts.first?.options.sourceApplication
    }

    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        opened += URLContexts.map(\.url)
        openedInPlace += URLContexts.map(\.options.openInPlace)
    }
}
