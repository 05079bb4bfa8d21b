import Foundation

/// The remote driver of a launched application (tools and agents sending requests such as
/// "tap this element", "settle", "screenshot"), as the test kit provides it.
///
/// `UIApplicationMain` and `@main` look for one by its type name when `OPENUIKIT_DRIVER` is set
/// (``ApplicationLauncher/driverHostTypeNames``): the type is in the program exactly when the
/// test kit is linked, so the core library never depends on the test kit and nothing is
/// registered at run time. The host is a class because the runtime's lookup by name finds
/// classes only.
@MainActor
package protocol ApplicationDriverHost: AnyObject {
    /// Connects a driver speaking over `transport` (the value of `OPENUIKIT_DRIVER`) to
    /// `application`, which runs on `clock` and is launched right after (so the driver can
    /// take standard output before anything prints); stops with a message naming the known
    /// transports when `transport` is not one. `windowImage` reads the live window's pixels
    /// (nil when the application runs headless: a screenshot is rendered then).
    static func connect(
        transport: String, application: UIApplication, clock: VirtualClock,
        windowImage: (@MainActor () -> CGImage?)?
    ) -> any ApplicationDriverConnection
}

/// A driver connected to an application: it answers the requests that reach it.
@MainActor
package protocol ApplicationDriverConnection: AnyObject {
    /// Answers every request that has fully arrived, without waiting for more (a live window
    /// calls this each frame). Returns false once the requests have ended (the other side
    /// closed its end) and every one was answered.
    func answerArrivedRequests() -> Bool

    /// Waits for the next request and answers it (a headless run has nothing else to do).
    /// Returns false when the requests have ended.
    func answerNextRequest() -> Bool
}

/// A live host that can also run its window under a driver: the application on a virtual
/// clock that only the driver's requests move, the driver's requests answered each frame.
@MainActor
package protocol DrivableLiveApplicationHost: LiveApplicationHost {
    /// As ``LiveApplicationHost/runLive(applicationClass:launch:)``, with `driver` connected
    /// over `transport` before the launch; the run ends when the window closes or the driver's
    /// requests end.
    static func runLive(
        applicationClass: UIApplication.Type, launch: @MainActor (UIApplication) -> Void,
        driver: any ApplicationDriverHost.Type, transport: String
    ) -> Int32?
}
