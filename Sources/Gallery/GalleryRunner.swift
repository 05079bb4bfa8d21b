import Foundation
import OpenUIKit
import OpenUIKitTesting
import SDLBackend

/// Starts the gallery headless or live.
@MainActor
enum GalleryRunner {
    /// The gallery's screen, in points.
    static let screenSize = CGSize(width: 390, height: 640)

    /// Builds the gallery's window on `screen` in the current application.
    static func makeWindow(screen: GalleryScreen, log: GalleryLog) -> (GalleryWindow, GalleryViewController) {
        let gallery = GalleryViewController(screen: screen, log: log)
        let window = GalleryWindow(frame: UIScreen.main.bounds)
        window.gallery = gallery
        window.log = log
        window.rootViewController = gallery
        window.makeKeyAndVisible()
        return (window, gallery)
    }

    /// Renders every screen headless into `output` as PNG files and names the folder.
    static func renderHeadless(scale: CGFloat, output: String, stateFile: String?) throws {
        let folder = URL(fileURLWithPath: output, isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let log = GalleryLog(stateFile: stateFile)
        for (index, screen) in GalleryScreen.allCases.enumerated() {
            let app = HeadlessApp(screenSize: screenSize, scale: scale)
            app.application.makeCurrent()
            // Windows are not retained by the application, as in UIKit: keep it for the loop.
            let (window, _) = makeWindow(screen: screen, log: log)
            app.runTurn()
            let file = folder.appendingPathComponent(String(format: "%02d-%@.png", index + 1, screen.rawValue))
            try app.renderPNG().write(to: file)
            // One interaction per screen, to show it responds.
            switch screen {
            case .hitTest: app.tap(at: CGPoint(x: 300, y: 300))
            case .cards: app.drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 200), steps: 10, duration: 0.3)
            case .controls:
                app.tap(at: CGPoint(x: 100, y: GalleryViewController.tabHeight + 42))
                app.tap(at: CGPoint(x: 100, y: GalleryViewController.tabHeight + 200))
                app.type("hello")
            }
            app.advance(by: 1)
            let after = folder.appendingPathComponent(String(format: "%02d-%@-after.png", index + 1, screen.rawValue))
            try app.renderPNG().write(to: after)
            withExtendedLifetime(window) {}
        }
        print("gallery: wrote \(GalleryScreen.allCases.count * 2) PNG frames to \(folder.path)")
    }

    /// Opens the live window and runs until it is closed (or `exitAfter` seconds pass).
    static func runLive(
        screen: GalleryScreen, scale: CGFloat, stateFile: String?, exitAfter: Double?, frameStats: Bool
    ) throws {
        let driver = try SDLApplicationDriver(title: title(for: screen), size: screenSize, scale: scale)
        let log = GalleryLog(stateFile: stateFile)
        let (window, gallery) = makeWindow(screen: screen, log: log)
        gallery.onScreenChange = { [unowned driver] screen in driver.title = title(for: screen) }
        let delegate = LiveDelegate(log: log)
        driver.application.delegate = delegate
        log.note("window open")
        let deadline = exitAfter.map { driver.clock.now + $0 }
        driver.run(until: { deadline.map { driver.clock.now >= $0 } ?? false })
        if frameStats { print("gallery: frames: \(driver.statistics.summary)") }
        withExtendedLifetime((delegate, window)) {}
    }

    /// The window title: the screen and the shortcuts.
    static func title(for screen: GalleryScreen) -> String {
        "OpenUIKit Gallery — \(screen.title) · PgUp/PgDn screens · Alt-drag pinch · Alt+Shift-drag pan · Ctrl+Alt+Z shake · Ctrl+Q quit"
    }
}

/// Logs the end of the live application.
@MainActor
final class LiveDelegate: UIResponder, UIApplicationDelegate {
    private let log: GalleryLog

    init(log: GalleryLog) {
        self.log = log
        super.init()
    }

    func applicationWillTerminate(_ application: UIApplication) {
        log.note("will terminate")
    }
}
