import Foundation
import OpenUIKit
import OpenUIKitTesting
import SDLBackend

/// `gallery --driver` (also run as `openuikit-driver`): the gallery on a virtual clock, driven
/// by JSON Lines requests on standard input, one response line each on standard output (see
/// the test kit's `DriverSession` for the commands). Everything else the gallery prints goes
/// to standard error, so standard output carries responses only.
///
/// Headless by default; with `--window`, in a live window that shows every frame the requests
/// make, answering the requests that have arrived at each frame, and whose `screenshot` is the
/// window's own pixels. Either way the clock moves only through the requests, so one session
/// gives the same answers headless and live.
@MainActor
enum GalleryDriver {
    static func run(screen: GalleryScreen, scale: CGFloat, stateFile: String?, window live: Bool) throws {
        let log = GalleryLog(stateFile: stateFile)
        if live {
            try runLive(screen: screen, scale: scale, log: log)
            return
        }
        let app = HeadlessApp(screenSize: GalleryRunner.screenSize, scale: scale)
        app.application.makeCurrent()
        // Standard output is the answers' from here: the gallery's own printing goes to standard error.
        let requests = StandardIODriver(session: DriverSession(app: app))
        let (window, _) = GalleryRunner.makeWindow(screen: screen, log: log)
        app.runTurn()
        requests.run()
        withExtendedLifetime(window) {}
    }

    /// The driver in the live window: the window's application runs on a virtual clock (as a
    /// live replay's does) that only the requests move; input from the window is ignored.
    private static func runLive(screen: GalleryScreen, scale: CGFloat, log: GalleryLog) throws {
        let clock = VirtualClock()
        let live = try SDLApplicationDriver(
            title: GalleryRunner.title(for: screen), size: GalleryRunner.screenSize, scale: scale, replayClock: clock)
        let session = DriverSession(app: HeadlessApp(application: live.application, clock: clock))
        session.windowImage = { [unowned live] in live.windowImage() }
        let requests = StandardIODriver(session: session)
        let (window, gallery) = GalleryRunner.makeWindow(screen: screen, log: log)
        live.application.runLoop.runTurn()
        gallery.onScreenChange = { [unowned live] screen in live.title = GalleryRunner.title(for: screen) }
        let delegate = LiveDelegate()
        delegate.log = log
        live.application.delegate = delegate
        live.tickOverride = { [unowned live] in
            live.application.runLoop.runTurn()
            if !requests.answerArrivedRequests() { live.close() }
        }
        log.note("window open")
        live.run()
        live.tickOverride = nil
        withExtendedLifetime((delegate, window)) {}
    }
}
