import Foundation
import OpenUIKit
import OpenUIKitTesting

/// `gallery --driver` (also run as `openuikit-driver`): the gallery headless on a virtual
/// clock, driven by JSON Lines requests on standard input, one response line each on standard
/// output (see the test kit's `DriverSession` for the commands). Everything else the gallery
/// prints goes to standard error, so standard output carries responses only.
@MainActor
enum GalleryDriver {
    static func run(screen: GalleryScreen, scale: CGFloat, stateFile: String?) {
        // Responses keep the real standard output; the gallery's own printing moves to
        // standard error.
        let responses = FileHandle(fileDescriptor: dup(STDOUT_FILENO), closeOnDealloc: true)
        dup2(STDERR_FILENO, STDOUT_FILENO)
        let log = GalleryLog(stateFile: stateFile)
        let app = HeadlessApp(screenSize: GalleryRunner.screenSize, scale: scale)
        app.application.makeCurrent()
        let (window, _) = GalleryRunner.makeWindow(screen: screen, log: log)
        app.runTurn()
        let session = DriverSession(app: app)
        session.run(readLine: { readLine(strippingNewline: true) }, write: { responses.write(Data($0.utf8)) })
        withExtendedLifetime(window) {}
    }
}
